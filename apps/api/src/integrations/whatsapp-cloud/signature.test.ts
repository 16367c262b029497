import { describe, expect, it } from 'vitest';
import { signWhatsappPayload, verifyWhatsappSignature } from './signature.js';

const SECRET = 'meta-app-secret';

describe('X-Hub-Signature-256', () => {
  it('matches the published vector (key "secret", body "test")', () => {
    const header = 'sha256=0329a06b62cd16b33eb6792be8c60b158d89a2ee3a876fce9a881ebb488c0914';
    expect(signWhatsappPayload('test', 'secret')).toBe(header);
    expect(verifyWhatsappSignature('test', header, 'secret')).toBe(true);
    expect(verifyWhatsappSignature(Buffer.from('test'), header, 'secret')).toBe(true);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['no prefix', '0329a06b62cd16b33eb6792be8c60b158d89a2ee3a876fce9a881ebb488c0914'],
    ['sha1', 'sha1=0329a06b62cd16b33eb6792be8c60b158d89a2ee3a876fce9a881ebb488c0914'],
    ['short', 'sha256=0329a06b'],
    ['non-hex', `sha256=${'z'.repeat(64)}`],
    ['wrong digest', `sha256=${'0'.repeat(64)}`],
  ])('rejects a %s header', (_label, header) => {
    expect(verifyWhatsappSignature('test', header, 'secret')).toBe(false);
  });

  it('rejects a body changed after signing and a wrong secret', () => {
    const header = signWhatsappPayload('{"a":1}', SECRET);
    expect(verifyWhatsappSignature('{"a": 1}', header, SECRET)).toBe(false);
    expect(verifyWhatsappSignature('{"a":1}', header, 'other')).toBe(false);
  });
});

// Example of docs/providers.md §1.4, verbatim.
