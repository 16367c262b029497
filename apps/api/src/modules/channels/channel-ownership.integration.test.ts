// Issue 8 §1: one company cannot register another company's WhatsApp number or Instagram account.
import { startFakeInstagram, type FakeInstagram } from '@agenda/fakes/instagram';
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyIntegrations, inboundEvents, integrationCredentials } from '../../db/schema/index.js';
import type { TDatabase } from '../../db/client.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, chatsOf, waitFor, type TFixture } from '../secretary/test-support.js';
import {
  INSTAGRAM_ACCOUNT_TAKEN,
  INSTAGRAM_NOT_OWNER,
  WHATSAPP_NOT_OWNER,
  WHATSAPP_NUMBER_TAKEN,
  WHATSAPP_TOKEN_INVALID,
} from './ownership.js';

const APP_SECRET = 'meta-app-secret';
const IG_SECRET = 'ig-app-secret';
const B_NUMBER = {
  id: '106540352242922',
  accessToken: 'EAAG-company-b-token',
  displayPhoneNumber: '+55 11 5555-0001',
  verifiedName: 'Barbearia B',
};
const C_NUMBER = {
  id: '107000000000001',
  accessToken: 'EAAG-company-c-token',
  displayPhoneNumber: '+55 11 5555-0002',
  verifiedName: 'Clínica C',
};
const DEFAULT_TOKEN = 'EAAG-default-business-token';
const B_IG = { igUserId: '17841400000000001', accessToken: 'IGAA-company-b-token', username: 'barbearia.b' };
const C_IG = { igUserId: '17841400000000002', accessToken: 'IGAA-company-c-token', username: 'clinica.c' };

describe('channel ownership across companies', () => {
  let wa: FakeWhatsappCloud;
  let ig: FakeInstagram;
  let t: TTestApp & { database: TDatabase };
  let base: string;
  let b: TFixture;
  let c: TFixture;

  const integrationsOf = (companyId: string) =>
    t.app.ctx.db.select().from(companyIntegrations).where(eq(companyIntegrations.company_id, companyId));
  const credentialsCount = async () => (await t.app.ctx.db.select({ n: count() }).from(integrationCredentials))[0]!.n;
  const connectCloud = (fx: TFixture, body: Record<string, string>) =>
    fx.api.call('POST', `/user/${fx.company.id}/integrations/whatsapp-cloud/connect`, { token: fx.token, body });
  const connectIg = (fx: TFixture, body: Record<string, string>) =>
    fx.api.call('POST', `/user/${fx.company.id}/integrations/instagram/connect`, { token: fx.token, body });

  beforeAll(async () => {
    wa = await startFakeWhatsappCloud({ accessToken: DEFAULT_TOKEN, appSecret: APP_SECRET, phoneNumbers: [B_NUMBER, C_NUMBER] });
    ig = await startFakeInstagram({ appSecret: IG_SECRET, accounts: [B_IG, C_IG] });
    t = await startTestApp({
      WHATSAPP_CLOUD_APP_SECRET: APP_SECRET,
      WHATSAPP_CLOUD_BASE_URL: wa.url,
      INSTAGRAM_BASE_URL: ig.url,
      INSTAGRAM_APP_SECRET: IG_SECRET,
      JOBS_POLL_MS: '50',
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    b = await buildFixture(t.app, { name: 'Barbearia B', calendars: 1 });
    c = await buildFixture(t.app, { name: 'Clínica C', calendars: 1 });
    await t.app.ctx.db
      .update(companies)
      .set({ feature_flags: ['instagram_integration'] })
      .where(inArray(companies.id, [b.company.id, c.company.id]));
  });
  afterAll(async () => {
    await t.close();
    await wa.close();
    await ig.close();
  });

  it('connects a WhatsApp number only with a token Graph accepts for it, keeping what Graph says about it', async () => {
    const res = await connectCloud(b, {
      phone_number_id: B_NUMBER.id,
      access_token: B_NUMBER.accessToken,
      display_phone_number: '+55 99 9999-9999',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.integration).toMatchObject({ connection_status: 'connected', login: B_NUMBER.displayPhoneNumber });
    expect(res.body.integration.meta).toMatchObject({
      phone_number_id: B_NUMBER.id,
      display_phone_number: B_NUMBER.displayPhoneNumber,
      verified_name: B_NUMBER.verifiedName,
    });
  });

  it("refuses company C registering B's number, with C's own token or with B's, and writes nothing", async () => {
    const credentialsBefore = await credentialsCount();
    const notOwner = await connectCloud(c, { phone_number_id: B_NUMBER.id, access_token: C_NUMBER.accessToken });
    expect(notOwner.status).toBe(422);
    expect(notOwner.body.message).toBe(WHATSAPP_NOT_OWNER);
    const unknownToken = await connectCloud(c, { phone_number_id: B_NUMBER.id, access_token: 'EAAG-made-up-token' });
    expect(unknownToken.status).toBe(422);
    expect(unknownToken.body.message).toBe(WHATSAPP_TOKEN_INVALID);
    // Even a token that does own the number (a shared or leaked one) cannot take it from B.
    const taken = await connectCloud(c, { phone_number_id: B_NUMBER.id, access_token: B_NUMBER.accessToken });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Este número do WhatsApp já está conectado a outra empresa.');
    expect(await integrationsOf(c.company.id)).toHaveLength(0);
    expect(await credentialsCount()).toBe(credentialsBefore);
  });

  it("delivers a signed webhook for B's number to B's inbox only", async () => {
    // C connects its own number, then tries to point it at B's (the newest row used to win the routing).
    expect((await connectCloud(c, { phone_number_id: C_NUMBER.id, access_token: C_NUMBER.accessToken })).status).toBe(200);
    const hijack = await connectCloud(c, { phone_number_id: B_NUMBER.id, access_token: B_NUMBER.accessToken });
    const messageId = 'wamid.OWNERSHIP-B-1';
    expect(
      await wa.deliverInbound({
        webhookUrl: `${base}/webhooks/whatsapp-cloud`,
        phoneNumberId: B_NUMBER.id,
        from: '5511988880001',
        profileName: 'Cliente da B',
        text: 'oi, quanto custa o corte?',
        messageId,
      }),
    ).toBe(200);
    const [event] = await t.app.ctx.db
      .select()
      .from(inboundEvents)
      .where(eq(inboundEvents.provider_event_id, `msg:${messageId}`));
    const [bIntegration] = await integrationsOf(b.company.id);
    expect(event).toMatchObject({ company_id: b.company.id, integration_id: bIntegration!.id });
    await waitFor(async () => (await chatsOf(b)).length === 1, { label: "the chat in B's inbox" });
    expect(await chatsOf(c)).toHaveLength(0);
    expect(hijack.status).toBe(409);
    expect((await integrationsOf(c.company.id))[0]!.meta.phone_number_id).toBe(C_NUMBER.id);
  });

  it('lets the database settle two companies claiming one number at the same moment', async () => {
    const d = await buildFixture(t.app, { name: 'Estúdio D', calendars: 1 });
    const e = await buildFixture(t.app, { name: 'Estúdio E', calendars: 1 });
    // Both hold a token that owns the number (the default business of the fake owns unregistered ids).
    const body = { phone_number_id: '108000000000009', access_token: DEFAULT_TOKEN };
    const results = await Promise.all([connectCloud(d, body), connectCloud(e, body)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe(WHATSAPP_NUMBER_TAKEN);
    const live = await t.app.ctx.db.select().from(companyIntegrations).where(eq(companyIntegrations.identifier, 'whatsapp_api_oficial'));
    expect(live.filter((r) => r.meta.phone_number_id === body.phone_number_id)).toHaveLength(1);
  });

  it('takes the Instagram account id from Instagram, never from the caller', async () => {
    const ok = await connectIg(b, { ig_account_id: B_IG.igUserId, access_token: B_IG.accessToken, username: 'qualquer.nome' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.integration).toMatchObject({ channel: 'instagram', connection_status: 'connected', login: B_IG.username });
    expect(ok.body.integration.meta).toMatchObject({ ig_account_id: B_IG.igUserId });

    const before = await credentialsCount();
    const claimed = await connectIg(c, { ig_account_id: B_IG.igUserId, access_token: C_IG.accessToken });
    expect(claimed.status).toBe(422);
    expect(claimed.body.message).toBe(INSTAGRAM_NOT_OWNER);
    const taken = await connectIg(c, { ig_account_id: B_IG.igUserId, access_token: B_IG.accessToken });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(INSTAGRAM_ACCOUNT_TAKEN);
    expect((await integrationsOf(c.company.id)).filter((i) => i.channel === 'instagram')).toHaveLength(0);
    expect(await credentialsCount()).toBe(before);

    // C's own account is fine, and a DM to B's account is routed to B.
    expect((await connectIg(c, { ig_account_id: C_IG.igUserId, access_token: C_IG.accessToken })).status).toBe(200);
    const dm = {
      webhookUrl: `${base}/webhooks/instagram`,
      igAccountId: B_IG.igUserId,
      senderId: '990011220001',
      text: 'oi!',
      messageId: 'aWdfOWNERSHIP1',
    };
    expect(await ig.deliverInbound(dm)).toBe(200);
    const [event] = await t.app.ctx.db
      .select()
      .from(inboundEvents)
      .where(eq(inboundEvents.provider_event_id, `msg:${dm.messageId}`));
    expect(event?.company_id).toBe(b.company.id);
  });
});
