// What a client message asks for. Rules over normalised text (see text.ts); several can hold at
// once ("oi, quanto custa o corte? tem horário amanhã?").
import { withoutBusinessCancels } from './reasons.js';
import { ORDINAL_RULE_RE } from '../../consent-mentions.js';
import { withoutWeekdays } from './weekday-ordinals.js';
import { fold } from './text.js';
import { LATE_RE } from './late-asked.js';
import { RELATIONS } from './lexicon/people.js';
import { WEAK_BOOK_RE } from './lexicon/weak-book.js';
import { OWN_BODY_STATE_RE, WHAT_WE_HAVE_RE } from './lexicon/services-asked.js';
import { DEFERRED_MOVE_RE } from '../../consent.js';
import { NEGATIVE_WORDS, POSITIVE_WORDS } from './lexicon.js';
import { ACT_WORDS, ASK_EARLIEST, OFFER_ANY, OFFER_EARLIEST, OFFER_LATEST, OFFER_MIDDLE } from './lexicon/acts.js';
import { AGREEMENT, REFUSAL, REFUSAL_ANYWHERE } from './lexicon/agreement.js';
import { anyOf, startOf } from './lexicon/compile.js';
import { FORGOT_OWN_RE, HAVE_TAG_RE, MONEY_RE, STILL_ON_RE } from './own-asked.js';
import { NEGATION_GAP, NEGATORS, SELF_CORRECTION } from './lexicon/negation.js';

export interface TIntents {
  /** Scheduling words that only mean booking together with a service or a date ('atende', 'consigo'). */
  weakBook: boolean;
  greeting: boolean;
  thanks: boolean;
  bye: boolean;
  human: boolean;
  cancel: boolean;
  reschedule: boolean;
  myAppointments: boolean;
  confirmPresence: boolean;
  price: boolean;
  listServices: boolean;
  book: boolean;
  yes: boolean;
  no: boolean;
  question: boolean;
  /** "se eu chegar 17h10 tem problema?": arriving late asked about (the owner's tolerance), never a request. */
  late: boolean;
}

const has = (re: RegExp, t: string) => re.test(t);

const HUMAN_RE = new RegExp(ACT_WORDS.handoff.join('|'));
const COMPLAINT_RE = new RegExp(ACT_WORDS.complaint.join('|'));
// "meu marido cancelou a dele", "foi cancelado?": a cancel told or asked about (past tense) is no request.
const CANCEL_RE =
  /\bcancel(?!ou\b|aram\b|ei\b|amos\b|ado\b|ada\b)\w*|\bdesmarc(?!ou\b|aram\b|amos\b|ado\b|ada\b)\w*|\bnao vou (mais )?(poder )?(ir|comparecer)\b|\bnao (vou )?(conseguir|consigo|dar conta de) (ir|comparecer)\b|\bnao (?:conseguirei|poderei) (?:ir|comparecer)\b|\b(?:ele|ela|(?:o|a) [a-z]+) nao vai (?:mais )?(?:poder|conseguir) (?:ir|vir)\b|\b(?:segunda|terca|quarta|quinta|sexta|sabado|domingo|amanha|hoje) (?:eu )?nao (?:vou estar|to|estou|estarei) na cidade\b|\b(?:tirar|tira|tire)(?: so)? (?:o |a |meu |minha )?(?:horario|agendamento|marcacao)\b|\b(?:pode|podem|pode ja) (?:tirar|tira)(?= (?:ela|ele|isso|essa|esse|entao|sim|por favor|ta|tá|obrigad\w*|da agenda|do sistema)\b|\s*[.!?]?\s*$)|\bnao vou (?:precisar mais|mais precisar) d[aoe]s? (?!tempo\b)[a-z]+|\btira (?:ela|ele|isso|essa|esse) da agenda\b|\bdesistir\b|\bdesmarcar\b/;
// "quero às 9h como era", "volta pro horário de antes": the appointment put back where it was, a move.
const BACK_AS_IT_WAS =
  '\\b\\d{1,2}(?:h\\d{0,2}|:\\d{2})? como (?:era|estava|tava)\\b|\\bcomo (?:era|estava|tava)(?: antes)? (?:as|pras?|para as) \\d|\\bvolt\\w* (?:pro|para o|pra o) (?:horario|dia) (?:de antes|antigo|original|que era)\\b|\\b(?:deixa|deixar|volta|voltar|fica|ficar) (?:como|do jeito que) (?:tava|estava|era)\\b|\\bdesfaz\\w* (?:a|essa) (?:troca|mudanca|remarcacao)\\b';
/** "quero às 9h como era": the time said is where the appointment goes back to, never the one it is at. */
export const backAsItWas = (t: string) => BACK_AS_IT_WAS_RE.test(t);
const BACK_AS_IT_WAS_RE = new RegExp(BACK_AS_IT_WAS);
// "minha coloração de sábado dá pra ser de manhã?": the client's own appointment asked at another time. (Never
// "minha filha dá pra ser às 10?": a person, booked for.)
// ("aquele meu horário q é o mais demorado, consegue passar pra terça?": the own appointment, then the move verb.)
// ("o da unha no sábado dá pra ser dps do almoço?": the appointment named by its service; never "o da tarde", an offered one.)
// ("corto o meu tbm, dá pra ser no mesmo horário?": an adverb after "meu" names no appointment.)
const OWN_AT_ANOTHER_TIME = `\\b(?:(?:meu|minha)\\s+(?!(?:${RELATIONS.join('|')}|tambem|ja|so|mesmo|junto)\\b)|(?:o|a|aquele|aquela)\\s+d[aoe]\\s+(?!(?:manha|tarde|noite|\\d)))[a-z]+(?:\\s+(?:de|do|da|na|no)\\s+[a-z]+)?\\s+(?:da|daria|consegue|pode|podia|poderia)\\s+(?:pra |para )?ser\\b`;
const MOVE_RE = new RegExp(
  `${OWN_AT_ANOTHER_TIME}|${/\bremarc\w*|\breagend\w*|\b(mudar|trocar|alterar|passar(?! (?:n[ao]|num|numa) (?!mesm|msm|dia\b|horario|hora\b|segunda|terca|quarta|quinta|sexta|sabado|domingo|outr|proxim|semana|fim\b|final|comeco|inicio|turno|manha|tarde|noite|primeir|ultim|periodo))|adiar|antecipar|mudo|troco|muda|troca|passa|joga|jogar|empurra|empurrar)\b.{0,20}\b(horario|hora|dia|data|agendamento|consulta|marcacao|para outro|para outra)\b|\badiar\b|\bantecipar\b|\bencaix\w* mais (?:cedo|tarde)\b(?=.*\b(?:to com|estou com|tenho|meu|minha)\b)|\b(?:mudar|trocar|passar|jogar|muda|troca|passa|joga)\s+(?:ela|ele|isso|esse|essa)\s+(?:pra|para|pro)\b|\b(?:meu|minha) (?:horario|consulta|agendamento|marcacao)\b.{0,40}\b(?:mudar|trocar|passar|jogar|empurrar|muda|troca|passa|joga|empurra) (?:pra|para|pro)\b/.source}|${BACK_AS_IT_WAS}`,
);
const YES_RE = startOf(AGREEMENT);
const NO_RE = new RegExp(`${startOf(REFUSAL).source}|${anyOf(REFUSAL_ANYWHERE).source}`);
// Not the names that start like "marcar" (Marcão, Marcos, Márcio, Marcelo, Márcia, Marcela), nor "tenho X marcada"
// (what the client has); "deixar marcado um corte" still asks.
const BOOK_RE =
  /\bmarc(?!ao\b|aozinho\b|os\b|io\b|elo\b|ela\b|ia\b|inho\b|ola\b|ad[oa]s?\b)\w*|\bdeix\w* marcad[oa]\b|\b(?!agenda\b)agend\w*|(?<!\b(?:na|da|minha|sua|pela|nossa|tua|a) )\bagenda\b|\bhorarios?\b|\bvagas?\b|\bdisponib\w*|\bdisponive\w*|\bencaix\w*|\blivre\b|\bquero (fazer|um|uma|cortar|marcar|agendar|dar|ir)\b|\bdia \d|\breservar?\b|\bvou querer\b|\b(?:preciso|precisava|precisando|precisaria) (de )?(um|uma|fazer|cortar|dar)\b|\b(queria|quero|gostaria de) (ver|fazer|cortar|dar um|dar uma|tirar|aparar)\b|\bda (pra|para) (me )?encaixar\b/;

/** "cancelar? não não, …": the client repeats the word as a question and refuses it. */
/** "e se eu precisar cancelar em cima da hora, tem multa?": a cancel supposed, asked about, not asked for. */
// "qual a política de cancelamento?": the policy, a noun, not a request either; "por desmarcar em cima da hora tem
// alguma cobrança?": what a cancel would cost, asked.
const SUPPOSED_CANCEL_RE =
  /\b(?:se|caso|quando) (?:eu |a gente |ele |ela |alguem |algum cliente |alguma cliente |outra pessoa )?(?:(?:precisar|tiver que|tiver de|quiser|resolver|for) (?:de )?)?(?:cancel|desmarc)\w*|\b(?:politica|regras?|taxa|multa|prazo|termos?) (?:de|do|para) cancelamentos?\b|\b(?:se|caso) (?:eu )?(?:nao|n) (?:conseguir|puder) (?:ir|comparecer)\b|\b(?:por|pra|para) (?:cancel|desmarc)ar\b.{0,60}?\b(?:cobra\w*|multa|taxa|problema|prazo|antecedencia)\b|\b(?:multa|taxa|cobra\w*)\b.{0,25}?\b(?:por|pra|para|se|caso) (?:eu )?(?:cancel|desmarc)\w*/;
/** "quero cancelar... na verdade deixa eu ver primeiro: quais eu tenho?": the cancel taken back before it was asked. */
const WITHDRAWN_CANCEL_RE =
  /\b(?:cancel|desmarc)\w*\b.{0,40}?\b(?:na verdade|na vdd|na real|pensando bem|pera|espera|ou melhor)\b.{0,20}?\b(?:deixa eu (?:ver|olhar|conferir)|vou ver|quero ver)\b/;
/** "ia pedir pra cancelar minha limpeza… muda pra sábado": a cancel the client was going to ask, a move asked instead. */
const INTENDED_CANCEL_RE =
  /\b(?:ia|iria|tava pensando em|estava pensando em|pensei em) (?:te )?(?:pedir (?:pra|para) )?(?:cancel|desmarc)\w*\b(?=.*\b(?:mud(?:a|ar|e)|pass(?:a|ar)|troc(?:a|ar)|remarc\w*|jog(?:a|ar))\b)/;
const ECHOED_REFUSAL_RE = /\b(?:cancel\w*|desmarc\w*)\s*\?\s*(?:nao|n|nem|nunca|jamais)\b/;
/** "cancela não, tá?", "desmarca não": the "não" after the verb refuses it (not "cancela, não vou poder ir"). */
const POSTPOSED_NO_RE =
  /\b(?:cancel|desmarc)\w* (?:nao|n)\b(?! (?:sei|vou|consigo|da|posso|vai|tenho|quero|precisa|dar|deu|rola|conseguirei))/;

/** True when a negator stands right before the act word ("não quero cancelar", "nem pensar em remarcar"). */
const negationCache = new Map<string, RegExp>();
export function negatedAct(t: string, act: RegExp): boolean {
  let re = negationCache.get(act.source);
  if (!re) {
    re = new RegExp(`\\b(?:${NEGATORS.join('|')})\\s+${NEGATION_GAP}(?:${act.source})`);
    negationCache.set(act.source, re);
  }
  return re.test(t);
}

export function detectIntents(said: string): TIntents {
  const t = withoutBusinessCancels(said);
  const human = has(HUMAN_RE, t);
  const cancel =
    has(CANCEL_RE, t) &&
    !negatedAct(t, CANCEL_RE) &&
    !ECHOED_REFUSAL_RE.test(t) &&
    !POSTPOSED_NO_RE.test(t) &&
    !SUPPOSED_CANCEL_RE.test(t) &&
    !WITHDRAWN_CANCEL_RE.test(t) &&
    !INTENDED_CANCEL_RE.test(t) &&
    !LATE_RE.test(t);
  // ("pode cancelar sim, depois eu remarco": the move put off is none asked now.)
  const reschedule = has(MOVE_RE, t.replace(DEFERRED_MOVE_RE, ' ')) && !negatedAct(t, MOVE_RE);
  const myAppointmentsSaid =
    (STILL_ON_RE.test(t) && !MONEY_RE.test(t)) ||
    FORGOT_OWN_RE.test(t) ||
    // "ficou só um horário né?", "só tenho esse horário né?": the client checks what is booked after a move.
    /\bficou (?:so |apenas )?(?:um|1) (?:horario|agendamento)\b|\bso (?:um|1) (?:horario|agendamento) (?:ne|ficou|mesmo|msm)\b|\b(?:so|apenas) (?:tenho|ficou|fica|ficamos) (?:esse|este|um|1)(?: (?:horario|agendamento))?\b|\b(?:tenho|ficou) (?:so|apenas) (?:esse|este)(?: (?:horario|agendamento))?\b/.test(
      t,
    ) ||
    // "ops, qm vai fazer mesmo?": who does the client's own appointment.
    /\b(?:quem|qm) vai (?:me )?(?:fazer|atender|cortar)\b(?! (?:o|a|um|uma) [a-z]+ (?:d|n)[aoe])/.test(t) ||
    has(
      /\b(saber|ver|lembrar|confirma|confirmar|conferir|checar|olhar)\b.{0,25}\b(que horas|que dia|qual horario|qual dia|quando)\b(?! (tem|voces tem|abre))|\b(saber|ver|lembrar|conferir|checar|olhar|confirma|confirmar) (o|meu|a minha) (horario|agendamento|consulta)\b(?! (livre|disponivel))|\bque horas (?:que )?(ficou|era|vai ser|ta marcad\w*|esta marcad\w*)\b|\b(meus?|minhas?)\s+(horarios?|agendamentos?|consultas?|marcacoes?)\b|\b(tenho|tem|esta|estou|to|ta)\s+(mais )?(algum |alguma |algo )?(coisa |horario |consulta |agendamento )?(mais )?(marcad|agendad)\w*|\b(e|eh) (q|que) horas (mesmo|msm|memo)\b|\bficou (?:para|pra) (?:q|que|qual) (?:horas?|dia|horario)\b|\b(q|que) (horas|dia) (e |eh |era |ficou |que e )?(mesmo|msm|memo)\b|\b(meu|minha) [a-z]+( d[eoa] [a-z]+)? (e|eh|ficou|ta|esta) (q|que|qual) (horas?|dia|horario)\b|\b(qdo|quando) (q |que )?(e|eh|era|ficou) (mesmo|msm|memo)\b|\b(o|a|meu|minha) [a-z]+ (e|eh|ficou|era) (qdo|quando)\b|\btenho (\d|dois|duas|tres) (horarios|consultas|agendamentos|sessoes|marcacoes)\b|\bque (horas|dia) (e|ficou|era|esta) (o |a )?(meu|minha)\b|\bquando (e|ficou|era) (o |a )?(meu|minha)\b|\bpara quando (ficou|ta|esta)\b|\btenho (algum |alguma |um |uma )?(horario|hora marcada|consulta|agendamento)\b(?! (livre|disponivel))|\b(qual|que) (?:o |a )?(horario|horas?|dia)\b.{0,25}\b(eu )?(marquei|agendei|marcamos|tinha marcado)\b|\b(marquei|agendei)\b.{0,12}\b(qual|que) (horario|horas?|dia)\b|\b(confirma|confirmar|confere|conferir)\b ((?:pra|para) mim )?(q|que|se) (e|eh|era|ta|esta|fica|ficou)\b|\b(o|a|meu|minha) (?:d[aoe] )?[a-z]+ (e|eh|vai ser|ta|esta|fica) com (o|a) (dr |dra |doutor |doutora )?[a-z]+ (mesmo|msm|memo)\b|\btenho (?:o que|oq|que|qual|quais)(?: \w+)? (?:marcad|agendad)\w*|\b(?:o que|oq) (?:eu )?tenho (?:marcad\w*|agendad\w*|pra|na|no|essa|esta|semana)\b|\b(?:deixou|deixaram|ficou|tinha)\b.{0,30}\b(?:marcad|agendad)\w* (?:pra|para) mim\b|\bsaber se (?:o |a )?(?:meu|minha) [a-z]+(?: d[eoa] [a-z]+)? (?:e|eh|ta|esta|continua|ficou)\b|\b(?:me )?(?:lembra|relembra) (?:o |a )?(?:dia|horario|hora)\b|\bqual (?:e |eh |era )?(?:o |a )?(?:horario|hora|dia) d[aoe]s? (?:meu|minha|meus|minhas) [a-z]+/,
      t,
    );
  // "aí eu te confirmo", "confirmo depois": a promise to answer later, not a confirmation of an appointment.
  const confirmPresence = has(
    /\b((?<!\b(?:te|lhe|depois eu|dps eu|ai eu|ja te) )confirmo(?! (?:depois|dps|mais tarde|mais perto|perto do dia|na vespera|no dia|outra hora|amanha|com|se|quando))|confirma[r]? (pra mim |para mim )?(minha |a |meu |o )?(presenca|horario|consulta|agendamento)|confirma[r]? (?:pra mim |para mim )?(?:a |o )?(?:minha|meu) (?!nome\b)[a-z]+|confirma[r]? (?:os dois|as duas|ambos|ambas|os tres|as tres|todos|todas)|confirma (?:(?:o|a) d[eao] |pra |para |na |no )?(?:segunda|terca|quarta|quinta|sexta|sabado|amanha|hoje)\b(?! (?:tem|teria|vaga|horario livre))|confirma[r]? (?:q|que) (?:eu )?(?:vou|estarei|vou estar)|confirmad[oa]|(?<!\bso (?:pra |para )?)confirmando|(?<!\b(?:ja que|ja|como|se|quando|porque) )(?:estarei|vou estar) (la|ai)|(?:to|estou) la|vou sim|to confirmad|presenca confirmada|pode contar comigo)\b/,
    t,
  );
  const price = has(
    /\bquanto\b(?! (tempo|dura|demora|antes|tempinho))(?!s? (dias|minutos|horas|meses|semanas|pessoas))|\bprecos?\b|\bvalor(es)?\b|\bcusta\b|\b(?:e|eh) (?:pag[oa]|cobrad[oa])\b|\btem (?:algum )?custo\b|\bcobram?\b|\btabela\b|\bsai por\b|\bfica (em|por)\b|\bcaro\b|\bbarat[oa]\b|\bmais em conta\b|\bta quanto\b|\br\$? ?\d{2,4}\b|\b\d{2,4} reais\b/,
    t,
  );
  const listServices =
    has(/\bservicos\b|\bcardapio\b|\bcatalogo\b|\bvoces (fazem|faz|trabalham com)\b|\bfazem\b/, t) || has(WHAT_WE_HAVE_RE, t);
  // ("pode cancelar. dps eu marco de novo qdo voltar": a booking put off is none asked now.)
  const book = has(BOOK_RE, t.replace(DEFERRED_MOVE_RE, ' ')) && !negatedAct(t, BOOK_RE);
  // ("tem que ir de cabelo lavado?": an obligation asked, no time asked for.)
  const weakBook = has(WEAK_BOOK_RE, t);
  // "quinta tenho mão e pé né?" checks an appointment; "tenho corte às 9 né? dá pra fazer barba antes?" asks another.
  const myAppointments = myAppointmentsSaid || (HAVE_TAG_RE.test(t) && !book && !weakBook);
  const yes = has(YES_RE, t) && !has(/^(?:e )?(?:pode|ta|quero|agenda|marca|confirma)\b.*\?/, t);
  const deniesAct = negatedAct(t, CANCEL_RE) || negatedAct(t, MOVE_RE) || negatedAct(t, BOOK_RE);
  const no = has(NO_RE, t) && !deniesAct;
  const greeting = has(
    /^(oi|ola|oie|oii|bom dia|boa tarde|boa noite|e ai|eai|opa|hey|hello|salve|fala|alo|tudo bem|tudo bom|coe|qual e)\b/,
    t,
  );
  const thanks = has(/\bobrigad\w*|\bvaleu\b|\bagradec\w*|\bgrat[oa]\b|\btamo junto\b/, t);
  const bye = has(
    /\btchau\b|\bate (mais|logo|breve|la|amanha)\b|\b(?:to|tou|estou|ja to) (?:indo|chegando|a caminho)\b|\bfalou\b|\babraco\b|\bbeijos?\b|\bbjs+\b|\bbjos?\b|\bbj\b|\bfui\b|\bflw\b/,
    t,
  );
  const late = LATE_RE.test(t);
  const question =
    late ||
    /\?/.test(t) ||
    // A voice note has no question mark: "…teria horário, só pra eu saber".
    /\bso (?:pra|para) (?:eu )?saber\b|\b(?:teria|tem) (?:horario|vaga)\b/.test(t) ||
    has(
      /^(qual|quais|como|onde|quando|quanto|voces|tem|aceita|aceitam|pode|posso|e possivel|precisa|faz|fazem|atende|atendem|rola|cade|consigo|da para)\b/,
      t,
    );
  return {
    weakBook,
    greeting,
    thanks,
    bye,
    human,
    cancel,
    reschedule,
    myAppointments,
    confirmPresence,
    price,
    listServices,
    book,
    yes,
    no,
    question,
    late,
  };
}

const LATEST_RE = anyOf(OFFER_LATEST);
const EARLIEST_RE = anyOf(OFFER_EARLIEST);

/** "o mais cedo possível", "o primeiro livre": the client wants the earliest time, not a list. */
const ASK_EARLIEST_RE = anyOf(ASK_EARLIEST);
/** "qualquer horário antes das onze, vê aí o que tem com ele e me fala": the times there are, asked to be shown. */
const SHOW_TIMES_RE =
  /\b(?:ve|veja|olha|olhe|confere) (?:ai|la|pra mim) (?:o que|oq|os horarios|quais)\b|\bquais (?:os )?(?:horarios|vagas)\b/;
export const asksEarliest = (t: string) => ASK_EARLIEST_RE.test(t) && !SHOW_TIMES_RE.test(t);
/** "qual o último horário de sábado?": a position among times (or days), not among the services listed. */
export const countsTimes = (t: string) => /\b(?:primeir|segund|terceir|ultim)[oa]s? (?:horario|hora|vaga|dia)/.test(t);
/** "qual o último horário de sábado?": the latest free time is asked. */
export const asksLatest = (t: string) => LATEST_RE.test(t);
const MIDDLE_RE = anyOf(OFFER_MIDDLE);
const ANY_RE = anyOf(OFFER_ANY);
/** "tanto faz", "vc escolhe" to a list of times: the client leaves the time to us (not "tanto faz quem": the professional). */
export const leavesTimeToUs = (t: string) =>
  ANY_RE.test(t) && !/\btanto faz (quem|com quem|o profissional|a profissional|o barbeiro)\b|\bcom qualquer\b/.test(t);

const ORDINALS: Array<[RegExp, number]> = [
  [/\b(primeir[oa]|1[oa°º]|opcao 1|numero 1|o 1|a 1)\b/, 0],
  [/\b(segund[oa](?![ -]?feira)|2[oa°º]|opcao 2|numero 2|o 2|a 2)\b/, 1],
  [/\b(terceir[oa]|3[oa°º]|opcao 3|numero 3|o 3|a 3)\b/, 2],
  [/\b(quart[oa](?![ -]?feira)|4[oa°º]|opcao 4|numero 4|o 4|a 4)\b/, 3],
  [/\b(quint[oa](?![ -]?feira)|5[oa°º]|opcao 5|numero 5|o 5|a 5)\b/, 4],
];

/** "pode ser o segundo", "a 1", "3" → index into the offered list. */
export function parseOrdinal(t: string, count: number): number | null {
  if (count === 0 || ORDINAL_RULE_RE.test(t)) return null;
  // "o primeiro. ah não pera, o segundo é melhor": the option named after a self-correction.
  const marks = [...t.matchAll(CORRECTION_RE)];
  const last = marks.at(-1);
  if (last && last.index > 0) {
    const corrected = parseOrdinal(t.slice(last.index + last[0].length), count);
    if (corrected !== null) return corrected;
  }
  if (LATEST_RE.test(t)) return count - 1;
  if (EARLIEST_RE.test(t)) return 0;
  if (MIDDLE_RE.test(t) && count >= 3) return Math.floor((count - 1) / 2);
  if (/\bpenultim[oa]\b/.test(t) && count >= 2) return count - 2;
  const bare = /^\s*(\d)\s*$/.exec(t);
  if (bare) {
    const n = Number(bare[1]);
    return n >= 1 && n <= count ? n - 1 : null;
  }
  const plain = withoutWeekdays(t);
  if (plain === null) return null;
  // ("o primeiro eu to no trabalho… vou querer o segundo": of several, the one said last.)
  const said = ORDINALS.map(([re, index]) => ({ at: re.exec(plain)?.index ?? -1, index })).filter((o) => o.at >= 0 && o.index < count);
  return said.length ? said.reduce((a, b) => (b.at > a.at ? b : a)).index : null;
}

const CORRECTION_RE = anyOf(SELF_CORRECTION, 'g');

// "aqui é a dona Cida, né, eu queria…": the name without the honorific, ending before the filler.
const NAME_PATTERNS = [
  /\b(?:meu nome e|meu nome eh|me chamo|pode me chamar de|aqui e (?:o|a)|aqui quem fala e (?:o|a)|sou (?:o|a))\s+(?:(?:dona|seu|sr|sra)\s+)?([a-z][a-z]+(?:\s+(?!(?:e|eu|ne|aqui|to|tudo|td|blz|quero|gostaria|queria|preciso|bom|boa)\b)[a-z][a-z]+){0,3})/,
];

/** A name the client gave ("meu nome é Ana Paula", or the whole message when we asked for it). */
export function extractName(original: string, awaitingName: boolean): string | null {
  const folded = fold(original);
  for (const re of NAME_PATTERNS) {
    const m = re.exec(folded);
    if (m) return titleCase(original.substr(m.index + m[0].length - m[1]!.length, m[1]!.length));
  }
  if (awaitingName) {
    const clean = original.trim().replace(/[.!]+$/, '');
    if (/^[\p{L}' ]{2,60}$/u.test(clean) && clean.split(/\s+/).length <= 4) return titleCase(clean);
  }
  return null;
}

function titleCase(s: string): string {
  return s
    .trim()
    .split(/\s+/)
    .map((w) =>
      ['da', 'de', 'do', 'dos', 'das', 'e'].includes(w.toLowerCase())
        ? w.toLowerCase()
        : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase(),
    )
    .join(' ');
}

/** Sentiment from −5 to 5 from a lexicon, with "não" flipping the next word and "muito" doubling it. */
const POSITIVE_RES = POSITIVE_WORDS.map((w) => new RegExp(`(\\bnao\\s+)?(\\bmuito\\s+|\\bsuper\\s*)?\\b${w}`, 'g'));
const NEGATIVE_RES = NEGATIVE_WORDS.map((w) => new RegExp(`(\\bmuito\\s+|\\bsuper\\s*)?\\b${w}`, 'g'));

export function sentimentOf(said: string): number {
  // "e se eu chegar 10 min atrasado, tem problema?": the client's own lateness asked about, no grievance.
  const t = said.replace(LATE_RE, ' ').replace(OWN_BODY_STATE_RE, ' ');
  let score = 0;
  for (const re of POSITIVE_RES) for (const m of t.matchAll(re)) score += (m[1] ? -1 : 1) * (m[2] ? 2 : 1);
  for (const re of NEGATIVE_RES) for (const m of t.matchAll(re)) score -= m[1] ? 2 : 1;
  if (/!{2,}/.test(t) && score < 0) score -= 1;
  // A complaint ("fiquei 40 min esperando", "sacanagem") is angry even without a negative word.
  if (COMPLAINT_RE.test(t)) score = Math.min(score, 0) - 2;
  return Math.max(-5, Math.min(5, score));
}
