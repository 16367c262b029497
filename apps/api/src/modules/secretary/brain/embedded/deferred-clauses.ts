// "pode mudar a escova sim. a hidratação deixa pra próxima", "o corte eu deixo pro mês que vem", "minha filha também quer uma escova, mas aí eu
// vejo com ela depois": a clause that puts something off is no request now, and its "deixa" no refusal of
// the rest. Read with the rest, its service would be booked or switched to.
import { normalize } from './text.js';
import { ALSO_RE } from './lexicon/also-words.js';

const DEFER_RE =
  /\b(?:(?:eu|ai eu|dai eu|a gente) )?(?:vejo|vou ver|resolvo|decido|marco|agendo|vemos|combino|falo)(?: isso| com (?:ela|ele|elas|eles))? (?:depois|outro dia|outra hora|mais tarde|mais pra frente|na proxima|(?:n?o )?(?:mes|ano) que vem|(?:n?o )?(?:outro|proximo) mes)\b(?! d[aeo]s? \d)|\b(?:deixa|deixo|fica|ficar)(?: (?:a|o|as|os) [a-z]+)? (?:pra|para|pro) (?:a |o )?(?:proxima(?: vez)?|depois|outro dia|outra vez|mais pra frente|(?:mes|ano) que vem|outro mes|proximo mes)\b|\b(?:depois|outro dia|outra hora|mais tarde) (?:eu |a gente )?(?:vejo|vou ver|resolvo|decido|vemos|combino)\b/;
/** "a sobrancelha deixa quieto por enquanto": a part named and put off (request-edits.ts takes it out of the request). */
const NAMED_PUT_OFF_RE =
  /^(?:(?:e|mas|ai|so|ja)\s+)?(?:a|o|as|os|minha|meu)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:eu\s+)?(?:deixa|deixo|fica)\s+quiet[oa]\b/;
/** What a put-off clause names first: "a hidratação", "o corte do meu filho", "minha escova". */
const NAMES_THING_RE = /^(?:(?:e|mas|ai|so|ja)\s+)?(?:a|o|as|os|minha|meu|minhas|meus|essa|esse|aquela|aquele)\s+\S+/;
/** "o dele", "a minha", "o resto": pronouns say whose, not what; the yes would not say which part. */
const PRONOUN_RE = /^(?:dele|dela|deles|delas|meu|minha|seu|sua|isso|esse|essa|outro|outra|resto|ele|ela|mesmo|mesma)$/;
const namesWord = (before: string) =>
  before.split(' ').some((w) => w.length > 2 && !PRONOUN_RE.test(w) && !FILLER_RE.test(w) && !/^(?:os|as|um|uma)$/.test(w));
const THEIRS_RE = /^(?:(?:e|mas|ai|so|ja)\s+)?(?:o|a|os|as)\s+(?:dele|dela|deles|delas)$/;
/** A clause that asks ("…tb ne?", "quanto fica?"), and the words in it that would add its service to the visit. */
const ASKED_RE = /(?:\?|\b(?:ne|neh))\s*$/;
const ALSO_ALL_RE = new RegExp(ALSO_RE.source, 'giu');
/** Words that name nothing: a clause of only these put off the whole request ("deixa q eu vejo outro dia"). */
const FILLER_RE = /^(?:(?:mas|ai|dai|entao|e|so|que|q|deixa|deixo|ah|eu|a|o|ta|bom|ok|ne|isso|tudo|td)\s*)*$/;

/**
 * The message less the clauses that put something named off, and those clauses' words (normalised);
 * `othersOffTable`: nothing proposed is in another person's name, so "o dele" is not on the table. A
 * put-off that names nothing ("pode ser, mas eu vejo depois") is a hesitation and stays; "mas aí eu vejo com
 * ela depois" puts off the clause before it ("minha filha também quer uma escova").
 */
export function deferredClausesOf(message: string, othersOffTable = false): { rest: string; deferred: string[] } {
  const parts = message.split(/(?<=[,;.!?])\s+|\s+(?=mas\s)/).filter((p) => p.trim());
  if (parts.length < 2) return { rest: message, deferred: [] };
  const keep = parts.map((p) => p as string | null);
  const deferred: string[] = [];
  parts.forEach((p, i) => {
    const t = normalize(p);
    const m = DEFER_RE.exec(t);
    if (!m) return;
    const before = t.slice(0, m.index).trim();
    const bare = FILLER_RE.test(before) && i > 0 && !!keep[i - 1];
    const ofPrevious = bare && /\bcom (?:ela|ele|elas|eles)\b/.test(m[0]);
    // "a sobrancelha deixa quieto, quinta eu saio tarde, vejo outro dia": a bare put-off after one that named its
    // thing goes on about that thing.
    if (bare && !ofPrevious && (deferred.length || parts.slice(0, i).some((q) => NAMED_PUT_OFF_RE.test(normalize(q))))) {
      keep[i] = tailAfter(p, m[0], t.slice(m.index + m[0].length)) || null;
      deferred.push(t);
      return;
    }
    // "sobrancelha tb queria mas fica pra proxima": the service added just before is what is put off.
    if (bare && !ofPrevious && /^mas\b/.test(t) && ALSO_RE.test(keep[i - 1]!) && !ASKED_RE.test(normalize(keep[i - 1]!))) {
      deferred.push(normalize(keep[i - 1]!));
      keep[i - 1] = null;
      keep[i] = tailAfter(p, m[0], t.slice(m.index + m[0].length)) || null;
      return;
    }
    // "ela faz design de sobrancelha tb ne? fica pra proxima": the question stays to be answered, and asks for nothing.
    if (bare && !ofPrevious && ASKED_RE.test(normalize(keep[i - 1]!))) {
      deferred.push(normalize(keep[i - 1]!));
      keep[i - 1] = keep[i - 1]!.replace(ALSO_ALL_RE, ' ');
      keep[i] = tailAfter(p, m[0], t.slice(m.index + m[0].length)) || null;
      return;
    }
    // "entao deixa a progressiva pra depois": the thing put off said after the verb.
    const object = /^(?:deixa|deixo|fica|ficar) ((?:a|o|as|os) [a-z]+)/.exec(m[0])?.[1];
    if (object && namesWord(object)) {
      keep[i] = tailAfter(p, m[0], t.slice(m.index + m[0].length)) || null;
      deferred.push(object);
      return;
    }
    // "o dele vejo depois" names someone else's part: off the table only when nothing proposed is in another's name.
    const theirs = othersOffTable && THEIRS_RE.test(before);
    if (!ofPrevious && !theirs && !(NAMES_THING_RE.test(before) && namesWord(before))) return;
    // "… mas aí eu vejo com ela depois e me fala quanto fica": the tail stays.
    keep[i] = tailAfter(p, m[0], t.slice(m.index + m[0].length)) || null;
    deferred.push(ofPrevious ? normalize(keep[i - 1]!) : before);
    if (ofPrevious) keep[i - 1] = null;
  });
  const rest = keep.filter((p): p is string => !!p).join(' ');
  if (!deferred.length || !rest.trim()) return { rest: message, deferred: [] };
  return { rest, deferred };
}

/** What the clause says after the put-off words, as written (accents kept); else as read. */
function tailAfter(clause: string, putOff: string, read: string): string {
  const plain = clause.normalize('NFC').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const last = putOff.split(' ').pop()!;
  const at = new RegExp(`\\b${last}\\b`).exec(plain);
  const written = plain.length === clause.normalize('NFC').length && at ? clause.normalize('NFC').slice(at.index + last.length) : read;
  return written.replace(/^[\s.,;!?]+/, '').trim();
}
