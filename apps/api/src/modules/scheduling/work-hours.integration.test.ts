// Issue 17: the engine parses a calendar's and a company's hours once per list (availability.ts, workRanges)
// and bookings keep the rows they were checked against (booking-kept-context.ts). New hours, saved through
// the members' routes while both are warm, must decide the very next booking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, general, nextWeekdayAt, type TFixture, withoutClientCap } from './test-fixtures.js';

const TZ = 'America/Sao_Paulo';
const WEDNESDAY = 3;

/** A week open on Wednesdays only, from `start` to `end`. */
const wednesdays = (start: string, end: string) =>
  Array.from({ length: 7 }, (_, dow) => ({ dow, is_available: dow === WEDNESDAY, work_hours: dow === WEDNESDAY ? [{ start, end }] : [] }));

describe('hours changed while bookings have them parsed and kept', () => {
  let t: TTestApp;
  let f: TFixture;
  let week = 0;
  /** HH:mm of a Wednesday no other booking of this file used. */
  const wednesdayAt = (hhmm: string) => nextWeekdayAt(t.clock.now(), TZ, WEDNESDAY, hhmm, 2 + 7 * week++).toISOString();
  const book = (start: string) =>
    f.api.call('POST', `/client/${f.company.slug}/schedule/book`, {
      token: f.client.token,
      body: { service_id: f.services[0]!.id, calendar_id: f.calendars[0]!.id, start_at: start },
    });
  const save = async (entity: 'calendar' | 'company_workdays', data: Record<string, unknown>, id?: string) => {
    const res = await general(f.api, f.token, f.company.id, entity, data, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };

  beforeAll(async () => {
    t = await startTestApp({ JOBS_POLL_MS: '3600000' });
    f = await buildFixture(t.app, { calendars: 1 });
    await withoutClientCap(f);
  });
  afterAll(() => t.close());

  it("sees a calendar's and the company's new hours at the next booking", async () => {
    // Default hours (08–12, 13–18): twice, so the rows are kept and their hours parsed.
    for (const hhmm of ['09:00', '10:00']) expect((await book(wednesdayAt(hhmm))).status).toBe(200);

    await save('calendar', { workdays: wednesdays('14:00', '16:00') }, f.calendars[0]!.id);
    const before = await book(wednesdayAt('09:00'));
    expect(before.status, JSON.stringify(before.body)).toBe(422);
    expect((await book(wednesdayAt('14:00'))).status).toBe(200);
    expect((await book(wednesdayAt('15:30'))).status).toBe(200);
    expect((await book(wednesdayAt('16:00'))).status).toBe(422);

    // The company's hours narrow the calendar's: 14–16 within 15–18 leaves 15–16.
    await save('company_workdays', { workdays: wednesdays('15:00', '18:00') });
    expect((await book(wednesdayAt('14:00'))).status).toBe(422);
    expect((await book(wednesdayAt('15:00'))).status).toBe(200);
    expect((await book(wednesdayAt('15:30'))).status).toBe(200);

    // And back: the company open all day, the calendar again 08–12 and 13–18.
    await save('company_workdays', { workdays: wednesdays('00:00', '23:59') });
    await save(
      'calendar',
      {
        workdays: [0, 1, 2, 3, 4, 5, 6].map((dow) => ({
          dow,
          is_available: dow === WEDNESDAY,
          work_hours:
            dow === WEDNESDAY
              ? [
                  { start: '08:00', end: '12:00' },
                  { start: '13:00', end: '18:00' },
                ]
              : [],
        })),
      },
      f.calendars[0]!.id,
    );
    expect((await book(wednesdayAt('09:00'))).status).toBe(200);
    expect((await book(wednesdayAt('12:00'))).status).toBe(422);
    expect((await book(wednesdayAt('17:30'))).status).toBe(200);
  });
});
