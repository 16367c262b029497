// /app/clientes end to end through the API: create/edit, search in any phone format, filters, keyset pages,
// merge of two clients with the same number, the LGPD erase, tags.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZClientDetailDto, ZClientPageDto } from '@agenda/shared/schemas/clients';
import { clients } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, general, type TFixture } from '../scheduling/test-fixtures.js';

describe('clients list, form, merge and erase', () => {
  let t: TTestApp;
  let f: TFixture;
  const list = (qs: string) => f.api.call('GET', `/user/${f.company.id}/clients?${qs}`, { token: f.token });
  const names = (res: { body: Record<string, any> }) => ZClientPageDto.parse(res.body).clients.map((c) => c.name);

  beforeAll(async () => {
    t = await startTestApp();
    f = await buildFixture(t.app, { name: 'Salão Clientes' });
  });
  afterAll(() => t.close());

  it('creates and edits a client with the §3 fields; a bad phone or gender is a 422 in Portuguese', async () => {
    const made = await general(f.api, f.token, f.company.id, 'client', {
      name: 'Joana Conceição',
      phone: '(11) 98765-4321',
      email: 'Joana@Example.com',
      gender: 'female',
      birthday: '1990-03-15',
      notes: 'Prefere manhãs',
      address: '  R. Augusta, 1500 - Consolação, São Paulo  ',
      tags: ['VIP'],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({ phone: '+5511987654321', email: 'joana@example.com', gender: 'female', tags: ['VIP'] });
    expect(made.body.data.address).toBe('R. Augusta, 1500 - Consolação, São Paulo');
    const longAddress = await general(f.api, f.token, f.company.id, 'client', { address: 'x'.repeat(301) }, made.body.data.id);
    expect([longAddress.status, JSON.stringify(longAddress.body)]).toEqual([422, expect.stringContaining('Endereço longo demais.')]);
    const edited = await general(f.api, f.token, f.company.id, 'client', { name: 'Joana C. Silva', gender: null }, made.body.data.id);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Joana C. Silva', gender: null, birthday: '1990-03-15', phone: '+5511987654321' });
    const tagged = await general(f.api, f.token, f.company.id, 'client', { tags: ['VIP', 'Manhã'] }, made.body.data.id);
    expect(tagged.body.data).toMatchObject({ name: 'Joana C. Silva', tags: ['VIP', 'Manhã'] });
    await general(f.api, f.token, f.company.id, 'client', { tags: ['VIP'] }, made.body.data.id);
    expect((await general(f.api, f.token, f.company.id, 'client', { phone: '+5511' })).status).toBe(422);
    const bad = await general(f.api, f.token, f.company.id, 'client', { name: 'X Y', phone: '123', gender: 'outro' });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('Número de telefone inválido');
    const dup = await general(f.api, f.token, f.company.id, 'client', { name: 'Outra Joana', phone: '+55 11 98765 4321' });
    expect(dup.status).toBe(409);
  });

  it('finds a client by name without accents, by the phone in any format and by e-mail', async () => {
    expect(names(await list('search=conceicao'))).toEqual([]);
    expect(names(await list('search=silva'))).toEqual(['Joana C. Silva']);
    expect(names(await list('search=JOANA'))).toEqual(['Joana C. Silva']);
    for (const phone of ['98765-4321', '(11) 98765-4321', '+55 11 98765 4321', '11987654321']) {
      expect(names(await list(`search=${encodeURIComponent(phone)}`)), phone).toEqual(['Joana C. Silva']);
    }
    expect(names(await list('search=joana%40example'))).toEqual(['Joana C. Silva']);
    expect(names(await list('search=zzz'))).toEqual([]);
  });

  it('filters by tag, stage, birthday month, channel and last visit', async () => {
    expect(names(await list('tag=VIP'))).toEqual(['Joana C. Silva']);
    expect(names(await list('birthday_month=3'))).toEqual(['Joana C. Silva']);
    expect(names(await list('birthday_month=4'))).toEqual([]);
    expect(names(await list('channel=email'))).toContain('Joana C. Silva');
    expect(names(await list('channel=instagram'))).toEqual([]);
    expect(names(await list('last_visit=never'))).toContain('Joana C. Silva');
    expect(names(await list('last_visit=30d'))).toEqual([]);
    expect(names(await list('stage=prospect'))).toContain('Joana C. Silva');
    expect((await list('stage=nope')).status).toBe(422);
    expect((await list('birthday_month=13')).status).toBe(422);
    expect((await list('cursor=bad')).status).toBe(422);
  });

  it('pages by name with a keyset cursor: every client once, in order', async () => {
    for (let i = 0; i < 7; i++) {
      const res = await general(f.api, f.token, f.company.id, 'client', { name: `Página ${String.fromCharCode(71 - i)}` });
      expect(res.status).toBe(200);
    }
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res = await list(`search=pagina&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...names(res));
      cursor = res.body.next_cursor as string | null;
    }
    expect(seen).toEqual(['Página A', 'Página B', 'Página C', 'Página D', 'Página E', 'Página F', 'Página G']);
    expect((await list('limit=101')).status).toBe(422);
  });

  it('merges two clients with the same number (stored with and without the plus) into one, moving their bookings', async () => {
    const a = await general(f.api, f.token, f.company.id, 'client', { name: 'Marcos', phone: '+5521998877665', tags: ['A'] });
    const [b] = await t.app.ctx.db
      .insert(clients)
      .values({ company_id: f.company.id, name: 'Marcos Planilha', phone: '5521998877665', email: 'm@example.com', tags: ['B'] })
      .returning();
    const dups = await f.api.call('GET', `/user/${f.company.id}/clients/${a.body.data.id}/duplicates`, { token: f.token });
    expect(dups.body.clients.map((c: { id: string }) => c.id)).toEqual([b!.id]);
    const other = await general(f.api, f.token, f.company.id, 'client', { name: 'Outro', phone: '+5521998877666' });
    const refused = await f.api.call('POST', `/user/${f.company.id}/clients/merge`, {
      token: f.token,
      body: { survivor_id: a.body.data.id, merged_id: other.body.data.id },
    });
    expect(refused.status).toBe(422);
    const merged = await f.api.call('POST', `/user/${f.company.id}/clients/merge`, {
      token: f.token,
      body: { survivor_id: a.body.data.id, merged_id: b!.id },
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(ZClientDetailDto.strict().parse(merged.body.client)).toMatchObject({
      name: 'Marcos',
      email: 'm@example.com',
      whatsapp_remote_jid: '5521998877665',
      tags: ['A', 'B'],
    });
    const gone = await f.api.call('GET', `/user/${f.company.id}/clients/${b!.id}`, { token: f.token });
    expect(gone.status).toBe(404);
  });

  it('erases a client (LGPD): personal data gone, the booking kept under an anonymous name', async () => {
    const id = f.client.id;
    expect((await general(f.api, f.token, f.company.id, 'client', { address: 'R. das Flores, 10' }, id)).status).toBe(200);
    const before = await f.api.call('GET', `/user/${f.company.id}/clients/${id}`, { token: f.token });
    expect(before.status).toBe(200);
    const del = await f.api.call('DELETE', `/user/${f.company.id}/general/delete`, { token: f.token, body: { entity: 'client', id } });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect((await f.api.call('GET', `/user/${f.company.id}/clients/${id}`, { token: f.token })).status).toBe(404);
    const [row] = await t.app.ctx.db.select().from(clients).where(eq(clients.id, id));
    expect(row).toMatchObject({
      name: 'Cliente removido',
      phone: null,
      email: null,
      whatsapp_remote_jid: null,
      birthday: null,
      address: null,
    });
    expect(row!.anonymized_at).not.toBeNull();
    const again = await f.api.call('DELETE', `/user/${f.company.id}/general/delete`, { token: f.token, body: { entity: 'client', id } });
    expect(again.status).toBe(404);
  });

  it('keeps company-defined coloured tags; renaming one renames it on its clients', async () => {
    const tag = await general(f.api, f.token, f.company.id, 'client_tag', { name: 'VIP', color: '#dc2626' });
    expect(tag.status, JSON.stringify(tag.body)).toBe(200);
    expect((await general(f.api, f.token, f.company.id, 'client_tag', { name: 'vip', color: '#dc2626' })).status).toBe(409);
    expect((await general(f.api, f.token, f.company.id, 'client_tag', { name: 'X', color: 'red' })).status).toBe(422);
    const renamed = await general(f.api, f.token, f.company.id, 'client_tag', { name: 'Ouro', color: '#d97706' }, tag.body.data.id);
    expect(renamed.status).toBe(200);
    expect(names(await list('tag=Ouro'))).toEqual(['Joana C. Silva']);
    const tags = await f.api.call('GET', `/user/${f.company.id}/client_tags`, { token: f.token });
    expect(tags.body.tags).toEqual([{ id: tag.body.data.id, name: 'Ouro', color: '#d97706' }]);
  });
});
