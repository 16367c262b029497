// "marquei corte sexta 10h, queria acrescentar a barba": a service added to an appointment the client
// already has is one more booking right after it (a visit that follows it), never a combo in place
// of the appointment, a second haircut or a move.
import type { TBrainSchedule, TBrainService } from '../types.js';
import { hasPref, type TTimePref } from './dates.js';
import { localDateOf } from './format.js';
import { ADD_TO_APPOINTMENT } from './lexicon/acts.js';
import { anyOf } from './lexicon/compile.js';
import { matchService, namedOneByOne } from './match.js';
import { normalize, stem, tokens } from './text.js';
import { toRef, type Turn } from './state.js';
import { proposeSwitch } from './service-switch.js';
import { performers } from './team.js';
import { proposeVisit } from './visit.js';
import { CHILD_RE, kidsVersion } from './party.js';
import { ownByPlace, prefNextTo } from './visit-anchor.js';
import { continueBooking } from './booking.js';
import { asksStillOn } from './own-asked.js';
import { targetForReschedule } from './move-target.js';

const ADD_RE = anyOf(ADD_TO_APPOINTMENT);
const PLACED_RE = /\b(?:depois|dps|antes|logo|seguid\w*|em seguida|junto|juntas?|juntos|(?:mesmo|msm|mesma) (?:horario|hora))\b/;
const FOR_ME_RE = /\b(?:pra|para|p|pro) mim\b/;

/** "corte e barba", "corte + barba": the combo's own words said together, not two services apart. */
function namedAsUnit(text: string, service: TBrainService): boolean {
  const words = tokens(normalize(service.title));
  return words.length > 1 && new RegExp(`\\b${words.join('\\s+(?:e\\s+|com\\s+|mais\\s+)?')}\\b`).test(text);
}

// "no sábado, depois da coloração, dá pra fazer a sobrancelha?": after a service the client holds (afterHeld).
const AFTER_RE = /\bdepois d[aoe]s? (?:minha |meu )?([a-z]+)/;

/** "depois da coloração" names one of the client's own appointments by its service: right after it. */
// ("o pé tb? logo dps da mão": by another word than its title, "mão" for the Manicure held.)
function afterHeld(text: string, mine: Array<{ service_title: string; service_id: string }>, services: TBrainService[]): boolean {
  const held = new Set(mine.flatMap((a) => tokens(normalize(a.service_title)).map(stem)));
  const heldOne = (w: string) => mine.some((a) => a.service_id === matchService(w, services)?.service.id);
  return [...text.matchAll(new RegExp(AFTER_RE.source, 'g'))].some((m) => held.has(stem(m[1]!)) || heldOne(m[1]!));
}

/** The client's one other appointment of the service added: on the anchor's day first. */
function heldElsewhere(turn: Turn, mine: TBrainSchedule[], anchor: TBrainSchedule, serviceId: string) {
  const same = mine.filter((a) => a.id !== anchor.id && a.service_id === serviceId);
  const day = same.filter((a) => localDateOf(a.start_at, turn.tz) === localDateOf(anchor.start_at, turn.tz));
  return day.length === 1 ? day[0] : same.length === 1 ? same[0] : undefined;
}

/** Plans the added service after the appointment it joins; false when the message is no such request. */
export async function addToAppointment(turn: Turn, text: string, pref: TTimePref): Promise<boolean> {
  // ("e a escova dps da manicure tb tá de pé?": a check of what is held, nothing added.)
  if ((!ADD_RE.test(text) && !AFTER_RE.test(text)) || asksStillOn(text)) return false;
  const { services, now } = turn.input;
  const mine = (await turn.input.tools.listAppointments('upcoming')).filter((a) => a.status !== 'canceled' && a.start_at > now);
  if (!mine.length || (!ADD_RE.test(text) && !afterHeld(text, mine, services))) return false;
  // ("a sobrancelha" names the "Design de sobrancelha" as a whole only.)
  const named = namedOneByOne(text, services);
  const asOne = named.length ? null : matchService(text, services)?.service;
  if (asOne) named.push(asOne);
  // "depois da coloração, dá pra fazer a sobrancelha?": with only the held service read, the rest names the new one.
  const beyond = named.every((s) => mine.some((a) => a.service_id === s.id))
    ? matchService(text.replace(AFTER_RE, ' '), services)?.service
    : null;
  if (beyond && !named.includes(beyond)) named.push(beyond);
  const onDay = pref.date ? mine.filter((a) => localDateOf(a.start_at, turn.tz) === pref.date) : mine;
  const byService = onDay.filter((a) => named.some((s) => s.id === a.service_id));
  const placed = ownByPlace(text, byService.length ? byService : onDay);
  // A visit of several parts on one day: "depois" is after its last part, "antes" before its first.
  const oneDay = onDay.length > 1 && onDay.every((a) => localDateOf(a.start_at, turn.tz) === localDateOf(onDay[0]!.start_at, turn.tz));
  const visitEnd = oneDay ? (/\bantes\b/.test(text) ? onDay[0] : onDay.at(-1)) : undefined;
  // "marca um pra mim também, logo depois dele" right after booking for someone else: after the one just booked.
  const justBooked = !named.length && FOR_ME_RE.test(text) ? onDay.find((a) => a.id === turn.state.focus_id) : undefined;
  const anchor = placed ?? justBooked ?? (byService.length === 1 ? byService[0] : onDay.length === 1 ? onDay[0] : visitEnd);
  if (!anchor) return false;
  // "meu filho também quer cortar, ele tem sete anos": the children's version of what is added (never of
  // the client's own appointment, which only anchors the time).
  const added = named.filter((s) => s.id !== anchor.service_id).map((s) => (CHILD_RE.test(text) ? kidsVersion(s, services) : s));
  const kept = services.find((s) => s.id === anchor.service_id);
  // "tenho consulta sexta… queria marcar pra minha esposa tb, logo dps da minha": the same service, for them, right after.
  const st = turn.state;
  const forOther = !!(st.for_name || st.for_relation);
  if (!added.length && kept && forOther && named.some((s) => s.id === kept.id)) {
    const theirs = CHILD_RE.test(text) ? kidsVersion(kept, services) : kept;
    const next = prefNextTo(turn, anchor, kept.duration_in_minutes, [theirs], hasPref(pref) ? pref : null);
    await continueBooking(turn, { service: theirs, pref: next, refused: false });
    return true;
  }
  // "e aproveita e marca um pra mim também, logo depois dela": the same service, for the client, right after.
  if (!named.length && kept && FOR_ME_RE.test(text)) {
    st.for_name = null;
    st.for_relation = null;
    const next = prefNextTo(turn, anchor, kept.duration_in_minutes, [kept], hasPref(pref) ? pref : null);
    await continueBooking(turn, { service: kept, pref: next, refused: false });
    return true;
  }
  if (!added.length || !kept) return false;
  // "já tenho unha marcada sábado, queria ver uma escova pra minha filha no msm dia": their own service on that day,
  // the client's appointment left as it is (only "logo depois", "antes" place it next to it).
  if (forOther && added.length === 1 && !PLACED_RE.test(text)) {
    const day = localDateOf(anchor.start_at, turn.tz);
    await continueBooking(turn, { service: added[0]!, pref: { ...(pref.date === day ? pref : {}), date: day }, refused: false });
    return true;
  }
  // "e a unha, dá pra fazer depois da escova tb? tipo umas 15h" with a manicure of her own already held: that one
  // moves to after it (proposed as a move), never a second manicure.
  const held = added.length === 1 && !forOther && !CHILD_RE.test(text) ? heldElsewhere(turn, mine, anchor, added[0]!.id) : undefined;
  if (held) {
    const next = hasPref(pref) ? pref : prefNextTo(turn, anchor, kept.duration_in_minutes, added, null);
    Object.assign(st, { flow: 'reschedule', pref: null, offered: [] });
    await targetForReschedule(turn, toRef(held), next);
    return true;
  }
  // "corte e barba no mesmo horário": the catalogue's own service for both, named as a whole, is what the
  // appointment becomes (one change of it), not a second booking after it.
  const whole = matchService(text, services)?.service;
  if (whole && whole.id !== kept.id && !named.includes(whole) && namedAsUnit(text, whole) && turn.input.tools.propose)
    return proposeSwitch(turn, toRef(anchor), whole, pref);
  // The same professional goes on when they perform what is added.
  const team = turn.input.professionals ?? [];
  const anchorDoes = added.every((s) => performers(s.id, team).some((p) => p.calendar_id === anchor.calendar_id));
  // "tenho consulta terça com a Dra. Fernanda… passar na nutricionista": her name told the appointment held.
  if (st.professional_id === anchor.calendar_id && !anchorDoes) st.professional_id = null;
  const same = !st.professional_id && !!anchor.calendar_id && anchorDoes;
  if (same) st.professional_id = anchor.calendar_id!;
  // The time said ("antes, tipo 8h") is read next to the appointment (visit-anchor.ts).
  const replies = turn.replies.length;
  await proposeVisit(turn, [kept, ...added], hasPref(pref) ? pref : null);
  // The same professional busy then: whoever else does it, rather than nothing.
  if (same && st.awaiting !== 'confirm_visit') {
    turn.replies.length = replies;
    st.professional_id = null;
    await proposeVisit(turn, [kept, ...added], hasPref(pref) ? pref : null);
  }
  return true;
}
