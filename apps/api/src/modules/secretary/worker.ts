// The secretary's background work, as queues of the one job runner (lib/jobs/runner.ts): stored
// webhook events, due replies and the outbox. State lives in the database (per-row claims with
// heartbeat leases, SKIP LOCKED), so any number of processes run them and a restart picks up
// whatever was left. The timed loop polls them while SECRETARY_WORKER is on; `app.secretary.kick()`
// runs a pass now (after a webhook), `runOnce()` one full pass (tests).
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../lib/context.js';
import type { TJobQueue } from '../../lib/jobs/runner.js';
import { claimInbound, processInbound } from './inbound.js';
import { dueChats, runDueChat } from './turn.js';
import { claimNextMessage, deliver } from './dispatcher.js';

declare module 'fastify' {
  interface FastifyInstance {
    secretary: { kick(): void; runOnce(): Promise<void> };
  }
}

const inLoop = (ctx: TAppContext) => ctx.config.SECRETARY_WORKER === 'on';

async function turn(ctx: TAppContext, chatId: string) {
  await runDueChat(ctx, chatId).catch((error: Error) => ctx.log.error({ err: error, chatId }, 'secretary turn failed'));
}

const inboundQueue: TJobQueue<Awaited<ReturnType<typeof claimInbound>>[number]> = {
  name: 'secretary-inbound',
  // One event per claim: each has its own lease, renewed while it is processed.
  claim: async (ctx, token) => (await claimInbound(ctx, 1, token))[0] ?? null,
  run: async (ctx, event, background) => {
    const due = await processInbound(ctx, event, background);
    if (due) await turn(ctx, due);
  },
  batch: 50,
  inLoop,
};

// A due chat is claimed inside its turn's transaction (turn.ts): the item is the list found due.
const turnsQueue: TJobQueue<string[]> = {
  name: 'secretary-turns',
  claim: async (ctx) => {
    const due = await dueChats(ctx, 20);
    return due.length ? due : null;
  },
  run: async (ctx, chatIds) => {
    for (const chatId of chatIds) await turn(ctx, chatId);
  },
  batch: 1,
  inLoop,
};

const outboxQueue: TJobQueue<NonNullable<Awaited<ReturnType<typeof claimNextMessage>>>> = {
  name: 'secretary-outbox',
  claim: (ctx, token) => claimNextMessage(ctx, token),
  run: (ctx, claimed) => deliver(ctx, claimed),
  concurrency: (ctx) => ctx.config.OUTBOX_CONCURRENCY,
  batch: 20,
  inLoop,
};

/** The secretary's queues, in pass order; `app.secretary` for kicks and tests. */
export function secretaryQueues(app: FastifyInstance): TJobQueue<never>[] {
  app.decorate('secretary', { kick: () => app.jobs.kick(), runOnce: () => app.jobs.runOnce() });
  return [inboundQueue, turnsQueue, outboxQueue] as TJobQueue<never>[];
}
