import { startFakeGoogle, type FakeGoogle } from '@agenda/fakes/google';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGoogleOAuthClient, createPkcePair, GOOGLE_ENDPOINTS, GoogleOAuthError, parseGoogleCallback } from './oauth.js';

const CLIENT_ID = 'client-123.apps.googleusercontent.com';
const SECRET = 'GOCSPX-secret';
const REDIRECT = 'http://localhost:3000/auth/google/callback';

let google: FakeGoogle;
beforeEach(async () => {
  google = await startFakeGoogle({ clients: [{ clientId: CLIENT_ID, clientSecret: SECRET, redirectUris: [REDIRECT] }] });
});
afterEach(async () => {
  await google.close();
});

const client = (overrides: { clientSecret?: string; clientId?: string } = {}) =>
  createGoogleOAuthClient({
    clientId: overrides.clientId ?? CLIENT_ID,
    clientSecret: overrides.clientSecret ?? SECRET,
    redirectUri: REDIRECT,
    endpoints: google.endpoints,
  });

/** Follows the consent redirect the way the browser would, returning the callback query. */
async function consent(url: string): Promise<URLSearchParams> {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!).searchParams;
}

async function captureError(p: Promise<unknown>): Promise<GoogleOAuthError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GoogleOAuthError);
  return err as GoogleOAuthError;
}

describe('Google OAuth client', () => {
  it('builds the documented consent URL against Google by default', () => {
    const real = createGoogleOAuthClient({ clientId: CLIENT_ID, clientSecret: SECRET, redirectUri: REDIRECT });
    const url = new URL(real.buildAuthUrl({ state: 's1', accessType: 'offline', prompt: 'consent', codeChallenge: 'abc' }));
    expect(url.origin + url.pathname).toBe(GOOGLE_ENDPOINTS.authorization);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'openid email profile',
      state: 's1',
      access_type: 'offline',
      prompt: 'consent',
      code_challenge: 'abc',
      code_challenge_method: 'S256',
    });
  });

  it('runs the whole flow: consent → code → tokens → verified id_token and userinfo', async () => {
    const c = client();
    const { verifier, challenge } = createPkcePair();
    const callback = parseGoogleCallback(
      await consent(c.buildAuthUrl({ state: 'csrf-1', nonce: 'n-1', accessType: 'offline', codeChallenge: challenge })),
    );
    expect(callback).toMatchObject({ ok: true, state: 'csrf-1' });
    if (!callback.ok) throw new Error('unreachable');

    const tokens = await c.exchangeCode({ code: callback.code, codeVerifier: verifier });
    expect(tokens).toMatchObject({ expiresIn: 3599, tokenType: 'Bearer' });
    expect(tokens.refreshToken).toBeTruthy();

    const fromIdToken = await c.verifyIdToken(tokens.idToken!, { nonce: 'n-1' });
    const fromUserinfo = await c.fetchUserInfo(tokens.accessToken);
    expect(fromIdToken).toEqual(fromUserinfo);
    expect(fromUserinfo).toEqual({
      sub: '110169484474386276334',
      email: 'dona.clinica@gmail.com',
      emailVerified: true,
      name: 'Maria Souza',
      givenName: 'Maria',
      familyName: 'Souza',
      picture: 'https://lh3.googleusercontent.com/a/fake-photo',
    });

    const refreshed = await c.refreshAccessToken(tokens.refreshToken!);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
  });

  it('rejects an id_token for another audience or with the wrong nonce', async () => {
    const c = client();
    const q = await consent(c.buildAuthUrl({ state: 's', nonce: 'n' }));
    const { idToken } = await c.exchangeCode({ code: q.get('code')! });
    expect((await captureError(c.verifyIdToken(idToken!, { nonce: 'other' }))).error).toBe('invalid_id_token');
    expect((await captureError(client({ clientId: 'someone-else' }).verifyIdToken(idToken!))).message).toMatch(/aud/);
    expect((await captureError(c.verifyIdToken('not.a.jwt'))).error).toBe('invalid_id_token');
  });

  it('maps token endpoint errors', async () => {
    const c = client();
    const code = (await consent(c.buildAuthUrl({ state: 's' }))).get('code')!;
    await c.exchangeCode({ code });
    expect(await captureError(c.exchangeCode({ code }))).toMatchObject({ httpStatus: 400, error: 'invalid_grant', retryable: false });
    const code2 = (await consent(c.buildAuthUrl({ state: 's' }))).get('code')!;
    expect(await captureError(client({ clientSecret: 'bad' }).exchangeCode({ code: code2 }))).toMatchObject({
      httpStatus: 401,
      error: 'invalid_client',
    });
    expect(await captureError(c.fetchUserInfo('ya29.invalid'))).toMatchObject({ httpStatus: 401 });
    const down = createGoogleOAuthClient({
      clientId: 'x',
      clientSecret: 'y',
      redirectUri: REDIRECT,
      endpoints: { token: 'http://127.0.0.1:1/token' },
    });
    expect(await captureError(down.exchangeCode({ code: 'c' }))).toMatchObject({ httpStatus: null, retryable: true });
  });

  it('parses denied and malformed callbacks', async () => {
    google.denyNext();
    expect(parseGoogleCallback(await consent(client().buildAuthUrl({ state: 's9' })))).toEqual({
      ok: false,
      error: 'access_denied',
      state: 's9',
    });
    expect(parseGoogleCallback({})).toEqual({ ok: false, error: 'missing_code', state: undefined });
    expect(parseGoogleCallback({ code: ['a', 'b'] })).toEqual({ ok: false, error: 'missing_code', state: undefined });
  });
});
