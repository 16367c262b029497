// The deferred side effects of schedule changes (SCHEDULE_EFFECTS=deferred), drained by a few lanes
// per app instead of one background task per change. Under a burst of bookings the effects wait in line
// instead of competing with the requests for the CPU and the pool's connections, and a lane takes the
// changes waiting in batches, so their schedule events are claimed and marked done in one statement each.
// Past BACKLOG waiting changes a request runs its own effects before answering (back-pressure: the work
// a process owes can never grow without bound). Shutdown waits for the lanes (the job runner tracks them).
import type { TAppContext } from '../../lib/context.js';

const LANES = 4;
const BATCH = 25;
const BACKLOG = 100;

interface TQueue {
  waiting: Array<{ item: unknown; ctx: TAppContext }>;
  lanes: number;
}
const queues = new WeakMap<object, TQueue>();

/**
 * Queues `item` for `drain` (which handles a batch of items); returns false when the backlog is full and
 * the caller must run it itself. Keyed by the app's background tracker: one queue per app instance.
 */
export function deferInBatches<T>(ctx: TAppContext, item: T, drain: (ctx: TAppContext, batch: T[]) => Promise<void>): boolean {
  const background = ctx.background;
  if (!background) return false;
  let queue = queues.get(background);
  if (!queue) queues.set(background, (queue = { waiting: [], lanes: 0 }));
  if (queue.waiting.length >= BACKLOG) return false;
  queue.waiting.push({ item, ctx });
  if (queue.lanes < LANES) {
    queue.lanes++;
    const q = queue;
    background(
      (async () => {
        try {
          while (q.waiting.length) {
            const batch = q.waiting.splice(0, BATCH);
            const ctx = batch[0]!.ctx;
            // A failed batch is logged; the lane goes on (the events left undispatched are replayed).
            await drain(
              ctx,
              batch.map((b) => b.item as T),
            ).catch((error: Error) => ctx.log.warn({ err: error }, 'schedule change effects failed'));
          }
        } finally {
          q.lanes--;
        }
      })(),
      'schedule change effects',
    );
  }
  return true;
}
