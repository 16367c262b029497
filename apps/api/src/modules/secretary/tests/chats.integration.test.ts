import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../../test/harness.js';
import type { TDatabase } from '../../../db/client.js';
import { buildFixture, chatMessagesOf, chatsOf, connectCloud, sleep, waitFor, type TFixture } from '../test-support.js';

const SECRET = 'chats-secret';
const TOKEN = 'EAAG-chats-token';
const PNID = '7770001';

describe('/app/chats API, FAQ, playground and min_response_delay', () => {
  let fake: FakeWhatsappCloud;
  let t: TTestApp & { database: TDatabase };
  let url: string;
  let fx: TFixture;
  const inbound = (from: string, text: string) =>
    fake.deliverInbound({ webhookUrl: url, phoneNumberId: PNID, from, text, profileName: 'Cliente' });

  beforeAll(async () => {
    fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: SECRET });
    t = await startTestApp({ WHATSAPP_CLOUD_APP_SECRET: SECRET, WHATSAPP_CLOUD_BASE_URL: fake.url, JOBS_POLL_MS: '50' });
    url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/webhooks/whatsapp-cloud`;
    fx = await buildFixture(t.app);
    await connectCloud(t.app, fx, PNID, TOKEN);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('staff answer from /app/chats silences the assistant until resumed', async () => {
    await inbound('5511900000001', 'oi, quanto custa o corte?');
    await waitFor(() => fake.sent.length === 1, { label: 'assistant reply' });
    const chat = (await chatsOf(fx))[0]!;
    const staff = await fx.api.call('POST', `/user/${fx.company.id}/chats/${chat.id}/messages`, {
      token: fx.token,
      body: { content: 'Oi! Aqui é a dona, posso te ajudar?' },
    });
    expect(staff.status).toBe(200);
    expect(staff.body.message).toMatchObject({ role: 'user', delivery_status: 'pending' });
    await waitFor(() => fake.sent.length === 2, { label: 'staff message sent' });
    await inbound('5511900000001', 'pode sim, e a barba?');
    await sleep(400);
    expect(fake.sent).toHaveLength(2);
    const resumed = await fx.api.call('POST', `/user/${fx.company.id}/chats/${chat.id}/resume`, { token: fx.token });
    expect(resumed.body.chat.is_assistant_active).toBe(true);
    await inbound('5511900000001', 'quanto custa corte e barba?');
    await waitFor(() => fake.sent.length === 3, { label: 'assistant back' });
    const { messages } = await chatMessagesOf(fx, chat.id);
    expect(messages.map((m) => m.role)).toEqual(['client', 'ai', 'user', 'client', 'client', 'ai']);
    const transfer = await fx.api.call('POST', `/user/${fx.company.id}/chats/${chat.id}/transfer`, { token: fx.token });
    expect(transfer.body.chat).toMatchObject({ is_transferred_to_human: true, is_assistant_active: false });
  });

  it('answers a burst of messages once, after min_response_delay from the last one', async () => {
    await fx.api.call('POST', `/user/${fx.company.id}/company/update`, { token: fx.token, body: { min_response_delay: 2 } });
    const before = fake.sent.length;
    await inbound('5511900000002', 'oi');
    await inbound('5511900000002', 'queria saber');
    await inbound('5511900000002', 'quanto custa o corte?');
    await sleep(600);
    expect(fake.sent.length).toBe(before);
    t.clock.advance(2_500);
    await waitFor(() => fake.sent.length === before + 1, { label: 'one reply to the burst' });
    await sleep(300);
    expect(fake.sent.length).toBe(before + 1);
    expect(fake.sent[before]!.body).toContain('R$ 45,00');
    await fx.api.call('POST', `/user/${fx.company.id}/company/update`, { token: fx.token, body: { min_response_delay: 0 } });
  });

  it('keeps the FAQ through the generic write call and answers from it', async () => {
    const saved = await fx.api.call('POST', `/user/${fx.company.id}/general/update_or_create`, {
      token: fx.token,
      body: { entity: 'faq', data: { question: 'Vocês aceitam cartão?', answer: 'Aceitamos Pix e cartões.' } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.readability).toMatchObject({ level: expect.any(String) });
    const bad = await fx.api.call('POST', `/user/${fx.company.id}/general/update_or_create`, {
      token: fx.token,
      body: { entity: 'faq', data: { question: 'x' } },
    });
    expect(bad.status).toBe(422);
    const gql = await fx.api.call('POST', '/user/graphql/query', {
      token: fx.token,
      body: {
        query: `{ user_get_faqs(company_id: "${fx.company.id}") { id question answer } user_get_chats(company_id: "${fx.company.id}", sort: "last_message") { id display_name last_sentiment } user_get_integrations(company_id: "${fx.company.id}") { identifier connection_status read_message_option } }`,
      },
    });
    expect(gql.status, JSON.stringify(gql.body)).toBe(200);
    expect(gql.body.data.user_get_faqs).toHaveLength(1);
    expect(gql.body.data.user_get_chats.length).toBeGreaterThan(0);
    expect(gql.body.data.user_get_integrations[0]).toMatchObject({ identifier: 'whatsapp_api_oficial', connection_status: 'connected' });
    const play = await fx.api.call('POST', `/user/${fx.company.id}/playground/message`, {
      token: fx.token,
      body: { message: 'aceita cartão de crédito?', client: { name: 'Teste Dono', phone: '+5511988887766' } },
    });
    expect(play.status).toBe(200);
    expect(play.body).toMatchObject({ replies: [expect.stringContaining('Pix e cartões')], actions: [{ type: 'answer_faq' }] });
  });

  it('plays a whole booking in the playground and cleans it up', async () => {
    const client = { name: 'Dono Testando', phone: '+5511988887755' };
    const first = await fx.api.call('POST', `/user/${fx.company.id}/playground/message`, {
      token: fx.token,
      body: { message: 'quero marcar um corte na quarta de tarde', client },
    });
    expect(first.body.replies[0]).toContain('quarta-feira');
    const second = await fx.api.call('POST', `/user/${fx.company.id}/playground/message`, {
      token: fx.token,
      body: { message: 'o primeiro', client },
    });
    expect(second.body.actions).toEqual([{ type: 'book', schedule_id: expect.any(String), start_at: expect.any(String) }]);
    expect(fake.sent.some((s) => s.body.includes('Prontinho'))).toBe(false);
    // The inbox leaves the playground out; asking for the test channel shows it.
    expect((await chatsOf(fx)).some((c) => c.channel === 'test')).toBe(false);
    const tests = await fx.api.call('GET', `/user/${fx.company.id}/chats?channel=test`, { token: fx.token });
    expect(tests.body.chats.map((c: { channel: string }) => c.channel)).toContain('test');
    const reset = await fx.api.call('DELETE', `/user/${fx.company.id}/playground`, { token: fx.token });
    expect(reset.body).toMatchObject({ canceled: 1 });
    const afterReset = await fx.api.call('GET', `/user/${fx.company.id}/chats?channel=test`, { token: fx.token });
    expect(afterReset.body.chats).toEqual([]);
  });

  it('keeps other companies out', async () => {
    const other = await buildFixture(t.app);
    const chat = (await chatsOf(fx))[0]!;
    expect((await other.api.call('GET', `/user/${fx.company.id}/chats`, { token: other.token })).status).toBe(404);
    expect((await other.api.call('GET', `/user/${other.company.id}/chats/${chat.id}`, { token: other.token })).status).toBe(404);
    expect(
      (
        await other.api.call('POST', `/user/${other.company.id}/chats/${chat.id}/messages`, {
          token: other.token,
          body: { content: 'invasão' },
        })
      ).status,
    ).toBe(404);
  });
});
