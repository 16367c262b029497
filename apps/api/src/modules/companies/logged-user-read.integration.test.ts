// Issue 17: `loggedUser` reads the user, their companies, memberships, newest subscription and
// integrations in one statement; the rows it joins (a company per integration) fold back into one
// company each, with only its own integrations, and the webhook secrets never leave the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyIntegrations } from '../../db/schema/index.js';
import type { TDatabase } from '../../db/client.js';
import { apiClient } from '../../test/api-client.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { loggedUserWithCompanies } from './service.js';

const QUERY = `{ loggedUser { id name companies { id name integrations { id identifier channel connection_status }
  whatsapp_integration { identifier } current_subscription { status plan { title } } logged_user_company_user { role } } } }`;

describe('loggedUser in one read', () => {
  let t: TTestApp & { database: TDatabase };
  beforeAll(async () => {
    t = await startTestApp({ SESSION_CACHE_MS: '60000', JOBS_POLL_MS: '3600000' });
  });
  afterAll(() => t.close());

  it('folds each company once with its own integrations and subscription, in one statement after the session', async () => {
    const api = apiClient(t.app);
    const token = await api.signUp({ name: 'Dona Ana', email: 'ana.um.read@example.com', phone: '+5511987650101' });
    const a = await api.createCompany(token, '+5511987650101', 'Barbearia Alfa');
    t.clock.advance(46_000); // past the resend wait of the confirmation code
    await api.createCompany(token, '+5511987650101', 'Barbearia Beta');
    await t.app.ctx.db.insert(companyIntegrations).values([
      { company_id: a.id, identifier: 'alfa-wa', channel: 'whatsapp', connection_status: 'connected', webhook_secret: 's1' },
      { company_id: a.id, identifier: 'alfa-old', channel: 'whatsapp', connection_status: 'removed', webhook_secret: 's2' },
      { company_id: a.id, identifier: 'alfa-gc', channel: 'google_calendar', webhook_secret: 's3' },
    ]);
    const call = () => api.call('POST', '/user/graphql/query?caller=loggedUser', { token, body: { query: QUERY } });
    await call(); // the session check is now cached
    const before = t.database.counters.queries;
    const res = await call();
    const sent = t.database.counters.queries - before;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(sent, 'one joined read (membership, role and block are read in it, not cached)').toBe(1);
    const companies = res.body.data.loggedUser.companies as Array<Record<string, any>>;
    expect(companies.map((c) => c.name)).toEqual(['Barbearia Alfa', 'Barbearia Beta']);
    const [alfa, beta] = companies;
    expect(alfa!.integrations.map((i: { identifier: string }) => i.identifier).sort()).toEqual(['alfa-gc', 'alfa-old', 'alfa-wa']);
    const direct = await loggedUserWithCompanies(t.app.ctx, res.body.data.loggedUser.id);
    expect(direct!.companies.flatMap((c) => c.integrations).every((i) => !('webhook_secret' in i))).toBe(true);
    expect(alfa!.whatsapp_integration).toEqual({ identifier: 'alfa-wa' });
    expect(beta!.integrations).toEqual([]);
    expect(beta!.whatsapp_integration).toBeNull();
    for (const c of companies) {
      expect(c.logged_user_company_user.role).toBe('owner');
      expect(c.current_subscription?.status, JSON.stringify(c)).toBe('trial');
    }
  });
});
