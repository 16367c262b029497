// Issue 8, defect 11a: an image over 5 MB was sometimes cut to 5 MB and accepted. It happened when
// the bytes up to the limit arrived (and were read) before the byte that crossed it.
import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { UPLOAD_LIMITS } from '@agenda/shared/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, type TFixture } from '../scheduling/test-fixtures.js';
import { readWholeFile } from './read-image.js';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082',
  'hex',
);
const LIMIT = UPLOAD_LIMITS.photo;

/** Posts a multipart body in two pieces: everything up to exactly `LIMIT` file bytes, then the rest once the first piece was taken. */
function postInTwoPieces(
  url: string,
  token: string,
  fields: Record<string, string>,
  fileSize: number,
): Promise<{ status: number; body: string }> {
  const boundary = `----agenda${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const file = Buffer.concat([PNG, Buffer.alloc(fileSize - PNG.length, 7)]);
  const first = Buffer.concat([head, file.subarray(0, LIMIT)]);
  const rest = Buffer.concat([file.subarray(LIMIT), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': first.length + rest.length,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    const sendRest = () => setTimeout(() => req.end(rest), 100);
    if (req.write(first)) sendRest();
    else req.once('drain', sendRest);
  });
}

describe('oversize images are refused every time (issue 8, defect 11a)', () => {
  let t: TTestApp;
  let fx: TFixture;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp();
    fx = await buildFixture(t.app, { calendars: 1 });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const storedFiles = () => {
    const dir = join(t.app.ctx.config.UPLOADS_DIR, fx.company.id);
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it('a part whose stream was marked truncated after its last chunk is 413, not a cut file', async () => {
    const file = Object.assign(Readable.from([]), { truncated: true, bytesRead: 1000 });
    await expect(readWholeFile({ toBuffer: async () => Buffer.alloc(1000), file }, 1000).then(() => 'accepted')).rejects.toMatchObject({
      status: 413,
    });
  });

  it('company logo and cover: 413 for files just over 5 MB, arriving in pieces that end at the limit', async () => {
    for (const extra of [1, 10, 4096, 300_000]) {
      const res = await postInTwoPieces(`${base}/user/${fx.company.id}/company/upload_image`, fx.token, { kind: 'avatar' }, LIMIT + extra);
      expect(res.status, `${extra} bytes over: ${res.body}`).toBe(413);
      expect(JSON.parse(res.body).message).toBe('A imagem passa de 5 MB. Escolha uma imagem menor.');
    }
    expect(storedFiles()).toEqual([]);
  });

  it('service image: the same', async () => {
    const service = fx.services[0]!;
    for (const extra of [1, 4096]) {
      const res = await postInTwoPieces(`${base}/user/${fx.company.id}/service/${service.id}/upload_image`, fx.token, {}, LIMIT + extra);
      expect(res.status, `${extra} bytes over: ${res.body}`).toBe(413);
    }
    expect(storedFiles()).toEqual([]);
  });

  it('a file of exactly 5 MB is accepted', async () => {
    const res = await postInTwoPieces(`${base}/user/${fx.company.id}/company/upload_image`, fx.token, { kind: 'cover' }, LIMIT);
    expect(res.status, res.body).toBe(200);
    expect(storedFiles()).toHaveLength(1);
  });
});
