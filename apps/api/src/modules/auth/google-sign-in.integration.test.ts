import { startFakeGoogle, type FakeGoogle } from '@agenda/fakes/google';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';

const CLIENT_ID = 'agenda-test.apps.googleusercontent.com';
const CLIENT_SECRET = 'GOCSPX-test-secret';
const USER_REDIRECT = 'http://localhost:3000/user/auth/google/callback';
const ADMIN_REDIRECT = 'http://localhost:3000/admin/auth/google/callback';
const PROVIDER_FAILURE = 'Something went wrong logging you in using Google. Please try again.';
const CALENDAR = 'https://www.googleapis.com/auth/calendar.events';

describe('Google sign-in against the fake provider', () => {
  let google: FakeGoogle;
  let t: TTestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    google = await startFakeGoogle({
      clients: [{ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: [USER_REDIRECT, ADMIN_REDIRECT] }],
    });
    t = await startTestApp({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_REDIRECT_URI: USER_REDIRECT,
      GOOGLE_ADMIN_REDIRECT_URI: ADMIN_REDIRECT,
      GOOGLE_AUTH_URL: google.endpoints.authorization,
      GOOGLE_TOKEN_URL: google.endpoints.token,
      GOOGLE_USERINFO_URL: google.endpoints.userinfo,
      GOOGLE_JWKS_URL: google.endpoints.jwks,
    });
    api = apiClient(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  /** The browser's walk: redirect_url + state → Google consent → our callback → the SPA login URL. */
  async function consent(kind: 'user' | 'admin', query = ''): Promise<{ code: string; state: string | null; spa: URL }> {
    const res = await api.call('GET', `/${kind}/auth/google/get_redirect_url${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const state = `csrf-${Math.random().toString(36).slice(2)}`;
    const atGoogle = await fetch(`${res.body.redirect_url}&state=${state}`, { redirect: 'manual' });
    expect(atGoogle.status).toBe(302);
    const callback = new URL(atGoogle.headers.get('location')!);
    expect(callback.origin + callback.pathname).toBe(kind === 'admin' ? ADMIN_REDIRECT : USER_REDIRECT);
    const back = await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    expect(back.statusCode).toBe(302);
    const spa = new URL(back.headers.location as string, 'http://spa.local');
    return { code: spa.searchParams.get('google_auth_code') ?? '', state: spa.searchParams.get('state'), spa };
  }

  it('hands out the consent URL without state, with calendar scope only when asked', async () => {
    const plain = new URL((await api.call('GET', '/user/auth/google/get_redirect_url')).body.redirect_url);
    expect(plain.origin + plain.pathname).toBe(google.endpoints.authorization);
    expect(plain.searchParams.has('state')).toBe(false);
    expect(Object.fromEntries(plain.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      redirect_uri: USER_REDIRECT,
      response_type: 'code',
      scope: 'openid email profile',
    });

    const withCalendar = new URL((await api.call('GET', '/user/auth/google/get_redirect_url?includeCalendar=true')).body.redirect_url);
    expect(withCalendar.searchParams.get('scope')).toBe(`openid email profile ${CALENDAR}`);
    const without = new URL((await api.call('GET', '/user/auth/google/get_redirect_url?includeCalendar=false')).body.redirect_url);
    expect(without.searchParams.get('scope')).toBe('openid email profile');

    const admin = new URL((await api.call('GET', '/admin/auth/google/get_redirect_url')).body.redirect_url);
    expect(admin.searchParams.get('redirect_uri')).toBe(ADMIN_REDIRECT);

    expect(await api.call('GET', '/user/auth/facebook/get_redirect_url')).toMatchObject({
      status: 404,
      body: { message: 'Provedor não suportado.' },
    });
    expect((await api.call('POST', '/admin/auth/github/verify', { body: { code: 'x' } })).status).toBe(404);
  });

  it('signs in an existing user, records the calendar grant, and refuses the replayed code', async () => {
    const token = await api.signUp({ name: 'Maria Souza', email: 'Dona.Clinica@gmail.com', phone: '(11) 97777-1234' });
    expect((await api.loggedUser(token)).status).toBe(200);

    // Login without calendar: no integration recorded even with sync_calendars.
    const first = await consent('user');
    expect(first.spa.pathname).toBe('/login');
    expect(first.state).toMatch(/^csrf-/);
    const signedIn = await api.call('POST', '/user/auth/google/verify', { body: { code: first.code, sync_calendars: true } });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const calendarFlag = async (tk: string) =>
      (
        await api.call('POST', '/user/graphql/query?caller=loggedUser', {
          token: tk,
          body: { query: '{ loggedUser { email has_google_calendar_integration } }' },
        })
      ).body.data.loggedUser;
    expect(await calendarFlag(signedIn.body.token)).toEqual({ email: 'dona.clinica@gmail.com', has_google_calendar_integration: false });

    // The same code again: Google answers invalid_grant.
    expect(await api.call('POST', '/user/auth/google/verify', { body: { code: first.code } })).toMatchObject({
      status: 422,
      body: { message: PROVIDER_FAILURE },
    });
    expect(await api.call('POST', '/user/auth/google/verify', { body: { code: 'made-up' } })).toMatchObject({
      status: 422,
      body: { message: PROVIDER_FAILURE },
    });
    expect((await api.call('POST', '/user/auth/google/verify', { body: {} })).status).toBe(422);

    // Calendar granted but sync not asked: still nothing.
    const noSync = await consent('user', '?includeCalendar=true');
    const s2 = await api.call('POST', '/user/auth/google/verify', { body: { code: noSync.code, sync_calendars: false } });
    expect(await calendarFlag(s2.body.token)).toMatchObject({ has_google_calendar_integration: false });

    // Calendar granted and sync asked.
    const withCalendar = await consent('user', '?includeCalendar=true');
    const s3 = await api.call('POST', '/user/auth/google/verify', { body: { code: withCalendar.code, sync_calendars: true } });
    expect(s3.status).toBe(200);
    expect(await calendarFlag(s3.body.token)).toMatchObject({ has_google_calendar_integration: true });
  });

  it('links the calendar to the logged-in user when a user token is sent', async () => {
    const token = await api.signUp({ name: 'Bia Alves', email: 'bia@example.com', phone: '(11) 96666-1234' });
    google.nextUser({ sub: '2001', email: 'bia.outra.conta@gmail.com', emailVerified: true, name: 'Bia' });
    const { code } = await consent('user', '?includeCalendar=true');
    const res = await api.call('POST', '/user/auth/google/verify', { token, body: { code, sync_calendars: true } });
    expect(res).toMatchObject({ status: 200, body: { token } });
    const me = await api.call('POST', '/user/graphql/query?caller=loggedUser', {
      token,
      body: { query: '{ loggedUser { email has_google_calendar_integration } }' },
    });
    expect(me.body.data.loggedUser).toEqual({ email: 'bia@example.com', has_google_calendar_integration: true });
  });

  it('answers 404 for an e-mail without an account and 422 for an unverified e-mail', async () => {
    google.nextUser({ sub: '3001', email: 'ninguem@gmail.com', emailVerified: true });
    const unknown = await api.call('POST', '/user/auth/google/verify', { body: { code: (await consent('user')).code } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/Crie sua conta com seu WhatsApp/);

    await api.signUp({ name: 'Caio Reis', email: 'caio@gmail.com', phone: '(11) 95555-1234' });
    google.nextUser({ sub: '3002', email: 'caio@gmail.com', emailVerified: false });
    const unverified = await api.call('POST', '/user/auth/google/verify', { body: { code: (await consent('user')).code } });
    expect(unverified.status).toBe(422);
    expect(unverified.body.message).toMatch(/não está verificado/);
    expect(unverified.body.token).toBeUndefined();
  });

  it('forwards a refused consent to the SPA as google_auth_error', async () => {
    google.denyNext();
    const { spa, code } = await consent('user');
    expect(code).toBe('');
    expect(spa.searchParams.get('google_auth_error')).toBe('access_denied');
    expect(spa.searchParams.get('state')).toMatch(/^csrf-/);
  });

  it('lets configured admins in and keeps other Google accounts out', async () => {
    google.nextUser({ sub: '4001', email: 'Admin@AgendaInteligente.com.br', emailVerified: true, name: 'Admin' });
    const allowed = await consent('admin');
    expect(allowed.spa.pathname).toBe('/admin/login');
    const ok = await api.call('POST', '/admin/auth/google/verify', { body: { code: allowed.code } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.admin).toMatchObject({ email: 'admin@agendainteligente.com.br' });
    expect((await api.call('GET', '/admin/auth/get', { token: ok.body.token })).status).toBe(200);
    expect((await api.call('POST', '/admin/auth/google/verify', { body: { code: allowed.code } })).body.message).toBe(PROVIDER_FAILURE);

    google.nextUser({ sub: '4002', email: 'dona.clinica@gmail.com', emailVerified: true });
    const denied = await api.call('POST', '/admin/auth/google/verify', { body: { code: (await consent('admin')).code } });
    expect(denied).toMatchObject({ status: 403, body: { message: 'Conta não autorizada.' } });
    expect(denied.body.token).toBeUndefined();

    // A user-flow code cannot be used on the admin endpoint (different redirect_uri).
    const userCode = (await consent('user')).code;
    expect((await api.call('POST', '/admin/auth/google/verify', { body: { code: userCode } })).status).toBe(422);
  });
});

describe('Google sign-in not configured', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('answers 503 on every Google call', async () => {
    const api = apiClient(t.app);
    for (const [method, url] of [
      ['GET', '/user/auth/google/get_redirect_url?includeCalendar=true'],
      ['POST', '/user/auth/google/verify'],
      ['GET', '/admin/auth/google/get_redirect_url'],
      ['POST', '/admin/auth/google/verify'],
    ] as const) {
      expect(await api.call(method, url, method === 'POST' ? { body: { code: 'abc' } } : {}), url).toMatchObject({
        status: 503,
        body: { message: 'Login com Google não configurado.' },
      });
    }
  });
});

describe('Google admin sign-in without ADMIN_PASSWORD', () => {
  it('creates the configured admin on first Google sign-in (no password login possible)', async () => {
    const google = await startFakeGoogle({ defaultUser: { sub: '5001', email: 'ops@agenda.test', emailVerified: true } });
    const t = await startTestApp({
      ADMIN_EMAILS: 'ops@agenda.test',
      ADMIN_PASSWORD: '',
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_REDIRECT_URI: USER_REDIRECT,
      GOOGLE_ADMIN_REDIRECT_URI: ADMIN_REDIRECT,
      GOOGLE_AUTH_URL: google.endpoints.authorization,
      GOOGLE_TOKEN_URL: google.endpoints.token,
      GOOGLE_JWKS_URL: google.endpoints.jwks,
    });
    try {
      const api = apiClient(t.app);
      const url = (await api.call('GET', '/admin/auth/google/get_redirect_url')).body.redirect_url as string;
      const code = new URL((await fetch(`${url}&state=s`, { redirect: 'manual' })).headers.get('location')!).searchParams.get('code')!;
      const res = await api.call('POST', '/admin/auth/google/verify', { body: { code } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.admin).toMatchObject({ email: 'ops@agenda.test', name: 'ops' });
      expect((await api.call('POST', '/admin/auth/sign_in', { body: { email: 'ops@agenda.test', password: '' } })).status).toBe(422);
    } finally {
      await t.close();
      await google.close();
    }
  });
});
