// The `jobs` table as a queue of the runner: each job is claimed on its own (SKIP LOCKED) when its
// run_at is due by the app's clock (tests move it), leased in database time, and its handler runs in
// one transaction with the write that marks it done, matched on the claim's token: a job's database
// effects happen once, and a crash anywhere before that commit runs it again. A failure is retried
// with the common backoff up to OUTBOX_MAX_ATTEMPTS, then the job is 'failed'. A recurring job
// enqueues its next run in the same transaction. A job with a `batch` handler is claimed with up to
// `batch.size - 1` more due jobs of its name (one statement, SKIP LOCKED) and the group runs in one
// transaction, done-marked together; if the group fails, each job runs again on its own.
import { sql } from 'drizzle-orm';
import type { TAppContext } from '../context.js';
import { backoffMs, leaseExpired, leaseExpiry, rowsOf, withLease } from '../leases.js';
import { enqueueJob } from './enqueue.js';
import type { TJobQueue } from './runner.js';

export interface TJob<P = Record<string, unknown>> {
  id: string;
  name: string;
  key: string | null;
  payload: P;
  run_at: Date;
  attempts: number;
  lease_owner: string;
}

export interface TJobDefinition<P = Record<string, unknown>> {
  name: string;
  /** Runs inside the job's transaction (`tx.db`); must be idempotent (it may run again after a crash). */
  handler: (tx: TAppContext, job: TJob<P>) => Promise<void>;
  /** A job that repeats: its next run time after `now`. One live job per name (key 'recurring'). */
  recurring?: (now: Date) => Date;
  /** Attempts before the job is 'failed' (default OUTBOX_MAX_ATTEMPTS). */
  maxAttempts?: number;
  /** Many due jobs of this name at once: `handler` runs them in one transaction (each must stay idempotent). */
  batch?: { size: number; handler: (tx: TAppContext, jobs: TJob<P>[]) => Promise<void> };
}

/** `recurring` of a job that repeats every `ms`. */
export const every = (ms: number) => (now: Date) => new Date(now.getTime() + ms);

const RECURRING_KEY = 'recurring';

class LeaseLost extends Error {}

type TRow = Omit<TJob, 'run_at'> & { run_at: Date | string };

const RETURNING = sql`returning id, name, key, payload, run_at, attempts, lease_owner`;
const toJob = (row: TRow): TJob => ({ ...row, run_at: new Date(row.run_at) });
const dueNow = (ctx: TAppContext) =>
  sql`((state = 'pending' and run_at <= ${ctx.now().toISOString()}::timestamptz) or (state = 'running' and ${leaseExpired()}))`;
const claimSet = (ctx: TAppContext, token: string) =>
  sql`update jobs set state = 'running', lease_owner = ${token}, locked_until = ${leaseExpiry(ctx)}, attempts = attempts + 1`;

async function claimJob(ctx: TAppContext, token: string, names: string[]): Promise<TJob | null> {
  if (!names.length) return null;
  const res = await ctx.db.execute(sql`
    ${claimSet(ctx, token)}
    where id = (
      select id from jobs
      where name in (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )})
        and ${dueNow(ctx)}
      order by run_at, created_at limit 1 for update skip locked)
    ${RETURNING}`);
  const row = rowsOf<TRow>(res)[0];
  return row ? toJob(row) : null;
}

/** Up to `limit` more due jobs of one name, under the same token (a batch). */
async function claimMore(ctx: TAppContext, token: string, name: string, limit: number): Promise<TJob[]> {
  if (limit <= 0) return [];
  const res = await ctx.db.execute(sql`
    ${claimSet(ctx, token)}
    where id in (
      select id from jobs where name = ${name} and ${dueNow(ctx)}
      order by run_at, created_at limit ${limit} for update skip locked)
    ${RETURNING}, (extract(epoch from run_at) * 1e6)::bigint::text as run_us,
      (extract(epoch from created_at) * 1e6)::bigint::text as created_us`);
  // UPDATE … RETURNING keeps no order on PostgreSQL: the batch runs oldest first, as claimed
  // (in microseconds, since jobs enqueued in one millisecond are common).
  const rows = rowsOf<TRow & { run_us: string; created_us: string }>(res);
  const cmp = (a: string, b: string) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0);
  rows.sort((a, b) => cmp(a.run_us, b.run_us) || cmp(a.created_us, b.created_us));
  return rows.map(({ run_us: _run, created_us: _created, ...row }) => toJob(row));
}

async function finish(ctx: TAppContext, job: TJob, patch: { state: string; run_at?: Date; error?: string | null }): Promise<boolean> {
  const res = await ctx.db.execute(sql`
    update jobs set state = ${patch.state}, lease_owner = null, locked_until = null,
      run_at = coalesce(${patch.run_at?.toISOString() ?? null}::timestamptz, run_at),
      last_error = ${patch.error ?? null},
      finished_at = case when ${patch.state} in ('done', 'failed') then now() else null end
    where id = ${job.id} and lease_owner = ${job.lease_owner} returning id`);
  return rowsOf(res).length > 0;
}

/** Runs a batch in one transaction, done-marked together; false when it failed (each then runs alone). */
async function runBatch(ctx: TAppContext, def: TJobDefinition, jobs: TJob[]): Promise<boolean> {
  const token = jobs[0]!.lease_owner;
  const ids = jobs.map((j) => j.id);
  try {
    await withLease(ctx, 'jobs', ids, token, () =>
      ctx.db.transaction(async (db) => {
        const tx: TAppContext = { ...ctx, db: db as unknown as TAppContext['db'] };
        await def.batch!.handler(tx, jobs);
        const res = await tx.db.execute(sql`
          update jobs set state = 'done', lease_owner = null, locked_until = null, last_error = null, finished_at = now()
          where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) and lease_owner = ${token} returning id`);
        if (rowsOf(res).length !== ids.length) throw new LeaseLost('a job of the batch was taken over by another process');
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof LeaseLost) return true;
    ctx.log.warn({ err: error, job: def.name, jobs: ids.length }, 'job batch failed: its jobs run one by one');
    return false;
  }
}

async function runJob(ctx: TAppContext, def: TJobDefinition, job: TJob): Promise<void> {
  try {
    await withLease(ctx, 'jobs', job.id, job.lease_owner, () =>
      ctx.db.transaction(async (db) => {
        const tx: TAppContext = { ...ctx, db: db as unknown as TAppContext['db'] };
        await def.handler(tx, job);
        if (!(await finish(tx, job, { state: 'done' }))) throw new LeaseLost('job taken over by another process');
        if (def.recurring)
          await enqueueJob(tx.db, { name: def.name, key: RECURRING_KEY, runAt: def.recurring(tx.now()), payload: job.payload });
      }),
    );
  } catch (error) {
    if (error instanceof LeaseLost) return;
    const reason = (error as Error).message.slice(0, 500);
    const exhausted = job.attempts >= (def.maxAttempts ?? ctx.config.OUTBOX_MAX_ATTEMPTS);
    // A recurring job never dies: past its attempts it waits for its next regular run.
    const retryAt =
      exhausted && def.recurring
        ? def.recurring(ctx.now())
        : new Date(ctx.now().getTime() + backoffMs(ctx.config.OUTBOX_RETRY_BASE_MS, job.attempts));
    await finish(
      ctx,
      job,
      exhausted && !def.recurring ? { state: 'failed', error: reason } : { state: 'pending', run_at: retryAt, error: reason },
    );
    ctx.log.warn({ err: error, job: job.name, jobId: job.id }, 'job failed');
  }
}

/** The runner's queue over the `jobs` table, for the given definitions. */
export function tableQueue(definitions: TJobDefinition<never>[]): TJobQueue<TJob[]> & { ensureRecurring(ctx: TAppContext): Promise<void> } {
  const byName = new Map(definitions.map((d) => [d.name, d as unknown as TJobDefinition]));
  if (byName.size !== definitions.length) throw new Error('a job name is declared twice');
  return {
    name: 'jobs',
    claim: async (ctx, token) => {
      const first = await claimJob(ctx, token, [...byName.keys()]);
      const batch = first && byName.get(first.name)?.batch;
      return first ? [first, ...(batch ? await claimMore(ctx, token, first.name, batch.size - 1) : [])] : null;
    },
    run: async (ctx, group) => {
      const def = byName.get(group[0]!.name);
      if (!def) return;
      if (group.length > 1 && def.batch && (await runBatch(ctx, def, group))) return;
      for (const job of group) await runJob(ctx, def, job);
    },
    concurrency: (ctx) => ctx.config.JOBS_CONCURRENCY,
    batch: 100,
    /** Every recurring job has its one live row (processes racing at boot insert one). */
    async ensureRecurring(ctx) {
      for (const def of byName.values())
        if (def.recurring) await enqueueJob(ctx.db, { name: def.name, key: RECURRING_KEY, runAt: def.recurring(ctx.now()) });
    },
  };
}
