import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { apiClient } from '../../test/api-client.js';

describe('company scope and token kinds', () => {
  let t: TTestApp;
  let api: ReturnType<typeof apiClient>;
  let tokenA: string;
  let tokenB: string;
  let companyA: { id: string; slug: string };
  let companyB: { id: string; slug: string };
  let adminToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    api = apiClient(t.app);
    tokenA = await api.signUp({ name: 'Dona A', email: 'a@example.com', phone: '+5511922220001' });
    tokenB = await api.signUp({ name: 'Dono B', email: 'b@example.com', phone: '+5511922220002' });
    companyA = await api.createCompany(tokenA, '+5511922220001', 'Empresa A');
    companyB = await api.createCompany(tokenB, '+5511922220002', 'Empresa B');
    const admin = await api.call('POST', '/admin/auth/sign_in', {
      body: { email: 'admin@agendainteligente.com.br', password: 'admin-password-123' },
    });
    expect(admin.status).toBe(200);
    adminToken = admin.body.token as string;
  });
  afterAll(() => t.close());

  it('lets an owner update their company and validates the fields', async () => {
    const ok = await api.call('POST', `/user/${companyA.id}/company/update`, {
      token: tokenA,
      body: { description: 'Cortes e cor', min_response_delay: 30, instagram: 'https://www.instagram.com/empresa.a/' },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.company).toMatchObject({ description: 'Cortes e cor', min_response_delay: 30, instagram: 'empresa.a' });
    const bad = await api.call('POST', `/user/${companyA.id}/company/update`, {
      token: tokenA,
      body: { timezone: 'Mars/Olympus', is_blocked: false },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toContain('timezone');
  });

  it('a user of company A gets 404, never data, when updating company B', async () => {
    const res = await api.call('POST', `/user/${companyB.id}/company/update`, { token: tokenA, body: { name: 'Invadida' } });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Empresa B');
    const me = await api.loggedUser(tokenB);
    expect(me.body.data.loggedUser.companies[0].name).toBe('Empresa B');
    const general = await api.call('POST', `/user/${companyB.id}/general/update_or_create`, {
      token: tokenA,
      body: { entity: 'user', data: { last_company_selected_id: companyB.id } },
    });
    expect(general.status).toBe(404);
    expect((await api.call('POST', '/user/not-a-uuid/company/update', { token: tokenA, body: {} })).status).toBe(404);
  });

  it('saves the selected company through the generic call, only for a company of the caller', async () => {
    const ok = await api.call('POST', `/user/${companyA.id}/general/update_or_create`, {
      token: tokenA,
      body: { entity: 'user', data: { last_company_selected_id: companyA.id } },
    });
    expect(ok.status).toBe(200);
    const unknown = await api.call('POST', `/user/${companyA.id}/general/update_or_create`, {
      token: tokenA,
      body: { entity: 'companies', data: {} },
    });
    expect(unknown.status).toBe(422);
  });

  it('an admin token is refused on user routes and a user token on admin routes', async () => {
    const onUser = await api.loggedUser(adminToken);
    expect(onUser.status).toBe(401);
    expect(onUser.body.message).toBe('Unauthorized access');
    expect((await api.call('POST', `/user/${companyA.id}/company/update`, { token: adminToken, body: {} })).status).toBe(401);
    const onAdmin = await api.call('GET', '/admin/auth/get', { token: tokenA });
    expect(onAdmin.status).toBe(401);
    expect(onAdmin.body.message).toBe('Unauthorized access');
    const adminGet = await api.call('GET', '/admin/auth/get', { token: adminToken });
    expect(adminGet.body.admin.email).toBe('admin@agendainteligente.com.br');
    const adminGql = await api.call('POST', '/admin/graphql/query', { token: tokenA, body: { query: '{ loggedAdmin { id } }' } });
    expect(adminGql.status).toBe(401);
  });

  it('a missing, malformed or forged token is 401 Unauthorized access', async () => {
    for (const token of [undefined, 'abc', 'x'.repeat(40), `${tokenA}x`]) {
      const res = await api.call('GET', '/user/auth/refresh_token', { token });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Unauthorized access');
    }
  });
});
