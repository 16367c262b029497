// Issue 17: a booking answers once its transaction commits; the staff notification and the modules'
// handlers (confirmation, reminder, CRM, automations) run after the answer (SCHEDULE_EFFECTS=deferred,
// the default outside tests), tracked by the job runner so shutdown waits for them.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, scheduleEvents } from '../../db/schema/index.js';
import type { TDatabase } from '../../db/client.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, nextWeekdayAt, type TFixture } from './test-fixtures.js';

const TZ = 'America/Sao_Paulo';

describe('schedule change effects after the answer', () => {
  let t: TTestApp & { database: TDatabase };
  let f: TFixture;
  let release: () => void = () => undefined;
  const gate = () => new Promise<void>((resolve) => (release = resolve));

  beforeAll(async () => {
    t = await startTestApp({ SCHEDULE_EFFECTS: 'deferred' });
    f = await buildFixture(t.app, { calendars: 1 });
  });
  afterAll(() => t.close());

  it('answers the booking before its handlers finish, and they still run once', async () => {
    let opened: Promise<void> = Promise.resolve();
    const seen: string[] = [];
    t.app.ctx.scheduleEventHandlers.push(async (event) => {
      seen.push(event.id);
      await opened;
    });
    opened = gate();
    const start = nextWeekdayAt(t.clock.now(), TZ, 3, '10:00', 2);
    const book = await f.api.call('POST', `/client/${f.company.slug}/schedule/book`, {
      token: f.client.token,
      body: { service_id: f.services[0]!.id, calendar_id: f.calendars[0]!.id, start_at: start.toISOString() },
    });
    expect(book.status, JSON.stringify(book.body)).toBe(200);
    const id = book.body.schedule.id as string;
    const event = async () => (await t.app.ctx.db.select().from(scheduleEvents).where(eq(scheduleEvents.schedule_id, id)))[0];
    // The answer came while a handler still waits: the event is not dispatched yet.
    expect((await event())?.dispatched_at ?? null).toBeNull();
    release();
    await expect.poll(async () => (await event())?.dispatched_at ?? null, { timeout: 5000 }).not.toBeNull();
    expect(seen).toEqual([(await event())!.id]);
    // The owner's "Novo agendamento" notification was written after the answer too.
    await expect
      .poll(
        async () =>
          (
            await t.app.ctx.db
              .select()
              .from(notifications)
              .where(and(eq(notifications.company_id, f.company.id), eq(notifications.type, 'new_schedule')))
          ).length,
      )
      .toBeGreaterThan(0);
  });
});
