// "me manda o catálogo de preços": the secretary answers with the company's file whose description
// matches, as a real media message through the channel (WhatsApp Cloud fake), after its reply.
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats, messages, subscriptions } from '../../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../../test/harness.js';
import { multipart, TINY_PNG } from '../../../test/multipart.js';
import { waitFor } from '../../../test/wait-for.js';
import { insertIntegration, saveCredentials } from '../../channels/repo.js';
import { buildFixture } from '../../scheduling/test-fixtures.js';
import { executeTurn } from '../turn.js';

describe('a client asks for one of the company files', () => {
  let t: TTestApp;
  let wa: FakeWhatsappCloud;

  beforeAll(async () => {
    wa = await startFakeWhatsappCloud({ accessToken: 'WA-TOKEN' });
    t = await startTestApp({ WHATSAPP_CLOUD_BASE_URL: wa.url, PUBLIC_URL: 'https://agenda.example', JOBS_POLL_MS: '50' });
  });
  afterAll(async () => {
    await t.close();
    await wa.close();
  });

  it('sends the file whose description matches, after the reply, and nothing for an unrelated request', async () => {
    const fx = await buildFixture(t.app, { calendars: 1 });
    await t.app.ctx.db
      .update(subscriptions)
      .set({ extra_features: ['company_media'] })
      .where(eq(subscriptions.company_id, fx.company.id));
    const body = multipart(
      { description: 'Catálogo de preços', file_name: 'precos.png' },
      { name: 'x', type: 'application/octet-stream', data: TINY_PNG },
    );
    const up = await t.app.inject({
      method: 'POST',
      url: `/user/${fx.company.id}/media`,
      headers: { authorization: `Bearer ${fx.token}`, ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    const integration = await insertIntegration(t.app.ctx.db, {
      company_id: fx.company.id,
      identifier: 'whatsapp_api_oficial',
      channel: 'whatsapp',
      connection_status: 'connected',
      meta: { phone_number_id: '20771' },
    });
    await saveCredentials(t.app.ctx.db, integration.id, 'WA-TOKEN', {}, new Date());
    const [chat] = await t.app.ctx.db
      .insert(chats)
      .values({
        company_id: fx.company.id,
        client_id: fx.client.id,
        channel: 'whatsapp',
        integration_id: integration.id,
        remote_id: '5511977770000',
        display_name: 'Cliente',
        last_message_at: new Date(),
      })
      .returning();
    const say = async (content: string) => {
      await t.app.ctx.db
        .insert(messages)
        .values({ company_id: fx.company.id, chat_id: chat!.id, role: 'client', content, created_at: t.app.ctx.now() });
      const [fresh] = await t.app.ctx.db.select().from(chats).where(eq(chats.id, chat!.id));
      return t.app.ctx.db.transaction((db) => executeTurn({ ...t.app.ctx, db: db as never }, fresh!, { deliver: true }));
    };

    const asked = await say('oi, me manda o catálogo de preços por favor');
    expect(asked!.actions).toContainEqual({ type: 'send_media', detail: up.json().media.id });
    expect(asked!.replies[0]!.content).toContain('Catálogo de preços');
    const sent = await waitFor(async () => wa.sent.find((m) => m.media?.type === 'image' && m.to === '5511977770000') ?? null);
    expect(sent!.media!.link?.startsWith('https://agenda.example/files/')).toBe(true);

    const before = wa.sent.filter((m) => m.media).length;
    const other = await say('quero marcar um corte amanhã');
    expect(other!.actions.some((a) => a.type === 'send_media')).toBe(false);
    expect(wa.sent.filter((m) => m.media).length).toBe(before);
  });
});
