// The two file stores keep the same contract; the S3 one is driven through @aws-sdk/client-s3 against a
// fake speaking the S3 wire format (packages/fakes/src/s3.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeS3, type FakeS3 } from '@agenda/fakes/s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { localFileStore } from './local-store.js';
import { s3FileStore } from './s3-store.js';
import type { TFileStore } from './file-store.js';
import { checkFileToken, signFileUrl } from './signed-url.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');

function contract(name: string, make: () => TFileStore) {
  describe(`${name} file store`, () => {
    it('puts, gets with the MIME type, deletes; a missing key is null', async () => {
      const store = make();
      await store.put('company-a/photo-1', PNG, 'image/png');
      expect(await store.get('company-a/photo-1')).toEqual({ data: PNG, mime: 'image/png' });
      expect(await store.get('company-a/none')).toBeNull();
      await store.delete('company-a/photo-1');
      expect(await store.get('company-a/photo-1')).toBeNull();
      await store.delete('company-a/photo-1');
    });
  });
}

let dir = '';
let s3: FakeS3;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'agenda-files-'));
  s3 = await startFakeS3();
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await s3.close();
});

const s3Config = () =>
  loadConfig({
    FILE_STORAGE: 's3',
    S3_ENDPOINT: s3.url,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  });

contract('local', () => localFileStore(dir));
contract('S3', () => s3FileStore(s3Config()));

describe('S3 wire', () => {
  it('stores the object under the key with its Content-Type and refuses an unknown access key', async () => {
    await s3FileStore(s3Config()).put('company-a/audio-1', Buffer.from('ID3abc'), 'audio/mpeg');
    expect(s3.objects.get('company-a/audio-1')).toMatchObject({ contentType: 'audio/mpeg', data: Buffer.from('ID3abc') });
    const wrong = s3FileStore({ ...s3Config(), S3_ACCESS_KEY_ID: 'AKIAOTHER' });
    await expect(wrong.get('company-a/audio-1')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
  });
});

describe('local store', () => {
  it('never reads outside its folder', async () => {
    await expect(localFileStore(dir).get('../etc/passwd')).rejects.toThrow('outside');
  });
});

describe('signed file URLs', () => {
  const config = loadConfig({});
  const now = new Date('2026-05-01T12:00:00Z');
  it('give the key back until they expire, and nothing once tampered with', () => {
    const token = signFileUrl(config, 'company-a/photo-1', now).split('/').pop()!;
    expect(checkFileToken(config, token, now)).toEqual({ ok: true, key: 'company-a/photo-1' });
    const later = new Date(now.getTime() + config.FILE_URL_TTL_SECONDS * 1000);
    expect(checkFileToken(config, token, later)).toEqual({ ok: false, reason: 'expired' });
    const [payload, sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ k: 'company-b/photo-1', e: 9_999_999_999 })).toString('base64url');
    expect(checkFileToken(config, `${forged}.${sig}`, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkFileToken(config, `${payload}.${sig}x`, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkFileToken(loadConfig({ JWT_SECRET: 'another-secret-of-32-characters!' }), token, now).ok).toBe(false);
  });
});
