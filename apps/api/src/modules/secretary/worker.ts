// The secretary's background loop, in every API process: stored webhook events, due replies and
// the outbox. State lives in the database (leases, SKIP LOCKED), so any number of processes can
// run it and a restart picks up whatever was left. `kick()` runs a pass now (after a webhook).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TAppContext } from '../../lib/context.js';
import { claimInbound, processInbound } from './inbound.js';
import { dueChats, runDueChat } from './turn.js';
import { dispatchOutbox } from './dispatcher.js';

declare module 'fastify' {
  interface FastifyInstance {
    secretary: TSecretaryWorker;
  }
}

export interface TSecretaryWorker {
  kick(): void;
  /** One full pass (tests call it to run the pipeline deterministically). */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

function createSecretaryWorker(ctx: TAppContext, log: FastifyBaseLogger, opts: { loop: boolean }): TSecretaryWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  async function pass(): Promise<void> {
    for (let round = 0; round < 20; round++) {
      let work = 0;
      for (const event of await claimInbound(ctx, 50)) {
        work++;
        const due = await processInbound(ctx, event);
        if (due) await runDueChat(ctx, due).catch((error: Error) => log.error({ err: error, chatId: due }, 'secretary turn failed'));
      }
      for (const chatId of await dueChats(ctx, 20)) {
        work++;
        await runDueChat(ctx, chatId).catch((error: Error) => log.error({ err: error, chatId }, 'secretary turn failed'));
      }
      work += await dispatchOutbox(ctx, 20);
      if (!work) break;
    }
  }

  function runOnce(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await pass();
        } while (again && !stopped);
      } catch (error) {
        log.error({ err: error }, 'secretary worker pass failed');
      } finally {
        running = null;
      }
    })();
    return running;
  }

  function schedule() {
    if (stopped || !opts.loop) return;
    timer = setTimeout(async () => {
      await runOnce();
      schedule();
    }, ctx.config.SECRETARY_WORKER_INTERVAL_MS);
    timer.unref?.();
  }
  schedule();

  return {
    kick() {
      if (!stopped && opts.loop) void runOnce();
    },
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) await running.catch(() => undefined);
    },
  };
}

/** The secretary module's worker: loops when SECRETARY_WORKER is on; `app.secretary` for kicks and tests. */
export function secretaryWorker(app: FastifyInstance): TSecretaryWorker {
  const worker = createSecretaryWorker(app.ctx, app.log, { loop: app.ctx.config.SECRETARY_WORKER === 'on' });
  app.decorate('secretary', worker);
  return worker;
}

