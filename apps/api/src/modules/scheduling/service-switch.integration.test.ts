// One appointment changed to another service ("troca o corte por corte e barba, msm horário"): the same
// row takes the new service's length and price, under the same overlap rules as a move.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { bookSchedule, rescheduleSchedule, type TScheduleEvent } from './service.js';
import { buildFixture, nextWeekdayAt, signUpClient, type TFixture } from './test-fixtures.js';

const TZ = 'America/Sao_Paulo';
const actor = { kind: 'assistant' as const, id: null };

describe('switching the service of an appointment', () => {
  let t: TTestApp;
  let f: TFixture;
  let other: TFixture;
  const seen: TScheduleEvent[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    f = await buildFixture(t.app, { calendars: 1 });
    other = await buildFixture(t.app, { calendars: 1 });
    t.app.ctx.scheduleEventHandlers.push((event) => void seen.push(event));
  });
  afterAll(() => t.close());

  const book = (clientId: string, serviceIndex: number, start: Date) =>
    bookSchedule(t.app.ctx, {
      companyId: f.company.id,
      actor,
      clientId,
      serviceId: f.services[serviceIndex]!.id,
      calendarId: f.calendars[0]!.id,
      startAt: start,
      interface: 'ASSISTANT_CLIENT',
    });
  const switchTo = (scheduleId: string, serviceId: string, startAt: Date) =>
    rescheduleSchedule(t.app.ctx, { companyId: f.company.id, actor, scheduleId, startAt, serviceId, interface: 'ASSISTANT_CLIENT' });

  it('keeps the appointment and takes the new service, its length and price', async () => {
    const start = nextWeekdayAt(t.clock.now(), TZ, 3, '10:00', 2);
    const booked = await book(f.client.id, 0, start);
    const changed = await switchTo(booked.id, f.services[1]!.id, start);
    expect(changed).toMatchObject({
      id: booked.id,
      service_id: f.services[1]!.id,
      duration_in_minutes: 60,
      price: 7000,
      start_at: booked.start_at,
      status: 'scheduled',
    });
    expect(new Date(changed.end_at).getTime() - start.getTime()).toBe(3_600_000);
    const event = seen.find((e) => e.type === 'rescheduled' && e.schedule.id === booked.id)!;
    expect(event.previous).toMatchObject({ service_id: f.services[0]!.id, start_at: booked.start_at });
  });

  it('is refused, and nothing changes, when the longer service would overlap another booking', async () => {
    const start = nextWeekdayAt(t.clock.now(), TZ, 4, '10:00', 2);
    const mine = await book(f.client.id, 0, start);
    const neighbour = await signUpClient(f.api, f.company.slug, 'Vizinha');
    await book(neighbour.id, 0, new Date(start.getTime() + 30 * 60_000));
    const error = await switchTo(mine.id, f.services[1]!.id, start).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(409);
    const again = await switchTo(mine.id, f.services[0]!.id, start);
    expect(again).toMatchObject({ service_id: f.services[0]!.id, duration_in_minutes: 30, end_at: mine.end_at });
  });

  it("never takes another company's service", async () => {
    const start = nextWeekdayAt(t.clock.now(), TZ, 5, '10:00', 2);
    const mine = await book(f.client.id, 0, start);
    const error = await switchTo(mine.id, other.services[1]!.id, start).catch((e: unknown) => e);
    expect((error as AppError).status).toBe(404);
  });
});
