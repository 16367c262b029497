// The deferred side effects of schedule changes (SCHEDULE_EFFECTS=deferred), drained by a few lanes
// per app instead of one background task per change. Under a burst of bookings the effects wait in line
// instead of competing with the requests for the CPU and the pool's connections, and a lane takes the
// changes waiting in batches: their events are claimed and marked done in one statement each, and the
// handlers do a batch's work in set-based statements (handler-runs.ts), so a batch of 100 costs about
// what one change does. Past BACKLOG waiting changes a request waits for its change's batch before
// answering (back-pressure: the work a process owes can never grow without bound, and the change still
// goes in a batch). Shutdown waits for the lanes (the job runner tracks them).
import type { TAppContext } from '../../lib/context.js';

const LANES = 2;
/**
 * A batch costs about the same statements for 100 changes as for 25 (set-based handlers), and under a burst
 * each of them waits behind the requests' queries for a pooled connection, so a batch's time is mostly that
 * wait times its ~15 statements. At 25, two lanes drained fewer changes per second than a burst of bookings
 * made: the backlog filled and a quarter of the bench's bookings waited for a batch before answering
 * (docs/performance.md, 04/12/2026).
 */
const BATCH = 100;
/**
 * The bound on the changes a process owes (20 batches) and on shutdown's wait. A burst's changes wait here
 * and are drained after it; nothing waiting is lost if the process dies (each change's events are rows the
 * replay takes). At 400, a burst of bookings on a quiet machine (750/s) filled it within half a second, and
 * every request past it waited for a batch that took 0.3–0.6 s, each of its statements committing behind the
 * bookings' own: those waits were all of the bench's p99 (docs/performance.md, session 28).
 */
const BACKLOG = 2000;
/**
 * How long a lane lets changes gather before taking fewer than a full batch: a batch's effects cost about
 * as many statements for one change as for 25, and they are off the answer already.
 */
const GATHER_MS = 20;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface TWaiting {
  item: unknown;
  ctx: TAppContext;
  /** Set when a request waits for this change's batch (the backlog was full). */
  settle?: () => void;
}

interface TQueue {
  waiting: TWaiting[];
  lanes: number;
}
const queues = new WeakMap<object, TQueue>();

function startLane(
  q: TQueue,
  background: NonNullable<TAppContext['background']>,
  drain: (ctx: TAppContext, batch: unknown[]) => Promise<void>,
) {
  q.lanes++;
  background(
    (async () => {
      try {
        while (q.waiting.length) {
          if (q.waiting.length < BATCH && GATHER_MS > 0) await pause(GATHER_MS);
          const batch = q.waiting.splice(0, BATCH);
          if (!batch.length) break;
          const ctx = batch[0]!.ctx;
          // A failed batch is logged; the lane goes on (the events left undispatched are replayed).
          await drain(
            ctx,
            batch.map((b) => b.item),
          ).catch((error: Error) => ctx.log.warn({ err: error }, 'schedule change effects failed'));
          for (const b of batch) b.settle?.();
        }
      } finally {
        q.lanes--;
      }
    })(),
    'schedule change effects',
  );
}

/**
 * Queues `item` for `drain` (which handles a batch of items). Returns null when the app tracks no
 * background work (the caller runs it itself); else a promise that is already resolved, or, with the
 * backlog full, resolves when the item's batch is done. One queue per app instance (keyed by its tracker).
 */
export function deferInBatches<T>(ctx: TAppContext, item: T, drain: (ctx: TAppContext, batch: T[]) => Promise<void>): Promise<void> | null {
  const background = ctx.background;
  if (!background) return null;
  let queue = queues.get(background);
  if (!queue) queues.set(background, (queue = { waiting: [], lanes: 0 }));
  const full = queue.waiting.length >= BACKLOG;
  const done = full ? new Promise<void>((settle) => queue.waiting.push({ item, ctx, settle })) : Promise.resolve();
  if (!full) queue.waiting.push({ item, ctx });
  if (queue.lanes < LANES) startLane(queue, background, drain as (ctx: TAppContext, batch: unknown[]) => Promise<void>);
  return done;
}
