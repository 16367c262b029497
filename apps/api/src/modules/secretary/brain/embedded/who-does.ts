// "e quem faz?", "qual barbeiro faz platinado?": who performs the service named, or the one the
// conversation is about. Before, it fell through to "não entendi" and, the second time, to a person.
import type { TRead } from './policy.js';
import type { Turn } from './state.js';
import type { TBrainProfessional, TBrainService } from '../types.js';
import { matchService, mentionedServices } from './match.js';
import { hasPref } from './dates.js';
import { joinNames, namedProfessional, namedThenDoes, theirServices } from './team.js';
import { fold } from './text.js';
import { localDateOf, speakDateTime } from './format.js';
import { DAY_NAMED_RE } from './when.js';
import { servicesOnTable } from './booking-signal.js';
import { ALSO_RE } from './lexicon/also-words.js';
import { detectIntents } from './intents.js';
import { answerPrice } from './answers.js';

/** "quem tá cortando aí?": about the team, whatever booking word it holds (and no FAQ about the place). */
const TEAM = 'quem (?:ta|esta|tao|estao) (?:cortando|atendendo|trabalhando)';
const TEAM_RE = new RegExp(`\\b${TEAM}\\b`);
// "vc q faz ou é o dudu?", "o corte infantil é o dudu q faz?", "e é só o dudu q faz né?": who does it, asked by naming one.
const WHICH_ONE =
  '(?:voce|tu) (?:que|q) (?:faz|corta|atende)\\b.{0,30}\\bou\\b|(?:e|eh) (?:o|a) [a-z]+ (?:que|q) (?:faz|corta|atende)(?= *\\?)|(?:e|eh) so (?:o|a) [a-z]+ (?:que|q) (?:faz|corta|atende)\\b';
const WHO_RE = new RegExp(
  `\\b(?<!\\b(?:tanto faz|qualquer|nao importa|tanto faz pra mim) )(?:quem (?:e que )?(?:faz|faria|atende|corta|pode fazer|sabe fazer|trabalha com)|${TEAM}|${WHICH_ONE}|qual (?:barbeir[oa]|profissional|cabeleireir[oa]|moca|mo[cç]o|doutor[a]?|dr[a]?|medic[oa]) (?:faz|atende)|quais (?:sao )?(?:os|as) (?:barbeir[oa]s|profissionais|cabeleireir[oa]s|medic[oa]s))\\b`,
);
// ("tanto faz quem faz": anyone, nothing asked.)
export const asksWho = (text: string) => WHO_RE.test(text);

/** True when the question was answered here. */
export function answerWhoDoes(turn: Turn, r: TRead): boolean {
  if (!WHO_RE.test(r.text) || ((r.it.book || r.it.cancel || r.it.reschedule) && !TEAM_RE.test(r.text))) return false;
  // (Else the service on the table, or the one just priced: "qnto ta o platinado?" then "é só o dudu q faz?".)
  const service = r.service ?? turn.input.services.find((s) => s.id === (turn.state.service_id ?? turn.state.focus_service_id));
  const team = turn.input.professionals ?? [];
  if (!team.length) return false;
  // "quem tá cortando aí?": no service in play, the whole team.
  if (!service) {
    turn.say(`Aqui atendem ${joinNames(team.map((p) => `*${p.title}*`))}. Quer que eu veja um horário pra você?`);
    return true;
  }
  // "quem atende fisioterapia aí? e nutricionista vcs tem?": who does each service asked about.
  // (In the order asked: the first clause that names each one.)
  const clauses = r.text.split(/[?.,;!]|\be\b/).map((c) => matchService(c, turn.input.services)?.service);
  const at = (s: TBrainService) => (clauses.indexOf(s) + clauses.length + 1) % (clauses.length + 1);
  const asked = mentionedServices(r.text, turn.input.services).sort((a, b) => at(a) - at(b));
  const lines = (asked.length > 1 ? asked : [service]).map((s) => whoLine(s, team));
  if (lines.some((l) => !l)) return false;
  if (asked.length <= 1) turn.state.service_id = service.id;
  const line = lines.join(' ');
  // "qnt ta o platinado? vc q faz ou é o dudu?": the price asked beside it too.
  if (r.it.price && turn.canConverse()) answerPrice(turn, r.text);
  turn.say(`${line} Quer que eu veja um horário pra você?`);
  // ("sim, amanhã de tarde" next: the day for that service, not a new matter.)
  if (!turn.state.flow && asked.length <= 1) waitForDay(turn);
  return true;
}

/** "Quem faz *Fisioterapia* é *Dr. Ricardo*.", or null when no one of the team does it. */
function whoLine(service: TBrainService, team: TBrainProfessional[]): string | null {
  const who = team.filter((p) => p.service_ids.includes(service.id)).map((p) => `*${p.title}*`);
  if (!who.length) return null;
  return who.length === 1 ? `Quem faz *${service.title}* é ${who[0]}.` : `*${service.title}* é com ${joinNames(who)}.`;
}

/** "o dr ricardo faz fisio ne?", "a paula atende luzes?": a yes or no about that professional and service. */
const ASKS_RE = /\?|\b(?:sera|sabe se)\b/;

/**
 * True when the question was the whole message (answered here). With more in it (the price, a day) the
 * answer is said first and the flow goes on with that professional, when they do the service.
 */
export function answerProfessionalDoes(turn: Turn, r: TRead): boolean {
  if (!r.service || !ASKS_RE.test(`${r.text} ${r.original}`) || r.it.cancel || r.it.reschedule) return false;
  // "…a carla faz escova mt bem, consigo trocar pra ela?" about the appointment talked about: a change of who, not a question.
  if (turn.state.focus_id && TO_THEM_RE.test(r.text)) return false;
  const team = turn.input.professionals ?? [];
  const named = namedProfessional(r.original, team, turn.input.services);
  const pro =
    named && 'professional' in named && namedThenDoes(fold(r.original), named.professional)
      ? named.professional
      : proposedOne(turn, r.text);
  if (!pro) return false;
  const service = r.service;
  // ("faz" reads as a booking word too: in a question about someone it asks, it does not book.)
  // "a Paula atende adolescente? queria marcar uma consulta nutricional pra minha filha": the request goes on too.
  const more = r.it.price || hasPref(r.pref) || BOOK_ASKED_RE.test(r.text);
  // "o marcos faz barba?" while a corte is proposed: the answer, and the corte stays on the table (shown again).
  const onTable = servicesOnTable(turn);
  if (!more && onTable.length && !onTable.includes(service.id) && pro.service_ids.includes(service.id)) {
    turn.act({ type: 'list_services' });
    turn.say(`Faz sim! *${pro.title}* atende *${service.title}*. Se quiser, é só me pedir depois 🙂`);
    return true;
  }
  if (pro.service_ids.includes(service.id)) {
    turn.state.service_id = service.id;
    turn.state.professional_id = pro.calendar_id;
    turn.say(`Faz sim! *${pro.title}* atende *${service.title}*.${more ? '' : ' Quer que eu veja um horário?'}`);
    if (!more) waitForDay(turn);
    return !more;
  }
  // Not theirs: who does it instead. A request with a day goes on (the flow says it again and offers them).
  if (hasPref(r.pref)) return false;
  const who = team.filter((p) => p.service_ids.includes(service.id)).map((p) => `*${p.title}*`);
  if (!who.length) return false;
  turn.state.service_id = service.id;
  const instead = who.length === 1 ? `Quem faz é ${who[0]}` : `Quem faz são ${joinNames(who)}`;
  const does = theirServices(pro, turn.input.services);
  turn.say(`*${pro.title}* não faz *${service.title}*${does} 😕. ${instead}.${r.it.price ? '' : ' Quer que eu veja um horário?'}`);
  if (!r.it.price) waitForDay(turn);
  return !r.it.price;
}

/** "ele faz barba?", "ela atende sobrancelha?" while a time with them is proposed (no "também": that adds it). */
const PRONOUN_DOES_RE = /\b(?:ele|ela)\s+(?:faz|atende|sabe fazer|trabalha com)\b/;
function proposedOne(turn: Turn, text: string) {
  if (!PRONOUN_DOES_RE.test(text) || ALSO_RE.test(text)) return undefined;
  const team = turn.input.professionals ?? [];
  const calendarId = turn.state.awaiting === 'confirm_booking' ? turn.state.pending?.calendar_id : undefined;
  if (calendarId) return team.find((p) => p.calendar_id === calendarId);
  // "ela faz hidratação pelo menos?" right after "*Jéssica* não faz *Progressiva*": the one that answer was about.
  const last = turn.input.history.filter((h) => h.role === 'ai').at(-1)?.content ?? '';
  const about = /^(?:Faz sim! )?\*([^*]+)\* (?:não faz|atende)\b/m.exec(last)?.[1];
  return about ? team.find((p) => p.title === about) : undefined;
}

const TO_THEM_RE = /\b(?:trocar|troca|mudar|muda|passar|passa)\b.{0,15}\b(?:pra|para|com)\s+(?:ela|ele)\b/;
const BOOK_ASKED_RE = /\b(?:marcar|agendar|marca|agenda|reservar)\b/;

/** "Quer que eu veja um horário?": a yes, or a day ("semana que vem, terça ou quarta"), goes on with the booking. */
function waitForDay(turn: Turn) {
  turn.state.flow = 'book';
  turn.state.awaiting = 'time';
}

/**
 * "e é com quem?", "quem vai me atender?", "com qual médico fica?", "vai ser com quem?": the professional of
 * the client's own appointment.
 */
const OWN_WHO_RE =
  /^(?:\S+ )?(?:e )?(?:(?:e|vai ser|sera|fica|ficou) )?(?:com|c) quem\b|\b(?:com|c) quem (?:e|vai ser|ficou|fica|eu vou|eu estou|estou marcad\w*)\b|\b(?:e|eh|vai ser|fica|ficou|sera) (?:com|c) quem\b|\bquem (?:vai )?me atende\b|\bcom (?:qual|que) (?:medic[oa]|doutor[a]?|dr[a]?|barbeir[oa]|profissional|cabeleireir[oa]|moca|menina|manicure|atendente|pessoa)\b(?! (?:faz|atende)\b)/;

/** "com quem vai ser?", "quem vai me atender?": who does the appointment (or the proposal) talked about. */
export const asksOwnWho = (text: string) => OWN_WHO_RE.test(text);

/**
 * "é c a jessica né?", "a jessica q faz né?", "continua com o marcão né?", "é com a paula né? ela q me indicaram", "é com a
 * jéssica mesmo né que vai fazer": one professional named back, about the client's own appointment.
 */
const NAMED_CHECK_RE =
  /\b(?:e|eh|vai ser|fica|ficou|sera|ta|continua|segue) (?:com|c) (?:o |a )?\S+\b.*\b(?:ne|neh|certo|nao e)\s*(?:\?|$|(?:que|q) )|\b(?:o|a) \S+ (?:que|q) (?:faz|vai fazer|atende|vai atender)\b.*\b(?:ne|neh|certo)\b/;

/** "é com o marcão ou com o dudu?": which of two professionals, about the client's own appointment. */
const EITHER_PRO_RE = /\b(?:e|fica|vai ser|ta|esta) (?:com|c) (?:o|a) \S+ ou (?:com|c) (?:o|a) \S+/;
/** A time of day asks about another slot, not about who does the client's own. */
const atTime = (pref: TRead['pref']) => pref.exact_min !== undefined || pref.from_min !== undefined || pref.to_min !== undefined;

/** True when answered: with nothing on the table, the appointment talked about (else the only one) and who does it. */
export async function answerOwnWho(turn: Turn, r: TRead): Promise<boolean> {
  const st = turn.state;
  const team = turn.input.professionals ?? [];
  const checked = NAMED_CHECK_RE.test(r.text) ? namedProfessional(r.original, team, turn.input.services) : null;
  const named = checked && 'professional' in checked ? checked.professional : null;
  const asked = OWN_WHO_RE.test(r.text) || EITHER_PRO_RE.test(r.text) || !!named;
  // ("e o outro do dia 14 é c quem?": the "dia 14" names the appointment asked about, no booking.)
  const books = r.it.book && detectIntents(r.text.replace(/\bdia \d{1,2}\b/g, ' ')).book;
  if (!asked || st.awaiting || books || r.it.cancel || r.it.reschedule || atTime(r.pref)) return false;
  // ("o de amanhã é que horas? e o de sexta é com quem?": two appointments asked about, listed together.)
  if ((r.text.match(DAY_NAMED_RE) ?? []).length > 1) return false;
  const all = (await turn.input.tools.listAppointments('upcoming')).filter((a) => a.status !== 'canceled' && a.start_at > turn.input.now);
  // "o de amanhã é com quem?", "e aquele corte da terça, é com o marcão ou com o dudu?": the one of that day or service.
  const mine = all.filter(
    (a) => (!r.pref.date || localDateOf(a.start_at, turn.tz) === r.pref.date) && (!r.service || a.service_id === r.service.id),
  );
  if ((r.service || r.pref.date) && mine.length !== 1) return false;
  // ("mão e pé" just booked, both with Jéssica: one answer for both.)
  const sameDay = mine.filter((a) => localDateOf(a.start_at, turn.tz) === localDateOf(mine[0]!.start_at, turn.tz));
  const onePro = mine.length > 1 && sameDay.length === mine.length && mine.every((a) => a.calendar_id === mine[0]!.calendar_id);
  // ("é com o dudu né?" with two appointments, only one of them his: that one.)
  const hisOnly = named ? mine.filter((a) => a.calendar_id === named.calendar_id) : [];
  const own =
    mine.find((a) => a.id === st.focus_id) ?? (mine.length === 1 || onePro ? mine[0] : hisOnly.length === 1 ? hisOnly[0] : undefined);
  const who = own?.professional ?? team.find((p) => p.calendar_id === own?.calendar_id)?.title;
  if (!own || !who) return false;
  st.focus_id = own.id;
  st.focus_service_id = own.service_id;
  turn.act({ type: 'list_appointments' });
  const when = speakDateTime(own.start_at, turn.tz);
  const what = onePro ? `Seus horários de ${when.split(', às')[0]} são` : `Seu horário de *${own.service_title}* de ${when} é`;
  // "a barba é com o Dudu msm né?": yes or no, then the appointment as it is.
  const said = named && !onePro ? `Seu horário de ${when} é *${own.service_title}* com *${who}*` : `${what} com *${who}*`;
  turn.say(`${named ? (named.calendar_id === own.calendar_id ? 'Isso! ' : 'Não: ') : ''}${said} 🙂`);
  return true;
}
