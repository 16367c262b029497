// From spreadsheet rows to clients: column guesses by header (Trinks, AgendaPro, Google Contacts, plain
// sheets), phone normalised by the shared §5 rules, and one Portuguese reason for each broken row.
import { normalizePhone, validatePhone } from '@agenda/shared/phone';
import type { TClientGender } from '@agenda/shared/client';
import { IMPORT_FIELDS, type TImportField, type TImportMapping } from '@agenda/shared/schemas/imports';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

// Folded header names each field is guessed from; the first field whose list matches a header wins.
const GUESSES: Record<TImportField, string[]> = {
  name: ['nome', 'nome completo', 'cliente', 'nome do cliente', 'name', 'full name', 'first name', 'given name', 'primeiro nome'],
  last_name: ['sobrenome', 'last name', 'family name', 'ultimo nome'],
  phone: [
    'telefone',
    'celular',
    'whatsapp',
    'fone',
    'telefone celular',
    'telefone 1',
    'phone',
    'mobile',
    'mobile phone',
    'phone 1 value',
    'telefone principal',
    'contato',
  ],
  email: ['email', 'e mail', 'email 1 value', 'e mail 1 value', 'email address', 'endereco de email'],
  birthday: ['aniversario', 'data de nascimento', 'nascimento', 'data nascimento', 'birthday', 'dt nascimento'],
  gender: ['genero', 'sexo', 'gender'],
  notes: ['observacoes', 'observacao', 'obs', 'notas', 'anotacoes', 'notes'],
  tags: ['etiquetas', 'tags', 'labels', 'grupo', 'grupos', 'group membership'],
};

/** The column each field probably is, by its header. */
export function guessMapping(headers: string[]): Record<TImportField, number | null> {
  const folded = headers.map(fold);
  const taken = new Set<number>();
  const out = {} as Record<TImportField, number | null>;
  for (const field of IMPORT_FIELDS) {
    const i = folded.findIndex((h, idx) => !taken.has(idx) && GUESSES[field].includes(h));
    out[field] = i >= 0 ? i : null;
    if (i >= 0) taken.add(i);
  }
  return out;
}

export interface TImportCandidate {
  line: number;
  name: string;
  phone: string | null;
  email: string | null;
  birthday: string | null;
  gender: TClientGender | null;
  notes: string | null;
  tags: string[];
}

export type TMappedRow = { ok: true; client: TImportCandidate } | { ok: false; line: number; name: string; reason: string };

const GENDERS: Record<string, TClientGender | null> = {
  f: 'female',
  feminino: 'female',
  female: 'female',
  mulher: 'female',
  m: 'male',
  masculino: 'male',
  male: 'male',
  homem: 'male',
  'nao binario': 'non_binary',
  'non binary': 'non_binary',
  nb: 'non_binary',
  'prefiro nao informar': null,
  outro: null,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** DD/MM/YYYY (the Brazilian way), YYYY-MM-DD (XLSX dates), or DD/MM without a year; null when none fits. */
function parseBirthday(raw: string): string | null | 'invalid' {
  if (!raw) return null;
  let m = /^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{2,4}))?$/.exec(raw);
  let day: number, month: number, year: number;
  if (m) {
    day = Number(m[1]);
    month = Number(m[2]);
    year = m[3] ? Number(m[3].length === 2 ? (Number(m[3]) > 30 ? `19${m[3]}` : `20${m[3]}`) : m[3]) : 1900;
  } else if ((m = /^(\d{4})-(\d{2})-(\d{2})/.exec(raw))) {
    year = Number(m[1]);
    month = Number(m[2]);
    day = Number(m[3]);
  } else return 'invalid';
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1900) return 'invalid';
  return date.toISOString().slice(0, 10);
}

/** One data row (0-based index in the sheet's data rows) mapped and checked. */
export function mapRow(cells: string[], index: number, mapping: TImportMapping): TMappedRow {
  const at = (f: TImportField) => {
    const col = mapping[f];
    return col === null || col === undefined ? '' : (cells[col] ?? '').trim();
  };
  const line = index + 2;
  const name = [at('name'), at('last_name')].filter(Boolean).join(' ').replace(/\s+/g, ' ').slice(0, 120);
  const broken = (reason: string): TMappedRow => ({ ok: false, line, name, reason });
  if (name.length < 2) return broken('Nome vazio.');
  let phone: string | null = null;
  const rawPhone = at('phone');
  if (rawPhone) {
    const checked = validatePhone(normalizePhone(rawPhone));
    if (!checked.valid || !checked.e164) return broken(`Telefone inválido: ${rawPhone}.`);
    phone = checked.e164;
  }
  const email = at('email').toLowerCase() || null;
  if (email && (email.length > 254 || !EMAIL.test(email))) return broken(`E-mail inválido: ${email}.`);
  const birthday = parseBirthday(at('birthday'));
  if (birthday === 'invalid') return broken(`Data de nascimento inválida: ${at('birthday')} (use DD/MM/AAAA).`);
  const rawGender = fold(at('gender'));
  if (rawGender && !(rawGender in GENDERS)) return broken(`Gênero não reconhecido: ${at('gender')}.`);
  const tags = at('tags')
    .split(/[,;|]| ::: /)
    .map((t) => t.trim())
    .filter((t) => t && !t.startsWith('*'))
    .slice(0, 20)
    .map((t) => t.slice(0, 40));
  return {
    ok: true,
    client: {
      line,
      name,
      phone,
      email,
      birthday,
      gender: rawGender ? (GENDERS[rawGender] ?? null) : null,
      notes: at('notes').slice(0, 2000) || null,
      tags,
    },
  };
}
