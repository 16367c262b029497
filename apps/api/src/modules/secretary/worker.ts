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
import { claimMessages, deliverBatch } from './dispatcher.js';

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

/**
 * The outbox runs in two lanes, so one claims and writes while the other's sends are in flight; the
 * process's provider calls in flight stay within OUTBOX_CONCURRENCY, shared out among the lanes. A
 * claim takes a few rounds of its lane's sends, not more: a process does not hoard what the others
 * could send.
 */
const outboxLanes = (ctx: TAppContext) => (ctx.config.OUTBOX_CONCURRENCY >= 2 ? 2 : 1);
const sendsPerLane = (ctx: TAppContext) => Math.floor(ctx.config.OUTBOX_CONCURRENCY / outboxLanes(ctx));
const OUTBOX_ROUNDS_PER_CLAIM = 4;
const OUTBOX_MAX_CLAIM = 64;

const outboxQueue: TJobQueue<Awaited<ReturnType<typeof claimMessages>>> = {
  name: 'secretary-outbox',
  claim: async (ctx, token) => {
    const claimed = await claimMessages(ctx, token, Math.min(OUTBOX_MAX_CLAIM, sendsPerLane(ctx) * OUTBOX_ROUNDS_PER_CLAIM));
    return claimed.length ? claimed : null;
  },
  run: (ctx, claimed, _background, stopping) => deliverBatch(ctx, claimed, { concurrency: sendsPerLane(ctx), stopping }),
  concurrency: outboxLanes,
  batch: 20,
  inLoop,
};

/** The secretary's queues, in pass order; `app.secretary` for kicks and tests. */
export function secretaryQueues(app: FastifyInstance): TJobQueue<never>[] {
  const queues = [inboundQueue, turnsQueue, outboxQueue];
  const names = queues.map((q) => q.name);
  // A kick polls the secretary's own queues (what a webhook or a reply feeds), not every queue of the app.
  app.decorate('secretary', { kick: () => app.jobs.kick(names), runOnce: () => app.jobs.runOnce() });
  return queues as TJobQueue<never>[];
}
