// Issue 13's role line: an operation member gets 403 on every finance and dashboard call — each registered route
// under /finance and /dashboard, called with real ids and valid bodies so nothing but the role can refuse it —
// while the owner gets through on the same calls; GraphQL has no field that reaches finance or dashboard data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_FIELDS } from '@agenda/shared/permissions';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, nextPhone, type TFixture } from '../scheduling/test-fixtures.js';
import { writeOctober } from './test-fixtures.js';

const OCT = '?from=2025-10-01&to=2025-10-31';
const isMoney = (url: string) => /\/(finance|dashboard)(\/|$)/.test(url);

describe('operation members see nothing of finance and the dashboard', () => {
  let t: TTestApp;
  let f: TFixture;
  let operation = '';
  let ids: Record<string, string> = {};
  let bodies: Record<string, unknown> = {};

  beforeAll(async () => {
    t = await startTestApp();
    f = await buildFixture(t.app, { name: 'Salão Papéis' });
    const oct = await writeOctober(t.app.ctx.db, f);
    const owner = (method: 'GET' | 'POST', path: string, body?: unknown) =>
      f.api.call(method, `/user/${f.company.id}${path}`, { token: f.token, body });
    const entry = { category: 'income', amount_cents: 1000, occurred_on: '2025-10-10', description: 'Venda', payment_method: 'pix' };
    const expense = { description: 'Aluguel', amount_cents: 150000, payment_method: 'bank_transfer', day_of_month: 5 };
    const transaction = (await owner('POST', '/finance/transactions', entry)).body.transaction.id as string;
    const recurring = (await owner('POST', '/finance/recurring_expenses', expense)).body.recurring_expense.id as string;
    ids = {
      '/finance/transactions/:id': transaction,
      '/finance/recurring_expenses/:id': recurring,
      '/finance/from_schedule/:id': oct.sched.S2!,
    };
    bodies = {
      'POST /finance/transactions': entry,
      'POST /finance/transactions/:id': { ...entry, amount_cents: 1200 },
      'POST /finance/from_schedule/:id': { payment_method: 'pix' },
      'POST /finance/recurring_expenses': expense,
      'POST /finance/commissions': { calendar_id: oct.p1, percent: 30 },
    };
    const phone = nextPhone();
    const invited = await f.api.call('POST', `/user/${f.company.id}/team/invites`, {
      token: f.token,
      body: { name: 'Pessoa da operação', phone, role: 'operation', calendar_ids: [oct.p1] },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    operation = await f.api.signUp({ name: 'Pessoa da operação', email: `operacao${phone.slice(-6)}@example.com`, phone });
  });
  afterAll(() => t.close());

  /** Every finance and dashboard route, DELETEs last so the owner's pass changes nothing the others use. */
  const routes = () =>
    t.app.permissionRoutes
      .filter((r) => isMoney(r.url))
      .map((r) => ({ ...r, path: r.url.replace('/user/:company', '') }))
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
  /** Through inject: the exports answer CSV and XLSX, not JSON. */
  const send = async (token: string, r: ReturnType<typeof routes>[number]) => {
    const body = bodies[`${r.method} ${r.path}`];
    const res = await t.app.inject({
      method: r.method as 'GET' | 'POST' | 'DELETE',
      url: `/user/${f.company.id}${r.path.replace(':id', ids[r.path] ?? '')}${r.method === 'GET' ? OCT : ''}`,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      payload: body ? JSON.stringify(body) : undefined,
    });
    const json = String(res.headers['content-type']).startsWith('application/json');
    return { status: res.statusCode, message: json ? String(res.json().message ?? '') : String(res.headers['content-type']) };
  };

  it('walks every finance and dashboard route, each guarded by a finance or dashboard permission', () => {
    const walked = routes().map((r) => `${r.method} ${r.path} ${r.permission}`);
    expect(walked.every((w) => /(finance|dashboard)\.(read|write)$/.test(w))).toBe(true);
    expect(walked).toHaveLength(15);
    for (const path of ['/dashboard', '/finance/summary', '/finance/export.csv', '/finance/export.xlsx', '/finance/from_schedule/:id'])
      expect(walked.some((w) => w.includes(` ${path} `))).toBe(true);
  });

  it('operation: 403 with a Portuguese message on every one of them, REST', async () => {
    const answers: string[] = [];
    for (const r of routes()) {
      const res = await send(operation, r);
      answers.push(`${r.method} ${r.path}: ${res.status} ${res.message}`);
    }
    expect(answers.filter((a) => !/: 403 .*[ãçéêóá]/.test(a))).toEqual([]);
  });

  it('the owner gets through on the same calls (the refusal above is the role, not the input)', async () => {
    const answers: string[] = [];
    for (const r of routes()) {
      const res = await send(f.token, r);
      if (res.status !== 200) answers.push(`${r.method} ${r.path}: ${res.status} ${res.message}`);
    }
    expect(answers).toEqual([]);
  });

  it('GraphQL: no field of any endpoint reads finance or dashboard data', () => {
    const fields = Object.entries(GRAPHQL_FIELDS).flatMap(([endpoint, table]) =>
      Object.entries(table).map(([field, access]) => `${endpoint}.${field} ${String(access)}`),
    );
    expect(fields.length).toBeGreaterThan(10);
    expect(fields.filter((x) => /financ|dashboard|transaction|commission|revenue/i.test(x))).toEqual([]);
  });
});
