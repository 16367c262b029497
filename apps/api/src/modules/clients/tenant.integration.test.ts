// Every client/CRM/team call made by a member of company A with company B's ids: 403/404, never B's data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, general, type TFixture } from '../scheduling/test-fixtures.js';

const SECRET = 'Segredo-B';

describe('tenant isolation of the client calls', () => {
  let t: TTestApp;
  let a: TFixture;
  let b: TFixture;
  let bClient = '';
  let bTag = '';
  beforeAll(async () => {
    t = await startTestApp();
    a = await buildFixture(t.app, { name: 'Empresa A' });
    b = await buildFixture(t.app, { name: `Empresa ${SECRET}` });
    bClient = (await general(b.api, b.token, b.company.id, 'client', { name: `Cliente ${SECRET}`, phone: '+5511955554444' })).body.data.id;
    bTag = (await general(b.api, b.token, b.company.id, 'client_tag', { name: SECRET, color: '#2563eb' })).body.data.id;
  });
  afterAll(() => t.close());

  const expectDenied = (res: { status: number; body: unknown }, label: string) => {
    expect([403, 404], `${label}: ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
    expect(JSON.stringify(res.body), label).not.toContain(SECRET);
  };

  it('reads and writes under company B (as a user of A): 404, no data', async () => {
    const B = b.company.id;
    const calls: ['GET' | 'POST' | 'DELETE', string, unknown?][] = [
      ['GET', `/user/${B}/clients?search=cliente`],
      ['GET', `/user/${B}/clients/${bClient}`],
      ['GET', `/user/${B}/clients/${bClient}/timeline`],
      ['GET', `/user/${B}/clients/${bClient}/schedules?when=past`],
      ['GET', `/user/${B}/clients/${bClient}/duplicates`],
      ['POST', `/user/${B}/clients/${bClient}/stage`, { stage: 'active' }],
      ['POST', `/user/${B}/clients/merge`, { survivor_id: bClient, merged_id: b.client.id }],
      ['GET', `/user/${B}/crm`],
      ['GET', `/user/${B}/client_tags`],
      ['POST', `/user/${B}/general/update_or_create`, { entity: 'client', id: bClient, data: { name: 'Invasor' } }],
      ['POST', `/user/${B}/general/update_or_create`, { entity: 'client_tag', id: bTag, data: { name: 'x', color: '#2563eb' } }],
      ['DELETE', `/user/${B}/general/delete`, { entity: 'client', id: bClient }],
      ['DELETE', `/user/${B}/general/delete`, { entity: 'client_tag', id: bTag }],
      ['GET', `/user/${B}/team`],
      ['POST', `/user/${B}/team/invites`, { name: 'Invasor', phone: '+5511955553333', role: 'admin', calendar_ids: [] }],
      ['DELETE', `/user/${B}/team/invites/${bTag}`],
      ['POST', `/user/${B}/team/members/${bClient}`, { role: 'admin', calendar_ids: [] }],
      ['DELETE', `/user/${B}/team/members/${bClient}`],
    ];
    for (const [method, url, body] of calls) expectDenied(await a.api.call(method, url, { token: a.token, body }), `${method} ${url}`);
  });

  it("company B's ids under company A's path: 404, never B's client", async () => {
    const A = a.company.id;
    const calls: ['GET' | 'POST' | 'DELETE', string, unknown?][] = [
      ['GET', `/user/${A}/clients/${bClient}`],
      ['GET', `/user/${A}/clients/${bClient}/timeline`],
      ['GET', `/user/${A}/clients/${bClient}/schedules`],
      ['GET', `/user/${A}/clients/${bClient}/duplicates`],
      ['POST', `/user/${A}/clients/${bClient}/stage`, { stage: 'active' }],
      ['POST', `/user/${A}/clients/merge`, { survivor_id: a.client.id, merged_id: bClient }],
      ['POST', `/user/${A}/general/update_or_create`, { entity: 'client', id: bClient, data: { name: 'Invasor' } }],
      ['POST', `/user/${A}/general/update_or_create`, { entity: 'client_tag', id: bTag, data: { name: 'x', color: '#2563eb' } }],
      ['DELETE', `/user/${A}/general/delete`, { entity: 'client', id: bClient }],
      ['DELETE', `/user/${A}/general/delete`, { entity: 'client_tag', id: bTag }],
    ];
    for (const [method, url, body] of calls) expectDenied(await a.api.call(method, url, { token: a.token, body }), `${method} ${url}`);
    const list = await a.api.call('GET', `/user/${A}/clients?search=segredo`, { token: a.token });
    expect(list.status).toBe(200);
    expect(list.body.clients).toEqual([]);
    const still = await b.api.call('GET', `/user/${b.company.id}/clients/${bClient}`, { token: b.token });
    expect(still.body.client.name).toBe(`Cliente ${SECRET}`);
    expect(still.body.client.crm_stage).toBe('prospect');
  });
});
