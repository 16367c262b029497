// Services a client corrects or only mentions while speaking: "manicure pra sexta… ah não, espera, na verdade é o pé
// que eu quero" asks for the pedicure alone, and "a mão eu faço em casa" takes the manicure out.
// The message keeps its length (blanked, not cut), so what reads days and times still sees all of it.
import type { TBrainService } from '../types.js';
import { anyOf } from './lexicon/compile.js';
import { withoutReasons } from './dates.js';
import { SELF_CORRECTION } from './lexicon/negation.js';
import { mentionedServices } from './match.js';
import { fold, normalize } from './text.js';
import { servicesIn } from './understand/index.js';
import { segmentsOf } from './understand/segments.js';
import { VISIT_JOINER_RE } from './visit-joiners.js';

const CORRECTION_RE = anyOf(SELF_CORRECTION, 'g');
/** "a mão eu faço em casa", "a sobrancelha eu mesma faço": a service the client does themselves. */
const DOES_IT_THEMSELVES_RE =
  /\b(?:a|o|as|os)\s+[a-z]+(?:\s+[a-z]+)?\s+eu\s+(?:mesm[ao]\s+)?faco(?:\s+(?:em casa|sozinh[ao]|eu mesm[ao]))?\b/g;

/** "com o mesmo cara que fez meu platinado": a service named to say who, not asked for. */
const WHO_DID_RE = /\b(?:que|q|quem) (?:fez|cortou|atendeu|pintou|fazia|cortava) [^,.;!?\n]*/g;

/** "o médico falou que eu tenho que fazer fisioterapia": who said it is the subject, not a service asked for. */
const REPORTER_RE =
  /\b(?:o|a|meu|minha) [a-z]+(?= (?:me |ja )?(?:falou|disse|mandou|pediu|recomendou|passou|indicou|receitou|orientou)\b)/g;

const blank = (s: string) => s.replace(/[^\n]/g, ' ');
// A reason ("que eu levo meu filho na escola") names no service of its own.
const namesService = (text: string, services: TBrainService[]) => {
  const said = withoutReasons(normalize(text));
  return mentionedServices(said, services).length > 0 || servicesIn(said, segmentsOf(said), services, VISIT_JOINER_RE).length > 0;
};

/** The message with the services the client took back blanked out. */
export function servicesAsCorrected(original: string, services: TBrainService[]): string {
  const folded = fold(original);
  let out = original;
  for (const m of [...folded.matchAll(DOES_IT_THEMSELVES_RE), ...folded.matchAll(WHO_DID_RE), ...folded.matchAll(REPORTER_RE)]) {
    out = out.slice(0, m.index) + blank(m[0]) + out.slice(m.index + m[0].length);
  }
  const marks = [...folded.matchAll(CORRECTION_RE)].reverse();
  for (const m of marks) {
    const cut = m.index + m[0].length;
    const head = out.slice(0, m.index);
    const tail = out.slice(cut);
    if (namesService(tail, services) && namesService(head, services)) return blank(out.slice(0, cut)) + tail;
  }
  return out;
}
