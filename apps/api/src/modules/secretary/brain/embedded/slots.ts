// Finding and offering free times: the service's performers only (the named professional when the
// client asked for one), inside the asked window, at most limit_suggestions_per_period at once.
import { queuedAsShown } from './queued-agreed.js';
import type { TBrainService, TBrainSlot } from '../types.js';
import { addDays, hasPref, type TTimePref, zoned } from './dates.js';
import { clockOf, hourWords, localDateOf, speakDateTime, speakDay, speakTime, onDay } from './format.js';
import type { TSlotRef, Turn } from './state.js';
import { minutesOf } from './slot-pick.js';
import { performers } from './team.js';
import { OFFER_HEADS, OFFER_TAILS, phrase, variant } from './phrasing.js';
import { normalize } from './text.js';

/** The calendars that may be offered for the service: its performers, less any the client excluded. */
function allowedCalendars(turn: Turn, serviceId: string): Set<string> {
  const excluded = new Set(turn.state.excluded_ids ?? []);
  const team = turn.input.professionals ?? [];
  return new Set(
    performers(serviceId, team)
      .map((p) => p.calendar_id)
      .filter((id) => !excluded.has(id)),
  );
}

/** A slot keeps only allowed calendars (the first allowed one becomes the slot's professional). */
function narrowToAllowed(s: TBrainSlot, allowed: Set<string>, team: Set<string>): TBrainSlot | null {
  const all = s.calendar_ids ?? [s.calendar_id];
  // A calendar the team list does not know is not judged (the list is what the tools told us).
  if (!allowed.size || !all.some((id) => team.has(id))) return s;
  const ids = all.filter((id) => allowed.has(id));
  if (!ids.length) return null;
  if (ids[0] === s.calendar_id) return { ...s, calendar_ids: ids };
  return { ...s, calendar_id: ids[0]!, calendar_ids: ids, professional: undefined };
}

export async function slotsIn(
  turn: Turn,
  service: TBrainService,
  firstDay: string,
  lastDay: string,
  pref: TTimePref | null,
  /** Whose times: a calendar id, null for anyone; left out, the one the client asked for. */
  who?: string | null,
  /** Also this start off the grid: a visit's next part when the one before it ends. */
  alsoAt?: Date,
): Promise<TBrainSlot[]> {
  const fromMin = pref?.from_min ?? 0;
  // (Over by then: the last start leaves the service's length before it.)
  const toMin = (pref?.to_min ?? 24 * 60) - (pref?.ends_by && pref.to_min !== undefined ? service.duration_in_minutes - 1 : 0);
  const now = turn.input.now;
  const from = new Date(Math.max(zoned(firstDay, 0, turn.tz).getTime(), now.getTime()));
  const to = zoned(addDays(lastDay, 1), 0, turn.tz);
  if (to <= from) return [];
  const allowed = allowedCalendars(turn, service.id);
  const team = new Set((turn.input.professionals ?? []).map((p) => p.calendar_id));
  const asked = turn.state.visit_pros?.[service.id] ?? (who === undefined ? turn.state.professional_id : who);
  const only = asked && allowed.has(asked) ? asked : null;
  // A move or a change of service: the appointment's own time is free for it.
  const moving = turn.state.flow === 'reschedule' ? (turn.state.target?.id ?? null) : null;
  const slots = await turn.input.tools.findSlots({
    serviceId: service.id,
    from,
    to,
    limit: 500,
    calendarId: only,
    excludeScheduleId: moving,
    ...(alsoAt ? { alsoAt: [alsoAt] } : {}),
  });
  // Ties go by professional name, not by calendar id: ids are random, so the same agenda would
  // offer a different professional first in another database (and the eval would not repeat).
  // (Its own time with its own professional is no other time: "tem outro horário hj?" never lists it. A change of
  // service keeps it: the new service may take that very time.)
  const target = moving && turn.state.target?.service_id === service.id ? turn.state.target : null;
  const itself = (s: TBrainSlot) =>
    !!target && s.calendar_id === target.calendar_id && s.start_at.getTime() === new Date(target.start_at).getTime();
  return slots
    .map((s) => narrowToAllowed(s, allowed, team))
    .filter((s): s is TBrainSlot => !!s && s.start_at.getTime() > now.getTime() && !itself(s))
    .filter((s) => {
      const m = minutesOf(s.start_at, turn.tz);
      return m >= fromMin && m < toMin;
    })
    .sort(
      (a, b) =>
        a.start_at.getTime() - b.start_at.getTime() ||
        (a.professional ?? '').localeCompare(b.professional ?? '') ||
        a.calendar_id.localeCompare(b.calendar_id),
    );
}

export function describePref(p: TTimePref | null | undefined, turn: Turn): string {
  if (!p) return '';
  const parts: string[] = [];
  if (p.date)
    parts.push(
      p.date_to
        ? `entre ${speakDay(zoned(p.date, 720, turn.tz), turn.tz)} e ${speakDay(zoned(p.date_to, 720, turn.tz), turn.tz)}`
        : `na ${speakDay(zoned(p.date, 720, turn.tz), turn.tz)}`.replace('na sábado', 'no sábado').replace('na domingo', 'no domingo'),
    );
  if (p.exact_min !== undefined) parts.push(`às ${clockOf(p.exact_min)}`);
  else if (p.from_min !== undefined && p.to_min !== undefined)
    parts.push(
      // The morning as the client said it ("de manhã" reads 5h–12h, "cedo" until 10h), not as hours.
      p.from_min <= 6 * 60 && p.to_min <= 10 * 60
        ? 'cedo'
        : p.from_min <= 6 * 60 && p.to_min <= 12 * 60
          ? 'de manhã'
          : p.from_min >= 18 * 60
            ? 'à noite'
            : p.to_min <= 18 * 60 && p.from_min >= 12 * 60
              ? 'à tarde'
              : `entre ${hourWords(p.from_min)} e ${hourWords(p.to_min)}`,
    );
  else if (p.from_min !== undefined) parts.push(`depois das ${hourWords(p.from_min)}`);
  else if (p.to_min !== undefined) parts.push(`antes das ${hourWords(p.to_min)}`);
  return parts.join(' ');
}

/** "na quinta-feira, 05/03", "no sábado, 07/03" */
export const onDayOf = (at: Date, tz: string) => onDay(speakDay(at, tz));

export async function offer(turn: Turn, service: TBrainService, found: TBrainSlot[], intro: string) {
  const tz = turn.tz;
  // The safety layer records what was shown, so a later "o segundo" may be written without another question.
  const slots = turn.input.tools.offer
    ? await turn.input.tools.offer({
        serviceId: service.id,
        scheduleId: turn.state.flow === 'reschedule' ? (turn.state.target?.id ?? null) : null,
        slots: found,
      })
    : found;
  turn.state.offered_earlier = [...(turn.state.offered_earlier ?? []), ...(turn.state.offered ?? [])].slice(-12);
  turn.state.offered = slots.map((s) => ({
    start_at: s.start_at.toISOString(),
    calendar_id: s.calendar_id,
    ...(s.professional ? { professional: s.professional } : {}),
  }));
  turn.state.awaiting = 'slot';
  turn.act({ type: 'find_slots', detail: `${slots.length}` });
  // "quinta ou sexta" (either-day.ts): a list over two days names the day on every line.
  const days = [...new Map(slots.map((s) => [localDateOf(s.start_at, tz), s.start_at])).values()];
  const when = (at: Date) => (days.length > 1 ? speakDateTime(at, tz) : speakTime(at, tz));
  const lines = slots.map((s, i) => `${i + 1}) ${when(s.start_at)}${s.professional ? ` com ${s.professional}` : ''}`).join('\n');
  if (slots.length === 1) {
    // One time is no list: said in a sentence, and a plain yes takes it.
    const [only] = slots;
    // (The queued request's time shown beside the first and agreed to with it is taken: queued-requests.ts.)
    if (queuedAsShown(turn, turn.state.offered)) return void (turn.agreedOffer = turn.state.offered[0]!);
    const who = only!.professional ? ` com *${only!.professional}*` : '';
    const what = turn.state.asked_earliest ? 'o primeiro horário livre é' : 'tenho livre';
    return void turn.say(
      `${intro}Para *${service.title}* ${onDayOf(only!.start_at, tz)}, ${what} às ${speakTime(only!.start_at, tz)}${who}. Pode ser?`,
    );
  }
  const head = OFFER_HEADS[variant(turn, 'offer-head', OFFER_HEADS.length)]!(service.title, days.map((d) => onDayOf(d, tz)).join(' ou '));
  turn.say(`${intro}${head}\n${lines}\n\n${phrase(turn, 'offer-tail', OFFER_TAILS)}`);
}

const POINTS_AT_PART_RE = /\b(o|a|esse|essa|aquele|aquela|pode ser o|pode ser a)\s+(horario\s+)?(de|da|do)\s+(manha|tarde|noite)\b/;

/** "pode ser o segundo", "14h30 tá ótimo", "tanto faz" (the first, to be proposed): the offered slot the client means, if any. */
export function offeredChoice(turn: Turn, ordinal: number | null, pref: TTimePref, leftToUs = false): TSlotRef | null {
  const offered = turn.state.offered ?? [];
  if (!offered.length) return null;
  const out = turn.ruledOutOffers;
  if (ordinal !== null) {
    // "dps das 9 qual o primeiro?", "o primeiro da tarde": the position counts among the times in that window.
    const window = pref.exact_min === undefined && (pref.from_min !== undefined || pref.to_min !== undefined);
    if (!window) return out.includes(ordinal) ? null : (offered[ordinal] ?? null);
    const inWindow = offered.filter((o, i) => !out.includes(i) && inMinutes(o, pref, turn.tz));
    // None there ("o primeiro horário que vc falou" reads "primeiro horário" as early morning too): the list's own.
    if (!inWindow.length) return out.includes(ordinal) ? null : (offered[ordinal] ?? null);
    return (ordinal === offered.length - 1 && ordinal > 0 ? inWindow.at(-1) : inWindow[ordinal]) ?? null;
  }
  // "qualquer um menos o primeiro": the first time still in play; "menos o das 13" of two: the other one.
  const left = offered.filter((_, i) => !out.includes(i));
  if (turn.rulesOutTimes && left.length && !hasPref(pref) && (leftToUs || left.length === 1)) return left[0]!;
  if (leftToUs && !hasPref(pref)) return offered[0]!;
  // "qualquer um depois do almoço": the first time shown in that window (proposed, never written outright).
  const windowOnly = pref.exact_min === undefined && !pref.date && (pref.from_min !== undefined || pref.to_min !== undefined);
  const firstInWindow = leftToUs && windowOnly ? offered.find((o, i) => !out.includes(i) && inMinutes(o, pref, turn.tz)) : undefined;
  if (firstInWindow) return firstInWindow;
  // "o da tarde" when the list shows one afternoon time: that one (several there: the client is asked again).
  const partOfDay = pref.from_min !== undefined && pref.exact_min === undefined && !pref.date;
  if (partOfDay && POINTS_AT_PART_RE.test(normalize(turn.input.messages.join(' ')))) {
    const inPart = offered.filter((o) => {
      const m = minutesOf(new Date(o.start_at), turn.tz);
      return m >= pref.from_min! && m < (pref.to_min ?? 24 * 60);
    });
    if (inPart.length === 1) return inPart[0]!;
  }
  if (pref.exact_min !== undefined) {
    const match = offered.filter((o) => minutesOf(new Date(o.start_at), turn.tz) === pref.exact_min);
    const onDay = pref.date ? match.filter((o) => localDateOf(new Date(o.start_at), turn.tz) === pref.date) : match;
    return onDay[0] ?? null;
  }
  return null;
}

function inMinutes(o: TSlotRef, pref: TTimePref, tz: string): boolean {
  const m = minutesOf(new Date(o.start_at), tz);
  return m >= (pref.from_min ?? 0) && m < (pref.to_min ?? 24 * 60);
}

/** "10:00, 13:30 ou 17:00": the times on the table, as said in a sentence. */
export const offeredTimes = (turn: Turn) => {
  const times = (turn.state.offered ?? []).map((o) => speakTime(new Date(o.start_at), turn.tz));
  return times.length > 1 ? `${times.slice(0, -1).join(', ')} ou ${times.at(-1)}` : (times[0] ?? '');
};

/** A yes to a list of several times names none of them: the client is asked which. */
export function askWhichOffered(turn: Turn): void {
  turn.say(`Claro! Só me diz qual horário: ${offeredTimes(turn)}?`);
}

/** "e aí??", "q horas tinha msm?" while a list waits for a pick: the times again, nothing new asked. */
export function repeatOffered(turn: Turn): void {
  turn.say(`Estou aqui 🙂 Os horários que te passei: ${offeredTimes(turn)}. Qual fica melhor pra você?`);
}
