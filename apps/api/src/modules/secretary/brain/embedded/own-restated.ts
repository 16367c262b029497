// "ficou 10h o corte e 10h30 a barba né?", "então quarta quatro horas com a doutora Fernanda tá certinho né",
// "e aí ficou sexta quatro e meia né": after a booking or a move the client says back what they have, to be
// sure. That is a check of their own appointments, answered from the agenda: never a new request (before,
// the times said back were read as a booking: a second proposal, "Não tenho vaga às 16:00" for the client's
// own 16:00, or "pode me confirmar o horário?"). Times said back wrongly get the real ones.
import { asksToMove } from '../../consent.js';
import { mustBeAsSwitch } from './must-be.js';
import { addDays, localNow, type TTimePref } from './dates.js';
import type { TIntents } from './intents.js';
import { line } from './appointments.js';
import { upcoming } from './own-day.js';
import { localDateOf, speakDateTime } from './format.js';
import { minutesOf } from './slot-pick.js';
import type { TScheduleRef, Turn } from './state.js';
import { fold, mentionedMinutes, mentionedWeekdays, spokenClockMinutes } from '../../consent-mentions.js';
import { namedProfessional } from './team.js';
import { proposeAgain } from './propose-again.js';
import { mentionedServices } from './match.js';

/** The tag that asks for a check ("né", "certinho", "não é"), or "ficou/tá marcado" said of it. */
const CHECK_RE =
  /\b(?:ne|neh|certinho|nao e|confere)\b|\bcerto\s*(?:\?|$)|\b(?:ficou|fica|ta|esta) (?:marcad\w*|agendad\w*|confirmad\w*|combinad\w*)\b/;

/**
 * "tenho corte amanhã 14h né? vou ter q mudar", "…consegue jogar mais pro fim da tarde?", "…daria pra fazer um pouco
 * antes?": a change asked beside the check is the request.
 */
const CHANGE_RE =
  /\b(?:fazer|ser|ir|vir|chegar|atender)\s+(?:um pouco |um pouquinho |bem |mais )?(?:antes|mais cedo|mais tarde)\b|\bum (?:pouco|pouquinho) (?:antes|depois|mais cedo|mais tarde)\b|\b(?:mud\w*|troc\w*|remarc\w*|reagend\w*|cancel\w*|desmarc\w*|adia\w*|antecip\w*|adiant\w*|marca|marcar|agenda|agendar|encaix\w*)\b|\b(?:passa|passar|joga|jogar|empurra|empurrar)(?: (?:ele|ela|o|a|isso|mais|um pouco|so))* (?:pra|para|pro)\b/;
const OPEN = new Set([null, 'slot', 'confirm_booking', 'confirm_replace', 'time', 'service']);

/** True when the message said back the client's own appointments (answered here). */
export async function answerRestatedOwn(turn: Turn, r: { original: string; it: TIntents; pref: TTimePref }): Promise<boolean> {
  const { it } = r;
  // An answer to a cancel, a move or "which one?" names the client's own times too: theirs to read.
  const st = turn.state;
  if (st.flow === 'cancel' || st.flow === 'reschedule' || !OPEN.has(st.awaiting ?? null)) return false;
  // ("confirmo a manicure de amanhã, é 10h né?": the confirmation says the time, and is what is asked.)
  if (it.book || it.weakBook || it.cancel || it.reschedule || it.price || it.no || it.confirmPresence) return false;
  const said = fold(r.original);
  // ("…né? de manhã não vou conseguir, joga pras 17h": any move asked, as the safety layer reads one.)
  if (!CHECK_RE.test(said) || CHANGE_RE.test(said) || asksToMove(said) || mustBeAsSwitch(said, turn.input.services) !== said) return false;
  const times = [...mentionedMinutes(r.original).map((m) => [m]), ...pairs(spokenClockMinutes(r.original))];
  const weekdays = mentionedWeekdays(r.original);
  // ("amanhã 14h manicure e sábado 9h corte": a relative day beside a weekday names its own date.)
  const dates = weekdays.length ? relativeDates(turn, said) : [];
  if (!times.length && !weekdays.length && !r.pref.date) return false;
  const mine = await upcoming(turn);
  if (!mine.length) return false;
  const dayOf = (s: { start_at: string }) => localDateOf(new Date(s.start_at), turn.tz);
  const onDays = mine.filter(
    (s) =>
      (!weekdays.length || weekdays.includes(new Date(`${dayOf(s)}T12:00:00Z`).getUTCDay()) || dates.includes(dayOf(s))) &&
      // ("terça 9h … e quinta 14h": the weekdays named say the days; the parser keeps one of them.)
      (!r.pref.date ||
        weekdays.length > 0 ||
        (r.pref.date_to ? dayOf(s) >= r.pref.date && dayOf(s) <= r.pref.date_to : r.pref.date === dayOf(s))),
  );
  // A time on the table (a list or a proposal) said with "né" is a pick or a yes: the proposal's own reading.
  if (onTable(turn, times)) return false;
  // "às nove e vai até umas dez": the end said back is the appointment's too.
  const duration = (s: TScheduleRef) => turn.input.services.find((x) => x.id === s.service_id)?.duration_in_minutes ?? 0;
  const at = (s: TScheduleRef) => minutesOf(new Date(s.start_at), turn.tz);
  const told = (s: TScheduleRef, readings: number[]) => readings.includes(at(s)) || readings.includes(at(s) + duration(s));
  const team = turn.input.professionals ?? [];
  const named = namedProfessional(r.original, team, turn.input.services);
  const pro = named && 'professional' in named ? named.professional.title : null;
  const right =
    onDays.length > 0 &&
    times.every((readings) => onDays.some((s) => told(s, readings))) &&
    (!pro || onDays.some((s) => s.professional === pro));
  turn.act({ type: 'list_appointments', detail: `${onDays.length}` });
  // "sábado é a mão né. e a escova é com quem mesmo?": the service named on another day is said back too.
  const asked = new Set(mentionedServices(said, turn.input.services).map((s) => s.id));
  const elsewhere = mine.filter((s) => asked.has(s.service_id) && !onDays.some((o) => o.service_id === s.service_id));
  const shown = onDays.length ? [...onDays, ...elsewhere] : mine;
  const lead = right ? 'Isso mesmo ✅' : onDays.length ? 'Conferi aqui:' : 'Nesse dia você não tem horário marcado.';
  if (shown.length === 1) {
    const one = shown[0]!;
    turn.state.focus_id = one.id;
    turn.state.focus_service_id = one.service_id;
    const who = one.professional ? ` com *${one.professional}*` : '';
    turn.say(`${lead} Seu horário de *${one.service_title}*${who} é ${speakDateTime(new Date(one.start_at), turn.tz)}.`);
  } else turn.say(`${lead}\n${shown.map((s) => line(turn, s)).join('\n')}`);
  // What is proposed and not yet agreed stays on the table, shown again after the answer.
  await proposeAgain(turn);
  return true;
}

/** A spoken time is read both ways ("quatro" is 04:00 and 16:00): one reading each. */
function pairs(readings: number[]): number[][] {
  const out: number[][] = [];
  for (let i = 0; i + 1 < readings.length; i += 2) out.push([readings[i]!, readings[i + 1]!]);
  return out;
}

function onTable(turn: Turn, times: number[][]): boolean {
  const st = turn.state;
  const table = [
    ...(st.awaiting === 'confirm_booking' && st.pending ? [st.pending] : []),
    ...(st.awaiting === 'slot' ? (st.offered ?? []) : []),
  ];
  return table.some((slot) => times.some((readings) => readings.includes(minutesOf(new Date(slot.start_at), turn.tz))));
}

const RELATIVE_RE: Array<[RegExp, number]> = [
  [/\bdepois de amanha\b/, 2],
  [/(?<!\bdepois de )\bamanha\b/, 1],
  [/\bhoje\b(?! em dia)/, 0],
];

function relativeDates(turn: Turn, said: string): string[] {
  const today = localNow(turn.input.now, turn.tz).date;
  return RELATIVE_RE.filter(([re]) => re.test(said)).map(([, days]) => addDays(today, days));
}
