import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from './harness.js';
import { apiClient } from './api-client.js';

// Route schemas validate before any handler runs; the checks handlers made before parsing their input
// (membership, the company of the path) run as preValidation, so a caller they refuse still gets that refusal.
describe('checks that answer before the route schemas (issue 8, route-declared schemas)', () => {
  let t: TTestApp;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  let mine: { id: string };
  let theirs: { id: string };

  beforeAll(async () => {
    t = await startTestApp();
    api = apiClient(t.app);
    token = await api.signUp({ name: 'Ana Dona', email: 'ana@example.com', phone: '+5511987650011' });
    mine = await api.createCompany(token, '+5511987650011', 'Barbearia da Ana');
    const other = await api.signUp({ name: 'Bia Outra', email: 'bia@example.com', phone: '+5511987650012' });
    theirs = await api.createCompany(other, '+5511987650012', 'Salão da Bia');
  });
  afterAll(() => t.close());

  const bad = { feature_key: 'nope', name: 42, sort: 'nope' };
  const calls = (company: string): Array<[string, 'GET' | 'POST', string, unknown?]> => [
    ['extra feature', 'POST', `/user/${company}/subscription/enable_subscription_extra_feature`, bad],
    ['company update', 'POST', `/user/${company}/company/update`, bad],
    ['chat list', 'GET', `/user/${company}/chats?sort=nope`],
    ['blocked period conflicts', 'GET', `/user/${company}/blocked_period/conflicts?start_at=x`],
  ];

  it('another company with bad input: 404, as before; the own company with the same input: the 422 of the schema', async () => {
    for (const [label, method, url, body] of calls(theirs.id)) {
      const res = await api.call(method, url, { token, body });
      expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(404);
    }
    for (const [label, method, url, body] of calls(mine.id)) {
      const res = await api.call(method, url, { token, body });
      expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(422);
      const answer = res.body as { message: string; errors: Array<{ message: string; path: string }> };
      expect(answer.errors.length, label).toBeGreaterThan(0);
      const first = answer.errors[0]!;
      expect(answer.message, label).toBe(first.path ? `${first.path}: ${first.message}` : first.message);
    }
  });

  it('an unknown company on the public page and the client sign-in: 404 before the input is read', async () => {
    const days = await api.call('GET', '/client/nao-existe/public/available_days?month=x');
    expect(days.status).toBe(404);
    expect(days.body).toEqual({ message: 'Empresa não encontrada.' });
    const signIn = await api.call('POST', '/client/nao-existe/auth/sign_in', { body: { phone: 1 } });
    expect(signIn.status).toBe(404);
    const known = await api.call('GET', `/client/${mine.id}/public/available_days?month=x`);
    expect(known.status).toBe(422);
  });
});
