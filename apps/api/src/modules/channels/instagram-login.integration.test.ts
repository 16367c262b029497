import { startFakeInstagram, type FakeInstagram } from '@agenda/fakes/instagram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { apiClient } from '../../test/api-client.js';
import { credentialsOf } from './repo.js';
import { INSTAGRAM_EXCHANGE_FAILED, INSTAGRAM_NOT_CONFIGURED, INSTAGRAM_STATE_INVALID } from './instagram-login.js';
import { INSTAGRAM_FEATURE_REQUIRED } from './service-meta.js';
import { INSTAGRAM_ACCOUNT_TAKEN } from './ownership.js';

const APP_ID = '990602627938098';
const IG_ID = '17841405822304914';
const REDIRECT = 'https://app.agenda.test/app/integracoes/instagram';

describe('Instagram Login (Business Login for Instagram)', () => {
  let ig: FakeInstagram;
  let t: TTestApp;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  let other: string;
  let company: { id: string };
  let otherCompany: { id: string };

  beforeAll(async () => {
    ig = await startFakeInstagram({
      accessToken: 'IGAA-long-lived-token',
      igUserId: IG_ID,
      oauth: { appId: APP_ID, appSecret: 'ig-app-secret', username: 'barbearia.da.ana', redirectUris: [REDIRECT] },
    });
    t = await startTestApp({
      INSTAGRAM_APP_ID: APP_ID,
      INSTAGRAM_APP_SECRET: 'ig-app-secret',
      INSTAGRAM_REDIRECT_URI: REDIRECT,
      INSTAGRAM_OAUTH_BASE_URL: ig.url,
      INSTAGRAM_API_BASE_URL: ig.url,
      INSTAGRAM_BASE_URL: ig.url,
      SECRETARY_WORKER: 'off',
    });
    api = apiClient(t.app);
    token = await api.signUp({ name: 'Ana Dona', email: 'ana@example.com', phone: '+5511987650011' });
    company = await api.createCompany(token, '+5511987650011', 'Barbearia da Ana');
    other = await api.signUp({ name: 'Bia Outra', email: 'bia@example.com', phone: '+5511987650012' });
    otherCompany = await api.createCompany(other, '+5511987650012', 'Salão da Bia');
  });
  afterAll(async () => {
    await t.close();
    await ig.close();
  });

  const redirectUrl = (companyId: string, tk = token) =>
    api.call('GET', `/user/auth/instagram/get_redirect_url?company_id=${companyId}`, { token: tk });
  const verify = (body: unknown, tk = token) => api.call('POST', '/user/auth/instagram/verify', { token: tk, body });
  /** get_redirect_url, then the person taps "Permitir" on the (fake) Instagram window. */
  async function authorize(companyId = company.id, tk = token) {
    const res = await redirectUrl(companyId, tk);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const back = new URL(await ig.authorize(res.body.redirect_url as string));
    return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, redirect_url: res.body.redirect_url as string };
  }

  it('needs the instagram extra feature (403) before going to Instagram', async () => {
    const res = await redirectUrl(company.id);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(INSTAGRAM_FEATURE_REQUIRED);
    const enabled = await api.call('POST', `/user/${company.id}/subscription/enable_subscription_extra_feature`, {
      token,
      body: { feature_key: 'instagram' },
    });
    expect(enabled.status).toBe(200);
  });

  it('builds the documented authorize URL with a signed state', async () => {
    const res = await redirectUrl(company.id);
    expect(res.status).toBe(200);
    const url = new URL(res.body.redirect_url as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${ig.url}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: APP_ID,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'instagram_business_basic,instagram_business_manage_messages',
    });
    expect(url.searchParams.get('state')).toBe(res.body.state);
    expect((res.body.state as string).split('.')).toHaveLength(3);
  });

  it('connects the account: code → short-lived → long-lived → /me → integration', async () => {
    const { code, state } = await authorize();
    const res = await verify({ code, state });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.integration).toMatchObject({
      company_id: company.id,
      channel: 'instagram',
      identifier: 'instagram',
      connection_status: 'connected',
      login: 'barbearia.da.ana',
      meta: { ig_account_id: IG_ID, username: 'barbearia.da.ana' },
    });
    const creds = await credentialsOf(t.app.ctx.db, res.body.integration.id as string);
    expect(creds?.access_token).toBe('IGAA-long-lived-token');
    expect(creds?.data).toMatchObject({ token_type: 'long_lived', connected_via: 'instagram_login' });
    expect(new Date(String(creds?.data.expires_at)).getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
    expect(ig.codes.at(-1)!.used).toBe(true);

    // Connecting again updates the same integration instead of adding one.
    const again = await authorize();
    const second = await verify(again);
    expect(second.status).toBe(200);
    expect(second.body.integration.id).toBe(res.body.integration.id);
    const list = await api.call('GET', `/user/${company.id}/integrations`, { token });
    expect(list.body.integrations.filter((i: { channel: string }) => i.channel === 'instagram')).toHaveLength(1);
  });

  it("refuses an account another company holds, even through Instagram's own login (409)", async () => {
    const enabled = await api.call('POST', `/user/${otherCompany.id}/subscription/enable_subscription_extra_feature`, {
      token: other,
      body: { feature_key: 'instagram' },
    });
    expect(enabled.status).toBe(200);
    // Bia's Instagram login returns Ana's account (the fake has one): Ana keeps it, Bia gets nothing.
    const res = await verify(await authorize(otherCompany.id, other), other);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(INSTAGRAM_ACCOUNT_TAKEN);
    const mine = await api.call('GET', `/user/${otherCompany.id}/integrations`, { token: other });
    expect(mine.body.integrations).toHaveLength(0);
    const ana = await api.call('GET', `/user/${company.id}/integrations`, { token });
    expect(ana.body.integrations).toMatchObject([{ channel: 'instagram', connection_status: 'connected', meta: { ig_account_id: IG_ID } }]);
  });

  it('refuses a forged, foreign, missing or expired state (422) and a used code', async () => {
    const { code, state } = await authorize();
    const [h, p, s] = state.split('.');
    const forged = `${h}.${p}.${s!.slice(0, -2)}${s!.endsWith('AA') ? 'BB' : 'AA'}`;
    const bad = await verify({ code, state: forged });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe(INSTAGRAM_STATE_INVALID);
    expect((await verify({ code, state: 'not-a-state' })).status).toBe(422);
    expect((await verify({ code })).status).toBe(422);
    // Another user cannot redeem a state issued to Ana, even for a company of their own.
    expect((await verify({ code, state }, other)).status).toBe(422);
    // None of that spent the code.
    expect(ig.codes.find((c) => c.code === code)!.used).toBe(false);
    t.clock.advance(11 * 60_000);
    const expired = await verify({ code, state });
    expect(expired.status).toBe(422);
    expect(expired.body.message).toBe(INSTAGRAM_STATE_INVALID);

    const fresh = await authorize();
    expect((await verify(fresh)).status).toBe(200);
    const reused = await verify(fresh);
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe(INSTAGRAM_EXCHANGE_FAILED);
  });

  it('hides another company (404), validates the query (422) and needs a token (401)', async () => {
    const res = await redirectUrl(otherCompany.id);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Empresa não encontrada.');
    expect((await redirectUrl('not-a-uuid')).status).toBe(404);
    expect((await api.call('GET', '/user/auth/instagram/get_redirect_url', { token })).status).toBe(422);
    expect((await api.call('GET', `/user/auth/instagram/get_redirect_url?company_id=${company.id}`)).status).toBe(401);
  });

  it('answers 503 when the Instagram app is not configured', async () => {
    const bare = await startTestApp({}, undefined);
    try {
      const a = apiClient(bare.app);
      const tk = await a.signUp({ name: 'Caio', email: 'caio@example.com', phone: '+5511987650013' });
      const c = await a.createCompany(tk, '+5511987650013', 'Clínica do Caio');
      const res = await a.call('GET', `/user/auth/instagram/get_redirect_url?company_id=${c.id}`, { token: tk });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(INSTAGRAM_NOT_CONFIGURED);
      expect((await a.call('POST', '/user/auth/instagram/verify', { token: tk, body: { code: 'x', state: 'y' } })).status).toBe(503);
    } finally {
      await bare.close();
    }
  });
});
