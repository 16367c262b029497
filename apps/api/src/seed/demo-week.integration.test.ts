// The demo's lived-in week: every status, inside the working hours, no two visits of a professional
// at once, photos and conversations, and a second run adds nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_STATUSES } from '@agenda/shared/schedule';
import { and, eq } from 'drizzle-orm';
import { calendars, chats, clients, companies, companyPhotos, messages, schedules } from '../db/schema/index.js';
import { localTime, toLocal, dayOfWeek } from '../modules/scheduling/tz.js';
import { startTestApp, type TTestApp } from '../test/harness.js';
import { DEMO, seedDemo } from './demo.js';
import { seedDemoWeek } from './demo-week.js';
import { demoWeekDays, planDemoWeek } from './demo-week-plan.js';

describe('demo week seed', () => {
  let t: TTestApp;
  let companyId: string;
  beforeAll(async () => {
    t = await startTestApp();
    expect(await seedDemo(t.app.ctx)).toBe(true);
    companyId = (await t.app.ctx.db.select().from(companies).where(eq(companies.slug, DEMO.companySlug)))[0]!.id;
  });
  afterAll(() => t.close());

  const counts = async () => {
    const db = t.app.ctx.db;
    const of = async (table: typeof schedules | typeof clients | typeof chats | typeof messages | typeof companyPhotos) =>
      (await db.select().from(table).where(eq(table.company_id, companyId))).length;
    return {
      schedules: await of(schedules),
      clients: await of(clients),
      chats: await of(chats),
      messages: await of(messages),
      photos: await of(companyPhotos),
    };
  };

  it('gives the demo a week in every status, inside its hours, without overlaps, with photos and chats', async () => {
    const first = await seedDemoWeek(t.app.ctx);
    expect(first && first.schedules).toBeGreaterThan(20);
    const db = t.app.ctx.db;
    const rows = await db.select().from(schedules).where(eq(schedules.company_id, companyId));
    const now = t.clock.now().getTime();
    expect([...new Set(rows.map((r) => r.status))].sort()).toEqual([...SCHEDULE_STATUSES].sort());
    // "Completed": confirmed and already over.
    expect(rows.some((r) => r.status === 'confirmed' && r.end_at.getTime() <= now)).toBe(true);
    expect(rows.some((r) => r.status === 'scheduled' && r.start_at.getTime() > now)).toBe(true);
    expect(rows.filter((r) => r.status === 'confirmed_not_attended').every((r) => r.start_at.getTime() < now)).toBe(true);

    const cals = await db.select().from(calendars).where(eq(calendars.company_id, companyId));
    for (const cal of cals) {
      const mine = rows.filter((r) => r.calendar_id === cal.id).sort((a, b) => a.start_at.getTime() - b.start_at.getTime());
      expect(mine.length).toBeGreaterThan(5);
      for (let i = 1; i < mine.length; i++) expect(mine[i]!.start_at.getTime()).toBeGreaterThanOrEqual(mine[i - 1]!.end_at.getTime());
      for (const r of mine) {
        const day = toLocal('America/Sao_Paulo', r.start_at.getTime());
        const workday = cal.workdays.find((w) => w.dow === dayOfWeek(day))!;
        expect(workday.is_available).toBe(true);
        expect(localTime('America/Sao_Paulo', r.start_at.getTime()) >= '09:00').toBe(true);
        expect(localTime('America/Sao_Paulo', r.end_at.getTime() - 1) < '19:00').toBe(true);
      }
      expect(cal.photo_url).toMatch(new RegExp(`^/uploads/${companyId}/team-[0-9a-f]{16}\\.png$`));
      const served = await t.app.inject({ method: 'GET', url: cal.photo_url! });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
    const c = await counts();
    expect(c.clients).toBeGreaterThanOrEqual(12);
    expect(c.chats).toBe(3);
    expect(c.messages).toBe(11);
    expect(c.photos).toBe(3);
    const pending = await db
      .select()
      .from(messages)
      .where(and(eq(messages.company_id, companyId), eq(messages.delivery_status, 'pending')));
    expect(pending).toEqual([]);

    const profile = await t.app.inject({ method: 'GET', url: `/client/${DEMO.companySlug}/public/company` });
    expect(profile.json().company).toMatchObject({ instagram: 'barbeariademo', address: expect.stringContaining('Rua Augusta') });
    expect(profile.json().company.photos).toHaveLength(3);
  });

  it('adds nothing when run again', async () => {
    const before = await counts();
    expect(await seedDemoWeek(t.app.ctx)).toEqual({ schedules: 0 });
    expect(await counts()).toEqual(before);
  });

  it('always has past and future open days, whatever today is', () => {
    const workdays = [0, 1, 2, 3, 4, 5, 6].map((dow) => ({
      dow,
      is_available: dow >= 2,
      work_hours: dow >= 2 ? [{ start: '09:00', end: '19:00' }] : [],
    }));
    const svcs = [
      { id: 'a', duration_in_minutes: 30, price: 4500 },
      { id: 'b', duration_in_minutes: 30, price: 3500 },
      { id: 'c', duration_in_minutes: 60, price: 7000 },
    ];
    for (let d = 0; d < 7; d++) {
      const now = new Date(Date.UTC(2026, 10, 23 + d, 15, 0));
      expect(demoWeekDays(now, 'America/Sao_Paulo').length).toBeGreaterThanOrEqual(7);
      const plan = planDemoWeek(
        now,
        'America/Sao_Paulo',
        [
          { id: 'x', workdays },
          { id: 'y', workdays },
        ],
        svcs,
        12,
      );
      expect([...new Set(plan.map((v) => v.status))].sort(), now.toISOString()).toEqual([...SCHEDULE_STATUSES].sort());
    }
  });
});
