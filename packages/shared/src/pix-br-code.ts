// Pix BR Code (copy-and-paste and QR payload) built to the Banco Central's EMV MPM layout
// (docs/providers.md §6): TLV fields `ID(2) LEN(2) VALUE`, merchant account info under the
// `br.gov.bcb.pix` GUI, CRC16-CCITT-FALSE over the whole payload including the literal `6304`.
// Every code built here is parsed back and checked before it leaves (buildBrCode throws otherwise).

const GUI = 'br.gov.bcb.pix';

export interface TBrCodeInput {
  /** Static code: the receiver's Pix key (e-mail, CPF/CNPJ digits, +55 phone or EVP). */
  key?: string;
  /** Dynamic code: the PSP's charge location, without `https://`. */
  url?: string;
  /** Cents; omitted lets the payer type the amount. */
  amountCents?: number;
  merchantName: string;
  merchantCity: string;
  /** Static: 1–25 `[A-Za-z0-9]` (default `***`); dynamic codes carry `***` (the txid is behind the URL). */
  txid?: string;
  description?: string;
}

export interface TBrCodeFields {
  pointOfInitiation: 'static' | 'dynamic';
  gui: string;
  key?: string;
  url?: string;
  description?: string;
  amountCents?: number;
  merchantName: string;
  merchantCity: string;
  txid: string;
  crc: string;
}

/** CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF) over the UTF-8 bytes, 4 uppercase hex digits. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(payload)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function tlv(id: string, value: string): string {
  if (value.length > 99) throw new Error(`BR Code field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Upper-case ASCII without accents, as payer apps expect (pix-utils normalises the same way). */
function plainText(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .,\-/@]/g, '')
    .trim()
    .toUpperCase()
    .slice(0, max);
}

export function buildBrCode(input: TBrCodeInput): string {
  if (!input.key === !input.url) throw new Error('A BR Code carries either a Pix key (static) or a charge URL (dynamic)');
  const txid = input.txid ?? '***';
  if (txid !== '***' && !/^[A-Za-z0-9]{1,25}$/.test(txid)) throw new Error('txid must be 1–25 letters or digits');
  const account =
    tlv('00', GUI) +
    (input.key ? tlv('01', input.key) : '') +
    (input.description ? tlv('02', plainText(input.description, 40)) : '') +
    (input.url ? tlv('25', input.url.replace(/^https?:\/\//, '')) : '');
  const amount = input.amountCents !== undefined ? tlv('54', (input.amountCents / 100).toFixed(2)) : '';
  const body =
    tlv('00', '01') +
    tlv('01', input.url ? '12' : '11') +
    tlv('26', account) +
    tlv('52', '0000') +
    tlv('53', '986') +
    amount +
    tlv('58', 'BR') +
    tlv('59', plainText(input.merchantName, 25) || 'RECEBEDOR') +
    tlv('60', plainText(input.merchantCity, 15) || 'SAO PAULO') +
    tlv('62', tlv('05', txid)) +
    '6304';
  const code = body + crc16(body);
  const parsed = parseBrCode(code);
  if (parsed.key !== input.key || parsed.url !== input.url?.replace(/^https?:\/\//, '') || parsed.amountCents !== input.amountCents) {
    throw new Error('BR Code did not parse back to its fields');
  }
  return code;
}

function readTlv(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let i = 0;
  while (i < payload.length) {
    const id = payload.slice(i, i + 2);
    const len = Number(payload.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(len) || i + 4 + len > payload.length) throw new Error('BR Code is malformed');
    fields.set(id, payload.slice(i + 4, i + 4 + len));
    i += 4 + len;
  }
  return fields;
}

/** Parses a BR Code and checks its CRC; throws on a malformed or corrupted code. */
export function parseBrCode(code: string): TBrCodeFields {
  if (!/6304[0-9A-F]{4}$/.test(code)) throw new Error('BR Code has no CRC field');
  const crc = code.slice(-4);
  if (crc16(code.slice(0, -4)) !== crc) throw new Error('BR Code CRC does not match');
  const top = readTlv(code);
  if (top.get('00') !== '01') throw new Error('BR Code must start with payload format 01');
  const account = readTlv(top.get('26') ?? '');
  const gui = account.get('00') ?? '';
  if (gui.toLowerCase() !== GUI) throw new Error('BR Code is not a Pix code');
  const additional = readTlv(top.get('62') ?? '');
  const amount = top.get('54');
  return {
    pointOfInitiation: top.get('01') === '12' ? 'dynamic' : 'static',
    gui,
    key: account.get('01'),
    url: account.get('25'),
    description: account.get('02'),
    amountCents: amount === undefined ? undefined : Math.round(Number(amount) * 100),
    merchantName: top.get('59') ?? '',
    merchantCity: top.get('60') ?? '',
    txid: additional.get('05') ?? '',
    crc,
  };
}
