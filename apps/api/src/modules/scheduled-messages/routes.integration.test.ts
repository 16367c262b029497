// /user/:company/scheduled-messages: list and filter, create by hand (moved out of the quiet hours),
// edit the text of and cancel a pending one; a sent or canceled one is 409; bad input is 422 in
// Portuguese; another company's ids are 403/404 and never its data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, type TFixture } from '../scheduling/test-fixtures.js';

const SECRET = 'Texto-secreto-B';

describe('scheduled messages routes', () => {
  let t: TTestApp;
  let a: TFixture;
  let b: TFixture;
  let bMessage: string;
  const base = (f: TFixture) => `/user/${f.company.id}/scheduled-messages`;
  const create = (f: TFixture, body: Record<string, unknown>) => f.api.call('POST', base(f), { token: f.token, body });

  beforeAll(async () => {
    t = await startTestApp({ SECRETARY_WORKER: 'off' });
    a = await buildFixture(t.app, { name: 'Empresa A' });
    b = await buildFixture(t.app, { name: 'Empresa B' });
    const res = await create(b, { client_id: b.client.id, content: SECRET, due_at: new Date(Date.now() + 86_400_000).toISOString() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    bMessage = res.body.scheduled_message.id;
  });
  afterAll(() => t.close());

  it('creates one by hand outside the quiet hours, lists and filters, edits its text and cancels it', async () => {
    // 23:30 in São Paulo (02:30 UTC the next day): it waits for 08:00.
    const night = new Date(Date.UTC(2031, 4, 13, 2, 30));
    const res = await create(a, { client_id: a.client.id, content: 'Oi, {{name}}! Temos horários amanhã.', due_at: night.toISOString() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = res.body.scheduled_message;
    expect(created).toMatchObject({
      status: 'pending',
      type: 'manual',
      source: 'manual',
      client_id: a.client.id,
      client_name: 'Cliente Teste',
    });
    expect(created.due_at).toBe('2031-05-13T11:00:00.000Z');

    const list = await a.api.call('GET', `${base(a)}?status=pending&type=manual`, { token: a.token });
    expect(list.status).toBe(200);
    expect(list.body.scheduled_messages.map((m: { id: string }) => m.id)).toEqual([created.id]);
    const none = await a.api.call('GET', `${base(a)}?status=sent`, { token: a.token });
    expect(none.body.scheduled_messages).toEqual([]);

    const edited = await a.api.call('PATCH', `${base(a)}/${created.id}`, { token: a.token, body: { content: 'Texto novo' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.scheduled_message.content).toBe('Texto novo');

    const canceled = await a.api.call('POST', `${base(a)}/${created.id}/cancel`, { token: a.token });
    expect(canceled.status).toBe(200);
    expect(canceled.body.scheduled_message).toMatchObject({ status: 'canceled' });
    expect(canceled.body.scheduled_message.canceled_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const again = await a.api.call('PATCH', `${base(a)}/${created.id}`, { token: a.token, body: { content: 'Outra vez' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('ainda não foi enviada');
  });

  it('answers bad input with 422 in Portuguese', async () => {
    const empty = await create(a, { client_id: a.client.id, content: '   ', due_at: new Date().toISOString() });
    expect(empty.status).toBe(422);
    expect(JSON.stringify(empty.body)).toContain('Escreva o texto da mensagem.');
    const badDate = await create(a, { client_id: a.client.id, content: 'oi', due_at: 'amanhã' });
    expect(badDate.status).toBe(422);
    expect(JSON.stringify(badDate.body)).toContain('Data de envio inválida.');
    const badFilter = await a.api.call('GET', `${base(a)}?status=whatever`, { token: a.token });
    expect(badFilter.status).toBe(422);
    const badId = await a.api.call('POST', `${base(a)}/not-a-uuid/cancel`, { token: a.token });
    expect(badId.status).toBe(422);
  });

  it("never reaches another company's messages or clients", async () => {
    const deny = (res: { status: number; body: unknown }) => {
      expect([403, 404], JSON.stringify(res.body)).toContain(res.status);
      expect(JSON.stringify(res.body)).not.toContain(SECRET);
    };
    deny(await a.api.call('GET', base(b), { token: a.token }));
    deny(await a.api.call('PATCH', `${base(a)}/${bMessage}`, { token: a.token, body: { content: 'x' } }));
    deny(await a.api.call('POST', `${base(a)}/${bMessage}/cancel`, { token: a.token }));
    deny(await create(a, { client_id: b.client.id, content: 'oi', due_at: new Date().toISOString() }));
    const list = await a.api.call('GET', base(a), { token: a.token });
    expect(JSON.stringify(list.body)).not.toContain(SECRET);
    const still = await b.api.call('GET', base(b), { token: b.token });
    expect(still.body.scheduled_messages[0]).toMatchObject({ id: bMessage, status: 'pending', content: SECRET });
  });
});
