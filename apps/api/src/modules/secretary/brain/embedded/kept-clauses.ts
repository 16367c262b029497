// "cancela só a unha de amanhã, a escova eu vou", "muda só a pedicure pras 15h, a manicure de sexta
// fica", "muda só a unha, a sobrancelha deixa de manhã msm", "o corte de sexta cancela não hein": a clause that keeps another appointment is not part of the request; read with it, its service
// or day would pick the wrong appointment.
import { normalize } from './text.js';

/**
 * A clause that ends by keeping what it names (folded text, without its punctuation). Not a condition ("mas se não
 * tiver, não precisa cancelar não"): it hangs on the request and says what happens otherwise.
 */
const KEEP_RE =
  /^(?!(?:e |mas )?(?:se|caso) )(e |mas )?((a|o|as|os|minha|meu|minhas|meus|essa|esse|aquela|aquele) )?[a-z0-9 ]{1,40}? (eu vou( sim)?|vou sim|fica|ficam|fica (como esta|como ta|assim|mantid[oa]|marcad[oa])|mantem|mantenho|pode manter|continuam?|continuam? (?:igual|iguais|normal|normais|assim|como esta|como estao|como ta|marcad[oa]s?|de pe)|(?:pode )?deixar?(?: (?:como esta|como ta|como estao|assim|quiet[oa]|do jeito que (?:esta|ta)))?|(?:deixa|fica|ficam|pode ficar) (?:de manha|de tarde|a tarde|de noite|a noite|no (?:mesmo )?horario|onde (?:esta|ta))(?: mesmo)?|(?:eu )?quero manter(?: sim)?|(?:eu )?(?:nao|n) abro mao(?: dele| dela| disso| desse| dessa)?|ta mantid[oa]|ta ok|esta ok|ta certo|nao mexe|(?:cancelar?|desmarcar?|mexe) (?:nao|n)|(?:nao|n) (?:cancelar?|desmarcar?)(?: (?:nao|n))?)( (ta|ne|ok|blz|beleza|viu|hein|kkk+))?$/;
const ONLY_NEEDED_RE = /^(?:so|somente|apenas) d[aoe]s? [a-z ]{1,30}$/;
/** "só vou conseguir fazer a de amanhã", "só consigo ir na de sexta": the one the client still goes to. */
const ONLY_GOING_RE =
  /^(?:e |mas )?(?:[a-z ]{0,40} )?(?:eu )?(?:so|somente|apenas) (?:vou (?:conseguir )?|consigo |posso |vou poder )?(?:fazer|ir(?: n[ao])?|comparecer(?: n[ao])?) (?:a|o|as|os|n[ao]s?) d[aoe]s? [a-z0-9 ]{1,30}$/;
const NOT_NEEDED_RE = /\b(?:nao|n) (?:vou )?(?:mais )?(?:precisar|preciso)\b/;
const ALSO_RE = /^(?:e )?(?:o|a|os|as|meu|minha|meus|minhas) [a-z0-9 ]{1,40}? (?:tb|tambem)$/;
/** The request that remains must move or cancel something, or the clause was not a keep. */
// ("isso, pode marcar. o desse sábado continua né": a new booking agreed beside it keeps the other one too.)
const CHANGE_RE =
  /\b(cancel\w*|desmarc\w*|mud\w*|remarc\w*|troc\w*|passa\w*|adia\w*|transfer\w*|so (a|o) |pode marcar|pode agendar|pode tirar|nao vou (?:precisar mais|mais precisar))/;

export function withoutKeptClauses(message: string): string {
  return keptClausesOf(message).rest;
}

/** The message less its kept clauses, and those clauses as written. */
export function keptClausesOf(message: string): { rest: string; kept: string[] } {
  // An emoticon or an emoji ends a clause as a full stop does ("vou ter q desmarcar :( a de quinta continua", "… 🤕 o
  // cabelo de sábado continua").
  const parts = message.split(/(?<=[,;.!?]|:-?[()]|\p{Extended_Pictographic}\uFE0F?)\s+|\s+(?=mas\s)/u).filter((p) => p.trim());
  if (parts.length < 2) return { rest: message, kept: [] };
  const folded = (p: string) =>
    normalize(p)
      .replace(/(:-?[()]|[,;.!?]|\p{Extended_Pictographic}\uFE0F?)+\s*$/u, '')
      .trim();
  // ("a sobrancelha eu quero manter. e o pé de sábado tb, esse não abro mão": "e o X tb" beside a kept clause is kept too.)
  // ("não vou precisar mais da escova, só da unha": what is still needed, kept.)
  const keeps = parts.map(
    (p, i) =>
      KEEP_RE.test(folded(p)) ||
      ONLY_GOING_RE.test(folded(p)) ||
      (ONLY_NEEDED_RE.test(folded(p)) && i > 0 && NOT_NEEDED_RE.test(folded(parts[i - 1]!))),
  );
  const rest = parts.filter((p, i) => !keeps[i] && !(ALSO_RE.test(folded(p)) && (keeps[i - 1] || keeps[i + 1])));
  if (!rest.length || rest.length === parts.length || !CHANGE_RE.test(normalize(rest.join(' ')))) return { rest: message, kept: [] };
  return { rest: rest.join(' ').replace(/[,;]\s*$/, ''), kept: parts.filter((p) => !rest.includes(p)) };
}
