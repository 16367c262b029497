// Issue 8 §7: the Evolution webhook checks its URL secret before reading the body, and every
// webhook caps its body at what the provider really sends.
import { randomBytes, randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/client.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture } from '../secretary/test-support.js';
import { insertIntegration } from './repo.js';
import { META_WEBHOOK_BODY_LIMIT } from './webhooks.js';

const MIB = 1024 * 1024;

/**
 * Sends the request line, headers and only `firstChunk` of a body announced as `contentLength`
 * bytes (or chunked, when null), then waits for the status line. A server that reads the whole body
 * before answering never answers here: the status can only come back before the body was sent.
 */
function answerBeforeBody(base: string, path: string, contentLength: number | null, firstChunk: Buffer): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let head = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer while the body (${contentLength ?? 'chunked'} bytes) was still unsent`));
    }, 20_000);
    socket.on('error', () => undefined);
    socket.on('data', (d: Buffer) => {
      head += d.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(head);
      if (!match) return;
      clearTimeout(timer);
      socket.destroy();
      resolve(Number(match[1]));
    });
    socket.on('connect', () => {
      const length = contentLength === null ? 'Transfer-Encoding: chunked' : `Content-Length: ${contentLength}`;
      socket.write(`POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\n${length}\r\n\r\n`);
      socket.write(
        contentLength === null
          ? Buffer.concat([Buffer.from(`${firstChunk.length.toString(16)}\r\n`), firstChunk, Buffer.from('\r\n')])
          : firstChunk,
      );
    });
  });
}

describe('webhook bodies', () => {
  let t: TTestApp & { database: TDatabase };
  let base: string;
  let evolutionPath: string;
  let instanceName: string;

  beforeAll(async () => {
    // A 1 MB Evolution cap keeps the over-cap uploads of this file small; the default is 24 MB.
    t = await startTestApp({
      EVOLUTION_WEBHOOK_BODY_LIMIT_MB: '1',
      WHATSAPP_CLOUD_APP_SECRET: 'meta-secret',
      INSTAGRAM_APP_SECRET: 'ig-secret',
      SECRETARY_WORKER: 'off',
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const fx = await buildFixture(t.app, { calendars: 1 });
    const secret = randomBytes(24).toString('hex');
    const id = randomUUID();
    instanceName = `agenda-${id}`;
    const row = await insertIntegration(t.app.ctx.db, {
      id,
      company_id: fx.company.id,
      identifier: 'whatsapp_miau',
      channel: 'whatsapp',
      connection_status: 'connected',
      webhook_secret: secret,
      meta: { instance_name: instanceName },
      created_at: new Date(),
      updated_at: new Date(),
    });
    evolutionPath = `/webhooks/evolution/${row.id}?token=${secret}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 to a wrong Evolution token before the body is sent', async () => {
    const wrong = evolutionPath.replace(/token=.*/, 'token=wrong');
    const firstKiB = Buffer.alloc(64 * 1024, 0x20);
    // 64 MB announced, 64 KB sent: the answer must not wait for the rest.
    expect(await answerBeforeBody(base, wrong, 64 * MIB, firstKiB)).toBe(401);
    expect(await answerBeforeBody(base, wrong, null, firstKiB)).toBe(401);
    expect(await answerBeforeBody(base, '/webhooks/evolution/00000000-0000-4000-8000-000000000000?token=x', 64 * MIB, firstKiB)).toBe(401);
  });

  it('still accepts the Evolution gateway with the right token', async () => {
    const body = {
      event: 'messages.upsert',
      instance: instanceName,
      data: {
        key: { remoteJid: '5511900002222@s.whatsapp.net', fromMe: false, id: 'LIMITS1' },
        message: { conversation: 'oi' },
        messageType: 'conversation',
      },
    };
    const res = await fetch(`${base}${evolutionPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
  });

  it('answers 413 to an Evolution body over EVOLUTION_WEBHOOK_BODY_LIMIT_MB, announced or streamed', async () => {
    expect(await answerBeforeBody(base, evolutionPath, MIB + 1, Buffer.alloc(1024, 0x20))).toBe(413);
    const streamed = await fetch(`${base}${evolutionPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: streamOf(MIB + 1),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('caps the Meta webhooks at the documented 3 MB', async () => {
    for (const path of ['/webhooks/whatsapp-cloud', '/webhooks/instagram']) {
      // At the cap the body is read (and the missing signature refused); one byte more is 413.
      const atCap = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.alloc(META_WEBHOOK_BODY_LIMIT, 0x20),
      });
      expect(atCap.status, path).toBe(401);
      const over = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.alloc(META_WEBHOOK_BODY_LIMIT + 1, 0x20),
      });
      expect(over.status, path).toBe(413);
      expect(await answerBeforeBody(base, path, 64 * MIB, Buffer.alloc(1024, 0x20))).toBe(413);
    }
  });
});

/** A body without Content-Length, sent in 64 KB pieces. */
function streamOf(bytes: number): ReadableStream<Uint8Array> {
  let left = bytes;
  return new ReadableStream({
    pull(controller) {
      if (left <= 0) return controller.close();
      const n = Math.min(left, 64 * 1024);
      left -= n;
      controller.enqueue(new Uint8Array(n).fill(0x20));
    },
  });
}
