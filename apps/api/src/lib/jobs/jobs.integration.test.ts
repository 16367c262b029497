// The jobs table on the one runner: delayed jobs wait for the (test) clock, a key keeps one live job
// and re-planning moves it, a canceled job never runs, a failure rolls back the handler's writes and
// is retried then failed, a dead holder's job is taken over and runs once, a recurring job plans its next run.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { waitFor } from '../../test/wait-for.js';
import { rowsOf } from '../leases.js';
import type { TAppContext } from '../context.js';
import { cancelJob, enqueueJob } from './enqueue.js';
import { createJobRunner } from './runner.js';
import { every, tableQueue, type TJob } from './table-queue.js';

let t: TTestApp;
const ran: string[] = [];
let failing = false;
const batches: string[][] = [];

const mark = (tx: TAppContext, job: TJob) => enqueueJob(tx.db, { name: 'marker', key: job.id, runAt: new Date('2100-01-01T00:00:00Z') });
const queue = tableQueue([
  {
    name: 'test.work',
    handler: async (tx, job) => {
      ran.push(job.key ?? job.id);
      await mark(tx, job);
      if (failing) throw new Error('provider down');
    },
    maxAttempts: 2,
  },
  {
    name: 'test.batch',
    handler: async (tx, job) => {
      ran.push(`one:${job.key}`);
      await mark(tx, job);
    },
    batch: {
      size: 3,
      handler: async (tx, jobs) => {
        batches.push(jobs.map((j) => j.key ?? j.id));
        for (const job of jobs) await mark(tx, job);
        if (jobs.some((j) => j.key === 'poison')) throw new Error('one bad job');
      },
    },
  },
  { name: 'test.tick', handler: async (_tx, job) => void ran.push(`tick@${job.run_at.toISOString()}`), recurring: every(60_000) },
]);

async function jobRows(name: string) {
  return rowsOf<{ id: string; state: string; attempts: number; run_at: string; last_error: string | null }>(
    await t.app.ctx.db.execute(sql`select id, state, attempts, run_at, last_error from jobs where name = ${name} order by created_at`),
  );
}

function runner() {
  const r = createJobRunner(t.app.ctx, t.app.log);
  r.add(queue as never);
  return r;
}

beforeAll(async () => {
  t = await startTestApp({ SECRETARY_WORKER: 'off', OUTBOX_RETRY_BASE_MS: '1000', WORKER_LEASE_MS: '400', WORKER_HEARTBEAT_MS: '100' });
});
afterAll(async () => t?.close());

describe('the job runner on the jobs table', () => {
  it('runs a delayed job once when the clock reaches it, keeps one live job per key and moves it when re-planned', async () => {
    const r = runner();
    const now = t.clock.now();
    await enqueueJob(t.app.ctx.db, { name: 'test.work', key: 'a', runAt: new Date(now.getTime() + 3_600_000) });
    await enqueueJob(t.app.ctx.db, { name: 'test.work', key: 'a', runAt: new Date(now.getTime() + 60_000) });
    expect(await jobRows('test.work')).toHaveLength(1);
    await r.runOnce();
    expect(ran).toEqual([]);
    await enqueueJob(t.app.ctx.db, { name: 'test.work', key: 'a', runAt: new Date(now.getTime() + 7_200_000), replace: true });
    t.clock.advance(3_700_000);
    await r.runOnce();
    expect(ran).toEqual([]);
    t.clock.advance(3_600_000);
    await r.runOnce();
    await r.runOnce();
    expect(ran).toEqual(['a']);
    expect((await jobRows('test.work')).map((j) => j.state)).toEqual(['done']);
    expect(await jobRows('marker')).toHaveLength(1);
    // The key is free again once its job finished: a new one can be planned.
    expect(await enqueueJob(t.app.ctx.db, { name: 'test.work', key: 'a', runAt: t.clock.now() })).not.toBeNull();
    expect(await cancelJob(t.app.ctx.db, 'test.work', 'a')).toBe(true);
    await r.runOnce();
    expect(ran).toEqual(['a']);
    await r.stop();
  });

  it('rolls back a failed handler, retries with backoff, then marks the job failed', async () => {
    const r = runner();
    ran.length = 0;
    failing = true;
    const id = await enqueueJob(t.app.ctx.db, { name: 'test.work', key: 'b', runAt: t.clock.now() });
    await r.runOnce();
    const [first] = (await jobRows('test.work')).filter((j) => j.id === id);
    expect(first).toMatchObject({ state: 'pending', attempts: 1, last_error: 'provider down' });
    expect(new Date(first!.run_at).getTime()).toBeGreaterThan(t.clock.now().getTime());
    await r.runOnce();
    expect(ran).toEqual(['b']);
    t.clock.advance(2_000);
    await r.runOnce();
    expect(ran).toEqual(['b', 'b']);
    expect((await jobRows('test.work')).find((j) => j.id === id)).toMatchObject({ state: 'failed', attempts: 2 });
    expect(await jobRows('marker')).toHaveLength(1);
    failing = false;
    await r.stop();
  });

  it('takes over the job of a holder that died, once its lease ran out, and runs it once', async () => {
    ran.length = 0;
    const id = await enqueueJob(t.app.ctx.db, { name: 'test.work', key: 'c', runAt: t.clock.now() });
    const dead = await queue.claim(t.app.ctx, 'dead-process');
    expect(dead?.[0]?.id).toBe(id);
    const r = runner();
    await r.runOnce();
    expect(ran).toEqual([]);
    // Leases are in database time: the job comes back once this one ran out.
    await waitFor(async () => {
      await r.runOnce();
      return ran.length > 0;
    });
    expect(ran).toEqual(['c']);
    // The dead holder's late outcome no longer matches its claim.
    await queue.run(t.app.ctx, dead!, () => undefined);
    expect(ran).toEqual(['c', 'c']);
    expect((await jobRows('test.work')).find((j) => j.id === id)).toMatchObject({ state: 'done', attempts: 2 });
    expect((await jobRows('marker')).length).toBe(2);
    await r.stop();
  });

  it('keeps one live row of a recurring job and plans the next run after each one', async () => {
    ran.length = 0;
    await queue.ensureRecurring(t.app.ctx);
    await queue.ensureRecurring(t.app.ctx);
    expect((await jobRows('test.tick')).map((j) => j.state)).toEqual(['pending']);
    const r = runner();
    t.clock.advance(61_000);
    await r.runOnce();
    expect(ran).toHaveLength(1);
    expect((await jobRows('test.tick')).map((j) => j.state)).toEqual(['done', 'pending']);
    await r.stop();
  });

  it('claims due jobs of a batch name together and runs them in one transaction; a failing batch runs its jobs one by one', async () => {
    ran.length = 0;
    // One lane: the claims are not shared out among lanes racing for the same due jobs.
    const r = createJobRunner({ ...t.app.ctx, config: { ...t.app.ctx.config, JOBS_CONCURRENCY: 1 } }, t.app.log);
    r.add(queue as never);
    // One millisecond apart: the claim takes the oldest due jobs first (ties have no order).
    const keys = ['b1', 'b2', 'b3', 'b4'];
    for (const [i, key] of keys.entries())
      await enqueueJob(t.app.ctx.db, { name: 'test.batch', key, runAt: new Date(t.clock.now().getTime() - keys.length + i) });
    await r.runOnce();
    expect(batches).toEqual([['b1', 'b2', 'b3']]);
    expect(ran).toEqual(['one:b4']);
    expect((await jobRows('test.batch')).map((j) => j.state)).toEqual(['done', 'done', 'done', 'done']);
    ran.length = 0;

    batches.length = 0;
    for (const key of ['c1', 'poison']) await enqueueJob(t.app.ctx.db, { name: 'test.batch', key, runAt: t.clock.now() });
    await r.runOnce();
    // The batch rolled back (its markers with it); each job then ran alone, once.
    expect(batches).toEqual([['c1', 'poison']]);
    expect(ran.sort()).toEqual(['one:c1', 'one:poison']);
    expect((await jobRows('test.batch')).filter((j) => j.state === 'done')).toHaveLength(6);
    await r.stop();
  });

  it('a kick that names queues polls those only; a kick without names polls every queue', async () => {
    const claims: string[] = [];
    const probe = (name: string) => ({
      name,
      claim: async () => {
        claims.push(name);
        return null;
      },
      run: async () => undefined,
    });
    // A long tick: only kicks poll here.
    const r = createJobRunner({ ...t.app.ctx, config: { ...t.app.ctx.config, JOBS_POLL_MS: 3_600_000 } }, t.app.log);
    r.add(probe('a') as never);
    r.add(probe('b') as never);
    r.start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
    r.kick(['a']);
    await waitFor(() => claims.length > 0);
    await settle();
    expect(claims.every((name) => name === 'a')).toBe(true);
    claims.length = 0;
    // Kicks while a pass runs are folded into the next one, with the names they asked for.
    r.kick(['b']);
    r.kick(['b']);
    await waitFor(() => claims.includes('b'));
    await settle();
    expect(claims.every((name) => name === 'b')).toBe(true);
    claims.length = 0;
    r.kick();
    await waitFor(() => claims.includes('a') && claims.includes('b'));
    await r.stop();
  });
});
