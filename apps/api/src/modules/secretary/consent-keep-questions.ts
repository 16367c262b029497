// What the safety layer leaves out of a yes: a question whether another appointment stays as it is, and the
// question mark of a request worded politely.
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

/** "isso, pode cancelar. mas só a de quinta, tá?": the one meant, said back with a tag, is no question. */
// ("14h pode ser, muda só a unha tá?": with the action's own verb before it, too.)
const ONLY_THIS_RE =
  /(^|[.!?,]\s*)((?:mas\s+)?(?:(?:pode\s+)?(?:mud|troc|pass|cancel|desmarc|remarc|marc)(?:a|ar)\s+)?(?:so|apenas|somente)\s+(?:o|a|os|as)\s+[^.!?]{1,30}?)(?:\s*,?\s*(?:ne|ta|certo|ok|blz))?\s*\?/g;

/**
 * "Quarta às 17h me atende perfeitamente. Poderia confirmar, por favor?": a request worded as a question asks for the
 * write itself, as the message's last words (never with a day or a time of its own: "pode marcar pra sexta?" still
 * asks, and so does "pode marcar? quanto fica?").
 */
const POLITE_REQUEST_RE =
  /(^|[.!?,]\s*)((?:(?:voce|vc)\s+)?(?:pode|poderia|podia|consegue|conseguiria)\s+(?:me\s+)?(?:confirmar|marcar|agendar|fechar|reservar|transferir|remarcar)(?:\s+(?:pra|para)\s+mim)?(?:\s*,?\s*(?:por favor|pfv|pf|por gentileza))?)\s*\?\s*$/;

/** "isso, no nome dela tá? brigada": a yes said first, closed by a tag asking only for an ok, is no question. */
// (Never with a day or a time inside: "pode ser amanhã, tá?" still asks.)
const YES_TAGGED_RE =
  /^((?:sim|isso|pode|ok|beleza|blz|fechado|perfeito|certo)\b(?![^.!?]*(?:\d|\b(?:hoje|amanha|segunda|terca|quarta|quinta|sexta|sabado|domingo|dia|semana)\b))[^.!?]{0,40}?),?\s+(?:ta|ok|certo|blz|beleza)\s*\?/;

/** "não, não quero outro horário não, esse tá ótimo": another time refused keeps the one proposed. */
const NO_OTHER_RE =
  /(^|[.!?,]\s*)(?:n(?:ao)?,?\s+)?n(?:ao)?\s+(?:quero|preciso(?:\s+de)?)\s+outr[oa]\s+(?:horario|hora|dia|data)(?:\s+n(?:ao)?)?\s*(?=[,.!?]|$)/;

/**
 * "isso pode mudar. e a da nutricionista tb queria passar pra quinta, de manhã tem?": after the answer, a sentence
 * about another one ("a da X também") is the next request, no part of this answer.
 */
const ANOTHER_ONE_RE =
  /([.!;]\s*)(?:e\s+)?(?:o|a|os|as)\s+(?:d[aoe]s?\s+|meu\s+|minha\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:tb|tbm|tambem)(?:[\s,][^]*)?$/;

export function withoutKeepQuestions(raw: string): string {
  // (Folded by hand: `fold` drops the full stops that end the sentences.)
  const plain = raw.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
  const rest = plain
    .replace(KEEP_QUESTION_RE, '$1')
    .replace(ONLY_THIS_RE, '$1$2.')
    .replace(POLITE_REQUEST_RE, '$1$2.')
    .replace(YES_TAGGED_RE, '$1.')
    .replace(NO_OTHER_RE, '$1')
    .replace(ANOTHER_ONE_RE, '$1')
    .trim();
  return rest && rest !== plain ? rest : raw;
}

/** To a cancel of one appointment, "mas só a de quinta" says back which one: its "mas" changes nothing. */
export const onlyThisSaidBack = (message: string) =>
  message.replace(/(^|[\s.,])mas,?\s+(?=(?:so|só|apenas|somente)\s+(?:o|a|os|as)\s)/gi, '$1');
