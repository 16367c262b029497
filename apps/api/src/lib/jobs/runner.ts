// The API's one job runner (decision record 0014). Every piece of background work is a queue of
// rows claimed the same way: one item per claim under a token, a lease in database time renewed
// while the item runs (lib/leases.ts), its outcome written only by the holder of that token, retries
// with one backoff rule. The runner owns the loop of every queue: it polls them every JOBS_POLL_MS
// (and at once on kick()), runs each queue's lanes, and on shutdown claims nothing more and waits for
// the work in hand. Queues: the `jobs` table (delayed, keyed and recurring jobs, table-queue.ts) and
// the rows that are their own job (the secretary's stored webhooks, due replies and outbox, the
// schedule events): each is created in the transaction of the change it follows.
import type { FastifyBaseLogger } from 'fastify';
import type { TAppContext } from '../context.js';
import { newLeaseToken } from '../leases.js';

/** Fire-and-forget work a job starts (the provider's read mark): tracked so shutdown awaits it. */
export type TBackground = (task: Promise<unknown>, label: string) => void;

export interface TJobQueue<T = unknown> {
  name: string;
  /** Claims one due item under `token`; null when nothing is due. */
  claim(ctx: TAppContext, token: string): Promise<T | null>;
  /**
   * Runs one claimed item. Idempotent: a crash before its outcome is written runs it again. `stopping()`
   * turns true on shutdown: an item of many parts (a send batch) gives back the parts it has not begun.
   */
  run(ctx: TAppContext, item: T, background: TBackground, stopping?: () => boolean): Promise<void>;
  /** Items one pass takes from this queue per round (default 20). */
  batch?: number;
  /** Items run at the same time, each under its own claim (default 1). */
  concurrency?: (ctx: TAppContext) => number;
  /** Whether the timed loop and kicks poll this queue (runOnce always does). Default: always. */
  inLoop?: (ctx: TAppContext) => boolean;
  /** The loop polls this queue at most this often (ms; default: every tick; 0: never). */
  everyMs?: (ctx: TAppContext) => number;
}

export interface TJobRunner {
  add(queue: TJobQueue<never>): void;
  /** Starts the loop (on the app's ready). */
  start(): void;
  /**
   * Polls now (after a webhook or an enqueue) instead of at the next tick: the named queues only (what
   * the caller's work feeds; a webhook must not make every other queue poll), or every queue.
   */
  kick(queues?: readonly string[]): void;
  /** One full pass over every queue (tests call it to run the pipeline deterministically). */
  runOnce(): Promise<void>;
  /** Work a request starts and does not await (a change's side effects): logged on failure, awaited on stop. */
  background: TBackground;
  /** Claims nothing more, lets the work in hand finish, awaits the background calls. */
  stop(): Promise<void>;
}

const ROUNDS_PER_PASS = 20;
const BACKLOG_PASSES = 10;

export function createJobRunner(ctx: TAppContext, log: FastifyBaseLogger): TJobRunner {
  const queues: TJobQueue[] = [];
  const lastPolled = new Map<string, number>();
  const pending = new Set<Promise<unknown>>();
  let running: Promise<void> | null = null;
  let again = false;
  let againAll = false;
  // The queues the next pass polls: 'loop' = every queue in the loop; else the names kicks asked for.
  let againWanted: Set<string> | 'loop' | null = null;
  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  const isStopping = () => stopping;
  // Items finished so far, and the wake-up of the queues of the pass under way waiting for them (pass()).
  let itemsDone = 0;
  let onItemDone: () => void = () => undefined;

  const background: TBackground = (task, label) => {
    const tracked = task.catch((error: Error) => log.warn({ err: error }, `${label} failed`)).finally(() => pending.delete(tracked));
    pending.add(tracked);
  };

  function polled(queue: TJobQueue, all: boolean): boolean {
    if (all) return true;
    if (queue.inLoop && !queue.inLoop(ctx)) return false;
    const every = queue.everyMs?.(ctx);
    if (every === undefined) return true;
    if (every <= 0) return false;
    const last = lastPolled.get(queue.name) ?? 0;
    if (Date.now() - last < every) return false;
    lastPolled.set(queue.name, Date.now());
    return true;
  }

  /** Runs up to `batch` items of one queue in its lanes; returns how many were claimed. */
  async function drain(queue: TJobQueue): Promise<number> {
    const batch = queue.batch ?? 20;
    let taken = 0;
    let handled = 0;
    const lane = async () => {
      while (taken < batch && !stopping) {
        taken++;
        const item = await queue.claim(ctx, newLeaseToken());
        if (item === null) return;
        handled++;
        await queue
          .run(ctx, item, background, isStopping)
          .catch((error: Error) => log.error({ err: error, queue: queue.name }, 'job failed'));
        itemsDone++;
        onItemDone();
      }
    };
    const lanes = await Promise.allSettled(Array.from({ length: Math.max(1, queue.concurrency?.(ctx) ?? 1) }, lane));
    const failed = lanes.find((l): l is PromiseRejectedResult => l.status === 'rejected');
    if (failed) throw failed.reason;
    return handled;
  }

  /**
   * The chosen queues drain side by side, each in its own rounds until it finds nothing: a long queue
   * (a thousand due scheduled messages) does not hold back the one that sends what it produced (the
   * outbox). A queue that finds nothing waits while another one is still finding work and looks again
   * each time that one finished an item, so what one queue produces is picked up in the same pass
   * (without polling the idle queues meanwhile). True when a queue stopped with work still coming.
   */
  async function pass(all: boolean, wanted: Set<string> | 'loop'): Promise<boolean> {
    const chosen = queues.filter((q) => (wanted === 'loop' || wanted.has(q.name)) && polled(q, all));
    // Queues whose last look found work (or that have not looked yet).
    const active = new Set(chosen);
    let waiting: (() => void)[] = [];
    const wake = () => {
      for (const resolve of waiting) resolve();
      waiting = [];
    };
    let backlog = false;
    const loop = async (queue: TJobQueue) => {
      let rounds = 0;
      while (!stopping) {
        const seen = itemsDone;
        const found = await drain(queue).catch((error: Error) => {
          log.error({ err: error, queue: queue.name }, 'job queue pass failed');
          return 0;
        });
        if (found) {
          active.add(queue);
          if (++rounds < ROUNDS_PER_PASS) continue;
          backlog = true;
          break;
        }
        active.delete(queue);
        if (itemsDone !== seen) continue; // another queue finished an item meanwhile: look again
        if (!active.size) break;
        // Woken when another queue finishes an item or stops: this one may have work then.
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      active.delete(queue);
      wake();
    };
    onItemDone = wake;
    await Promise.all(chosen.map(loop));
    return backlog;
  }

  function runPass(all: boolean, names?: readonly string[]): Promise<void> {
    if (stopping) return running ?? Promise.resolve();
    if (all || !names) againWanted = 'loop';
    else if (againWanted !== 'loop') againWanted = new Set([...(againWanted ?? []), ...names]);
    if (running) {
      again = true;
      againAll ||= all;
      return running;
    }
    againAll = all;
    running = (async () => {
      try {
        let backlog = 0;
        do {
          again = false;
          const everything = againAll;
          const wanted: Set<string> | 'loop' = againWanted ?? 'loop';
          againAll = false;
          againWanted = null;
          // A backlog (every round found work) goes on at once instead of waiting for the next tick, a few
          // times in a row: an item that keeps coming back (a failing turn) cannot spin the process.
          if ((await pass(everything, wanted)) && ++backlog <= BACKLOG_PASSES) {
            again = true;
            againWanted = againWanted === 'loop' || wanted === 'loop' ? 'loop' : new Set([...(againWanted ?? []), ...wanted]);
          }
        } while (again && !stopping);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  function schedule() {
    if (stopping) return;
    timer = setTimeout(async () => {
      await runPass(false);
      schedule();
    }, ctx.config.JOBS_POLL_MS);
    timer.unref?.();
  }

  return {
    add(queue) {
      if (queues.some((q) => q.name === queue.name)) throw new Error(`job queue "${queue.name}" is declared twice`);
      queues.push(queue as TJobQueue);
    },
    start() {
      if (started || stopping) return;
      started = true;
      schedule();
    },
    kick(names) {
      if (started && !stopping) void runPass(false, names);
    },
    runOnce: () => runPass(true),
    background,
    async stop() {
      stopping = true;
      onItemDone();
      if (timer) clearTimeout(timer);
      if (running) await running.catch(() => undefined);
      await Promise.all(pending);
    },
  };
}
