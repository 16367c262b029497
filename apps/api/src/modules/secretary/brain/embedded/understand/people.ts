// Who: the professional named (title or owner alias, typos allowed), "qualquer um", and who the
// appointment is for ("pro meu filho", "pra minha esposa Ana").
import type { TBrainProfessional } from '../../types.js';
import { vocabulary } from '../fuzzy.js';
import { anyOf } from '../lexicon/compile.js';
import { KEY_WORDS } from '../lexicon/key-words.js';
import { ANY_PROFESSIONAL, PROFESSIONAL_LEADS, RELATIONS, SAME_PROFESSIONAL } from '../lexicon/people.js';
import { fold } from '../text.js';

const TITLE_WORDS = new Set(['dr', 'dra', 'doutor', 'doutora', 'o', 'a', 'de', 'da', 'do', 'prof', 'tia', 'tio', 'dona']);
const ANY_RE = anyOf(ANY_PROFESSIONAL);
const LEAD_RE = new RegExp(
  `\\b(?:${PROFESSIONAL_LEADS.join('|').replace(/\((?!\?)/g, '(?:')})\\s+(?:dr |dra |doutor |doutora )?([a-z]{3,})\\b`,
  'g',
);
const SAME_RE = anyOf(SAME_PROFESSIONAL);
const RELATION_RE = new RegExp(
  `\\b(?:para|por|do|da|de|pelo|pela|com)\\s+(?:o |a )?(?:meu|minha|meus|minhas|nosso|nossa)\\s+(${RELATIONS.join('|')})\\b(?:\\s+(?:o |a |que se chama |chamad[oa] )?([a-z]{3,}))?`,
);
const NAMED_FOR_RE = /\b(?:para|no nome d[oa]|em nome d[oa])\s+(?:o |a )?([a-z]{3,})\b(?=\s+(?:que e|ele e|ela e)\b|$)/;
const NOT_NAMES = new Set([...KEY_WORDS, 'mim', 'ele', 'ela', 'que', 'mesmo', 'agora', 'hoje', 'fazer', 'cortar', 'ver']);

function nameWords(p: TBrainProfessional): Array<{ word: string; id: string }> {
  const out: Array<{ word: string; id: string }> = [];
  for (const label of [p.title, ...p.aliases]) {
    const words = fold(label)
      .replace(/[^a-z\s]/g, ' ')
      .split(/\s+/)
      .filter((w) => w.length >= 3 && !TITLE_WORDS.has(w));
    for (const w of words) out.push({ word: w, id: p.calendar_id });
    // A multi-word alias ("Marcão da Barba") also matches as a phrase.
  }
  return out;
}

/** A shortened name after "com a" ("jess" for Jéssica): the one professional whose name starts so. */
function byPrefix(byWord: Map<string, Set<string>>, word: string): Set<string> | undefined {
  if (word.length < 3) return undefined;
  const ids = new Set([...byWord].filter(([w]) => w.startsWith(word) && w !== word).flatMap(([, set]) => [...set]));
  return ids.size === 1 ? ids : undefined;
}

const DIMINUTIVE = /(?:zinh|inh)[oa]$/;

/**
 * A name said fondly ("marcaozinho", "jessiquinha", "dudinha"): the name without its diminutive,
 * exactly or as the start of one professional's name.
 */
function byFondName(text: string, byWord: Map<string, Set<string>>, serviceWords: Set<string>): string | undefined {
  for (const tok of text.split(' ')) {
    if (!DIMINUTIVE.test(tok) || serviceWords.has(tok)) continue;
    const stem = tok.replace(DIMINUTIVE, '');
    for (const form of [stem, stem.replace(/qu$/, 'c'), stem.replace(/gu$/, 'g')]) {
      const hit = byWord.get(form) ?? byPrefix(byWord, form);
      if (hit && hit.size === 1) return [...hit][0]!;
    }
  }
  return undefined;
}

// ("de preferência com uma médica", "médica mulher": a woman doctor asked for, the one titled Dra.; "com médico
// homem", "prefiro um médico": a man, the one titled Dr.)
const TITLE_RE =
  /\b(?:(dra|doutora|(?<=\bcom uma )medica|medica mulher|(?<=\bpreferencia (?:com )?(?:uma|a) )medica)|(dr|doutor|medico homem|(?<=\b(?:com um|prefiro um|prefiro com um|preferencia (?:com )?um) )medico))\b(?:\s+([a-z]{2,}))?/;

/**
 * "a doutora", "o doutor", "dra fê": the one professional with that title (by gender), narrowed by
 * the start of a name after it when several share it.
 */
function byTitle(text: string, professionals: TBrainProfessional[]): string | undefined {
  const m = TITLE_RE.exec(text);
  if (!m) return undefined;
  const female = !!m[1];
  const titled = professionals.filter((p) => {
    const first = fold(p.title).split(/[^a-z]+/)[0] ?? '';
    return female ? first === 'dra' || first === 'doutora' : first === 'dr' || first === 'doutor';
  });
  const after = m[3];
  if (after) {
    const named = titled.filter((p) => nameWords(p).some((w) => w.word.startsWith(after)));
    if (named.length === 1) return named[0]!.calendar_id;
  }
  return titled.length === 1 ? titled[0]!.calendar_id : undefined;
}

/** Every professional a normalised message names by a name word (for "corte com o X e barba com o Y"). */
// "surgiu um negócio aqui" beside a calendar called "Dona do negócio": after "um", "esse", "meu"… a word is a
// thing, not the name of someone on the team.
const NOT_BEFORE_NAMES = new Set([
  'um',
  'uma',
  'num',
  'numa',
  'esse',
  'essa',
  'nesse',
  'nessa',
  'meu',
  'minha',
  'seu',
  'sua',
  'algum',
  'alguma',
  'outro',
  'outra',
  'nenhum',
]);
export const nameCandidates = (words: string[]) => words.filter((_, i) => !NOT_BEFORE_NAMES.has(words[i - 1] ?? ''));
const nameTokens = (text: string) => nameCandidates(text.split(' '));

export function namedProfessionals(text: string, professionals: TBrainProfessional[], serviceWords: Set<string>): Set<string> {
  const out = new Set<string>();
  const words = professionals.flatMap(nameWords);
  for (const tok of nameTokens(text)) {
    if (tok.length < 3 || serviceWords.has(tok)) continue;
    const ids = new Set(words.filter((w) => w.word === tok).map((w) => w.id));
    if (ids.size === 1) out.add([...ids][0]!);
  }
  const one = matchProfessional(text, professionals, serviceWords);
  if (one && 'calendar_id' in one) out.add(one.calendar_id);
  return out;
}

/** The professional a normalised message names: `{calendar_id}`, `{unknownName}` after "com o X", or null. */
export function matchProfessional(
  text: string,
  professionals: TBrainProfessional[],
  serviceWords: Set<string> = new Set(),
): { calendar_id: string } | { unknownName: string } | null {
  const words = professionals.flatMap(nameWords);
  const byWord = new Map<string, Set<string>>();
  for (const w of words) byWord.set(w.word, (byWord.get(w.word) ?? new Set()).add(w.id));
  for (const tok of nameTokens(text)) {
    const hit = tok.length >= 3 && !serviceWords.has(tok) ? byWord.get(tok) : undefined;
    if (hit && hit.size === 1) return { calendar_id: [...hit][0]! };
  }
  const fond = byFondName(text, byWord, serviceWords);
  if (fond) return { calendar_id: fond };
  const titled = byTitle(text, professionals);
  if (titled) return { calendar_id: titled };
  // A misspelt name counts only right after "com o", "pelo"…: elsewhere it is too often a real word.
  const voc = vocabulary(byWord.keys(), 0.3);
  for (const m of text.matchAll(LEAD_RE)) {
    const hit = byWord.get(voc.match(m[1]!) ?? '') ?? byPrefix(byWord, m[1]!);
    if (hit && hit.size === 1) return { calendar_id: [...hit][0]! };
  }
  const named = /\bcom (?:o|a|o dr|a dra|o doutor|a doutora|dr|dra)\s+([a-z]{3,})\b/.exec(text);
  if (named && !NOT_NAMES.has(named[1]!) && !serviceWords.has(named[1]!) && !RELATIONS.includes(named[1]!))
    return { unknownName: named[1]! };
  return null;
}

export const anyProfessional = (text: string) => ANY_RE.test(text);
export const sameProfessional = (text: string) => SAME_RE.test(text);

/** "pro meu filho", "pra minha esposa Ana", "no nome da Júlia": who the appointment is for. */
export function forOther(text: string): { name: string | null; relation: string | null } | null {
  const rel = RELATION_RE.exec(text);
  if (rel) {
    const name = rel[2] && !NOT_NAMES.has(rel[2]) ? rel[2] : null;
    return { relation: rel[1]!, name: name ? name.charAt(0).toUpperCase() + name.slice(1) : null };
  }
  const named = NAMED_FOR_RE.exec(text);
  if (named && !NOT_NAMES.has(named[1]!)) return { relation: null, name: named[1]!.charAt(0).toUpperCase() + named[1]!.slice(1) };
  return null;
}
