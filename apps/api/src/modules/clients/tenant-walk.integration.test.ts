// The tenant test of issue 12 over every company route, not a hand-made list: a member of company A calls each
// route of app.permissionRoutes (every `/user/:company/…` route, role test) under company B's path, and each route
// of clients, records, media, imports and team under A's path with B's ids. Always 403/404, never B's data.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRA_FEATURES } from '@agenda/shared/subscription';
import { subscriptions } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { multipart, TINY_PNG } from '../../test/multipart.js';
import { buildFixture, general, type TFixture } from '../scheduling/test-fixtures.js';

const SECRET = 'Segredo-B';
const NONE = '00000000-0000-4000-8000-000000000000';
/** The permissions of issue 12's routes (clients, CRM, tags, prontuário, media, import, team). */
const ISSUE_12 = /^(clients|client_tags|client_records|company_media|team)\./;

describe('tenant isolation of every company route', () => {
  let t: TTestApp;
  let a: TFixture;
  let b: TFixture;
  const bIds: Record<string, string> = {};

  const upload = async (f: TFixture, url: string, fields: Record<string, string>, file: { name: string; type: string; data: Buffer }) => {
    const body = multipart(fields, file);
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${f.token}`, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await startTestApp();
    a = await buildFixture(t.app, { name: 'Empresa A' });
    b = await buildFixture(t.app, { name: `Empresa ${SECRET}` });
    for (const f of [a, b])
      await t.app.ctx.db
        .update(subscriptions)
        .set({ extra_features: [...EXTRA_FEATURES] })
        .where(eq(subscriptions.company_id, f.company.id));
    const B = b.company.id;
    bIds.client = (await general(b.api, b.token, B, 'client', { name: `Cliente ${SECRET}`, phone: '+5511955554444' })).body.data.id;
    const clients = `/user/${B}/clients/${bIds.client}/records`;
    const text = await b.api.call('POST', clients, { token: b.token, body: { type: 'restriction', text: `Alergia ${SECRET}` } });
    bIds.record = text.body.record.id;
    const photo = { name: 'foto.png', type: 'image/png', data: TINY_PNG };
    bIds.photo = (await upload(b, clients, { type: 'photo', text: SECRET }, photo)).record.id;
    bIds.media = (await upload(b, `/user/${B}/media`, { description: `Catálogo ${SECRET}` }, photo)).media.id;
    const csv = { name: 'clientes.csv', type: 'text/csv', data: Buffer.from(`Nome;Celular\nPessoa ${SECRET};11944443333`) };
    const options = JSON.stringify({ mapping: { name: 0, phone: 1 }, duplicates: 'skip', dry_run: false });
    bIds.import = (await upload(b, `/user/${B}/clients/import`, { options, file_name: 'clientes.csv' }, csv)).import.id;
    await t.app.jobs.runOnce();
    bIds.owner = (await b.api.call('GET', `/user/${B}/team`, { token: b.token })).body.members[0].user_id;
  });
  afterAll(() => t.close());

  const expectDenied = (res: { status: number; body: unknown }, label: string) => {
    expect([403, 404], `${label}: ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
    expect(JSON.stringify(res.body), label).not.toContain(SECRET);
  };
  /** Valid bodies where a route checks its input before the ids: the refusal must come from the ids. */
  const BODIES: Record<string, unknown> = {
    'POST /user/:company/team/members/:user_id': { role: 'admin', calendar_ids: [] },
    'POST /user/:company/clients/:id/stage': { stage: 'active' },
    'POST /user/:company/clients/:id/records/:recordId': { text: 'Invasor' },
    'POST /user/:company/media/:mediaId': { description: 'Invasor' },
  };
  const call = (method: string, url: string, route = '') =>
    a.api.call(method as 'GET' | 'POST' | 'PATCH' | 'DELETE', url, {
      token: a.token,
      body: method === 'GET' ? undefined : (BODIES[`${method} ${route}`] ?? {}),
    });

  it("every company route under company B's path (as a member of A): 403/404, nothing of B", async () => {
    const routes = t.app.permissionRoutes;
    expect(routes.length).toBeGreaterThan(100);
    for (const r of routes) {
      const url = r.url
        .replace(/^\/user\/:(company|id)\//, `/user/${b.company.id}/`)
        .replace(/:(id|client)\b/, bIds.client!)
        .replace(':recordId', bIds.record!)
        .replace(':mediaId', bIds.media!)
        .replace(':importId', bIds.import!)
        .replace(/:[a-zA-Z_]+/g, NONE);
      expectDenied(await call(r.method, url), `${r.method} ${url}`);
    }
  });

  it("every client, record, media, import and team route under A's path with B's ids: 404, nothing of B", async () => {
    const routes = t.app.permissionRoutes.filter(
      (r) => ISSUE_12.test(r.permission) && /:[a-zA-Z]+Id\b|:id\b|:client\b|:user_id\b/.test(r.url),
    );
    expect(routes.length).toBeGreaterThan(12);
    for (const r of routes) {
      for (const recordId of r.url.includes(':recordId') ? [bIds.record!, bIds.photo!] : [NONE]) {
        const url = r.url
          .replace(':company', a.company.id)
          .replace(/:(id|client)\b/, r.url.startsWith('/user/:company/team') ? bIds.record! : bIds.client!)
          .replace(':recordId', recordId)
          .replace(':mediaId', bIds.media!)
          .replace(':importId', bIds.import!)
          .replace(':user_id', bIds.owner!);
        const res = await call(r.method, url, r.url);
        expectDenied(res, `${r.method} ${url}`);
      }
    }
    // The same ids under A's own client: the record and photo of B stay out of reach.
    for (const id of [bIds.record!, bIds.photo!]) {
      const res = await call('POST', `/user/${a.company.id}/clients/${a.client.id}/records/${id}`);
      expectDenied(res, `record ${id} under A's client`);
    }
    const still = await b.api.call('GET', `/user/${b.company.id}/clients/${bIds.client}/records`, { token: b.token });
    expect(still.body.records.map((r: { text: string }) => r.text).sort()).toEqual([SECRET, `Alergia ${SECRET}`].sort());
  });
});
