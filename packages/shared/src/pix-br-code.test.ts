import { describe, expect, it } from 'vitest';
import { buildBrCode, crc16, parseBrCode } from './pix-br-code';

describe('Pix BR Code', () => {
  it('computes CRC16-CCITT-FALSE (sanity vector "123456789" = 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('builds a static code that parses back to its fields, with a valid CRC', () => {
    const code = buildBrCode({
      key: 'pagamentos@agendainteligente.com.br',
      amountCents: 19_700,
      merchantName: 'Agenda Inteligente Ltda',
      merchantCity: 'São Paulo',
      txid: 'FATURA123',
    });
    expect(code.startsWith('000201010211')).toBe(true);
    expect(code).toContain('0014br.gov.bcb.pix0135pagamentos@agendainteligente.com.br');
    expect(code).toContain('5406197.00');
    expect(code).toContain('6009SAO PAULO');
    expect(parseBrCode(code)).toMatchObject({
      pointOfInitiation: 'static',
      key: 'pagamentos@agendainteligente.com.br',
      amountCents: 19_700,
      merchantName: 'AGENDA INTELIGENTE LTDA',
      merchantCity: 'SAO PAULO',
      txid: 'FATURA123',
      crc: code.slice(-4),
    });
  });

  it('builds a dynamic code whose account field carries the charge URL, not a key', () => {
    const code = buildBrCode({
      url: 'https://pix.example.com/v2/cobv/9d36b84fc70b478fb95c12729b90ca25',
      amountCents: 29_700,
      merchantName: 'Agenda Inteligente',
      merchantCity: 'Curitiba',
    });
    const parsed = parseBrCode(code);
    expect(parsed).toMatchObject({ pointOfInitiation: 'dynamic', key: undefined, amountCents: 29_700, txid: '***' });
    expect(parsed.url).toBe('pix.example.com/v2/cobv/9d36b84fc70b478fb95c12729b90ca25');
    expect(code).toContain('010212');
  });

  it('leaves the amount out for "payer types the amount" and uses *** without a txid', () => {
    const parsed = parseBrCode(buildBrCode({ key: '+5511987654321', merchantName: 'Fulano', merchantCity: 'Rio' }));
    expect(parsed.amountCents).toBeUndefined();
    expect(parsed.txid).toBe('***');
  });

  it('refuses a code whose CRC or content was altered', () => {
    const code = buildBrCode({ key: '12345678000190', amountCents: 100, merchantName: 'X', merchantCity: 'Y' });
    const tampered = code.replace('5404' + '1.00', '5404' + '9.00');
    expect(tampered).not.toBe(code);
    expect(() => parseBrCode(tampered)).toThrow('CRC does not match');
    expect(() => parseBrCode(code.slice(0, -4) + '0000')).toThrow();
    expect(() => parseBrCode('not a code')).toThrow('no CRC');
  });

  it('rejects a txid outside the static rules and a code with both key and URL', () => {
    expect(() => buildBrCode({ key: 'a@b.co', merchantName: 'X', merchantCity: 'Y', txid: 'com espaço' })).toThrow('txid');
    expect(() => buildBrCode({ key: 'a@b.co', url: 'x.y/z', merchantName: 'X', merchantCity: 'Y' })).toThrow('either');
  });
});
