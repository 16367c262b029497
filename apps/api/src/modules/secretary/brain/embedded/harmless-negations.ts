// "ah não sabia kk, e a Jéssica tá livre?": a "não" that refuses nothing must not drop the proposal
// on the table. The phrase is taken out of the message (same length folding keeps the rest as written).
import { anyOf } from './lexicon/compile.js';
import { HARMLESS_NEGATIONS } from './lexicon/negation.js';
import { fold } from './text.js';

const HARMLESS_RE = anyOf(HARMLESS_NEGATIONS, 'g');

/** The message without its harmless negations ("não sabia", "não tem problema"). */
export function withoutHarmlessNegations(message: string): string {
  const folded = fold(message);
  let out = '';
  let last = 0;
  for (const m of folded.matchAll(HARMLESS_RE)) {
    out += `${message.slice(last, m.index)} `;
    last = m.index + m[0].length;
  }
  return last ? out + message.slice(last) : message;
}
