// Text normalisation for Brazilian chat Portuguese: accents, repeated letters, abbreviations.
// `fold` keeps one output character per input character, so positions map back to the original.

import { ABBREVIATIONS, PHRASES } from './lexicon/abbreviations.js';
import { EMOJI_WORDS } from './lexicon/agreement.js';
import { KEY_WORDS, PROTECTED_WORDS } from './lexicon/key-words.js';
import { levenshtein, vocabulary } from './fuzzy.js';
import { withoutDoubledEnds } from './doubled-ends.js';

const PHRASE_RES = PHRASES.map(([re, word]) => [new RegExp(re, 'g'), word] as const);
const EMOJI_RES = EMOJI_WORDS.map(([re, word]) => [new RegExp(re, 'gu'), word] as const);
const KEY_VOCABULARY = vocabulary(KEY_WORDS, 0.34);
const PROTECTED = new Set([...PROTECTED_WORDS, ...KEY_WORDS]);

/** A misspelled key word ("amanhaa", "sabdo") → the word; anything else stays. */
function fixTypo(word: string): string {
  if (word.length < 5 || PROTECTED.has(word) || /\d/.test(word)) return word;
  const fixed = KEY_VOCABULARY.match(word);
  // A missing, extra or swapped letter only: a same-length substitution is often another real word ("marcao").
  const swapped = !!fixed && fixed.length === word.length && [...fixed].sort().join('') === [...word].sort().join('');
  if (!fixed || fixed === word || (fixed.length === word.length && !swapped && !thumbSlip(fixed, word))) return word;
  // Real inflected words ("marcado", "preciso") sit two edits from a key word: only one edit is a typo, two only in long words.
  return levenshtein(fixed, word) <= (word.length >= 9 ? 2 : 1) || swapped ? fixed : word;
}

/** Rows of the phone keyboard: a letter slips to its neighbour in the row ("sexts" for "sexta"). */
const KEY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const neighbours = (a: string, b: string) =>
  KEY_ROWS.some((row) => row.includes(a) && row.includes(b) && Math.abs(row.indexOf(a) - row.indexOf(b)) === 1);

/** One letter replaced by the key beside it, the rest as written: a thumb's slip, not another real word. */
function thumbSlip(fixed: string, word: string): boolean {
  const diff = [...word].flatMap((ch, i) => (ch === fixed[i] ? [] : [i]));
  return diff.length === 1 && neighbours(fixed[diff[0]!]!, word[diff[0]!]!);
}

const COMBINING = /[\u0300-\u036f]/g;

/** Lower case, no accents, same length as the input. */
export function fold(text: string): string {
  let out = '';
  for (const ch of text) {
    const base = ch.normalize('NFD').replace(COMBINING, '').toLowerCase();
    out += base.length === ch.length ? base : ch.toLowerCase();
  }
  return out;
}

/** Folded text with punctuation spaced out, letters repeated 3+ times collapsed and slang expanded. */
export function normalize(text: string): string {
  let withWords = text;
  for (const [re, word] of EMOJI_RES) withWords = withWords.replace(re, word);
  let folded = fold(withWords).replace(/https?:\/\/\S+/g, ' ');
  for (const [re, word] of PHRASE_RES) folded = folded.replace(re, word);
  folded = folded
    .replace(/\b(?:k{3,}|(?:ha){2,}h?|(?:rs){2,}|(?:he){2,})\b/g, ' ')
    .replace(/([a-z])\1{2,}/g, '$1')
    .replace(/(\d)\s*(?:hrs|hr|hs|horas|hora)\b/g, '$1h')
    // ("2h e meia", "duas horas e quinze": the minutes after the hour, as "2 e meia" is read.)
    .replace(/(\d)h e (meia|quinze)\b/g, '$1 e $2')
    .replace(/[^a-z0-9:/\s?-]/g, ' ')
    .replace(/\?/g, ' ? ')
    .replace(/(^|\s)-+|-+(\s|$)/g, ' ');
  return withoutDoubledEnds(folded).split(/\s+/).filter(Boolean).map(spelledOut).join(' ');
}

/** One folded word as meant: an abbreviation spelled out ("pod" → "pode"), a key word's typo fixed ("confima"). */
export const spelledOut = (word: string) => ABBREVIATIONS[word] ?? fixTypo(word);

/** Who does the work ("o barbeiro", "a cabeleireira") names a professional, never a service. */
const ROLE_WORDS =
  'barbeiro barbeira barbeiros cabeleireiro cabeleireira cabelereiro cabelereira profissional profissionais atendente moco moca rapaz'.split(
    ' ',
  );

export const STOPWORDS = new Set([
  ...ROLE_WORDS,
  ...'a o e de da do das dos em no na nos nas um uma uns umas para por com que se eu voce voces me te meu minha seu sua ele ela isso essa esse esta este ai la aqui tem ter qual quais como quando onde oi ola bom boa dia tarde noite por favor ta to e ja so mais muito tambem ou mas nao sim ate pra pro ao aos as os pelo pela gostaria queria quero saber fazer fazem faz vcs vc'.split(
    ' ',
  ),
]);

export function tokens(normalized: string): string[] {
  return normalized.split(' ').filter((w) => w && w !== '?');
}

/** Very small Portuguese stemmer: enough to match 'cortes'/'corte', 'unhas'/'unha', 'marcar'/'marcacao'. */
export function stem(word: string): string {
  let w = word;
  for (const suffix of ['coes', 'cao', 'mente', 'inhos', 'inhas', 'inho', 'inha', 'zinho', 'zinha', 'oes', 'aes', 'ao', 'es', 's']) {
    if (w.length - suffix.length >= 4 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w;
}
