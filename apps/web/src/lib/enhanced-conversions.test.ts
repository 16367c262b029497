import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { e164Phone, hashUserData, normalizeEmail } from './enhanced-conversions';

const sha = (v: string) => createHash('sha256').update(v).digest('hex');

describe('enhanced conversions identity (Google user_provided_data)', () => {
  it('normalizes e-mails and phones as Google asks', () => {
    expect(normalizeEmail('  Dona.Clinica@Gmail.com ')).toBe('donaclinica@gmail.com');
    expect(normalizeEmail('ana.souza@salao.com.br')).toBe('ana.souza@salao.com.br');
    expect(normalizeEmail('sem-arroba')).toBeNull();
    expect(e164Phone('(11) 98765-4321')).toBe('+5511987654321');
    expect(e164Phone('+1 (201) 555-0123')).toBe('+12015550123');
    expect(e164Phone('123')).toBeNull();
  });

  it('hashes the normalized values with SHA-256 and never keeps them in clear', async () => {
    const data = await hashUserData({ email: 'Maria.Souza@gmail.com', phone: '11 98765-4321', name: ' Maria  da Souza ' });
    expect(data).toEqual({
      sha256_email_address: sha('mariasouza@gmail.com'),
      sha256_phone_number: sha('+5511987654321'),
      address: { sha256_first_name: sha('maria'), sha256_last_name: sha('souza') },
    });
    expect(JSON.stringify(data)).not.toMatch(/maria|souza|98765/i);
    expect(await hashUserData({ email: null, phone: 'x' })).toEqual({});
  });
});
