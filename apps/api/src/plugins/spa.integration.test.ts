import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../test/harness.js';

describe('SPA serving', () => {
  let t: TTestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Agenda Inteligente</title>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    t = await startTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(() => t.close());

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
});
