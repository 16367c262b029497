// Who does what: the professional a client names (by calendar title or owner alias, typos allowed)
// and the professionals who perform a service. Only those are ever offered for it.
import { beforeSecondChoice } from './pro-fallback.js';
import type { TBrainProfessional, TBrainService } from '../types.js';
import { fold, normalize } from './text.js';
import { matchProfessional, nameCandidates } from './understand/people.js';
import { vocabulary } from './fuzzy.js';
import { matchService } from './match.js';

/** Titles and words that say nothing about which professional ("Dra. Fernanda" is "fernanda"). */
const HONORIFICS = new Set(['dr', 'dra', 'doutor', 'doutora', 'prof', 'profa', 'sr', 'sra', 'tia', 'tio', 'dona']);

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
const NOT_A_NAME = new Set(
  'barba corte cabelo mesmo mesma senhor senhora pessoal equipe moca moco salao barbearia clinica studio estudio dono dona gerente recepcao atendente povo local lugar plano convenio pessoa menina menino rapaz'.split(
    ' ',
  ),
);
// "o jeferson ainda trabalha aí?", "a paty atende sábado?": someone asked about by name, however written.
/** Short words after "com o/a" that are no name's start. */
const SHORT_WORDS = new Set([
  'mae',
  'pai',
  'tia',
  'tio',
  'avo',
  'seu',
  'sua',
  'meu',
  'mim',
  'ele',
  'ela',
  'dra',
  'dr',
  'mesma',
  'de',
  'do',
  'da',
]);
const ASKED_ABOUT_RE = /\b(?:o|a)\s+([a-z]{3,})\s+(?:ainda\s+)?(?:trabalha|atende)\b/;

/** The professional the message names ("com o Marcão", "a dra fernanda tem horário?"). */
export function namedProfessional(original: string, team: TBrainProfessional[], services: TBrainService[]): TNamedProfessional {
  // "com a Carla eu prefiro, mas se não tiver pode ser com a Jéssica": the first choice is the one asked for.
  const first = beforeSecondChoice(fold(original));
  if (first !== fold(original)) {
    const named = namedProfessional(first, team, services);
    if (named && 'professional' in named) return named;
  }
  // Words after "um", "esse", "meu"… are things ("surgiu um negócio"), never a name.
  const words = nameCandidates(
    fold(original)
      .replace(/[^a-z0-9 ]/g, ' ')
      .split(/\s+/),
  );
  const serviceWords = new Set(services.flatMap((s) => [s.title, ...s.synonyms].flatMap(wordsOf)));
  const byKey = distinctKeys(team);
  for (const k of serviceWords) byKey.delete(k);
  const said = [...new Set(words.filter((w) => byKey.has(w) && !serviceWords.has(w)).map((w) => byKey.get(w)!))];
  if (said.length) return { professional: destination(original, said) };
  // A typo ("marcao", "jessika") only right after "com", "o", "a": "marcar" is a verb, not Marcão.
  const voc = vocabulary(byKey.keys(), 0.25);
  const folded = fold(original).replace(/[^a-z0-9 ]/g, ' ');
  // ("com a doutora fernada": after a title too, each word tried on its own.)
  for (const m of folded.matchAll(/(?<=\b(?:com|c|o|a|dr|dra|doutor|doutora)\s+)([a-z]{4,})/g)) {
    const key = serviceWords.has(m[1]!) ? null : voc.match(m[1]!);
    if (key) return { professional: byKey.get(key)! };
  }
  // The dialogue's reader of names (a short form after "c/", "pelo": "c/ jess") decides the rest, so
  // the proposal and the check of the proposal agree on who was asked for.
  const read = matchProfessional(normalize(original), team, serviceWords);
  const found = read && 'calendar_id' in read ? team.find((p) => p.calendar_id === read.calendar_id) : undefined;
  if (found) return { professional: found };
  // "com a je", "c o du": a short start of exactly one professional's name, also in lower case.
  const short = /\b(?:com|c)\s+(?:o|a)\s+([a-z]{2,3})\b/.exec(folded)?.[1];
  if (short && !NOT_A_NAME.has(short) && !SHORT_WORDS.has(short)) {
    const one = [...new Set([...byKey].filter(([k]) => k.startsWith(short)).map(([, p]) => p))];
    if (one.length === 1) return { professional: one[0]! };
  }
  const asked = /\bcom (?:o|a|a dra\.?|o dr\.?)\s+([A-ZÀ-Ý][\p{L}]+)/u.exec(original);
  const askedAbout = ASKED_ABOUT_RE.exec(folded)?.[1];
  const name = asked?.[1] ?? (askedAbout ? askedAbout[0]!.toUpperCase() + askedAbout.slice(1) : undefined);
  // "a nutricionista atende quinta?": a word that names a service is the role of whoever performs it, no one's name.
  if (!name || NOT_A_NAME.has(fold(name)) || serviceWords.has(fold(name)) || matchService(fold(name), services)) return null;
  // "a Jé", "o Du": the start of exactly one professional's name is that professional.
  const starts = [...new Set([...byKey].filter(([k]) => k.startsWith(fold(name))).map(([, p]) => p))];
  return starts.length === 1 ? { professional: starts[0]! } : { unknownName: name };
}

/**
 * Two professionals named ("meu corte é com o Marcão, queria trocar pro Dudu"): the one the client
 * moves to, after the move word; otherwise the first one not excluded ("não com o Dudu, com o Marcão").
 */
function destination(original: string, said: TBrainProfessional[]): TBrainProfessional {
  if (said.length === 1) return said[0]!;
  const kept = said.filter((p) => !excludesProfessional(original, p, said));
  // "com o ricardo não, espera, com a fernanda, que com o ricardo eu já passei": who was seen before is the reason.
  const asked = kept.filter((p) => !toldAbout(fold(original), p));
  const pool = asked.length ? asked : kept.length ? kept : said;
  const t = fold(original);
  // The last wish word with a name after it decides: in "é com o Dudu? queria com o Marcos, dá pra
  // trocar?" the "trocar" names no one, the "queria" before it names Marcos.
  for (const move of [...t.matchAll(MOVE_TO_RE)].reverse()) {
    const after = t.slice(move.index);
    // "do Marcão pro Dudu", "troca o Dudu pelo Marcos": the one after "pro/pra/para/pelo" is where it goes.
    for (const m of after.matchAll(/\b(?:pro|pra|para|p|pelo|pela)\s+(?:o\s+|a\s+)?([a-z]+)/g)) {
      const to = pool.find((p) => keysOf(p).includes(m[1]!));
      if (to) return to;
    }
    const at = (p: TBrainProfessional) => firstMention(after, p);
    const named = pool.filter((p) => Number.isFinite(at(p))).sort((a, b) => at(a) - at(b));
    if (named[0]) return named[0];
  }
  return pool[0]!;
}

const MOVE_TO_RE = /\b(troca\w*|mud\w*|pass\w*|remarc\w*|transfer\w*|prefiro|prefere|preferia|melhor|queria|quero|gostaria)\b/g;

/** The professionals who perform the service (every one when the catalogue says nothing). */
export function performers(serviceId: string, team: TBrainProfessional[]): TBrainProfessional[] {
  const known = team.filter((p) => p.service_ids.length);
  if (!known.length) return team;
  return team.filter((p) => p.service_ids.includes(serviceId));
}

const ABOUT_THEM_VERBS = 'tem|teria|pode|podia|atende|atendia|trabalha|esta|ta|tava|estava|vai|faz|fez|consegue|veio|respondeu|e|eh|era';

/** "não precisa ser com a dra fernanda não, qualquer médico serve": not a must, and not ruled out either. */
export const waivesProfessional = (original: string, p: TBrainProfessional) =>
  keysOf(p).some((k) => new RegExp(`\\bnao (?:precisa|tem que|tem de|necessariamente)\\b[^.,;!?]{0,30}\\b${k}\\b`).test(fold(original)));

/** "não pode ser com a Jéssica", "sem ser com o Dudu": the client excludes this professional. */
export function excludesProfessional(original: string, p: TBrainProfessional, team: TBrainProfessional[] = []): boolean {
  const t = fold(original);
  if (waivesProfessional(original, p)) return false;
  // "o Dudu não, o Marcão": a "não" right after another professional's name rules that one out, not this one.
  const others = team.filter((o) => o.calendar_id !== p.calendar_id).flatMap(keysOf);
  const notAfterOther = others.length ? `(?<!\\b(?:${others.join('|')}),? )` : '';
  return keysOf(p).some(
    (k) =>
      new RegExp(
        `\\b${notAfterOther}(nao (pode ser |quero |queria )?(com )?(o |a )?|sem ser (com )?(o |a )?|menos (o |a )?|exceto (o |a )?|no lugar d[aoe] |em vez d[aoe] |ao inves d[aoe] )(?:(?:dr|dra|doutor|doutora)\\.? )?${k}\\b`,
      ).test(t) ||
      // "a Jéssica não", "com o dudu não kkk", "fui com o Dudu e não curti": said after the name. Not "o
      // Dudu não tem horário?", which asks about him.
      new RegExp(`\\b${k}\\s+(nao|n)\\b(?!\\s+(?:${ABOUT_THEM_VERBS}))`).test(t) ||
      new RegExp(`\\b${k}\\s+(e\\s+)?(nao|n)\\s+(gostei|curti|fiquei satisfeit[oa]|quero mais|quero de novo)\\b`).test(t) ||
      // "com o dr ricardo de jeito nenhum", "com a carla nem pensar".
      new RegExp(`\\b${k}\\s+(?:de jeito nenhum|de forma nenhuma|nem pensar|jamais|nunca mais)\\b`).test(t),
  );
}

/** "Marcão e Dudu", "Carla, Jéssica e Paula" */
export function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;
}

/** "e a paula? ela é fisio tb?": what the one asked about does do, so the client learns who she is (three at most). */
export function theirServices(pro: TBrainProfessional, services: TBrainService[]): string {
  const theirs = services.filter((s) => pro.service_ids.includes(s.id)).map((s) => `*${s.title}*`);
  return theirs.length && theirs.length <= 3 ? ` (atende ${joinNames(theirs)})` : '';
}

/**
 * "da última vez o Marcão fez e ficou torto, prefiro o Dudu", "o Marcão tá sempre lotado": a professional
 * told about (a past visit, how busy they are), not asked for this one (folded text).
 */
export function toldAbout(text: string, p: TBrainProfessional): boolean {
  return keysOf(p).some(
    (k) =>
      new RegExp(
        `\\b${k}\\s+(?:que\\s+)?(?:me\\s+)?(?:fez|cortou|atendeu|pintou|errou|deixou|estragou|fazia|cortava|atendia|puxa|puxou|machuca|machucou|demora|demorou|atrasa|atrasou|corta|pinta)\\b`,
      ).test(text) ||
      new RegExp(`\\b(?:marquei|agendei|fui|cortei|fiz|tava marcad[oa])\\b[^.?!]{0,25}\\b(?:com|c) (?:o |a )?${k}\\b`).test(text) ||
      // "nada contra o dr ricardo, mas prefiro médica mulher": named to say no ill of him, not asked for.
      new RegExp(`\\bnada contra (?:o |a )?(?:(?:dr|dra|doutor|doutora)\\.? )?${k}\\b`).test(text) ||
      // "com o ricardo eu já passei": seen before, the reason to ask for someone else.
      new RegExp(
        `\\b(?:com|c) (?:o |a )?(?:(?:dr|dra|doutor|doutora) )?${k}\\s+(?:eu\\s+)?ja\\s+(?:passei|fui|consultei|me consultei|fiz|cortei)\\b`,
      ).test(text) ||
      // "da última vez com o Dudu ficou meio torto" (not "da última vez foi o Dudu que acertou").
      new RegExp(`\\b(?:da|na) ultima vez (?:com|c) (?:o |a )?${k}\\b[^.?!]{0,12}\\b(?:ficou|saiu|nao gostei|errou|estragou)\\b`).test(
        text,
      ) ||
      new RegExp(
        `\\b${k}\\s+(?:ta|esta|vive|anda|fica)\\s+(?:(?:sempre|muito|mt|bem|meio|super)\\s+)*(?:lotad[oa]|chei[oa]|ocupad[oa]|sem horario|sem vaga|de ferias|de folga|enrolad[oa])\\b`,
      ).test(text),
  );
}

/** "o dudu faz barba?", "a dra fernanda atende fisio?": the verb of doing right after the name (folded text). */
export function namedThenDoes(text: string, p: TBrainProfessional): boolean {
  return keysOf(p).some((k) =>
    new RegExp(`\\b${k}\\s+(?:tambem\\s+|ainda\\s+|ja\\s+)?(?:faz|fazem|atende|trabalha com|mexe com|sabe fazer|corta)\\b`).test(text),
  );
}

/** True when the words name someone of the team. */
export function namesSomeone(said: string, team: TBrainProfessional[], services: TBrainService[]): boolean {
  const named = namedProfessional(said, team, services);
  return !!named && 'professional' in named;
}

/** Where `t` first names `p` (by any of their keys); Infinity when it does not. */
const firstMention = (t: string, p: TBrainProfessional) =>
  Math.min(
    ...keysOf(p)
      .map((k) => t.search(new RegExp(`\\b${k}\\b`)))
      .filter((i) => i >= 0),
  );

/** "com a Carla ou com a Jéssica, tanto faz": every two names in a row joined by "ou", so any of them is what was asked. */
export function namedAsEither(text: string, named: TBrainProfessional[]): boolean {
  if (named.length < 2) return false;
  const t = fold(text);
  const order = named
    .map((p) => ({ p, i: firstMention(t, p) }))
    .filter((x) => Number.isFinite(x.i))
    .sort((a, b) => a.i - b.i);
  if (order.length < named.length) return false;
  return order.slice(1).every((x, n) => /\bou\b/.test(t.slice(order[n]!.i, x.i)));
}
