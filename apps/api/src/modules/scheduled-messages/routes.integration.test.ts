// /user/:company/scheduled-messages: list and filter, create by hand (moved out of the quiet hours),
// edit the text of and cancel a pending one; a sent or canceled one is 409; bad input is 422 in
// Portuguese; another company's ids are 403/404 and never its data.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, scheduledMessages } from '../../db/schema/index.js';
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

  it("fills the variables with the client's data, goes through a channel the client has, and refuses a time in the past", async () => {
    const channels = await a.api.call('GET', `/user/${a.company.id}/clients/${a.client.id}/message-channels`, { token: a.token });
    expect(channels.status, JSON.stringify(channels.body)).toBe(200);
    expect(channels.body.channels).toEqual(['whatsapp']);
    const due = new Date(Date.UTC(2031, 4, 14, 15, 0)).toISOString();
    const res = await create(a, {
      client_id: a.client.id,
      content: 'Oi, {{name}}! Aqui é da {{company_name}}.',
      due_at: due,
      channel: 'whatsapp',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.scheduled_message).toMatchObject({ content: 'Oi, Cliente! Aqui é da Empresa A.', channel: 'whatsapp', due_at: due });
    const instagram = await create(a, { client_id: a.client.id, content: 'oi', due_at: due, channel: 'instagram' });
    expect(instagram.status).toBe(422);
    expect(instagram.body.message).toBe('Este cliente não tem conversa pelo Instagram. Escolha outro canal.');
    const past = await create(a, { client_id: a.client.id, content: 'oi', due_at: new Date(Date.now() - 3_600_000).toISOString() });
    expect(past.status).toBe(422);
    expect(past.body.message).toBe('Escolha uma data e hora no futuro.');
    const onlyVariable = await create(a, { client_id: a.client.id, content: '{{schedule_time}}', due_at: due });
    expect(onlyVariable.status).toBe(422);
  });

  it('is not held by the daily cap: a message scheduled by hand goes at its time', async () => {
    await t.app.ctx.db
      .update(companies)
      .set({ max_active_messages_per_day: 0, quiet_hours_start_minute: 0, quiet_hours_end_minute: 0 })
      .where(eq(companies.id, a.company.id));
    const due = new Date(t.clock.now().getTime() + 60_000);
    const res = await create(a, { client_id: a.client.id, content: 'Oi!', due_at: due.toISOString() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    t.clock.advance(2 * 60_000);
    await t.app.jobs.runOnce();
    const [row] = await t.app.ctx.db.select().from(scheduledMessages).where(eq(scheduledMessages.id, res.body.scheduled_message.id));
    // Sent or failed for want of a conversation, but never moved to another day by the cap.
    expect(row!.due_at.getTime()).toBe(due.getTime());
    expect(row!.status).not.toBe('pending');
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
    deny(await a.api.call('GET', `/user/${a.company.id}/clients/${b.client.id}/message-channels`, { token: a.token }));
    deny(await a.api.call('GET', `/user/${b.company.id}/clients/${b.client.id}/message-channels`, { token: a.token }));
    const list = await a.api.call('GET', base(a), { token: a.token });
    expect(JSON.stringify(list.body)).not.toContain(SECRET);
    const still = await b.api.call('GET', base(b), { token: b.token });
    expect(still.body.scheduled_messages[0]).toMatchObject({ id: bMessage, status: 'pending', content: SECRET });
  });
});
