// What a merge carries to the surviving client and what the LGPD erase removes, beyond the client row:
// the prontuário (with its files), the waitlist entries and the messages scheduled for the client.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledMessages, subscriptions, waitlistEntries } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { multipart, TINY_PNG } from '../../test/multipart.js';
import { buildFixture, general, type TFixture } from '../scheduling/test-fixtures.js';

describe('merge and erase carry the whole client', () => {
  let t: TTestApp;
  let f: TFixture;
  beforeAll(async () => {
    t = await startTestApp();
    f = await buildFixture(t.app, { name: 'Clínica Junta' });
    await t.app.ctx.db
      .update(subscriptions)
      .set({ extra_features: ['client_records'] })
      .where(eq(subscriptions.company_id, f.company.id));
  });
  afterAll(() => t.close());

  const records = (clientId: string) => `/user/${f.company.id}/clients/${clientId}/records`;
  const newClient = async (name: string, phone: string) =>
    (await general(f.api, f.token, f.company.id, 'client', { name, phone })).body.data.id as string;
  /** A restriction, a photo, a waitlist entry and a pending message, all of `clientId`; the photo's signed URL. */
  const fill = async (clientId: string) => {
    const text = await f.api.call('POST', records(clientId), { token: f.token, body: { type: 'restriction', text: 'Alergia a látex' } });
    expect(text.status, JSON.stringify(text.body)).toBe(200);
    const body = multipart({ type: 'photo', text: 'Antes' }, { name: 'antes.png', type: 'image/png', data: TINY_PNG });
    const photo = await t.app.inject({
      method: 'POST',
      url: records(clientId),
      headers: { authorization: `Bearer ${f.token}`, ...body.headers },
      payload: body.payload,
    });
    expect(photo.statusCode, photo.body).toBe(200);
    const base = { company_id: f.company.id, client_id: clientId };
    await t.app.ctx.db
      .insert(waitlistEntries)
      .values({ ...base, service_id: f.services[0]!.id, from_date: '2030-01-01', to_date: '2030-01-31', source: 'app' });
    await t.app.ctx.db
      .insert(scheduledMessages)
      .values({ ...base, type: 'manual', source: 'manual', content: 'Oi, tudo bem?', due_at: new Date(Date.UTC(2030, 0, 1)) });
    return photo.json().record.file.url as string;
  };
  const ofClient = async (clientId: string) => ({
    waitlist: (await t.app.ctx.db.select().from(waitlistEntries).where(eq(waitlistEntries.client_id, clientId))).length,
    messages: (await t.app.ctx.db.select().from(scheduledMessages).where(eq(scheduledMessages.client_id, clientId))).length,
  });

  it('a merge moves the prontuário, the waitlist entries and the scheduled messages to the survivor', async () => {
    const survivor = await newClient('Lia', '+5511987650001');
    const merged = await newClient('Lia Planilha', '+5511987650002');
    // The same number stored without the plus (as an old import left it).
    await t.app.ctx.db.execute(`update clients set phone = '5511987650001' where id = '${merged}'`);
    const url = await fill(merged);
    const res = await f.api.call('POST', `/user/${f.company.id}/clients/merge`, {
      token: f.token,
      body: { survivor_id: survivor, merged_id: merged },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = await f.api.call('GET', records(survivor), { token: f.token });
    expect(list.body.records.map((r: { type: string; text: string }) => `${r.type}: ${r.text}`).sort()).toEqual([
      'photo: Antes',
      'restriction: Alergia a látex',
    ]);
    expect(await ofClient(survivor)).toEqual({ waitlist: 1, messages: 1 });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('the LGPD erase deletes the prontuário and its files, the waitlist entries and the scheduled messages', async () => {
    const id = await newClient('Rui', '+5511987650003');
    const url = await fill(id);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const del = await f.api.call('DELETE', `/user/${f.company.id}/general/delete`, { token: f.token, body: { entity: 'client', id } });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect(await ofClient(id)).toEqual({ waitlist: 0, messages: 0 });
    const rows = await t.app.ctx.db.execute(`select count(*)::int as n from client_records where client_id = '${id}'`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
