// "dá pra cortar meus dois moleques? joão e pedro", "minhas filhas Ana e Bia, escova sábado": two other
// people booked from the same phone, each named, and no appointment for the client. Read only with both
// names said (a plural relation alone may be any number of people: the secretary asks then).
import { notAName } from './people.js';
import { fold } from './text.js';

const PLURAL = 'filhos|filhas|moleques|meninos|meninas|netos|netas|sobrinhos|sobrinhas|pequenos|pequenas|criancas|gemeos|gemeas';
const KIDS_PLURAL_RE = new RegExp(`\\b(?:${PLURAL.replace('|sobrinhos|sobrinhas', '')})\\b`);
const PLURAL_RE = new RegExp(`\\b(?:meus|minhas|os|as)\\s+(?:(?:dois|duas|2)\\s+)?(?:${PLURAL})\\b`);
// The two names right after the relation ("…moleques? joão e pedro, 5 e 8 anos", "…filhas, a Ana e a Bia").
const TWO_NAMES_RE = /^[\s,:?!.-]*(?:(?:sao|se chamam|o|a)\s+)*([a-z]{3,})\s+e\s+(?:(?:o|a)\s+)?([a-z]{3,})\b/;

const capitalised = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** The two people's names, in the order said, or null. */
export function twoOthers(original: string): [string, string] | null {
  const folded = fold(original)
    .replace(/[^a-z0-9 ,;.?!\n]/g, ' ')
    .replace(/ +/g, ' ');
  const rel = PLURAL_RE.exec(folded);
  if (!rel) return null;
  const names = TWO_NAMES_RE.exec(folded.slice(rel.index + rel[0].length));
  if (!names || notAName(names[1]!) || notAName(names[2]!) || names[1] === names[2]) return null;
  // The names as written ("joão", not "joao").
  const words = original.match(/\p{L}+/gu) ?? [];
  const asWritten = (name: string) => capitalised((words.find((w) => fold(w) === name) ?? name).toLowerCase());
  return [asWritten(names[1]!), asWritten(names[2]!)];
}

/** True when the people named are children ("meus dois moleques", "filhas"). */
export const areChildren = (folded: string) => KIDS_PLURAL_RE.test(folded);
