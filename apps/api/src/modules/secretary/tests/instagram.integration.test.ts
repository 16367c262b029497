import { startFakeInstagram, type FakeInstagram } from '@agenda/fakes/instagram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { companies, inboundEvents, schedules } from '../../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../../test/harness.js';
import type { TDatabase } from '../../../db/client.js';
import { buildFixture, chatsOf, nextSlotPhrase, sleep, waitFor, type TFixture } from '../test-support.js';

const IG_ID = '17841400000000000';
const SECRET = 'ig-app-secret';

describe('Instagram channel', () => {
  let ig: FakeInstagram;
  let t: TTestApp & { database: TDatabase };
  let url: string;
  let fx: TFixture;

  beforeAll(async () => {
    ig = await startFakeInstagram({ accessToken: 'IGAA-token-123', appSecret: SECRET, igUserId: IG_ID });
    t = await startTestApp({
      INSTAGRAM_BASE_URL: ig.url,
      INSTAGRAM_APP_SECRET: SECRET,
      INSTAGRAM_VERIFY_TOKEN: 'ig-verify',
      JOBS_POLL_MS: '50',
    });
    url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/webhooks/instagram`;
    fx = await buildFixture(t.app);
  });
  afterAll(async () => {
    await t.close();
    await ig.close();
  });

  it('is behind the instagram extra feature', async () => {
    const body = { ig_account_id: IG_ID, access_token: 'IGAA-token-123', username: 'barbearia.teste' };
    const refused = await fx.api.call('POST', `/user/${fx.company.id}/integrations/instagram/connect`, { token: fx.token, body });
    expect(refused.status).toBe(403);
    await t.app.ctx.db
      .update(companies)
      .set({ feature_flags: ['instagram_integration'] })
      .where(eq(companies.id, fx.company.id));
    const ok = await fx.api.call('POST', `/user/${fx.company.id}/integrations/instagram/connect`, { token: fx.token, body });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    // The account and its username are the ones Instagram reports for the token (the fake's default).
    expect(ok.body.integration).toMatchObject({ channel: 'instagram', connection_status: 'connected', login: 'empresa.teste' });
  });

  it('answers the handshake', async () => {
    const res = await fetch(`${url}?hub.mode=subscribe&hub.challenge=42&hub.verify_token=ig-verify`);
    expect(await res.text()).toBe('42');
  });

  it('books from a DM, replies once, ignores redeliveries and our own echoes', async () => {
    const slot = nextSlotPhrase(t.clock.now(), 5, '11:00');
    const dm = {
      webhookUrl: url,
      igAccountId: IG_ID,
      senderId: '990011223344',
      text: `oi! tem horário pra corte ${slot.phrase}?`,
      messageId: 'aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlEOjE3ODQx',
    };
    expect(await ig.deliverInbound(dm)).toBe(200);
    await waitFor(() => ig.sent.length === 1, { label: 'DM reply' });
    expect(ig.sent[0]).toMatchObject({ recipientId: '990011223344' });
    // Instagram gives no name: the assistant asks for it before booking, and saves it.
    expect(ig.sent[0]!.text).toContain('seu nome');
    for (let i = 0; i < 5; i++) expect(await ig.deliverInbound(dm)).toBe(200);
    expect(
      await ig.deliverInbound({
        webhookUrl: url,
        igAccountId: IG_ID,
        senderId: '990011223344',
        text: 'Paula Menezes',
        messageId: 'aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlEOjE3ODQy',
      }),
    ).toBe(200);
    await waitFor(() => ig.sent.length === 2, { label: 'proposal reply' });
    expect(ig.sent[1]!.text).toContain(slot.spoken);
    // Issue 9: that answer is the proposal; the client's "sim" books.
    expect(
      await ig.deliverInbound({
        webhookUrl: url,
        igAccountId: IG_ID,
        senderId: '990011223344',
        text: 'sim',
        messageId: 'aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlEOjE3ODQz',
      }),
    ).toBe(200);
    await waitFor(() => ig.sent.length === 3, { label: 'booking reply' });
    // The echo of our reply comes back as is_echo: it must not look like staff taking over.
    expect(
      await ig.deliverInbound({
        webhookUrl: url,
        igAccountId: IG_ID,
        senderId: '990011223344',
        text: ig.sent[2]!.text,
        messageId: ig.sent[2]!.messageId,
        isEcho: true,
      }),
    ).toBe(200);
    await sleep(400);
    expect(ig.sent).toHaveLength(3);
    const booked = await t.app.ctx.db.select().from(schedules).where(eq(schedules.company_id, fx.company.id));
    expect(booked).toHaveLength(1);
    const chat = (await chatsOf(fx)).find((c) => c.channel === 'instagram')!;
    expect(chat.is_assistant_active).toBe(true);
    expect(chat.display_name).toBe('Paula Menezes');
  });

  it('refuses a forged signature and stores nothing', async () => {
    const [before] = await t.app.ctx.db.select({ n: count() }).from(inboundEvents);
    const body = JSON.stringify({
      object: 'instagram',
      entry: [
        {
          id: IG_ID,
          time: 1,
          messaging: [{ sender: { id: '1' }, recipient: { id: IG_ID }, timestamp: 1, message: { mid: 'FORGED', text: 'oi' } }],
        },
      ],
    });
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${'a'.repeat(64)}` },
      body,
    });
    expect(res.status).toBe(401);
    const [after] = await t.app.ctx.db.select({ n: count() }).from(inboundEvents);
    expect(after!.n).toBe(before!.n);
  });
});
