import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGroupRemoteJid, normalizeRemoteJid, toRemoteJidAddress } from './remote-jid';

describe('normalizeRemoteJid', () => {
  it('strips the WhatsApp domain, a device suffix and formatting', () => {
    expect(normalizeRemoteJid('5511987654321@s.whatsapp.net')).toBe('5511987654321');
    expect(normalizeRemoteJid('5511987654321:12@s.whatsapp.net')).toBe('5511987654321');
    expect(normalizeRemoteJid('+55 (11) 98765-4321')).toBe('5511987654321');
    expect(normalizeRemoteJid('351912345678@c.us')).toBe('351912345678');
  });

  describe('Brazilian 13-digit numbers', () => {
    it('drop the ninth digit from DDD 31 up when the subscriber number starts with 7 or more', () => {
      expect(normalizeRemoteJid('5531977776666@s.whatsapp.net')).toBe('553177776666');
      expect(normalizeRemoteJid('5531987776666')).toBe('553187776666');
      expect(normalizeRemoteJid('5599999998888')).toBe('559999998888');
    });

    it('keep it below DDD 31', () => {
      expect(normalizeRemoteJid('5530977776666')).toBe('5530977776666');
      expect(normalizeRemoteJid('5511987654321')).toBe('5511987654321');
      expect(normalizeRemoteJid('5521999998888')).toBe('5521999998888');
    });

    it('keep it when the subscriber number starts below 7', () => {
      expect(normalizeRemoteJid('5531966665555')).toBe('5531966665555');
      expect(normalizeRemoteJid('5599911112222')).toBe('5599911112222');
    });

    it('keep a digit that is not the mobile 9', () => {
      expect(normalizeRemoteJid('5531877776666')).toBe('5531877776666');
    });

    it('leave 12-digit numbers alone', () => {
      expect(normalizeRemoteJid('553177776666')).toBe('553177776666');
    });
  });

  it('drops the Mexican mobile 1 from 13-digit numbers', () => {
    expect(normalizeRemoteJid('5215512345678@s.whatsapp.net')).toBe('525512345678');
    expect(normalizeRemoteJid('525512345678')).toBe('525512345678');
    expect(normalizeRemoteJid('5225512345678')).toBe('5225512345678');
  });

  it('drops the Argentine mobile 9 from 13-digit numbers', () => {
    expect(normalizeRemoteJid('5491123456789@s.whatsapp.net')).toBe('541123456789');
    expect(normalizeRemoteJid('5481123456789')).toBe('5481123456789');
    expect(normalizeRemoteJid('54911234567890')).toBe('54911234567890');
  });

  it('keeps group ids as they are', () => {
    expect(normalizeRemoteJid('120363025246125486@g.us')).toBe('120363025246125486@g.us');
    expect(normalizeRemoteJid('120363025246125486')).toBe('120363025246125486');
    expect(normalizeRemoteJid('5511987654321-1612345678')).toBe('5511987654321-1612345678');
  });

  it.each(['', '   ', '@s.whatsapp.net', 'abc@s.whatsapp.net', ':12@s.whatsapp.net'])('throws Invalid remote_jid for %j', (jid) => {
    expect(() => normalizeRemoteJid(jid)).toThrowError(new Error('Invalid remote_jid'));
  });

  it('is idempotent on every input it accepts', () => {
    const jidish = fc.string({ unit: fc.constantFrom(...'0123456789123456789@:-+ .gusw'.split('')), maxLength: 40 });
    const brazilian = fc
      .tuple(fc.integer({ min: 11, max: 99 }), fc.stringMatching(/^9?\d{8}$/), fc.constantFrom('', '@s.whatsapp.net'))
      .map(([ddd, n, domain]) => `55${ddd}${n}${domain}`);
    fc.assert(
      fc.property(fc.oneof(jidish, brazilian, fc.string()), (jid) => {
        let once: string;
        try {
          once = normalizeRemoteJid(jid);
        } catch {
          return true;
        }
        expect(once).not.toBe('');
        expect(normalizeRemoteJid(once)).toBe(once);
      }),
    );
  });
});

describe('isGroupRemoteJid', () => {
  it('recognises a dash with length of at least 24', () => {
    expect(isGroupRemoteJid('5511987654321-1612345678')).toBe(true); // 24
    expect(isGroupRemoteJid('5511987654321-161234567')).toBe(false); // 23
    expect(isGroupRemoteJid('5511987654321x1612345678')).toBe(false); // 24 but no dash
  });

  it('recognises 18 or more digits', () => {
    expect(isGroupRemoteJid('120363025246125486')).toBe(true); // 18
    expect(isGroupRemoteJid('12036302524612548')).toBe(false); // 17
  });

  it('recognises the group domain', () => {
    expect(isGroupRemoteJid('1203630@g.us')).toBe(true);
    expect(isGroupRemoteJid('5511987654321@s.whatsapp.net')).toBe(false);
  });
});

describe('toRemoteJidAddress', () => {
  it('adds the right domain', () => {
    expect(toRemoteJidAddress('+55 31 97777-6666')).toBe('553177776666@s.whatsapp.net');
    expect(toRemoteJidAddress('120363025246125486')).toBe('120363025246125486@g.us');
    expect(toRemoteJidAddress('120363025246125486@g.us')).toBe('120363025246125486@g.us');
  });
});
