// The appointment a move is about, and the new time asked for it: its own day when only a time is said, its own
// time when "mesmo horário", the same professional first, and a time picked back from the list it came from.
import { addDays, hasPref, type TTimePref } from './dates.js';
import { localDateOf, speakDateTime } from './format.js';
import { choose, continueBooking } from './booking.js';
import { parseOrdinal } from './intents.js';
import { atSameTimeAs } from './same-time.js';
import type { TScheduleRef, TSlotRef, Turn } from './state.js';
import { normalize } from './text.js';
import { relativeToOwn } from './own-time.js';

export async function targetForReschedule(turn: Turn, target: TScheduleRef, pref: TTimePref) {
  turn.state.target = target;
  turn.state.service_id = target.service_id;
  // A move keeps the professional unless the client asked for another one (one the client never named too: an hour
  // he has not gets his other hours, never someone else in silence).
  if (!turn.state.professional_id && target.calendar_id) turn.state.professional_id = target.calendar_id;
  // "passa pras 16h", "pro fim do dia, depois das 16h": a time without a day means the appointment's own day.
  const timeOnly = !pref.date && (pref.exact_min !== undefined || pref.from_min !== undefined || pref.to_min !== undefined);
  const sameDay: TTimePref = timeOnly ? { ...pref, date: localDateOf(new Date(target.start_at), turn.tz) } : { ...pref };
  // "pro sábado, mesmo horário" / "mesmo horário só que na semana que vem": its own time, its own weekday.
  Object.assign(sameDay, atSameTimeAs(sameDay, new Date(target.start_at), turn.tz));
  // "não vou conseguir ir sábado, joga pra sábado que vem": the appointment's own day said as "next" is the week after.
  // Only a day the client gave for the new time: in "minha fisio de quinta que vem, passa pro fim do dia" the
  // "que vem" names the appointment itself, and the new time stays on its day.
  const ownDate = localDateOf(new Date(target.start_at), turn.tz);
  if (!timeOnly && sameDay.date === ownDate && !sameDay.date_to && NEXT_WEEK_RE.test(normalize(turn.input.messages.join(' '))))
    sameDay.date = addDays(ownDate, 7);
  // "troca pro Dudu, mesmo horário" with no new day: the same day and time with the other professional.
  // "queria com o Marcos, msm dia": its own day, and its own time first (only the professional changes).
  const otherPro = !!turn.state.professional_id && turn.state.professional_id !== target.calendar_id;
  const relative = relativeToOwn(turn, sameDay, target);
  turn.state.which_said = null;
  if ((pref.same_time || pref.same_day) && !pref.date) sameDay.date = ownDate;
  const noTime = sameDay.exact_min === undefined && sameDay.from_min === undefined && sameDay.to_min === undefined;
  // "consigo trocar pra ela?": only who changes, so its own day and time with her (offered nearby when she is busy).
  const onlyWho = otherPro && !hasPref(pref) && !relative;
  if (onlyWho) sameDay.date = ownDate;
  // Its own time was not said by the client: proposed, never written on this message.
  if ((pref.same_day || onlyWho) && otherPro && noTime)
    Object.assign(sameDay, atSameTimeAs({ ...sameDay, same_time: true }, new Date(target.start_at), turn.tz), { carried: true });
  // "da pra trocar pro primeiro?" right after booking from a list: that list's first time, proposed (never written
  // outright); "ah pera, vou almoçar 12h… o do meio então" too: the time of a reason said with it is no new time.
  const listed = pointsIntoList(turn, target);
  if (listed && (!pref.date || pref.date === localDateOf(new Date(listed.start_at), turn.tz))) return choose(turn, listed, true);
  if (hasPref(pref) || relative || onlyWho || ((pref.same_time || pref.same_day) && otherPro))
    return continueBooking(turn, { service: null, pref: sameDay, refused: false });
  turn.state.awaiting = 'time';
  turn.say(
    `Claro! Seu horário de *${target.service_title}* está marcado para ${speakDateTime(new Date(target.start_at), turn.tz)}. Para qual dia e horário você quer remarcar?`,
  );
}

/** The time of the list the appointment was just picked from that the message points at ("o primeiro"), if another. */
function pointsIntoList(turn: Turn, target: TScheduleRef): TSlotRef | null {
  const list = turn.offeredBefore;
  const own = new Date(target.start_at).getTime();
  if (!list.some((o) => Date.parse(o.start_at) === own)) return null;
  const index = parseOrdinal(normalize(turn.input.messages.join(' ')), list.length);
  const slot = index === null ? null : list[index];
  return slot && Date.parse(slot.start_at) !== own ? slot : null;
}

/** "sábado que vem", "no sábado seguinte"; not the filler "é o seguinte". */
const NEXT_WEEK_RE = /\b(que vem|proxim[oa]|(?<!\bo )seguinte)\b/;
