// /admin/tools: the lookup by e-mail, phone in any format, company link, sharing code or name, and the refusals.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { apiClient } from '../../test/api-client.js';
import { adminWith, rawCall, superAdminToken } from '../../test/admin-kit.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';

describe('admin tools lookup', () => {
  let t: TTestApp;
  let admin: string;
  let company: { id: string; slug: string };
  let code: string;

  beforeAll(async () => {
    t = await startTestApp();
    const api = apiClient(t.app);
    const token = await api.signUp({ name: 'Dona Ana Lookup', email: 'ana.lookup@example.com', phone: '+5511933390001' });
    company = await api.createCompany(token, '+5511933390001', 'Barbearia Procurada');
    await api.signUp({ name: 'Outro Usuário', email: 'outro@example.com', phone: '+5511933390002' });
    const [user] = await t.app.ctx.db.select().from(users).where(eq(users.email, 'ana.lookup@example.com'));
    code = user!.sharing_code;
    admin = await superAdminToken(t.app);
  });
  afterAll(() => t.close());

  const find = (q: string, token = admin) => rawCall(t.app, 'GET', `/admin/console/tools/lookup?q=${encodeURIComponent(q)}`, token);

  it('finds the user and their company by e-mail, in any case', async () => {
    const res = await find('Ana.Lookup@Example.com');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.kind).toBe('email');
    expect(res.body.users.map((u: { email: string }) => u.email)).toEqual(['ana.lookup@example.com']);
    expect(res.body.companies.map((c: { id: string }) => c.id)).toEqual([company.id]);
  });

  it('finds by phone typed in any format, with or without the country code, and shows it normalised', async () => {
    for (const q of ['(11) 93339-0001', '11933390001', '+55 11 93339-0001']) {
      const res = await find(q);
      expect(res.body.kind, q).toBe('phone');
      expect(res.body.normalized_phone, q).toBe('+5511933390001');
      expect(
        res.body.users.map((u: { name: string }) => u.name),
        q,
      ).toEqual(['Dona Ana Lookup']);
    }
  });

  it('finds a company by its link or name and a user by sharing code', async () => {
    expect((await find(company.slug)).body.companies.map((c: { id: string }) => c.id)).toEqual([company.id]);
    expect((await find('procurada')).body.companies).toHaveLength(1);
    expect((await find(code.toLowerCase())).body.users.map((u: { email: string }) => u.email)).toEqual(['ana.lookup@example.com']);
    const none = await find('nada-com-isso');
    expect(none.body).toMatchObject({ companies: [], users: [] });
    expect((await find('100%_')).status).toBe(200);
  });

  it('refuses a non-admin, an admin without the permission and a too short search', async () => {
    expect((await rawCall(t.app, 'GET', '/admin/console/tools/lookup?q=ana')).status).toBe(401);
    const staff = await adminWith(t.app, ['companies.read', 'users.read']);
    expect((await find('ana', staff.token)).status).toBe(403);
    const short = await find('a');
    expect(short.status).toBe(422);
    expect(short.body.message).toMatch(/3 caracteres/);
  });
});
