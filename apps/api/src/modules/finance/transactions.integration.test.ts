// The financial transaction form's calls: an entry linked to a client and a professional, recorded as pending
// (outside the income, in "pendente"), then edited to paid (inside it, with the professional's commission), on
// another local day; links to another company's client or professional are refused in Portuguese.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTransactionDto } from '@agenda/shared/schemas/finance';
import { clients } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, type TFixture } from '../scheduling/test-fixtures.js';

const NOV = '?from=2025-11-01&to=2025-11-30';

describe('editing a finance entry', () => {
  let t: TTestApp;
  let f: TFixture;
  let other: TFixture;
  let clientId = '';
  let otherClientId = '';
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    f.api.call(method, `/user/${f.company.id}${path}`, { token: f.token, body });

  beforeAll(async () => {
    t = await startTestApp();
    f = await buildFixture(t.app, { name: 'Salão Fiado' });
    other = await buildFixture(t.app, { name: 'Outro Salão' });
    const made = await t.app.ctx.db
      .insert(clients)
      .values([
        { company_id: f.company.id, name: 'Helena Fiado' },
        { company_id: other.company.id, name: 'Cliente de outro salão' },
      ])
      .returning({ id: clients.id });
    [clientId, otherClientId] = made.map((c) => c.id) as [string, string];
  });
  afterAll(() => t.close());

  it('marks a pending entry as paid: it leaves "pendente", joins the income and the professional, keeps its client', async () => {
    const calendarId = f.calendars[0]!.id;
    const entry = {
      category: 'income',
      amount_cents: 8000,
      occurred_on: '2025-11-10',
      description: 'Pomada e corte fiado',
      payment_method: 'cash',
      status: 'pending',
      client_id: clientId,
      calendar_id: calendarId,
    };
    const made = await call('POST', '/finance/transactions', entry);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(ZTransactionDto.parse(made.body.transaction)).toMatchObject({ client_name: 'Helena Fiado', calendar_id: calendarId });
    const before = (await call('GET', `/finance/summary${NOV}`)).body.summary;
    expect([before.income_cents, before.pending_cents, before.by_professional]).toEqual([0, 8000, []]);
    expect((await call('POST', '/finance/commissions', { calendar_id: calendarId, percent: 25 })).status).toBe(200);

    const id = made.body.transaction.id as string;
    const paid = await call('POST', `/finance/transactions/${id}`, { ...entry, status: 'completed', occurred_on: '2025-11-12' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.toast).toBe('Lançamento atualizado.');
    expect(paid.body.transaction).toMatchObject({ status: 'completed', client_id: clientId, client_name: 'Helena Fiado' });
    const after = (await call('GET', `/finance/summary${NOV}`)).body.summary;
    expect([after.income_cents, after.pending_cents, after.income_count]).toEqual([8000, 0, 1]);
    expect(after.by_professional).toEqual([
      {
        calendar_id: calendarId,
        title: f.calendars[0]!.title,
        income_cents: 8000,
        count: 1,
        commission_percent: 25,
        commission_cents: 2000,
      },
    ]);
    // Moved to 12/11 (local): the 10th alone no longer holds it.
    expect((await call('GET', '/finance/summary?from=2025-11-10&to=2025-11-10')).body.summary.income_cents).toBe(0);
    expect((await call('GET', '/finance/summary?from=2025-11-12&to=2025-11-12')).body.summary.income_cents).toBe(8000);
  });

  it("refuses another company's client or professional, and another company's entry, in Portuguese", async () => {
    const entry = { category: 'expense', amount_cents: 500, occurred_on: '2025-11-03', description: 'Café', payment_method: 'cash' };
    const foreignClient = await call('POST', '/finance/transactions', { ...entry, client_id: otherClientId });
    expect([foreignClient.status, foreignClient.body.message]).toEqual([404, 'Cliente não encontrado.']);
    const foreignCalendar = await call('POST', '/finance/transactions', { ...entry, calendar_id: other.calendars[0]!.id });
    expect([foreignCalendar.status, foreignCalendar.body.message]).toEqual([404, 'Profissional não encontrado.']);
    const theirs = await other.api.call('POST', `/user/${other.company.id}/finance/transactions`, { token: other.token, body: entry });
    const edit = await call('POST', `/finance/transactions/${theirs.body.transaction.id}`, entry);
    expect([edit.status, edit.body.message]).toEqual([404, 'Lançamento não encontrado.']);
    const bad = await call('POST', '/finance/transactions', { ...entry, amount_cents: -5 });
    expect(bad.status).toBe(422);
  });
});
