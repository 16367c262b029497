// What the safety layer leaves out of a yes: a question whether another appointment stays as it is.
/**
 * "isso pode mudar. a nutri de sexta continua igual né?": a question whether another appointment stays
 * as it is changes nothing proposed; the rest of the message is what answers the proposal.
 */
// Not "qto fica?": "fica" keeps something only with a word that says how ("fica igual", "fica marcado").
const KEPT = '(?:igual|assim|como esta|como ta|marcad[oa]s?|de pe|mantid[oa]s?)';
const KEEP_QUESTION_RE = new RegExp(
  String.raw`(^|[.!?]\s*)[^.!?]*\b(?:(?:continua|continuam|mantem)(?:\s+${KEPT})?|(?:fica|ficam|segue|seguem)\s+${KEPT})(?:\s+(?:ne|ta|certo|nao e))?\s*\?`,
  'g',
);

export function withoutKeepQuestions(raw: string): string {
  // (Folded by hand: `fold` drops the full stops that end the sentences.)
  const plain = raw.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
  const rest = plain.replace(KEEP_QUESTION_RE, '$1').trim();
  return rest && rest !== plain ? rest : raw;
}
