// October 2025 of a São Paulo salon (test-fixtures.ts) against hand-computed figures: the finance summary, the
// payments from appointments (a no-show and a canceled one refused), the CSV, recurring expenses, and every
// dashboard card compared with September (a whole month against the whole month before). S1 (30/09 22:00 local) is
// already 01/10 in UTC and belongs to September; S6 (31/10 22:30 local) is 01/11 in UTC and belongs to October.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDashboardDto } from '@agenda/shared/schemas/dashboard';
import { ZBillableScheduleDto, ZFinanceSummaryDto, ZRecurringExpenseDto, ZTransactionDto } from '@agenda/shared/schemas/finance';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { writeDueRecurringExpenses } from '../finance/repo-recurring.js';
import { buildFixture, type TFixture } from '../scheduling/test-fixtures.js';
import { writeOctober } from './test-fixtures.js';

const OCT = '?from=2025-10-01&to=2025-10-31';

describe('finance summary and dashboard of a known month', () => {
  let t: TTestApp;
  let f: TFixture;
  let oct: Awaited<ReturnType<typeof writeOctober>>;
  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
    f.api.call(method, `/user/${f.company.id}${path}`, { token: f.token, body });

  beforeAll(async () => {
    t = await startTestApp();
    f = await buildFixture(t.app, { name: 'Salão Outubro' });
    oct = await writeOctober(t.app.ctx.db, f);
  });
  afterAll(() => t.close());

  it('offers the finished appointments only, and turns them into income once; a no-show or a canceled one never', async () => {
    const billable = await call('GET', `/finance/billable_schedules${OCT}`);
    expect(billable.status, JSON.stringify(billable.body)).toBe(200);
    expect(ZBillableScheduleDto.array().safeParse(billable.body.schedules).error?.issues ?? []).toEqual([]);
    // S2, S3 and S6 (finished, not paid); S4 is a no-show, S5 canceled.
    expect(billable.body.schedules.map((s: { id: string }) => s.id).sort()).toEqual([oct.sched.S2, oct.sched.S3, oct.sched.S6].sort());
    expect(billable.body.schedules.find((s: { id: string }) => s.id === oct.sched.S3).price_cents).toBe(7000);
    const pay = (key: string, payment_method: string) => call('POST', `/finance/from_schedule/${oct.sched[key]}`, { payment_method });
    expect((await pay('S2', 'pix')).status).toBe(200);
    const s3 = await pay('S3', 'credit_card');
    expect(s3.body.transaction).toMatchObject({
      amount_cents: 7000,
      category: 'income',
      status: 'completed',
      client_id: oct.clients.bruno,
    });
    expect((await pay('S6', 'debit_card')).status).toBe(200);
    const again = await pay('S2', 'pix');
    expect([again.status, again.body.message]).toEqual([409, 'Este atendimento já tem um pagamento registrado.']);
    const noShow = await pay('S4', 'pix');
    expect([noShow.status, noShow.body.message]).toEqual([400, 'O cliente não compareceu: não há pagamento a registrar.']);
    expect((await pay('S5', 'pix')).status).toBe(400);
    expect((await call('GET', `/finance/billable_schedules${OCT}`)).body.schedules).toEqual([]);
  });

  it('sums October exactly: paid income and expense, pending apart, ticket médio, methods, professionals with commission', async () => {
    const entry = (body: Record<string, unknown>) => call('POST', '/finance/transactions', body);
    for (const body of [
      { category: 'expense', amount_cents: 150000, occurred_on: '2025-10-05', description: 'Aluguel', payment_method: 'bank_transfer' },
      {
        category: 'income',
        amount_cents: 3000,
        occurred_on: '2025-10-20',
        description: 'Fiado',
        payment_method: 'cash',
        status: 'pending',
      },
      { category: 'income', amount_cents: 5000, occurred_on: '2025-10-31', description: 'Produto', payment_method: 'pix' },
      { category: 'income', amount_cents: 2000, occurred_on: '2025-09-30', description: 'Setembro', payment_method: 'cash' },
      {
        category: 'expense',
        amount_cents: 999,
        occurred_on: '2025-10-10',
        description: 'Anulado',
        payment_method: 'cash',
        status: 'canceled',
      },
    ]) {
      const res = await entry(body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect((await call('POST', '/finance/commissions', { calendar_id: oct.p1, percent: 40 })).status).toBe(200);
    const commissions = await call('GET', '/finance/commissions');
    expect(commissions.body.commissions).toContainEqual({ calendar_id: oct.p1, title: 'Profissional 1', commission_percent: 40 });
    const res = await call('GET', `/finance/summary${OCT}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ZFinanceSummaryDto.parse(res.body.summary)).toEqual({
      income_cents: 21000, // 4500 (S2) + 7000 (S3) + 4500 (S6, 01/11 in UTC) + 5000
      expense_cents: 150000,
      balance_cents: -129000,
      pending_cents: 3000,
      average_ticket_cents: 5250, // 21000 / 4
      income_count: 4,
      by_payment_method: [
        { payment_method: 'bank_transfer', income_cents: 0, expense_cents: 150000 },
        { payment_method: 'credit_card', income_cents: 7000, expense_cents: 0 },
        { payment_method: 'debit_card', income_cents: 4500, expense_cents: 0 },
        { payment_method: 'pix', income_cents: 9500, expense_cents: 0 },
      ],
      by_professional: [
        { calendar_id: oct.p1, title: 'Profissional 1', income_cents: 16000, count: 3, commission_percent: 40, commission_cents: 6400 },
      ],
    });
    const day = await call('GET', '/finance/summary?from=2025-10-31&to=2025-10-31');
    expect(day.body.summary.income_cents).toBe(9500); // S6 at 22:30 and the product sold that day
    const bad = await call('GET', '/finance/summary?from=2025-10-31&to=2025-10-01');
    expect([bad.status, bad.body.message]).toEqual([422, 'A data inicial precisa ser antes da final.']);
  });

  it('exports the period as CSV in local dates with decimal commas', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/user/${f.company.id}/finance/export.csv${OCT}`,
      headers: { authorization: `Bearer ${f.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Data;Tipo;Descrição;Valor (R$);Forma de pagamento;Situação;Cliente;Profissional');
    expect(lines).toHaveLength(1 + 7);
    expect(lines[1]).toBe('31/10/2025;Receita;Corte;45,00;Cartão de débito;Pago;Davi;Profissional 1');
    expect(lines).toContain('05/10/2025;Despesa;Aluguel;1500,00;Transferência bancária;Pago;;');
  });

  it('exports the period as XLSX: date and money cells in local dates, and the summary with the commission', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/user/${f.company.id}/finance/export.xlsx${OCT}`,
      headers: { authorization: `Bearer ${f.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="financeiro-2025-10-01-a-2025-10-31.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Lançamentos')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Data',
      'Tipo',
      'Descrição',
      'Valor (R$)',
      'Forma de pagamento',
      'Situação',
      'Cliente',
      'Profissional',
    ]);
    expect(sheet.rowCount).toBe(1 + 7);
    const first = sheet.getRow(2);
    // S6 at 22:30 of 31/10 in São Paulo (01/11 in UTC) is dated 31/10.
    expect((first.getCell(1).value as Date).toISOString()).toBe('2025-10-31T00:00:00.000Z');
    expect(first.getCell(1).numFmt).toBe('dd/mm/yyyy');
    expect([first.getCell(2).value, first.getCell(3).value, first.getCell(4).value, first.getCell(8).value]).toEqual([
      'Receita',
      'Corte',
      45,
      'Profissional 1',
    ]);
    const resume = book.getWorksheet('Resumo')!;
    const byLabel = new Map<string, unknown[]>();
    resume.eachRow((row) => byLabel.set(String(row.getCell(1).value), [row.getCell(2).value, row.getCell(3).value, row.getCell(4).value]));
    expect(resume.getCell('A1').value).toBe('Período de 01/10/2025 a 31/10/2025');
    expect(byLabel.get('Receitas')![0]).toBe(210);
    expect(byLabel.get('Saldo')![0]).toBe(-1290);
    expect(byLabel.get('Ticket médio')![0]).toBe(52.5);
    expect(byLabel.get('Pix')!.slice(0, 2)).toEqual([95, 0]);
    expect(byLabel.get('Profissional 1')).toEqual([160, 40, 64]);
  });

  it('writes a recurring expense once a month, never twice', async () => {
    const made = await call('POST', '/finance/recurring_expenses', {
      description: 'Produtos',
      amount_cents: 12345,
      payment_method: 'pix',
      day_of_month: 1,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const listed = await call('GET', '/finance/recurring_expenses');
    expect(ZRecurringExpenseDto.array().safeParse(listed.body.recurring_expenses).error?.issues ?? []).toEqual([]);
    const transactions = await call('GET', `/finance/transactions${OCT}`);
    expect(transactions.body.transactions.length).toBeGreaterThan(0);
    expect(ZTransactionDto.array().safeParse(transactions.body.transactions).error?.issues ?? []).toEqual([]);
    expect(await writeDueRecurringExpenses(t.app.ctx.db, t.clock.now())).toBe(0);
    t.clock.advance(32 * 86_400_000);
    expect(await writeDueRecurringExpenses(t.app.ctx.db, t.clock.now())).toBe(1);
    expect(await writeDueRecurringExpenses(t.app.ctx.db, t.clock.now())).toBe(0);
    t.clock.advance(-32 * 86_400_000);
  });

  it('gives every dashboard card its hand-computed figure for October against September', async () => {
    const res = await call('GET', `/dashboard${OCT}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = ZDashboardDto.parse(res.body.dashboard);
    expect(d.period).toEqual({ from: '2025-10-01', to: '2025-10-31', previous_from: '2025-09-01', previous_to: '2025-09-30' });
    expect(d.appointments).toEqual({
      total: { current: 5, previous: 1 },
      by_status: [
        { status: 'scheduled', current: 1, previous: 0 },
        { status: 'confirmed', current: 2, previous: 1 },
        { status: 'canceled', current: 1, previous: 0 },
        { status: 'confirmed_not_attended', current: 1, previous: 0 },
      ],
      by_origin: [
        { origin: 'secretary', current: 2, previous: 1 },
        { origin: 'public_page', current: 1, previous: 0 },
        { origin: 'staff', current: 2, previous: 0 },
      ],
      no_show_rate: { current: 25, previous: 0 }, // 1 of the 4 not canceled
    });
    // P1: 23 working days (Tue–Sat) × 540 min; booked S2 30 + S3 60 + S4 30 + S6 30. P2: 4 Mondays × 480, S5 canceled.
    expect(d.occupancy).toEqual([
      { calendar_id: oct.p1, title: 'Profissional 1', booked_minutes: 150, available_minutes: 12420, percent: 1.2 },
      { calendar_id: oct.p2, title: 'Profissional 2', booked_minutes: 0, available_minutes: 1920, percent: 0 },
    ]);
    expect(d.revenue).toEqual({ income_cents: { current: 21000, previous: 2000 }, expense_cents: { current: 150000, previous: 0 } });
    // October: Ana (S0 in August) and Bruno (S1 on 30/09) return, Carla and Davi are new. September: Bruno is new.
    expect(d.clients).toEqual({ new: { current: 2, previous: 1 }, returning: { current: 2, previous: 0 } });
    expect(d.secretary).toEqual({
      conversations: { current: 1, previous: 1 },
      bookings: { current: 2, previous: 1 },
      handoffs: { current: 1, previous: 1 },
      avg_reply_seconds: { current: 45, previous: 60 },
    });
    expect(d.busiest_hours).toEqual([
      { hour: 10, count: 2 },
      { hour: 14, count: 1 },
      { hour: 22, count: 1 },
    ]);
    expect(d.busiest_weekdays).toEqual([
      { dow: 2, count: 1 },
      { dow: 3, count: 2 },
      { dow: 5, count: 1 },
    ]);
  });
});
