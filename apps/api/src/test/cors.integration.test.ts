import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corsDelegator } from '../lib/cors-origins.js';
import { startTestApp, type TTestApp } from './harness.js';

const PUBLIC_URL = 'https://app.agendainteligente.com.br';

describe('CORS allow-list (issue 8, defect 11d)', () => {
  let dev: TTestApp;
  let prod: TTestApp;
  beforeAll(async () => {
    dev = await startTestApp({ PUBLIC_URL, CORS_ORIGINS: 'https://www.agendainteligente.com.br, https://parceiro.example.com:8443' });
    prod = await startTestApp({ NODE_ENV: 'production', JWT_SECRET: '9f2c4e7a1b8d3f60c5e29a7d4b1f8e3c', PUBLIC_URL });
  });
  afterAll(async () => {
    await dev?.close();
    await prod?.close();
  });

  const get = (t: TTestApp, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/health', headers });
  const preflight = (t: TTestApp, origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/user/auth/sign_in_with_password',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
    });

  it('does not reflect a foreign origin, on requests or preflights', async () => {
    for (const t of [dev, prod]) {
      for (const origin of ['https://evil.example.com', 'https://app.agendainteligente.com.br.evil.com', 'null', 'file://x']) {
        const res = await get(t, { origin });
        expect(res.statusCode).toBe(200);
        expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
        expect((await preflight(t, origin)).headers['access-control-allow-origin'], origin).toBeUndefined();
      }
    }
  });

  it('allows PUBLIC_URL, CORS_ORIGINS and the same origin, with credentials', async () => {
    for (const origin of [PUBLIC_URL, 'https://www.agendainteligente.com.br', 'https://parceiro.example.com:8443']) {
      const res = await get(dev, { origin });
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      const pre = await preflight(dev, origin);
      expect(pre.statusCode).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe(origin);
    }
    const prodPublic = await get(prod, { origin: PUBLIC_URL });
    expect(prodPublic.headers['access-control-allow-origin']).toBe(PUBLIC_URL);
    const same = await get(prod, { origin: 'https://api.interna.example:3000', host: 'api.interna.example:3000' });
    expect(same.headers['access-control-allow-origin']).toBe('https://api.interna.example:3000');
  });

  it('requests without an Origin keep working', async () => {
    const res = await get(prod, {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('localhost origins only outside production', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4173', 'http://[::1]:3000']) {
      expect((await get(dev, { origin })).headers['access-control-allow-origin'], origin).toBe(origin);
      expect((await get(prod, { origin })).headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('refuses to start with an invalid CORS_ORIGINS entry', () => {
    expect(() => corsDelegator({ NODE_ENV: 'production', PUBLIC_URL, CORS_ORIGINS: 'not a url' })).toThrow(/CORS_ORIGINS/);
  });
});
