// Property: booking any offered slot succeeds (bookSchedule as the client, on the real database),
// in New York and Lisbon across both DST changes, and in São Paulo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { bookSchedule, findAvailableSlots } from './service.js';
import { buildFixture, general, type TFixture } from './test-fixtures.js';
import { fromLocal, parseDateKey } from './tz.js';

const ZONES: Record<string, string[]> = {
  'America/New_York': ['2027-03-14', '2027-11-07'],
  'Europe/Lisbon': ['2027-03-28', '2027-10-31'],
  'America/Sao_Paulo': ['2027-01-12', '2027-06-15'],
};
const allDay = [0, 1, 2, 3, 4, 5, 6].map((dow) => ({ dow, is_available: true, work_hours: [{ start: '00:00', end: '23:59' }] }));
const calendarHours = [0, 1, 2, 3, 4, 5, 6].map((dow) => ({
  dow,
  is_available: dow !== 1,
  work_hours:
    dow === 1
      ? []
      : [
          { start: '00:00', end: '03:30' },
          { start: '08:00', end: '12:00' },
          { start: '13:15', end: '18:00' },
        ],
}));

describe('availability × booking on the database (fast-check)', () => {
  let t: TTestApp;
  const companies = new Map<string, TFixture>();
  beforeAll(async () => {
    t = await startTestApp();
    for (const tz of Object.keys(ZONES)) {
      const f = await buildFixture(t.app, { name: `Empresa ${tz}`, calendars: 2 });
      const upd = await f.api.call('POST', `/user/${f.company.id}/company/update`, { token: f.token, body: { timezone: tz } });
      expect(upd.status, JSON.stringify(upd.body)).toBe(200);
      expect((await general(f.api, f.token, f.company.id, 'company_workdays', { workdays: allDay })).status).toBe(200);
      for (const [i, c] of f.calendars.entries()) {
        const res = await general(
          f.api,
          f.token,
          f.company.id,
          'calendar',
          { workdays: calendarHours, dates_window: 730, min_notice_in_minutes: 0, slots_increment_in_minutes: i === 0 ? 15 : 30 },
          c.id,
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
      // A blocked period in the middle of a DST day, on one calendar.
      const day = parseDateKey(ZONES[tz]![0]!);
      const block = await general(f.api, f.token, f.company.id, 'blocked_period', {
        calendar_id: f.calendars[0]!.id,
        start_at: new Date(fromLocal(tz, day, 9 * 60)).toISOString(),
        end_at: new Date(fromLocal(tz, day, 10 * 60 + 20)).toISOString(),
      });
      expect(block.status, JSON.stringify(block.body)).toBe(200);
      companies.set(tz, f);
    }
  });
  afterAll(() => t.close());

  it('every offered slot can be booked, and is no longer offered afterwards', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(ZONES)),
        fc.nat(),
        fc.integer({ min: -1, max: 1 }),
        fc.integer({ min: 0, max: 1 }),
        fc.option(fc.integer({ min: 0, max: 1 }), { nil: null }),
        fc.nat(),
        async (tz, pickDay, shift, serviceIdx, calendarIdx, pickSlot) => {
          const f = companies.get(tz)!;
          const day = parseDateKey(ZONES[tz]![pickDay % 2]!);
          const from = new Date(fromLocal(tz, { ...day, d: day.d + shift }, 0));
          const to = new Date(from.getTime() + 2 * 86_400_000);
          const service = f.services[serviceIdx]!;
          const calendarId = calendarIdx == null ? null : f.calendars[calendarIdx]!.id;
          const q = { companyId: f.company.id, serviceId: service.id, calendarId, from, to };
          const offered = await findAvailableSlots(t.app.ctx, q);
          if (offered.length === 0) return;
          const slot = offered[pickSlot % offered.length]!;
          const booked = await bookSchedule(t.app.ctx, {
            companyId: f.company.id,
            actor: { kind: 'client', id: f.client.id },
            clientId: f.client.id,
            serviceId: service.id,
            calendarId: slot.calendar_id,
            startAt: slot.start_at,
            interface: 'PLATFORM_CLIENT',
          });
          expect(booked.start_at).toBe(slot.start_at.toISOString());
          expect(booked.end_at).toBe(slot.end_at.toISOString());
          const after = await findAvailableSlots(t.app.ctx, { ...q, calendarId: slot.calendar_id });
          for (const s of after) expect(s.start_at < slot.end_at && s.end_at > slot.start_at).toBe(false);
        },
      ),
      { numRuns: 60 },
    );
  });
});
