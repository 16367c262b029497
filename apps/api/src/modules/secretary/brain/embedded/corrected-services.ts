// Services a client corrects or only mentions while speaking: "manicure pra sexta… ah não, espera, na verdade é o pé
// que eu quero" asks for the pedicure alone, and "a mão eu faço em casa" takes the manicure out.
// The message keeps its length (blanked, not cut), so what reads days and times still sees all of it.
import type { TBrainService } from '../types.js';
import { anyOf } from './lexicon/compile.js';
import { BODY_STATE_RE } from './lexicon/services-asked.js';
import { withoutReasons } from './reasons.js';
import { SELF_CORRECTION } from './lexicon/negation.js';
import { mentionedServices, withoutWeakWords } from './match.js';
import { fold, normalize } from './text.js';
import { servicesIn } from './understand/index.js';
import { segmentsOf } from './understand/segments.js';
import { VISIT_JOINER_RE } from './visit-joiners.js';
import { SAME_TIME_AS_NAMED_RE } from './same-time-as-named.js';

const CORRECTION_RE = anyOf(SELF_CORRECTION, 'g');
/** "a mão eu faço em casa", "a sobrancelha eu mesma faço": a service the client does themselves. */
const DOES_IT_THEMSELVES_RE =
  /\b(?:a|o|as|os)\s+[a-z]+(?:\s+[a-z]+)?\s+eu\s+(?:mesm[ao]\s+)?faco(?:\s+(?:em casa|sozinh[ao]|eu mesm[ao]))?\b/g;

/** "com o mesmo cara que fez meu platinado": a service named to say who, not asked for. */
const WHO_DID_RE = /\b(?:que|q|quem) (?:fez|cortou|atendeu|pintou|fazia|cortava) [^,.;!?\n]*/g;

/** "o médico falou que eu tenho que fazer fisioterapia": who said it is the subject, not a service asked for. */
const REPORTER_RE =
  /\b(?:o|a|meu|minha) [a-z]+(?= (?:me |ja )?(?:falou|disse|mandou|pediu|recomendou|passou|indicou|receitou|orientou)\b)/g;

/** "acho q dps vou precisar de fisio tb": a need the client foresees for later, not a service asked now. */
const FORESEEN_RE =
  /\b(?:acho (?:que|q)|talvez|provavelmente|pode ser (?:que|q))\s+(?:depois|dps|mais (?:pra|para) frente|futuramente|no futuro)\s+(?:eu\s+)?(?:vou|vo|va|devo|precise)\s+(?:ter (?:que|q) )?(?:precisar|fazer|querer)\s+(?:de\s+)?(?:(?:a|o|as|os|um|uma|umas|uns)\s+)?(?:sessao de\s+|sessoes de\s+)?[a-z]+/g;
/**
 * "o cabelo eu cortei semana passada", "já fiz a sobrancelha", "eu fiz uma consulta com o doutor mês passado e
 * ele pediu pra eu voltar": a service done already, not asked for.
 */
// (Two patterns: "o seguinte eu fiz uma consulta" would match the first alone and hide the second.)
const DONE_ALREADY_RES = [
  // ("…hidratação, que escova eu fiz semana passada": the reason the first one was taken back.)
  /\b(?:a|o|as|os|que|q|porque|pq)\s+[a-z]+\s+eu\s+(?:ja\s+)?(?:cortei|fiz|pintei|tirei|aparei)\b/g,
  // ("e o retorno é pago? fiz consulta com ele mes passado": without the article too.)
  /\b(?:eu\s+)?(?:ja\s+)?(?:cortei|fiz|pintei|tirei|aparei)\s+(?:(?:a|o|as|os|um|uma)\s+)?[a-z]+\b/g,
  // "é retorno, eu já consultei com ele mês passado": the visit told, no consultation asked.
  /\b(?:eu\s+)?(?:ja\s+)?(?:me\s+)?consultei\b/g,
];
/** "além do meu corte de sábado": a service the client has booked already, named beside the one they ask for. */
const BESIDES_OWN_RE = /\balem d(?:o|a|os|as) (?:meu|minha|meus|minhas) [a-z]+\b/g;
/** "e não corte", "não quero o corte": a service refused in passing (a comma after "não" is an answer instead). */
// "…a barba dessa vez, sem o corte": "sem" refuses the service after it too.
// "não é consulta, é a sessão de fisio dele": "não é" refuses the service after it.
// "é só o corte, não precisa fazer barba": so does "não precisa (fazer)"; "como consulta normal, não como retorno" too.
const REFUSED_RE =
  /\b(?:(?:nao|n)\s+(?:e\s+|eh\s+|era\s+|como\s+|quero\s+|precis[oa]\s+(?:de\s+)?(?:fazer\s+)?|vou\s+fazer\s+)?|sem\s+)(?:o |a |os |as |uma |um )?[a-z]+\b/g;
/** "hidratação em vez de escova", "no lugar do corte": the service given up (the switch reader takes an own appointment's). */
const INSTEAD_OF_SERVICE_RE = /\b(?:no lugar|em vez|ao inves) d[aoe]s? (?:o |a |os |as |um |uma )?[a-z]+/g;
/** "só o corte msm, a barba to deixando crescer": a part let grow, not asked for. */
const GROWN_RE = /\b(?:o|a|os|as|meu|minha)\s+[a-z]+\s+(?:eu\s+)?(?:to|tou|estou|vou|ta|esta)\s+deixa\w*\s+crescer\b/g;
/** "só a barba", "apenas escova": the service the client wants; the others the message names are context. */
const ONLY_RE =
  /\b(?:so|somente|apenas)\s+(?:quero\s+fazer\s+|queria\s+fazer\s+|quero\s+|vou\s+(?:fazer|querer)\s+|fazer\s+)?(?:a |o |as |os |um |uma )?[a-z]+(?:\s+(?:e|\+)\s+(?:a |o )?[a-z]+)?/g;

export const blank = (s: string) => s.replace(/[^\n]/g, ' ');
// A reason ("que eu levo meu filho na escola") names no service of its own.
const namesService = (text: string, services: TBrainService[]) => {
  const said = withoutReasons(normalize(text));
  return mentionedServices(said, services).length > 0 || servicesIn(said, segmentsOf(said), services, VISIT_JOINER_RE).length > 0;
};

/** `text` with what each pattern matches in its folded form blanked out (the same length: offsets hold). */
const blankedWhere = (text: string, patterns: RegExp[]) =>
  patterns
    .flatMap((re) => [...fold(text).matchAll(re)])
    .reduce((out, m) => out.slice(0, m.index) + blank(m[0]) + out.slice(m.index + m[0].length), text);

// "quinta não dá, tem jogo do meu filho", "reunião na escola da minha filha": someone's event, whose person is no one
// booked for (never a Corte infantil).
const OTHERS_EVENT_RE =
  /\b(?:jogo|festa|aniversario|apresentacao|formatura|casamento|batizado|niver|reuniao|escola|aula|treino|vacina) d[aoe]s? (?:meu|minha|meus|minhas) [a-z]+/g;

// "tenho o pedido do médico", "com encaminhamento da doutora": the paper a doctor gave, no consultation asked.
const REFERRAL_RE =
  /\b(?:pedido|encaminhamento|guia|receita|requisicao|indicacao|laudo|atestado)(?: medic[oa]| d[oa] (?:medic[oa]|doutor[a]?|dr[a]?|ortopedista|clinico)\b)/g;

// "o retorno da consulta que fiz", "retorno da minha fisio": the visit the retorno follows, not asked again.
const RETURN_OF_RE = /(?<=\bretorno (?:d[aoe]s?|d[ao] (?:minha|meu)) )(?:sessao de |sessoes de )?[a-z]+/g;

/** The message without the services the client does themselves ("a mão eu faço em casa") or someone's event. */
export const withoutDoneThemselves = (original: string) =>
  blankedWhere(original, [DOES_IT_THEMSELVES_RE, OTHERS_EVENT_RE, REFERRAL_RE, RETURN_OF_RE]);

/** The message with the services the client took back blanked out. */
export function servicesAsCorrected(original: string, services: TBrainService[]): string {
  const folded = fold(original);
  let out = blankedWhere(original, [
    DOES_IT_THEMSELVES_RE,
    OTHERS_EVENT_RE,
    REFERRAL_RE,
    RETURN_OF_RE,
    WHO_DID_RE,
    REPORTER_RE,
    FORESEEN_RE,
  ]);
  // A service done already, booked already or refused is blanked only while the message still asks for another.
  for (const m of [
    ...DONE_ALREADY_RES.flatMap((re) => [...folded.matchAll(re)]),
    ...folded.matchAll(BESIDES_OWN_RE),
    ...folded.matchAll(SAME_TIME_AS_NAMED_RE),
    ...folded.matchAll(REFUSED_RE),
    ...folded.matchAll(INSTEAD_OF_SERVICE_RE),
    ...folded.matchAll(BODY_STATE_RE),
    ...folded.matchAll(GROWN_RE),
  ]) {
    const rest = out.slice(0, m.index) + blank(m[0]) + out.slice(m.index + m[0].length);
    if (namesService(m[0], services) && namesService(rest, services)) out = rest;
  }
  const correction = lastCorrection(out, folded, services);
  // "só o corte… não, pera, faz a barba também": a "só" before the correction is taken back with the rest.
  const onlyIn = (text: string) =>
    switching(text) ? undefined : [...fold(text).matchAll(ONLY_RE)].find((m) => namesService(m[0], services) && !priced(text, m.index));
  const early = onlyIn(out);
  if (correction && early && early.index + early[0].length <= correction.at)
    out = blank(out.slice(0, correction.cut)) + out.slice(correction.cut);
  const only = onlyIn(out);
  if (only && namesService(out.slice(0, only.index) + blank(only[0]) + out.slice(only.index + only[0].length), services))
    out =
      blank(out.slice(0, only.index)) + out.slice(only.index, only.index + only[0].length) + blank(out.slice(only.index + only[0].length));
  const after = lastCorrection(out, folded, services);
  return after ? blank(out.slice(0, after.cut)) + out.slice(after.cut) : out;
}

// "quanto é só a barba?" asks a price: the "só" is no choice.
const priced = (text: string, at: number) => /\b(?:quanto|preco|valor|custa)\b[^,.;!?]*$/.test(fold(text).slice(0, at));
// "troca só a barba pela sobrancelha": a switch names both services; the switch reader takes it.
const switching = (text: string) => /\b(?:troc|mud|substitu|em vez|ao inves|no lugar)/.test(fold(text));

/** The last self-correction whose words name a service, when what came before it named one too. */
function lastCorrection(out: string, folded: string, services: TBrainService[]): { at: number; cut: number } | null {
  for (const m of [...folded.matchAll(CORRECTION_RE)].reverse()) {
    const cut = m.index + m[0].length;
    // The correction names a service by a word of its own: "nove e meia … ela já conhece meu cabelo"
    // corrects the time, the escova stays.
    if (namesService(withoutWeakWords(out.slice(cut)), services) && namesService(out.slice(0, m.index), services))
      return { at: m.index, cut };
  }
  return null;
}

/** "… e quanto tá o corte de criança?": a service only priced, beside one asked for. */
const PRICED_ASIDE_RE =
  /\b(?:quanto|qnto|qto|qual o (?:preco|valor))\s+(?:(?:ta|e|eh|fica|custa|sai|seria|cobra|cobram)\s+)?(?:o |a |os |as )?[a-z]+(?:\s+d[eoa]s?\s+[a-z]+)?/g;

/**
 * The message with a service only priced blanked, when another was asked for before it (the one to book).
 * The price takes what follows it along ("… quanto tá o corte de criança? meu filho tem 4
 * anos": the son is the price's context, not a booking).
 */
/** What a price answer covers beside a booking: the part priced aside, else the whole message. */
export const pricedPart = (asCorrected: string, toBook: string) =>
  toBook === asCorrected ? asCorrected : asCorrected.slice(toBook.trimEnd().length);

export function withoutPricedAside(text: string, services: TBrainService[]): string {
  // Only after the request: "quanto custa corte e barba? tem horário sábado?" books what it prices.
  for (const m of fold(text).matchAll(PRICED_ASIDE_RE)) {
    const before = text.slice(0, m.index);
    if (namesService(m[0], services) && namesService(before, services)) return before + blank(text.slice(m.index));
  }
  return text;
}
