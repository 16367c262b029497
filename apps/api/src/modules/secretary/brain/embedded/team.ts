// Who does what: the professional a client names (by calendar title or owner alias, typos allowed)
// and the professionals who perform a service. Only those are ever offered for it.
import type { TBrainProfessional, TBrainService } from '../types.js';
import { fold, normalize } from './text.js';
import { matchProfessional } from './understand/people.js';
import { vocabulary } from './fuzzy.js';

/** Titles and words that say nothing about which professional ("Dra. Fernanda" is "fernanda"). */
const HONORIFICS = new Set(['dr', 'dra', 'doutor', 'doutora', 'prof', 'profa', 'sr', 'sra', 'tia', 'tio']);

const wordsOf = (s: string) =>
  fold(s)
    .replace(/[^a-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((w) => (w.length >= 3 || /^\d+$/.test(w)) && !HONORIFICS.has(w));

function keysOf(p: TBrainProfessional): string[] {
  return [p.title, ...p.aliases].flatMap(wordsOf);
}

/** Words that name one professional only ("Profissional 1" and "Profissional 2" share "profissional"). */
function distinctKeys(team: TBrainProfessional[]): Map<string, TBrainProfessional> {
  const owners = new Map<string, Set<TBrainProfessional>>();
  for (const p of team) for (const k of keysOf(p)) owners.set(k, (owners.get(k) ?? new Set()).add(p));
  return new Map([...owners].filter(([, ps]) => ps.size === 1).map(([k, ps]) => [k, [...ps][0]!]));
}

export type TNamedProfessional = { professional: TBrainProfessional } | { unknownName: string } | null;

/** Words that follow "com o/a" and are not a person ("com a barba", "com o corte"). */
const NOT_A_NAME = new Set(['barba', 'corte', 'cabelo', 'mesmo', 'mesma', 'senhor', 'senhora', 'pessoal', 'equipe', 'moca', 'moco']);

/** The professional the message names ("com o Marcão", "a dra fernanda tem horário?"). */
export function namedProfessional(original: string, team: TBrainProfessional[], services: TBrainService[]): TNamedProfessional {
  const words = wordsOf(original);
  const serviceWords = new Set(services.flatMap((s) => [s.title, ...s.synonyms].flatMap(wordsOf)));
  const byKey = distinctKeys(team);
  for (const k of serviceWords) byKey.delete(k);
  for (const w of words) if (byKey.has(w) && !serviceWords.has(w)) return { professional: byKey.get(w)! };
  // A typo ("marcao", "jessika") only right after "com", "o", "a": "marcar" is a verb, not Marcão.
  const voc = vocabulary(byKey.keys(), 0.25);
  const folded = fold(original).replace(/[^a-z0-9 ]/g, ' ');
  for (const m of folded.matchAll(/\b(?:com|c|o|a|dr|dra)\s+([a-z]{4,})/g)) {
    const key = serviceWords.has(m[1]!) ? null : voc.match(m[1]!);
    if (key) return { professional: byKey.get(key)! };
  }
  // The dialogue's reader of names (a short form after "c/", "pelo": "c/ jess") decides the rest, so
  // the proposal and the check of the proposal agree on who was asked for.
  const read = matchProfessional(normalize(original), team, serviceWords);
  const found = read && 'calendar_id' in read ? team.find((p) => p.calendar_id === read.calendar_id) : undefined;
  if (found) return { professional: found };
  const asked = /\bcom (?:o|a|a dra\.?|o dr\.?)\s+([A-ZÀ-Ý][\p{L}]+)/u.exec(original);
  const name = asked?.[1];
  if (name && !NOT_A_NAME.has(fold(name)) && !serviceWords.has(fold(name))) return { unknownName: name };
  return null;
}

/** The professionals who perform the service (every one when the catalogue says nothing). */
export function performers(serviceId: string, team: TBrainProfessional[]): TBrainProfessional[] {
  const known = team.filter((p) => p.service_ids.length);
  if (!known.length) return team;
  return team.filter((p) => p.service_ids.includes(serviceId));
}

/** "não pode ser com a Jéssica", "sem ser com o Dudu": the client excludes this professional. */
export function excludesProfessional(original: string, p: TBrainProfessional): boolean {
  const t = fold(original);
  return keysOf(p).some((k) =>
    new RegExp(`\\b(nao (pode ser |quero |queria )?(com )?(o |a )?|sem ser (com )?(o |a )?|menos (o |a )?|exceto (o |a )?)${k}\\b`).test(t),
  );
}

/** "Marcão e Dudu", "Carla, Jéssica e Paula" */
export function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;
}
