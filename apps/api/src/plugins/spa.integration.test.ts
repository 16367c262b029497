import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../test/harness.js';

const BIG_JS = `export const x = ${JSON.stringify('agenda '.repeat(2000))};`;

describe('SPA serving', () => {
  let t: TTestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Agenda Inteligente</title>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    // As the build leaves a hashed chunk: the file and its precompressed copies.
    writeFileSync(join(dist, 'assets', 'index-Bx7Kq2Lm.js'), BIG_JS);
    writeFileSync(join(dist, 'assets', 'index-Bx7Kq2Lm.js.br'), brotliCompressSync(BIG_JS));
    writeFileSync(join(dist, 'assets', 'index-Bx7Kq2Lm.js.gz'), gzipSync(BIG_JS));
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync('<!doctype html><title>Agenda Inteligente</title>'));
    writeFileSync(
      join(dist, 'home.html'),
      '<!doctype html><title>Agenda Inteligente</title><div id="root"><h1>Sua agenda cheia</h1></div>',
    );
    writeFileSync(
      join(dist, 'login.html'),
      '<!doctype html><title>Entrar | Agenda Inteligente</title><div id="root"><h1>Entrar</h1></div>',
    );
    t = await startTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(() => t.close());

  it('serves the pre-rendered home for / and sign-in form for /login (query string included), the bare shell elsewhere', async () => {
    const pages: [string, string][] = [
      ['/', '<h1>Sua agenda cheia</h1>'],
      ['/?utm_source=instagram&cupom=x', '<h1>Sua agenda cheia</h1>'],
      ['/login', '<title>Entrar | Agenda Inteligente</title>'],
      ['/login?redirect_to=%2Fapp%2Fagenda', '<h1>Entrar</h1>'],
    ];
    for (const [url, html] of pages) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toContain(html);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    for (const url of ['/login/cadastre-se', '/login/com-senha?redirect_to=x', '/admin/login']) {
      const body = (await t.app.inject({ method: 'GET', url })).body;
      expect(body, url).not.toContain('<h1>');
      expect(body, url).toContain('Agenda Inteligente');
    }
  });

  it('serves index.html for the app routes and the files as they are', async () => {
    for (const url of ['/', '/app/agenda', '/barbearia-demo/agendar', '/login/cadastre-se?cupom=x']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('Agenda Inteligente');
    }
    const js = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(js.body).toBe('console.log(1)');
  });

  it('answers unknown API paths with the JSON 404 of the spec', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/user/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Page Not Found: /user/nope' });
    const post = await t.app.inject({ method: 'POST', url: '/app/agenda', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('serves the precompressed copy the browser accepts, and caches hashed assets for a year', async () => {
    const url = '/assets/index-Bx7Kq2Lm.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);
    expect(br.rawPayload.length).toBeLessThan(BIG_JS.length / 10);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
  });

  it('never lets a browser keep index.html or an unhashed file without asking again', async () => {
    for (const url of ['/', '/app/agenda', '/assets/app.js']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
