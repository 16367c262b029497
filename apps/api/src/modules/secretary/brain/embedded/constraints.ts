// What the client stated in the message that leads to a proposal: every service, every professional
// named and every exact time. A proposal that leaves one out or contradicts one is never shown: the
// secretary asks instead, because a "sim" to a wrong proposal would write what the client did not ask.
import { withoutDoneAside } from './done-aside.js';
import type { TBrainService } from '../types.js';
import { anyOf } from './lexicon/compile.js';
import { RANGE_WORDS } from './lexicon/time-words.js';
import { mentionedServices, TITLED_NAME_RE, withoutWeakWords } from './match.js';
import { excludesProfessional, namedAsEither, toldAbout, waivesProfessional } from './team.js';
import { beforeSecondChoice } from './pro-fallback.js';
import type { Turn } from './state.js';
import { normalize, stem, tokens } from './text.js';
import { namedProfessionals } from './understand/people.js';
import { servicesIn } from './understand/index.js';
import { segmentsOf } from './understand/segments.js';
import { VISIT_JOINER_RE } from './visit-joiners.js';
import { withoutDroppedServices } from './request-edits.js';
import { servicesAsCorrected, withoutPricedAside } from './corrected-services.js';
import { parseTimePref, type TTimePref } from './dates.js';
import { weekdayInContext } from './offered-weekday.js';
import { withoutCommitments, withoutLeavingTimes, withoutReasons } from './reasons.js';
import { localDateOf } from './format.js';
import { closedOn } from './answers.js';
import { dayOfWeek } from './when.js';
import { withoutRuledOutDays } from './ruled-out-days.js';

export interface TPlannedItem {
  service_id: string;
  calendar_id: string;
  start_at: string;
}

const RANGE_RE = anyOf(RANGE_WORDS);
const TIME_RE = /\b(\d{1,2})\s*(?:h|:)\s*(\d{2})?(?!\d)|\b(?:as|para as|pelas)\s+(\d{1,2})\b(?!\s*(?:\/|de\b))/g;

/** Exact clock times written in the message ("14h", "14:30", "às 9"), HH:MM, in order. */
export function statedTimes(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(TIME_RE)) {
    const h = Number(m[1] ?? m[3]);
    const min = Number(m[2] ?? 0);
    if (h > 23 || min > 59) continue;
    // "às 2" in a chat means 14:00: the hours a business opens decide, so both readings count.
    const t = `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
    if (!out.includes(t)) out.push(t);
  }
  return out;
}

/** "sábado tenho escova às 9, dá pra fazer hidratação antes?": the time of an appointment the client has is not asked. */
const OWN_TIME_RE =
  /\b(?:tenho|tinha|marquei|to marcad[oa]|estou marcad[oa])\b[^,.;!?\n]{0,30}?\b(?:as|a|pras|para as)\s+\d{1,2}(?:h\d{0,2}|:\d{2})?/g;
const withoutOwnTimes = (text: string) => text.replace(OWN_TIME_RE, ' ');

const localHm = (iso: string, tz: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', hour12: false });

const keyWord = (s: TBrainService) => tokens(normalize(s.title)).map(stem)[0] ?? '';

/** Whether a planned service covers one the client named ("Corte + Barba" covers "corte" and "barba"). */
function covers(plan: TBrainService[], named: TBrainService): boolean {
  const key = keyWord(named);
  return plan.some((s) => s.id === named.id || tokens(normalize(s.title)).map(stem).includes(key));
}

/** "no lugar da escova", "em vez de corte", "troca a escova por": a service given up is not asked for. */
const GIVEN_UP_RE =
  /\b(?:no lugar d[aoe]s?|em vez d[aoe]s?|ao inves d[aoe]s?)\s+\S+(?:\s+(?!e\b)\S+)?|\btroc\w*\s+(?:o |a )?\S+(?:\s+\S+)?\s+(?=por\b)/g;

/** "eu já tenho unha marcada sábado": a service the client holds already, told, not asked for again. */
const HELD_RE = /\b(?:eu )?(?:ja )?tenho (?:uma? |o |a |minha |meu )?\S+(?: \S+)? (?:marcad|agendad)\w*/g;
/** "da pra ser antes da minha fisio?": a service held, placed against (the visit reads it as its anchor: visit.ts). */
const PLACED_BY_HELD_RE = /\b(?:antes|depois|dps|apos) d[aoe]s? (?:minha|meu) \S+/g;

/** The text less the services given up ("tipo 10h no lugar do pé": the pé is no part of the visit asked) or held. */
export const withoutGivenUp = (text: string) => text.replace(GIVEN_UP_RE, ' ').replace(HELD_RE, ' ');

/** The services the message takes out of the request ("tira a hidratação", "escova não"). */
const takenOut = (said: string, services: TBrainService[]) =>
  withoutDroppedServices(
    said,
    services,
    services.map((s) => s.id),
  ).dropped;
const withoutTaken = (services: TBrainService[], taken: string[]) => services.filter((s) => !taken.includes(s.id));

/** Every service the message names: the visit reader's and the best-first reader's, together. */
function statedServices(said: string, services: TBrainService[]): TBrainService[] {
  // A service the client took out ("tira a hidratação") is not asked for either.
  // ("marcar sobrancelha hj, e quanto tá a hidratação?": a service only priced aside is not asked for.)
  const kept = withoutDroppedServices(
    withoutDoneAside(withoutPricedAside(servicesAsCorrected(said, services), services), services),
    services,
    services.map((s) => s.id),
  ).text;
  // A reason given ("que eu levo meu filho na escola") asks for no service; nor does a doctor named ("tem horário
  // com o doutor ricardo" while booking his Retorno: the title is the person's, no consultation asked).
  const raw = withoutReasons(normalize(kept))
    .replace(GIVEN_UP_RE, ' ')
    .replace(HELD_RE, ' ')
    .replace(PLACED_BY_HELD_RE, ' ')
    .replace(TITLED_NAME_RE, ' ');
  const text = normalize(raw);
  const ids = new Set([
    ...mentionedServices(text, services).map((s) => s.id),
    ...servicesIn(text, segmentsOf(raw), services, VISIT_JOINER_RE),
  ]);
  return services.filter((s) => ids.has(s.id));
}

/**
 * The first stated constraint the plan contradicts, in words for the question, or null when the
 * plan honours everything the client's message said.
 */
export function contradiction(turn: Turn, plan: TPlannedItem[], kept: string[] = []): string | null {
  // (Less an appointment the client kept: "tenho escova às 9, não quero desmarcar" asks nothing at 9.)
  const text = normalize(turn.saidNow);
  const services = turn.input.services;
  // `kept`: services of an appointment the client already has, which the plan follows.
  const planned = [...plan.map((p) => p.service_id), ...kept]
    .map((id) => services.find((s) => s.id === id))
    .filter((s): s is TBrainService => !!s);
  const serviceWords = new Set(services.flatMap((s) => tokens(normalize(s.title))));
  // A pick ("o segundo", "pode ser às 11") names no service: the services of the request it answers still hold.
  const raw = turn.saidNow;
  const asked = statedServices(raw, services);
  const lastRequest = turn.input.history.filter((h) => h.role === 'client').at(-1)?.content ?? '';
  // …less what this message takes out of it ("escova não, só mão e pé").
  const stated = asked.length ? asked : withoutTaken(statedServices(lastRequest, services), takenOut(raw, services));
  // ("pode ser com a jessica? a carla puxa mt meu cabelo": a body word alone asks no other service than the one planned.)
  const strong = new Set(statedServices(withoutWeakWords(normalize(raw)), services).map((s) => s.id));
  const missing = stated.filter((s) => !covers(planned, s) && (strong.has(s.id) || !asked.length || !planned.length));
  if (missing.length) return `todos os serviços (${missing.map((s) => s.title).join(', ')})`;
  const pros = turn.input.professionals ?? [];
  // Someone the client ruled out ("qualquer um menos o Dudu") is named, but not asked for.
  const ruledOut = new Set([
    ...(turn.state.excluded_ids ?? []),
    ...pros.filter((p) => excludesProfessional(raw, p, pros)).map((p) => p.calendar_id),
    // ("não precisa ser c o marcão não, pode ser qualquer um": named, and not asked for either.)
    ...pros.filter((p) => waivesProfessional(raw, p)).map((p) => p.calendar_id),
  ]);
  // A second choice ("mas se não tiver, com a Jéssica") is no one asked for, when a first one was named.
  const first = namedProfessionals(beforeSecondChoice(text), pros, serviceWords);
  const said = [...(first.size ? first : namedProfessionals(text, pros, serviceWords))].filter((id) => !ruledOut.has(id));
  // Beside the one asked for, a professional of a past visit's story is not asked for ("da última vez o Marcão fez").
  const told = (id: string) => toldAbout(text, pros.find((p) => p.calendar_id === id)!);
  const named = said.length > 1 && said.some((id) => !told(id)) ? said.filter((id) => !told(id)) : said;
  // A named professional who does not perform the service was already told so (and who does).
  const performs = (id: string, serviceId: string) => pros.find((p) => p.calendar_id === id)?.service_ids.includes(serviceId) ?? true;
  // A professional asked for one part only ("e ele corte infantil com o Marcão"): that part is judged by its own
  // ('' is anyone), the other parts are free of that name (visit.ts, party.ts).
  const perPart = turn.state.visit_pros ?? {};
  const perPerson = turn.state.party?.pros;
  const wrongPro = plan.some((item, i) => {
    const own = perPerson?.[i] ?? perPart[item.service_id];
    if (own !== undefined) return own !== '' && own !== item.calendar_id;
    const able = named.filter((id) => performs(id, item.service_id));
    return able.length > 0 && !able.includes(item.calendar_id);
  });
  const unused = named.filter((id) => plan.some((item) => performs(id, item.service_id)) && !plan.some((item) => item.calendar_id === id));
  const either = namedAsEither(
    text,
    named.map((id) => pros.find((p) => p.calendar_id === id)!),
  );
  if (wrongPro || (named.length > 1 && unused.length && !either)) return 'com quem você quer ser atendido';
  if (wrongDay(turn, text, plan)) return 'o dia';
  if (RANGE_RE.test(text)) return null;
  const starts = new Set(plan.map((p) => localHm(p.start_at, turn.tz)));
  // ("ela sai da escola 16h30": another commitment's time is no time asked.)
  const times = statedTimes(withoutLeavingTimes(withoutCommitments(withoutOwnTimes(withoutRuledOutDays(text)))));
  const pm = (t: string) => `${String(Number(t.slice(0, 2)) + 12).padStart(2, '0')}${t.slice(2)}`;
  const honoured = (t: string) => starts.has(t) || starts.has(pm(t));
  // "10h ou 11h" asks for either; "às 10, não, às 11" corrects: the last time written counts.
  // One time alone was read by the brain's own parser ("9 e meia"); two or more are checked here.
  const ok = times.length < 2 || (/\bou\b/.test(text) ? times.some(honoured) : honoured(times[times.length - 1]!));
  if (!ok) return 'o horário';
  return null;
}

/**
 * The day this message asks for (an open day, or a range of days) is the plan's day: a day carried
 * over from earlier in the conversation never overrides the one the client just wrote.
 */
function wrongDay(turn: Turn, text: string, plan: TPlannedItem[]): boolean {
  const first = plan[0];
  if (!first) return false;
  const asked = weekdayInContext(turn, parseTimePref(text, turn.input.now, turn.tz, turn.input.company?.day_parts));
  if (!asked.date || closedOn(turn.input.company, dayOfWeek(asked.date))) return false;
  const day = localDateOf(new Date(first.start_at), turn.tz);
  // ("hoje ainda? se não tiver, amanhã": the second choice is asked too.)
  const other = asked.fallback?.date;
  return asked.date_to ? day < asked.date || day > asked.date_to : day !== asked.date && day !== other;
}

/** Asks back instead of proposing something the client did not say. */
export function askInstead(turn: Turn, what: string, redo?: (pref: TTimePref) => Promise<void>): void | Promise<void> {
  // "então quinta 17h30? pode ser esse" to a list of another day: the day the client named is looked at instead.
  const said = weekdayInContext(turn, parseTimePref(normalize(turn.saidNow), turn.input.now, turn.tz, turn.input.company?.day_parts));
  if (what === 'o dia' && redo && said.date) return redo(said);
  turn.state.awaiting = null;
  // The day asked for stays for the answer ("pé e mão pra sábado…" then "pode ser a partir das 15h": still Saturday).
  if (what !== 'o dia' && said.date) turn.state.pref = { ...(turn.state.pref ?? {}), date: said.date };
  turn.say(
    `Quero ter certeza de que entendi direito antes de marcar: pode me confirmar ${what}? Se for mais de um pedido, me mande um de cada vez 🙂`,
  );
}
