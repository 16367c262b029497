import Fastify from 'fastify';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { maskLogLine, maskLogText } from './log-mask.js';
import { loggerOptions } from './logger-options.js';

describe('log masking (issue 8, defect 9)', () => {
  it.each([
    [
      '/webhooks/evolution/2c0a7d1e-8b3f-4c5d-9e6f-012345679289?token=4f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70',
      '/webhooks/evolution/2c0a7d1e-8b3f-4c5d-9e6f-012345679289?token=***',
    ],
    [
      '/webhooks/whatsapp-cloud?hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=verify-me',
      '/webhooks/whatsapp-cloud?hub.mode=subscribe&hub.challenge=***&hub.verify_token=***',
    ],
    ['/user/auth/provider/callback?code=4/0AbCdEf&state=xyz', '/user/auth/provider/callback?code=***&state=***'],
    ['/dev/outbox?phone=%2B5511955550001', '/dev/outbox?phone=***0001'],
    ['Seu código de confirmação é 123456. Ele vale por 10 minutos.', 'Seu código de confirmação é ******. Ele vale por 10 minutos.'],
    [
      'Failed query: insert into "platform_messages" ("phone","body") values ($1,$2)\nparams: +5511966660001,Seu código é 654321.',
      'Failed query: insert into "platform_messages" ("phone","body") values ($1,$2)\nparams: ***0001,Seu código é ******.',
    ],
    ['authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJl', 'authorization: Bearer ***'],
    ['ligue (11) 98888-7777 ou +55 11 98888-7777', 'ligue ***7777 ou ***7777'],
    ['maria.souza@example.com', 'm***@example.com'],
    ['access token EAAGm0PBDj7vW2ZBxyz123456 expired', 'access token *** expired'],
    [
      'connect ECONNREFUSED postgres://agenda:s3cr3t-pass@db:5432/agenda and redis://:hunter2@cache:6379',
      'connect ECONNREFUSED postgres://***@db:5432/agenda and redis://***@cache:6379',
    ],
  ])('masks %s', (input, expected) => {
    expect(maskLogText(input)).toBe(expected);
  });

  it.each([
    'price 123456.78, ratio 1.234567, id 1234567, at 2025-01-01T10:00:00.000Z, port 54321',
    'FST_ERR_CTP_INVALID_JSON_BODY at /app/node_modules/.pnpm/fastify@5.12.8/node_modules/fastify/lib/route.js:12:3',
    'company 0a1b2c3d-0000-4000-8000-000000000001 booked 2 schedules',
  ])('keeps ordinary text: %s', (text) => {
    expect(maskLogText(text)).toBe(text);
  });

  it('keeps every log line valid JSON and leaves numbers alone', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string(),
          fc.oneof(fc.string(), fc.integer(), fc.constantFrom('token=a"b\\c', '\\"+5511988887777\\"', 'é 123456\n')),
        ),
        (obj) => {
          const line = JSON.stringify({ time: 1735689600123, ...obj });
          const parsed = JSON.parse(maskLogLine(line)) as Record<string, unknown>;
          expect(parsed.time).toBe(1735689600123);
          expect(Object.keys(parsed).length).toBe(Object.keys(JSON.parse(line) as object).length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('redacts credential and personal keys, masks values anywhere, and keeps error codes', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: loggerOptions(loadConfig({ LOG_LEVEL: 'info' }), { write: (l) => void lines.push(l) }) });
    const err = Object.assign(new Error('insert failed for +5511977776666 code 246810'), { code: '23505' });
    app.log.info(
      {
        password: 'hunter2-hunter2',
        code: '135790',
        user: { token: 'tok-abc', phone: '+5511977776666' },
        deep: { inner: { access_token: 'xyz-secret' } },
        err,
      },
      'sign-in for ana.maria@example.com',
    );
    await app.close();
    const log = lines.join('');
    for (const leak of ['hunter2', '135790', 'tok-abc', '77776666', 'xyz-secret', '246810', 'ana.maria@']) expect(log).not.toContain(leak);
    const entry = JSON.parse(lines[0]!) as { err: { code: string }; msg: string };
    expect(entry.err.code).toBe('23505');
    expect(entry.msg).toBe('sign-in for a***@example.com');
  });
});
