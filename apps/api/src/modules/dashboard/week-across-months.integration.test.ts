// A custom period that crosses the month boundary: the week Monday 27/10/2025 to Sunday 02/11/2025 of the São
// Paulo salon of test-fixtures.ts, compared with the week before (20/10 to 26/10). Every figure of the finance
// summary and of each dashboard card is computed by hand below; the entries straddle 31/10 → 01/11 both in
// local dates and in UTC (S6 at 22:30 of 31/10 is already 01/11 in UTC).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDashboardDto } from '@agenda/shared/schemas/dashboard';
import { ZFinanceSummaryDto } from '@agenda/shared/schemas/finance';
import { companies } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, type TFixture } from '../scheduling/test-fixtures.js';
import { writeOctober } from './test-fixtures.js';

const WEEK = '?from=2025-10-27&to=2025-11-02';

describe('a week across October and November', () => {
  let t: TTestApp;
  let f: TFixture;
  let oct: Awaited<ReturnType<typeof writeOctober>>;
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    f.api.call(method, `/user/${f.company.id}${path}`, { token: f.token, body });

  beforeAll(async () => {
    t = await startTestApp();
    f = await buildFixture(t.app, { name: 'Salão Virada' });
    oct = await writeOctober(t.app.ctx.db, f);
    const [company] = await t.app.ctx.db.select({ tz: companies.timezone }).from(companies).where(eq(companies.id, f.company.id));
    expect(company?.tz).toBe('America/Sao_Paulo');
    for (const [key, payment_method] of [
      ['S6', 'debit_card'],
      ['S7', 'pix'],
    ] as const) {
      const paid = await call('POST', `/finance/from_schedule/${oct.sched[key]}`, { payment_method });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    }
    const entries = [
      { category: 'income', amount_cents: 5000, occurred_on: '2025-10-31', description: 'Produto', payment_method: 'pix' },
      { category: 'expense', amount_cents: 150000, occurred_on: '2025-11-01', description: 'Aluguel', payment_method: 'bank_transfer' },
      {
        category: 'income',
        amount_cents: 3000,
        occurred_on: '2025-10-27',
        description: 'Fiado',
        payment_method: 'cash',
        status: 'pending',
      },
      {
        category: 'expense',
        amount_cents: 999,
        occurred_on: '2025-11-02',
        description: 'Anulado',
        payment_method: 'cash',
        status: 'canceled',
      },
      { category: 'income', amount_cents: 2000, occurred_on: '2025-10-26', description: 'Semana anterior', payment_method: 'cash' },
      { category: 'income', amount_cents: 1000, occurred_on: '2025-11-03', description: 'Semana seguinte', payment_method: 'cash' },
    ];
    for (const body of entries) {
      const res = await call('POST', '/finance/transactions', body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect((await call('POST', '/finance/commissions', { calendar_id: oct.p1, percent: 40 })).status).toBe(200);
  });
  afterAll(() => t.close());

  it('sums the week: both payments, the product of 31/10 and the rent of 01/11; 26/10 and 03/11 stay out', async () => {
    const res = await call('GET', `/finance/summary${WEEK}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ZFinanceSummaryDto.parse(res.body.summary)).toEqual({
      income_cents: 14000, // 4500 (S6) + 4500 (S7) + 5000
      expense_cents: 150000,
      balance_cents: -136000,
      pending_cents: 3000,
      average_ticket_cents: 4667, // 14000 / 3 = 4666.67
      income_count: 3,
      by_payment_method: [
        { payment_method: 'bank_transfer', income_cents: 0, expense_cents: 150000 },
        { payment_method: 'debit_card', income_cents: 4500, expense_cents: 0 },
        { payment_method: 'pix', income_cents: 9500, expense_cents: 0 },
      ],
      by_professional: [
        { calendar_id: oct.p1, title: 'Profissional 1', income_cents: 9000, count: 2, commission_percent: 40, commission_cents: 3600 },
      ],
    });
  });

  it('gives every dashboard card its hand-computed figure for the week against the one before', async () => {
    const res = await call('GET', `/dashboard${WEEK}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = ZDashboardDto.parse(res.body.dashboard);
    // Every card is checked below: a card added to the DTO fails here until its figures are.
    expect(Object.keys(res.body.dashboard).sort()).toEqual([
      'appointments',
      'busiest_hours',
      'busiest_weekdays',
      'clients',
      'occupancy',
      'period',
      'revenue',
      'secretary',
    ]);
    expect(d.period).toEqual({ from: '2025-10-27', to: '2025-11-02', previous_from: '2025-10-20', previous_to: '2025-10-26' });
    // S6 (Fri 31/10 22:30, staff) and S7 (Sat 01/11 10:00, public page), both still "scheduled"; none the week before.
    expect(d.appointments).toEqual({
      total: { current: 2, previous: 0 },
      by_status: [
        { status: 'scheduled', current: 2, previous: 0 },
        { status: 'confirmed', current: 0, previous: 0 },
        { status: 'canceled', current: 0, previous: 0 },
        { status: 'confirmed_not_attended', current: 0, previous: 0 },
      ],
      by_origin: [
        { origin: 'secretary', current: 0, previous: 0 },
        { origin: 'public_page', current: 1, previous: 0 },
        { origin: 'staff', current: 1, previous: 0 },
      ],
      no_show_rate: { current: 0, previous: 0 },
    });
    // P1 works Tue 28/10 to Sat 01/11: 5 × 540 = 2700 min, booked 30 + 30; P2 works Monday 27/10: 480 min.
    expect(d.occupancy).toEqual([
      { calendar_id: oct.p1, title: 'Profissional 1', booked_minutes: 60, available_minutes: 2700, percent: 2.2 },
      { calendar_id: oct.p2, title: 'Profissional 2', booked_minutes: 0, available_minutes: 480, percent: 0 },
    ]);
    expect(d.revenue).toEqual({ income_cents: { current: 14000, previous: 2000 }, expense_cents: { current: 150000, previous: 0 } });
    // Davi's only earlier visit (S5) was canceled: new. Carla came on 08/10 (a no-show still counts as a visit): returning.
    expect(d.clients).toEqual({ new: { current: 1, previous: 0 }, returning: { current: 1, previous: 0 } });
    expect(d.secretary).toEqual({
      conversations: { current: 0, previous: 0 },
      bookings: { current: 0, previous: 0 },
      handoffs: { current: 0, previous: 0 },
      avg_reply_seconds: { current: null, previous: null },
    });
    expect(d.busiest_hours).toEqual([
      { hour: 10, count: 1 },
      { hour: 22, count: 1 },
    ]);
    expect(d.busiest_weekdays).toEqual([
      { dow: 5, count: 1 },
      { dow: 6, count: 1 },
    ]);
  });

  it('the month of November alone starts at local midnight of 01/11: S6 (01/11 in UTC) is not in it', async () => {
    const nov = await call('GET', '/finance/summary?from=2025-11-01&to=2025-11-30');
    expect(nov.body.summary).toMatchObject({ income_cents: 5500, expense_cents: 150000, income_count: 2 }); // S7 4500 + 1000 on 03/11
    const d = ZDashboardDto.parse((await call('GET', '/dashboard?from=2025-11-01&to=2025-11-30')).body.dashboard);
    expect([d.appointments.total, d.period.previous_from, d.period.previous_to]).toEqual([
      { current: 1, previous: 5 }, // S7; October (a whole month against the whole month before) holds S2, S3, S4, S5 and S6
      '2025-10-01',
      '2025-10-31',
    ]);
    // Two whole months against the two before; a range that is not whole months against as many days before it.
    const two = ZDashboardDto.parse((await call('GET', '/dashboard?from=2025-10-01&to=2025-11-30')).body.dashboard);
    expect(two.period).toMatchObject({ previous_from: '2025-08-01', previous_to: '2025-09-30' });
    expect(two.appointments.total).toEqual({ current: 6, previous: 2 }); // S2–S7; S0 (20/08) and S1 (30/09 local)
    const partial = ZDashboardDto.parse((await call('GET', '/dashboard?from=2025-11-01&to=2025-11-29')).body.dashboard);
    expect(partial.period).toMatchObject({ previous_from: '2025-10-03', previous_to: '2025-10-31' });
  });
});
