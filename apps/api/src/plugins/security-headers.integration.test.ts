// The security headers every answer carries, pinned literally (written against @fastify/helmet 13.2.0 with
// the app's options, before the headers were built once per app): JSON, HTML, static files, errors, the
// GraphiQL routes' own policy and the CORS preflight that answers before them. Any header added, dropped or
// changed on any of these routes fails here.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../test/harness.js';

const APP_CSP =
  "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
  "img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';" +
  "style-src 'self' https: 'unsafe-inline';upgrade-insecure-requests;connect-src 'self' ws: wss:";
const IDE_CSP =
  "default-src 'self';base-uri 'self';font-src 'self' data: https://unpkg.com;form-action 'self';frame-ancestors 'self';" +
  "img-src 'self' data: blob: https://unpkg.com;object-src 'none';script-src 'self' https://unpkg.com;script-src-attr 'none';" +
  "style-src 'self' 'unsafe-inline' https://unpkg.com;connect-src 'self';worker-src 'self' blob:";
const SECURITY = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const JSON_TYPE = 'application/json; charset=utf-8';
const LIMITED = { 'x-ratelimit-limit': '100000' };
// What changes between runs (the clock, the file's times, the rate limit's count) is left out.
const VOLATILE = new Set(['date', 'etag', 'last-modified', 'content-length', 'x-ratelimit-remaining', 'x-ratelimit-reset']);

type TCase = {
  name: string;
  request: { method: string; url: string; headers?: Record<string, string>; payload?: string };
  status: number;
  headers: Record<string, string>;
};
const json = { 'content-type': 'application/json' };
/** An answer's headers: the security headers first (as helmet sets them in onRequest), then the route's. */
const secured = (headers: Record<string, string>, csp = APP_CSP) => ({ 'content-security-policy': csp, ...SECURITY, ...headers });
const jsonAnswer = (headers: Record<string, string> = {}) =>
  secured({ vary: 'Origin', ...headers, 'content-type': JSON_TYPE, connection: 'keep-alive' });
const CASES: TCase[] = [
  { name: 'JSON', request: { method: 'GET', url: '/health' }, status: 200, headers: jsonAnswer(LIMITED) },
  { name: 'HEAD', request: { method: 'HEAD', url: '/health' }, status: 200, headers: jsonAnswer(LIMITED) },
  {
    name: 'JSON with an allowed origin',
    request: { method: 'GET', url: '/health', headers: { origin: 'http://localhost:5173' } },
    status: 200,
    headers: jsonAnswer({ 'access-control-allow-origin': 'http://localhost:5173', 'access-control-allow-credentials': 'true', ...LIMITED }),
  },
  {
    name: 'the SPA (HTML)',
    request: { method: 'GET', url: '/agendar/x' },
    status: 200,
    headers: secured({
      vary: 'Origin, accept-encoding',
      'cache-control': 'no-cache',
      'accept-ranges': 'bytes',
      'content-type': 'text/html; charset=utf-8',
      connection: 'keep-alive',
    }),
  },
  {
    name: 'a hashed asset',
    request: { method: 'GET', url: '/assets/main-AbCdEf12.js' },
    status: 200,
    headers: secured({
      vary: 'Origin, accept-encoding',
      'accept-ranges': 'bytes',
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      connection: 'keep-alive',
    }),
  },
  {
    name: 'text',
    request: { method: 'GET', url: '/robots.txt' },
    status: 200,
    headers: secured({
      vary: 'Origin',
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
      connection: 'keep-alive',
    }),
  },
  {
    name: 'GraphQL',
    request: { method: 'POST', url: '/general/graphql/query', headers: json, payload: JSON.stringify({ query: '{ plans { title } }' }) },
    status: 200,
    headers: jsonAnswer(LIMITED),
  },
  {
    name: 'malformed JSON (400)',
    request: { method: 'POST', url: '/general/graphql/query', headers: json, payload: '{"query":' },
    status: 400,
    headers: secured({ vary: 'Origin', ...LIMITED, connection: 'close', 'content-type': JSON_TYPE }),
  },
  {
    name: 'no session (401)',
    request: { method: 'POST', url: '/client/x/schedule/book', headers: json, payload: '{}' },
    status: 401,
    headers: jsonAnswer(),
  },
  { name: 'an API path not found (404)', request: { method: 'GET', url: '/user/nothing-here' }, status: 404, headers: jsonAnswer() },
  {
    name: 'GraphiQL (its own policy, HTML)',
    request: { method: 'GET', url: '/user/graphql/ide' },
    status: 200,
    headers: secured({ vary: 'Origin', ...LIMITED, 'content-type': 'text/html; charset=utf-8', connection: 'keep-alive' }, IDE_CSP),
  },
  {
    name: "GraphiQL's script",
    request: { method: 'GET', url: '/user/graphql/ide/start.js' },
    status: 200,
    headers: secured(
      { vary: 'Origin', ...LIMITED, 'content-type': 'application/javascript; charset=utf-8', connection: 'keep-alive' },
      IDE_CSP,
    ),
  },
  {
    name: 'a CORS preflight (answered before the security headers)',
    request: {
      method: 'OPTIONS',
      url: '/user/auth/sign_in_with_password',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    },
    status: 204,
    headers: {
      vary: 'Origin, Access-Control-Request-Headers',
      'access-control-allow-origin': 'http://localhost:5173',
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET,HEAD,POST',
      connection: 'keep-alive',
    },
  },
];

describe('security headers', () => {
  let t: TTestApp;
  let web: string;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'agenda-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><html><body>spa</body></html>');
    writeFileSync(join(web, 'assets', 'main-AbCdEf12.js'), 'console.log(1)');
    // Development: the GraphiQL routes (and their policy) exist only there; nothing else differs by environment.
    t = await startTestApp({ NODE_ENV: 'development', WEB_DIST_DIR: web });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('are the same on every kind of route, twice in a row', async () => {
    for (let round = 0; round < 2; round++)
      for (const c of CASES) {
        const res = await t.app.inject(c.request as never);
        expect(res.statusCode, c.name).toBe(c.status);
        const headers = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !VOLATILE.has(name)));
        expect(headers, c.name).toEqual(c.headers);
      }
  });
});
