// The profile's timeline with prontuário records and tag changes (issue 12): in time order, records only with
// the client_records feature and never their file URL, tag history from every writer of clients.tags (form,
// company tag rename/delete, merge, import), and nothing of another company.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTimelineItemDto, type TTimelineItemDto } from '@agenda/shared/schemas/clients';
import { clients, subscriptions } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { multipart, TINY_PNG } from '../../test/multipart.js';
import { buildFixture, general, type TFixture } from '../scheduling/test-fixtures.js';

const MINUTE = 60_000;

describe('client timeline: records and tag changes', () => {
  let t: TTestApp;
  let a: TFixture;
  let b: TFixture;
  let clientId = '';
  beforeAll(async () => {
    t = await startTestApp();
    a = await buildFixture(t.app, { calendars: 1, name: 'Clínica Linha' });
    b = await buildFixture(t.app, { calendars: 1, name: 'Clínica Outra' });
    await setRecordsFeature(a, true);
  });
  afterAll(() => t.close());

  async function setRecordsFeature(f: TFixture, on: boolean) {
    await t.app.ctx.db
      .update(subscriptions)
      .set({ extra_features: on ? ['client_records'] : [] })
      .where(eq(subscriptions.company_id, f.company.id));
  }
  const timeline = async (f: TFixture, id: string): Promise<TTimelineItemDto[]> => {
    const res = await f.api.call('GET', `/user/${f.company.id}/clients/${id}/timeline`, { token: f.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ZTimelineItemDto.array().parse(res.body.items);
  };
  const titlesOf = (items: TTimelineItemDto[], ...kinds: TTimelineItemDto['kind'][]) =>
    items.filter((i) => kinds.includes(i.kind)).map((i) => i.title);
  const saveClient = async (data: Record<string, unknown>, id?: string) => {
    const res = await general(a.api, a.token, a.company.id, 'client', data, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id as string;
  };

  it('shows a restriction record and tag changes newest first, with Portuguese titles', async () => {
    clientId = await saveClient({ name: 'Helena Costa', phone: '+5511933334444', tags: ['VIP'] });
    t.clock.advance(MINUTE);
    const restriction = await a.api.call('POST', `/user/${a.company.id}/clients/${clientId}/records`, {
      token: a.token,
      body: { type: 'restriction', text: 'Alergia a amônia\nEvitar tintas com amônia' },
    });
    expect(restriction.status, JSON.stringify(restriction.body)).toBe(200);
    t.clock.advance(MINUTE);
    await saveClient({ tags: ['Noivas'] }, clientId);
    t.clock.advance(MINUTE);
    // Saving other fields (tags not sent) writes no history.
    await saveClient({ notes: 'Prefere manhã' }, clientId);

    const items = await timeline(a, clientId);
    expect(titlesOf(items, 'record', 'tag')).toEqual([
      // One save that swaps tags: removed and added at the same instant.
      expect.stringMatching(/^Etiqueta (removida: VIP|adicionada: Noivas)$/),
      expect.stringMatching(/^Etiqueta (removida: VIP|adicionada: Noivas)$/),
      'Restrição registrada: Alergia a amônia',
      'Etiqueta adicionada: VIP',
    ]);
    expect(new Set(titlesOf(items, 'tag').slice(0, 2))).toEqual(new Set(['Etiqueta removida: VIP', 'Etiqueta adicionada: Noivas']));
    const record = items.find((i) => i.kind === 'record')!;
    expect(record).toMatchObject({ detail: null, ref_id: restriction.body.record.id });
    const ats = items.map((i) => i.at);
    expect(ats).toEqual([...ats].sort().reverse());
  });

  it('never carries a record file URL; without the client_records feature records leave, tags stay', async () => {
    const photo = multipart({ type: 'photo', text: 'Antes do corte' }, { name: 'antes.png', type: 'image/png', data: TINY_PNG });
    const added = await t.app.inject({
      method: 'POST',
      url: `/user/${a.company.id}/clients/${clientId}/records`,
      headers: { authorization: `Bearer ${a.token}`, ...photo.headers },
      payload: photo.payload,
    });
    expect(added.statusCode, added.body).toBe(200);
    const withPhoto = await timeline(a, clientId);
    expect(titlesOf(withPhoto, 'record')[0]).toBe('Foto adicionada: Antes do corte');
    expect(JSON.stringify(withPhoto)).not.toContain('/files/');

    await setRecordsFeature(a, false);
    try {
      const items = await timeline(a, clientId);
      expect(items.filter((i) => i.kind === 'record')).toEqual([]);
      expect(titlesOf(items, 'tag')).toContain('Etiqueta adicionada: VIP');
    } finally {
      await setRecordsFeature(a, true);
    }
  });

  it('a company tag renamed or deleted is told on each client holding it', async () => {
    const tag = await general(a.api, a.token, a.company.id, 'client_tag', { name: 'Noivas', color: '#2563eb' });
    expect(tag.status, JSON.stringify(tag.body)).toBe(200);
    t.clock.advance(MINUTE);
    const renamed = await general(a.api, a.token, a.company.id, 'client_tag', { name: 'Noivas 2026', color: '#2563eb' }, tag.body.data.id);
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    t.clock.advance(MINUTE);
    const removed = await a.api.call('DELETE', `/user/${a.company.id}/general/delete`, {
      token: a.token,
      body: { entity: 'client_tag', id: tag.body.data.id },
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(titlesOf(await timeline(a, clientId), 'tag').slice(0, 2)).toEqual([
      'Etiqueta removida: Noivas 2026',
      'Etiqueta renomeada: Noivas → Noivas 2026',
    ]);
  });

  it("a merge brings the other client's tag history and writes the tags the survivor gains", async () => {
    t.clock.advance(MINUTE);
    const [dup] = await t.app.ctx.db
      .insert(clients)
      .values({ company_id: a.company.id, name: 'Helena C.', phone: '5511933334444', tags: [] })
      .returning();
    await saveClient({ tags: ['Indicação'] }, dup!.id);
    t.clock.advance(MINUTE);
    const merged = await a.api.call('POST', `/user/${a.company.id}/clients/merge`, {
      token: a.token,
      body: { survivor_id: clientId, merged_id: dup!.id },
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(titlesOf(await timeline(a, clientId), 'tag').slice(0, 2)).toEqual([
      'Etiqueta adicionada: Indicação', // gained by the merge
      'Etiqueta adicionada: Indicação', // the merged client's own history
    ]);
  });

  it('an import writes the tags of new and updated clients', async () => {
    t.clock.advance(MINUTE);
    const csv = ['Nome;Celular;Etiquetas', 'Íris Lopes;(11) 98888-1111;VIP, Noivas', 'Helena Costa;11933334444;Fidelidade'].join('\n');
    const body = multipart(
      {
        file_name: 'clientes.csv',
        options: JSON.stringify({ mapping: { name: 0, phone: 1, tags: 2 }, duplicates: 'merge', dry_run: false }),
      },
      { name: 'clientes.csv', type: 'text/csv', data: Buffer.from(csv) },
    );
    const started = await t.app.inject({
      method: 'POST',
      url: `/user/${a.company.id}/clients/import`,
      headers: { authorization: `Bearer ${a.token}`, ...body.headers },
      payload: body.payload,
    });
    expect(started.statusCode, started.body).toBe(200);
    await t.app.jobs.runOnce();
    const status = await a.api.call('GET', `/user/${a.company.id}/clients/imports/${started.json().import.id}`, { token: a.token });
    expect(status.body.import).toMatchObject({ status: 'done', report: { imported: 1, updated: 1 } });

    expect(titlesOf(await timeline(a, clientId), 'tag')[0]).toBe('Etiqueta adicionada: Fidelidade');
    const iris = (await a.api.call('GET', `/user/${a.company.id}/clients?search=iris`, { token: a.token })).body.clients[0];
    expect(titlesOf(await timeline(a, iris.id), 'tag').sort()).toEqual(['Etiqueta adicionada: Noivas', 'Etiqueta adicionada: VIP']);
  });

  it("another company's member gets 403/404 and none of the items", async () => {
    for (const url of [`/user/${a.company.id}/clients/${clientId}/timeline`, `/user/${b.company.id}/clients/${clientId}/timeline`]) {
      const res = await b.api.call('GET', url, { token: b.token });
      expect([403, 404], `${url}: ${res.status}`).toContain(res.status);
      expect(JSON.stringify(res.body)).not.toMatch(/Etiqueta|Restrição|Alergia/);
    }
  });
});
