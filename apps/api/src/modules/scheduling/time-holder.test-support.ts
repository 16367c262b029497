// For the PostgreSQL-only tests that a booking takes its calendar-time locks: another transaction holds the
// time, the booking must queue on it (a not-granted advisory lock) and succeed once the holder lets go.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TDb } from '../../db/client.js';
import type { TTestApp } from '../../test/harness.js';
import { waitFor } from '../../test/wait-for.js';
import { lockCalendarTime } from './repo-locks.js';

export async function expectBookingWaitsForTimeHolder(
  t: TTestApp,
  hold: { calendarId: string; start: Date },
  book: () => Promise<{ status: number }>,
): Promise<void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const writer = t.app.ctx.db.transaction(async (tx) => {
    await lockCalendarTime(tx as unknown as TDb, [{ ...hold, end: new Date(hold.start.getTime() + 30 * 60_000) }]);
    await held;
  });
  const waiting = async () => {
    const r = await t.app.ctx.db.execute(sql`select count(*)::int as n from pg_locks where not granted and locktype = 'advisory'`);
    return (r as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };
  await waitFor(async () => (await waiting()) === 0, { label: 'a quiet start' });
  let done = false;
  const booking = book().finally(() => (done = true));
  await waitFor(async () => (await waiting()) >= 1, { label: 'the booking to wait on the lock' });
  expect(done).toBe(false);
  release();
  await writer;
  expect((await booking).status).toBe(200);
}
