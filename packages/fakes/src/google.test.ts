import { createHash, createPublicKey, createVerify } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from './google.js';

const CLIENT = {
  clientId: 'client-123.apps.googleusercontent.com',
  clientSecret: 'GOCSPX-secret',
  redirectUris: ['http://localhost:3000/auth/google/callback'],
};
let google: FakeGoogle;
beforeEach(async () => {
  google = await startFakeGoogle({ clients: [CLIENT] });
});
afterEach(async () => {
  await google.close();
});

function authUrl(extra: Record<string, string> = {}) {
  const u = new URL(google.endpoints.authorization);
  for (const [k, v] of Object.entries({
    client_id: CLIENT.clientId,
    redirect_uri: CLIENT.redirectUris[0]!,
    response_type: 'code',
    scope: 'openid email profile',
    state: 'xyz',
    ...extra,
  }))
    u.searchParams.set(k, v);
  return u.toString();
}

async function consent(extra: Record<string, string> = {}) {
  const res = await fetch(authUrl(extra), { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') ? new URL(res.headers.get('location')!) : null };
}

function token(form: Record<string, string>) {
  return fetch(google.endpoints.token, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
}

describe('fake Google OAuth', () => {
  it('redirects back with code and state, then exchanges the code once', async () => {
    const { status, location } = await consent({ access_type: 'offline', nonce: 'n1' });
    expect(status).toBe(302);
    expect(location!.origin + location!.pathname).toBe(CLIENT.redirectUris[0]);
    expect(location!.searchParams.get('state')).toBe('xyz');
    const code = location!.searchParams.get('code')!;
    const form = {
      code,
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
      redirect_uri: CLIENT.redirectUris[0]!,
      grant_type: 'authorization_code',
    };
    const res = await token(form);
    expect(res.status).toBe(200);
    const json = (await res.json()) as Record<string, any>;
    expect(json).toMatchObject({
      expires_in: 3599,
      token_type: 'Bearer',
      scope: 'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
    });
    expect(json.access_token).toMatch(/^ya29\./);
    expect(json.refresh_token).toBeTruthy();

    // id_token is an RS256 JWT verifiable with the published JWKS.
    const [h, p, s] = (json.id_token as string).split('.');
    const header = JSON.parse(Buffer.from(h!, 'base64url').toString());
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    expect(header).toMatchObject({ alg: 'RS256', typ: 'JWT' });
    expect(claims).toMatchObject({
      iss: 'https://accounts.google.com',
      aud: CLIENT.clientId,
      sub: '110169484474386276334',
      email_verified: true,
      nonce: 'n1',
    });
    const jwks = (await (await fetch(google.endpoints.jwks)).json()) as { keys: Array<Record<string, unknown>> };
    const key = createPublicKey({ key: jwks.keys.find((k) => k.kid === header.kid) as never, format: 'jwk' });
    expect(createVerify('RSA-SHA256').update(`${h}.${p}`).verify(key, Buffer.from(s!, 'base64url'))).toBe(true);

    const reused = await token(form);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ error: 'invalid_grant', error_description: 'Bad Request' });

    const info = await fetch(google.endpoints.userinfo, { headers: { authorization: `Bearer ${json.access_token}` } });
    expect(await info.json()).toEqual({
      sub: '110169484474386276334',
      email: 'dona.clinica@gmail.com',
      email_verified: true,
      name: 'Maria Souza',
      given_name: 'Maria',
      family_name: 'Souza',
      picture: 'https://lh3.googleusercontent.com/a/fake-photo',
    });
    expect((await fetch(`${google.url}/userinfo`, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
  });

  it('refuses unregistered redirect URIs with an error page, and unknown clients', async () => {
    const bad = await fetch(authUrl({ redirect_uri: 'https://evil.example/cb' }), { redirect: 'manual' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('redirect_uri_mismatch');
    expect((await fetch(authUrl({ client_id: 'other' }), { redirect: 'manual' })).status).toBe(401);
  });

  it('redirects with error=access_denied when the user refuses', async () => {
    google.denyNext();
    const { location } = await consent();
    expect(location!.searchParams.get('error')).toBe('access_denied');
    expect(location!.searchParams.get('state')).toBe('xyz');
    expect(location!.searchParams.get('code')).toBeNull();
  });

  it('checks client secret, redirect_uri and PKCE at the token endpoint', async () => {
    const verifier = 'v'.repeat(43);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const code1 = (await consent({ code_challenge: challenge, code_challenge_method: 'S256' })).location!.searchParams.get('code')!;
    const base = {
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
      redirect_uri: CLIENT.redirectUris[0]!,
      grant_type: 'authorization_code',
    };
    expect((await token({ ...base, code: code1, code_verifier: 'wrong' })).status).toBe(400);
    const code2 = (await consent({ code_challenge: challenge, code_challenge_method: 'S256' })).location!.searchParams.get('code')!;
    expect((await token({ ...base, code: code2, code_verifier: verifier })).status).toBe(200);
    const code3 = (await consent()).location!.searchParams.get('code')!;
    expect((await token({ ...base, code: code3, client_secret: 'bad' })).status).toBe(401);
    const code4 = (await consent()).location!.searchParams.get('code')!;
    expect(await (await token({ ...base, code: code4, redirect_uri: 'http://localhost:3000/other' })).json()).toMatchObject({
      error: 'redirect_uri_mismatch',
    });
  });

  it('refreshes tokens and logs in queued users', async () => {
    google.nextUser({ sub: '2', email: 'joao@gmail.com', name: 'João' });
    const code = (await consent({ access_type: 'offline' })).location!.searchParams.get('code')!;
    const base = { client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret };
    const first = (await (
      await token({ ...base, code, redirect_uri: CLIENT.redirectUris[0]!, grant_type: 'authorization_code' })
    ).json()) as Record<string, string>;
    const refreshed = (await (await token({ ...base, grant_type: 'refresh_token', refresh_token: first.refresh_token! })).json()) as Record<
      string,
      string
    >;
    expect(refreshed.access_token).not.toBe(first.access_token);
    expect(refreshed.refresh_token).toBeUndefined();
    const info = (await (
      await fetch(google.endpoints.userinfo, { headers: { authorization: `Bearer ${refreshed.access_token}` } })
    ).json()) as Record<string, string>;
    expect(info).toMatchObject({ sub: '2', email: 'joao@gmail.com', name: 'João' });
  });

  it('serves a discovery document pointing at itself', async () => {
    const doc = (await (await fetch(google.endpoints.discovery)).json()) as Record<string, string>;
    expect(doc).toMatchObject({
      issuer: 'https://accounts.google.com',
      token_endpoint: google.endpoints.token,
      jwks_uri: google.endpoints.jwks,
    });
  });
});
