import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { apiClient } from '../../test/api-client.js';

describe('development outbox (issue 8, defect 10)', () => {
  let t: TTestApp;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await startTestApp();
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  it('requires the phone and lists only that phone’s messages', async () => {
    await api.sendCode('+5511955550001', 'sign_up');
    await api.sendCode('+5511955550002', 'sign_up');
    for (const url of ['/dev/outbox', '/dev/outbox?phone=', '/dev/outbox?phone=%20%20']) {
      const res = await api.call('GET', url);
      expect(res.status, url).toBe(422);
      expect(res.body.message).toMatch(/Informe o telefone/);
      expect(JSON.stringify(res.body)).not.toMatch(/\d{6}/);
    }
    // '+' arrives as a space when not encoded; both spellings find the same messages.
    for (const phone of ['%2B5511955550001', '+5511955550001', '11955550001']) {
      const res = await api.call('GET', `/dev/outbox?phone=${phone}`);
      expect(res.status).toBe(200);
      expect(res.body.messages.length).toBe(1);
      expect(res.body.messages.every((m: { phone: string }) => m.phone === '+5511955550001')).toBe(true);
    }
  });

  it('does not exist in production', async () => {
    const prod = await startTestApp({ NODE_ENV: 'production', JWT_SECRET: '9f2c4e7a1b8d3f60c5e29a7d4b1f8e3c' });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/dev/outbox?phone=%2B5511955550001' });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
