// The secretary's background loop, in every API process: stored webhook events, due replies and
// the outbox. State lives in the database (per-row claims with heartbeat leases, SKIP LOCKED), so
// any number of processes can run it and a restart picks up whatever was left. `kick()` runs a pass
// now (after a webhook). `stop()` (app shutdown) claims nothing more, lets the work in hand finish
// (its leases cleared as each finishes) and waits for the fire-and-forget calls it started.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TAppContext } from '../../lib/context.js';
import { claimInbound, processInbound, type TBackground } from './inbound.js';
import { dueChats, runDueChat } from './turn.js';
import { dispatchOutbox } from './dispatcher.js';

declare module 'fastify' {
  interface FastifyInstance {
    secretary: TSecretaryWorker;
  }
}

export interface TSecretaryWorker {
  /** Starts the loop (on the app's ready). */
  start(): void;
  kick(): void;
  /** One full pass (tests call it to run the pipeline deterministically). */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

const INBOUND_PER_ROUND = 50;
const TURNS_PER_ROUND = 20;
const SENDS_PER_ROUND = 20;

function createSecretaryWorker(ctx: TAppContext, log: FastifyBaseLogger, opts: { loop: boolean }): TSecretaryWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  const pending = new Set<Promise<unknown>>();
  const stopped = () => stopping;

  const background: TBackground = (task, label) => {
    const tracked = task.catch((error: Error) => log.warn({ err: error }, `${label} failed`)).finally(() => pending.delete(tracked));
    pending.add(tracked);
  };

  async function turn(chatId: string) {
    await runDueChat(ctx, chatId).catch((error: Error) => log.error({ err: error, chatId }, 'secretary turn failed'));
  }

  async function pass(): Promise<void> {
    for (let round = 0; round < 20 && !stopping; round++) {
      let work = 0;
      // One event per claim: each has its own lease, renewed while it is processed.
      for (let i = 0; i < INBOUND_PER_ROUND && !stopping; i++) {
        const [event] = await claimInbound(ctx, 1);
        if (!event) break;
        work++;
        const due = await processInbound(ctx, event, background);
        if (due && !stopping) await turn(due);
      }
      for (const chatId of stopping ? [] : await dueChats(ctx, TURNS_PER_ROUND)) {
        if (stopping) break;
        work++;
        await turn(chatId);
      }
      if (!stopping) work += await dispatchOutbox(ctx, { limit: SENDS_PER_ROUND, shouldStop: stopped, log });
      if (!work) break;
    }
  }

  function runOnce(): Promise<void> {
    if (stopping) return running ?? Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await pass();
        } while (again && !stopping);
      } catch (error) {
        log.error({ err: error }, 'secretary worker pass failed');
      } finally {
        running = null;
      }
    })();
    return running;
  }

  function schedule() {
    if (stopping || !opts.loop) return;
    timer = setTimeout(async () => {
      await runOnce();
      schedule();
    }, ctx.config.SECRETARY_WORKER_INTERVAL_MS);
    timer.unref?.();
  }

  return {
    start() {
      if (started || stopping || !opts.loop) return;
      started = true;
      schedule();
    },
    kick() {
      if (started && !stopping) void runOnce();
    },
    runOnce,
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      if (running) await running.catch(() => undefined);
      await Promise.all(pending);
    },
  };
}

/** The secretary module's worker: loops when SECRETARY_WORKER is on; `app.secretary` for kicks and tests. */
export function secretaryWorker(app: FastifyInstance): TSecretaryWorker {
  const worker = createSecretaryWorker(app.ctx, app.log, { loop: app.ctx.config.SECRETARY_WORKER === 'on' });
  app.decorate('secretary', worker);
  return worker;
}
