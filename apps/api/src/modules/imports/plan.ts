// Which file rows become new clients, which update an existing one and which are skipped (and why):
// a client is the same when the normalised phone (or its WhatsApp id), else the e-mail, else — for rows
// with neither — the folded name matches. Repeats inside the file are skipped, so a file imported twice
// creates nobody the second time.
import type { TImportDuplicateMode, TImportReportRow } from '@agenda/shared/schemas/imports';
import type { TDb } from '../../db/client.js';
import { liveClientsOf, type TExisting } from './repo.js';
import type { TImportCandidate } from './map-rows.js';

interface TClientUpdate {
  id: string;
  name: string;
  email: string | null;
  birthday: string | null;
  gender: string | null;
  notes: string | null;
  tags: string[];
}

export interface TImportPlan {
  inserts: TImportCandidate[];
  updates: TClientUpdate[];
  rows: TImportReportRow[];
}

const foldName = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
const digits = (phone: string) => phone.replace(/\D/g, '');

async function existingClients(db: TDb, companyId: string) {
  const rows = await liveClientsOf(db, companyId);
  const byPhone = new Map<string, TExisting>();
  const byEmail = new Map<string, TExisting>();
  const byName = new Map<string, TExisting>();
  for (const r of rows) {
    if (r.phone) byPhone.set(digits(r.phone), r);
    if (r.whatsapp_remote_jid && !byPhone.has(r.whatsapp_remote_jid)) byPhone.set(r.whatsapp_remote_jid, r);
    if (r.email) byEmail.set(r.email.toLowerCase(), r);
    if (!r.phone && !r.email) byName.set(foldName(r.name), r);
  }
  return { byPhone, byEmail, byName };
}

/** The update of `current` by the row: `update` takes the file's values, `merge` only fills empty fields. */
function changed(current: TExisting, c: TImportCandidate, mode: 'update' | 'merge'): TClientUpdate | null {
  const pick = <T>(now: T | null, file: T | null): T | null => (mode === 'update' ? (file ?? now) : (now ?? file));
  const tags = [...new Set([...current.tags, ...c.tags])];
  const next: TClientUpdate = {
    id: current.id,
    name: mode === 'update' ? c.name : current.name,
    email: pick(current.email, c.email),
    birthday: pick(current.birthday, c.birthday),
    gender: pick(current.gender, c.gender),
    notes: pick(current.notes, c.notes),
    tags,
  };
  const same =
    next.name === current.name &&
    next.email === current.email &&
    next.birthday === current.birthday &&
    next.gender === current.gender &&
    next.notes === current.notes &&
    tags.length === current.tags.length;
  return same ? null : next;
}

export async function planImport(
  db: TDb,
  companyId: string,
  candidates: TImportCandidate[],
  mode: TImportDuplicateMode,
): Promise<TImportPlan> {
  const existing = await existingClients(db, companyId);
  const seen = new Map<string, number>();
  const plan: TImportPlan = { inserts: [], updates: [], rows: [] };
  for (const c of candidates) {
    const keys = [
      c.phone ? `p:${digits(c.phone)}` : null,
      c.email ? `e:${c.email}` : null,
      !c.phone && !c.email ? `n:${foldName(c.name)}` : null,
    ].filter((k): k is string => k !== null);
    const repeatOf = keys.map((k) => seen.get(k)).find((l) => l !== undefined);
    if (repeatOf !== undefined) {
      plan.rows.push({ line: c.line, outcome: 'skipped', name: c.name, reason: `Repetido na planilha (linha ${repeatOf}).` });
      continue;
    }
    for (const k of keys) seen.set(k, c.line);
    const match =
      (c.phone && existing.byPhone.get(digits(c.phone))) ||
      (c.email && existing.byEmail.get(c.email)) ||
      (!c.phone && !c.email && existing.byName.get(foldName(c.name))) ||
      null;
    if (!match) {
      plan.inserts.push(c);
      plan.rows.push({ line: c.line, outcome: 'imported', name: c.name, reason: null });
      continue;
    }
    if (mode === 'skip') {
      plan.rows.push({ line: c.line, outcome: 'skipped', name: c.name, reason: `Já cadastrado como ${match.name}.` });
      continue;
    }
    const update = changed(match, c, mode);
    if (!update) {
      plan.rows.push({ line: c.line, outcome: 'skipped', name: c.name, reason: 'Já cadastrado, sem nada a mudar.' });
      continue;
    }
    plan.updates.push(update);
    plan.rows.push({ line: c.line, outcome: 'updated', name: c.name, reason: null });
  }
  return plan;
}
