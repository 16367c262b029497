// Booking for someone else from the same phone ("pro meu filho Heitor", "marca pro Heitor, meu
// filho"): who the appointment is for. The relation words are data; the name is the capitalised
// word next to them, or the word after the relation ("pro meu filho heitor").
import { fold } from './text.js';

const RELATIONS = [
  'filho',
  'filha',
  'menino',
  'menina',
  'sobrinho',
  'sobrinha',
  'esposo',
  'esposa',
  'marido',
  'mulher',
  'mae',
  'pai',
  'namorado',
  'namorada',
  'amigo',
  'amiga',
  'irmao',
  'irma',
  'neto',
  'neta',
  'avo',
  'enteado',
  'enteada',
  'primo',
  'prima',
  'cunhado',
  'cunhada',
  'sogra',
  'sogro',
  'tio',
  'tia',
  'afilhado',
  'afilhada',
];
/** Words after a relation that are not a name. */
const NOT_NAMES = new Set([
  'de',
  'da',
  'do',
  'que',
  'tem',
  'e',
  'o',
  'a',
  'pra',
  'para',
  'no',
  'na',
  'nome',
  'dele',
  'dela',
  'sabado',
  'domingo',
  'segunda',
  'terca',
  'quarta',
  'quinta',
  'sexta',
  'amanha',
  'hoje',
  'consulta',
  'corte',
  'as',
  'mas',
  'ta',
  'esta',
]);

const REL = RELATIONS.join('|');
const RELATION_RE = new RegExp(`\\b(?:meu|minha|meus|minhas)\\s+(${REL})\\b`);

function capitalised(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The person the booking is for, when the client says it is someone else. */
export function bookingFor(original: string): { name: string | null; relation: string } | null {
  const folded = fold(original);
  const rel = RELATION_RE.exec(folded);
  if (!rel) return null;
  const relation = rel[1]!;
  const words = [...original.matchAll(/[\p{L}]+/gu)].map((m) => ({ word: m[0], at: m.index! }));
  const after = words.filter((w) => w.at > rel.index + rel[0].length - 1);
  // "o nome dele é Heitor", "meu filho, o Heitor", "meu filho Heitor", "meu filho: Heitor"
  const named = /\bnome (?:dele|dela) e\s+([a-z]+)/.exec(folded);
  if (named) return { name: capitalised(original.substr(named.index + named[0].length - named[1]!.length, named[1]!.length)), relation };
  for (const w of after.slice(0, 3)) {
    if (NOT_NAMES.has(fold(w.word))) continue;
    if (/^\p{Lu}/u.test(w.word) || after.indexOf(w) === 0) return { name: capitalised(w.word.toLowerCase()), relation };
    break;
  }
  // "pro Heitor, meu filho": the name right before the relation.
  const prev = /\b(?:pro|pra|para o|para a)\s+([a-z]+)\s*,?\s*$/.exec(folded.slice(0, rel.index));
  if (prev && !NOT_NAMES.has(prev[1]!)) return { name: capitalised(prev[1]!), relation };
  return { name: null, relation };
}
