// Reads the client's own message (never the model's say-so) to decide whether it agrees to what was
// proposed. The words live in lists so a missed phrasing is a data change, not a new branch.
import { fold, mentionedMinutes, ORDINAL_RULE_RE } from './consent-mentions.js';
import { onlyThisSaidBack, withoutKeepQuestions } from './consent-keep-questions.js';
import { closesWithoutYes } from './consent-closing.js';
import { CANT_GO_RE, DECIDES_RE, finalSay, finalSayAny, withoutTag } from './consent-tag.js';
import { withoutOtherTimeRefused } from './consent-time-refused.js';
import { agreedActionRemoved, NAMES_DAY_RE, OLD_ONE_GOES_RE } from './consent-own-verb.js';
import { AGREE, AGREE_CANCEL, APPROXIMATE_TIME_RE } from './consent-words.js';
import { INNER_QUESTION_RE, QUESTION_RE } from './consent-questions.js';
import { nextRequestAt } from './next-request.js';
import { asksAnotherBooking } from './consent-another-booking.js';
import { withoutHarmlessNegations } from './brain/embedded/harmless-negations.js';
import { ABBREVIATIONS } from './brain/embedded/lexicon/abbreviations.js';
import { spelledOut } from './brain/embedded/text.js';
import { EXPLICIT_CONFIRMATION } from './brain/embedded/lexicon/agreement.js';
import { anyOf } from './brain/embedded/lexicon/compile.js';

/** Any of these drops a pending proposal: a refusal, a hedge or a change of mind. */
const NEGATE = [
  'nao',
  'n',
  'nn',
  'nope',
  'nem',
  'nenhum',
  'nenhuma',
  'negativo',
  // "já deixa marcado" keeps the booking: a yes, not "deixa (pra lá)".
  // ("ta entao deixa sabado as 15h mesmo": "deixa" with the time kept decides; "deixa eu ver" still hedges.)
  'deixa(?! (?:ja )?(?:marcado|agendado|reservado|confirmado))(?!(?: (?!eu(?:\\s|$))[a-z]+){0,3} (?:as |a )?\\d{1,2}(?:h|:\\d{2})?(?:\\s|$))',
  'deixa pra la',
  'deixa quieto',
  'esquece',
  'na real',
  'na verdade',
  'pensando bem',
  'melhor nao',
  'espera',
  'peraí',
  'perai',
  'pera',
  'calma',
  'vou ver',
  // "vo ve c as meninas … e te dou um toque": the chat spellings of the same hedge.
  'vo ver',
  'vo ve',
  'vou ve',
  '(?:te )?dou um toque',
  // ("vou juntar uma grana e te chamo": the client will come back.)
  'te chamo',
  'vou pensar',
  'talvez',
  // "depois eu vejo", not "logo depois do corte" nor "eu primeiro e depois ele", "eu primeiro e a Bruna depois" (an order).
  '(?<!logo |bem |pouco |\\bprimeiro,? e (?:o |a |meu |minha )?\\w+ )depois(?! d[aoe]s? )(?! (?:ele|ela|eles|elas)(?=\\s|$))(?! (?:o|a|os|as) (?!gente(?:\\s|$)))',
  'acho que nao',
  'nao sei',
  'sei la',
  'mudei de ideia',
  'desisto',
  'desisti',
  'ainda nao',
  'agora nao',
];

/** A change of mind: drops the proposal, but the client may still be picking one of the offered times. */
const CHANGE = ['prefiro', 'melhor', 'outro', 'outra', 'mas', 'so que', 'porem', 'troca', 'trocar', 'muda', 'mudar', 'ao inves', 'em vez'];

export const words = (list: string[]) => new RegExp(`(^|\\s)(${list.map((w) => w.replace(/\s+/g, '\\s+')).join('|')})(?=\\s|$)`);
const NEGATE_RE = words(NEGATE);
const AGREE_RE = words(AGREE);
const CHANGE_RE = words(CHANGE);
const AGREE_CANCEL_RE = words(AGREE_CANCEL);
const ORDINAL_RE =
  /(^|\s)(o |a |opcao |numero )?(primeir[oa]|segund[oa]|terceir[oa]|quart[oa]|quint[oa]|ultim[oa]|1|2|3|4|5|1o|2o|3o|mais cedo|mais tarde)(?=\s|$)/;

function isQuestion(message: string): boolean {
  return message.includes('?') || bothForms(fold(message)).some((t) => QUESTION_RE.test(t) || INNER_QUESTION_RE.test(t));
}

/** "um depois do outro", "uma depois da outra": an order for a visit, neither a "depois" nor an "outro". */
// ("e ela logo dps q eu terminar", "ele depois de mim": the other person's part after the client's.)
const SEQUENCE_RE =
  /(^|\s)(?:(um|uma) (depois|dps|apos|atras) d?[oa] (outr[oa])|(?:logo )?(?:depois|dps|apos) (?:de mim|que eu terminar|q eu terminar|que eu acabar|q eu acabar)|(?:quando|assim que|assim q) eu (?:terminar|acabar))(?=\s|$)/;

/** "um depois do outro": the client orders the visit's parts one after the other. */
export function asksInSequence(message: string): boolean {
  return SEQUENCE_RE.test(fold(message));
}

/** "uma depois da outra, eu 9h e ela 10h, pode marcar": with each time dictated, the order said is no arrangement left open. */
export function agreesToDictated(message: string, minutes: number): boolean {
  return agreementOf(fold(message).replace(new RegExp(SEQUENCE_RE.source, 'g'), ' '), { action: 'book', minutes }) === 'agree';
}

/**
 * The message as written and with chat abbreviations spelled out ("dps eu vejo" → "depois eu vejo"):
 * a hedge or a question in either form is one, so an abbreviation never turns a hesitation into a yes.
 */
function bothForms(folded: string): string[] {
  const spelled = folded
    .split(' ')
    .map((w) => ABBREVIATIONS[w] ?? w)
    .join(' ');
  return spelled === folded ? [folded] : [folded, spelled];
}

export function isNegationOrHesitation(message: string): boolean {
  // ("pode cancelar sim… depois eu remarco": the "depois" of a move put off hedges nothing.)
  return bothForms(fold(withoutHarmlessNegations(message)).replace(DEFERRED_MOVE_RE, ' ')).some((t) =>
    NEGATE_RE.test(t.replace(SEQUENCE_RE, ' ').replace(/\?/g, ' ')),
  );
}

/**
 * "prefiro 16h", "mas com o João": whatever was proposed is no longer what the client wants. The verb
 * of the proposed action itself ("pode trocar sim" to a proposed move) is agreement, not a change.
 */
/** `proposed`: the action on the table and its time of day (minutes), when there is one. */
/** The action on the table: its time of day (minutes) and, when known, its weekday (0 = Sunday). */
export type TProposed = { action: TAction; minutes: number; weekday?: number };

export function isChangeOfMind(raw: string, proposed?: TProposed): boolean {
  // ("8h?? cedinho hein kkk mas blz, pode marcar": a "mas" that gives in is no change.)
  const message = withoutKeepQuestions(raw).replace(CONCEDING_MAS_RE, '$1');
  return CHANGE_RE.test(agreedActionRemoved(message, proposed).replace(SEQUENCE_RE, ' ').replace(/\?/g, ' '));
}

const CONCEDING_MAS_RE = /(^|\s)mas,?\s+(?=(?:tudo bem|td bem|blz|beleza|ok|ta bom|tá bom|tranquilo|fechou|fechado|pode)\b)/gi;
export type TAgreement = 'agree' | 'select' | 'none';

const BOOK_VERB_RE = /(^|\s)(marc\w*|agend\w*|reserv\w*)(?=\s|$)/; // "marca", "agenda", never "desmarca"
export const CANCEL_WORD_RE = /(^|\s)(?:cancel\w*|desmarc\w*)(?=\s|$)/; // (folded: the cancel's own clause starts there)

const bookedBefore = (t: string) => BOOK_VERB_RE.test(t.slice(0, CANCEL_WORD_RE.exec(t)?.index ?? 0));
/** "ok pode cancelar a manicure e marcar a progressiva": the cancel's yes is read up to the next request. */
function cancelClause(t: string): string {
  // ("pode cancelar sim. dps eu volto e marco de novo": a booking put off is none; "pode marcar a fisio às 8h e cancelar
  // a nutri sim": the booking before the cancel is its own request.)
  const said = t.replace(DEFERRED_MOVE_RE, ' ');
  const at = CANCEL_WORD_RE.exec(said);
  const next = at && nextRequestAt(said, at.index + at[0].length);
  return at ? said.slice(at.index, next ? next.index : undefined) : said;
}

const THUMBS_ONLY_RE = /^(?:👍|👌|✅|🤝|[\u{1F3FB}-\u{1F3FF}]|\s)+$/u;

/**
 * Whether the client's message agrees to the proposal (or picks one offered time): never a
 * question, never with a negation or a hedge. `minutes` is the proposed time of day.
 */
export type TAction = 'book' | 'move' | 'cancel' | 'replace';

export function agreementOf(raw: string, opts: TProposed): TAgreement {
  const last = finalSay(raw, opts.minutes);
  if (last) return agreementOf(last, opts);
  const message = withoutTag(withoutMoveRefused(withoutKeepQuestions(raw), opts.action));
  // A thumbs-up (or OK hand) alone answers "Posso confirmar…?" on WhatsApp as a yes; a cancel still
  // needs its words.
  if (opts.action !== 'cancel' && THUMBS_ONLY_RE.test(message.trim())) return 'agree';
  const t = fold(message).replace(/\?/g, ' ').trim();
  // "ah é? então pode ser": a question answered by the client's own last words is no question. Only words
  // that decide answer it: "e hj ainda dá? tipo 17h" still asks (the time says which, not yes).
  const tail = message.slice(message.lastIndexOf('?') + 1);
  const decides = (s: string) => AGREE_RE.test(fold(s)) || DECIDES_RE.test(fold(s)) || CONFIRMS_RE.test(fold(s));
  const asks =
    isQuestion(message) && !(message.includes('?') && decides(tail) && !isQuestion(tail)) && !agreedThenAsked(message, opts.action);
  // "pode ser um depois do outro" arranges the visit; the arrangement is proposed again before any write.
  // ("mesmo assim pode cancelar, infelizmente não tenho como ir": to a cancel, not going is its reason, no "não".)
  const negated = isNegationOrHesitation(
    opts.action === 'cancel' ? fold(message).replace(CANT_GO_RE, ' ') : withoutOtherTimeRefused(fold(message), opts.minutes),
  );
  if (!t || asks || negated || SEQUENCE_RE.test(t) || closesWithoutYes(t)) return 'none';
  // "pode passar então", "pode marcar" name another action: no yes to a cancel, which needs its own words (its clause's
  // own yes after a booking asked before it: "pode marcar a fisio e cancelar a nutri sim", never "… e cancelar").
  if (opts.action === 'cancel')
    return AGREE_CANCEL_RE.test(bookedBefore(t) ? cancelClause(t).replace(CANCEL_WORD_RE, ' ') : t) &&
      !isChangeOfMind(fold(onlyThisSaidBack(message)).replace(DEFERRED_MOVE_RE, ' ')) &&
      !asksToMove(t) &&
      !BOOK_VERB_RE.test(cancelClause(t))
      ? 'agree'
      : 'none';
  // ("iso msm pod confima": a yes misspelled; hedges were looked for in both forms above.)
  if (!isChangeOfMind(message, opts) && (AGREE_RE.test(t) || AGREE_RE.test(t.split(' ').map(spelledOut).join(' ')))) return 'agree';
  if (ORDINAL_RE.test(t) && !ORDINAL_RULE_RE.test(t)) return 'select';
  if (mentionedMinutes(message).includes(opts.minutes) && !APPROXIMATE_TIME_RE.test(t)) return 'select';
  return 'none';
}

/**
 * "15h perfeito, pode marcar. E qual a política de cancelamento?": a whole sentence of yes, then a question of
 * its own that names no other time or day. Not "pode marcar? quanto fica?" (the yes itself asked).
 */
const CONFIRMS_RE = anyOf(EXPLICIT_CONFIRMATION);

function agreedThenAsked(message: string, action: TAction): boolean {
  const end = message.search(/[.!;\n]/);
  if (end <= 0) return false;
  const lead = message.slice(0, end);
  const rest = fold(message.slice(end + 1));
  if (lead.includes('?') || isQuestion(lead)) return false;
  // "Sim, pode cancelar a consulta. A limpeza pode ser às 10h?": a cancel agreed in its own words; the time asked
  // after it is the next request's (a cancel has no time to choose).
  if (action === 'cancel') return AGREE_CANCEL_RE.test(fold(lead)) && CANCEL_WORD_RE.test(fold(lead)) && !CANCEL_WORD_RE.test(rest);
  // ("troca pra sábado 9h. e o de sexta sai né?": to a move, the old one going away is asked; "agr sim." is spelled out.)
  const asked = action === 'move' ? rest.replace(OLD_ONE_GOES_RE, ' ') : rest;
  return bothForms(fold(lead)).some((x) => CONFIRMS_RE.test(x)) && !mentionedMinutes(asked).length && !NAMES_DAY_RE.test(asked);
}

const MOVE_RE = // ("mês passado", "semana passada": the past, no move.)
  /(^|\s)(remarc\w*|mudar?|muda\w*|passar?|passa(?!d[ao]s?(?:\s|$))\w*|trocar?|troca\w*|mover?|adiar?|(?<!nao )adia\w*|antecip\w*|transferir|reagend\w*|jogar?|joga\w*|empurr\w*|vira|virar)(?=\s|$)/;

/**
 * The move the client talked about stays the goal of the talk until another appointment is asked for or the
 * one they have is kept ("…deixa quinta do jeito que tá" then "queria marcar mais uma sessão na terça").
 */
export function goalAfter(message: string, goal: 'move' | null): 'move' | null {
  if (asksToMove(message)) return 'move';
  return asksAnotherBooking(message) ? null : goal;
}

/** The client wants an existing appointment at another time ("passa meu corte pras 15h"). */
export function asksToMove(message: string): boolean {
  // ("da pra pasa pra sabdo?": read in its chat spelling too.)
  return bothForms(fold(message)).some((f) =>
    MOVE_RE.test(f.replace(GIVE_ME_RE, ' ').replace(DROP_BY_RE, ' ').replace(NEGATED_MOVE_RE, ' ').replace(DEFERRED_MOVE_RE, ' ')),
  );
}

/** "pode cancelar sim… depois eu remarco", "dps eu volto e marco de novo", "quando eu voltar te mando mensagem pra gente
 * remarcar": a move put off to another time, none asked now. */
export const DEFERRED_MOVE_RE =
  /(?:^|\s)(?:depois|dps|outra hora|outro dia|mais pra frente|quando(?: \S+){0,3}?) (?:eu |a gente )?(?:vejo e |volto e )?(?:(?:remarc|reagend)\w*|(?:marc|agend)\w* (?:de novo|outr[oa]|um novo|uma nova)|(?:vejo|olho|escolho|procuro) (?:outr[oa]|uma nova|um novo) (?:data|dia|horario))(?: com (?:mais )?calma)?|(?:^|\s)(?:remarc|reagend)\w* (?:depois|dps|outro dia|outra hora|mais pra frente)(?=\s|$)|(?:^|\s)(?:te |lhe )?(?:mando|chamo|falo|aviso|escrevo)(?: \S+){0,3}? (?:pra|para|p) (?:a )?(?:gente )?(?:remarc|reagend)\w*/g;

/** ("não remarca não, cancela essa sim": to a cancel, the move refused is no refusal of it.) */
const withoutMoveRefused = (message: string, action: TAction | undefined) =>
  action === 'cancel' ? message.replace(NEGATED_MOVE_RE, '$1') : message;

/** A negation or a hedge about the action on the table (a move refused beside a cancel is none). */
/** `minutes`: the proposal's time, when one is on the table (a "não" said of another time refuses nothing). */
export const refusesProposal = (message: string, action: TAction | undefined, minutes: number | null = null) => {
  const said = withoutOtherTimeRefused(fold(withoutMoveRefused(finalSayAny(message) ?? message, action)), minutes);
  // (To a cancel, "não tenho como ir" is its reason.)
  return isNegationOrHesitation(action === 'cancel' ? said.replace(CANT_GO_RE, ' ') : said);
};

/** "então não remarca não, cancela essa": a move refused, no move asked (and no refusal of the cancel). */
const NEGATED_MOVE_RE =
  /(^|\s)(?:n[aã]o|n|nem)\s+(?:precisa\s+|quero\s+|vou\s+|(?:e|eh|é)\s+pra\s+)?(?:remarc\w*|reagend\w*|mud[ae]r?|troc[ae]r?)(?:\s+(?:n[aã]o|n))?(?=[\s,.;!?]|$)/gi;

/** "me passa o endereço", "passa o pix": a thing handed over, no appointment moved. */
/** "aproveitar e passar na nutricionista": dropping by someone or somewhere, no appointment moved. */
// ("passar no clínico geral", "passar na nutri": going to a service or a place; "passar no mesmo horário" still moves.)
const DROP_BY_RE =
  /(^|\s)(?:passar|passo|passa|dar uma passada)\s+(?:(?:primeiro|antes|logo|so|rapidinho)\s+)?(?:(?:na|no|pela|pelo|num|numa)\s+(?!(?:mesm\w*|msm|dia|horario|hora|segunda|terca|quarta|quinta|sexta|sabado|domingo|outro|outra|proxim\w*|semana|fim|final|comeco|inicio|turno|manha|tarde|noite|primeiro|ultimo|periodo)(?=\s|$))\S+|(?:com a|com o)\s+(?:nutri\w*|medic[oa]|doutor[a]?|dra|dr|dentista|fisio\w*|esteticista|podolog\w*|dermato\w*|clinica|recepcao))(?=\s|$)/g;
const GIVE_ME_RE =
  /(^|\s)(?:me |nos )?(?:passa|passar|manda|mandar)\s+(?:(?:o|a|os|as|seu|sua)\s+)?(?:endereco|localizacao|local|pix|chave|numero|contato|valor|valores|preco|precos|link|senha|telefone|tabela|cardapio|insta|instagram|whats|zap|site|email|e-mail|cnpj|nome)(?=\s|$)/g;
