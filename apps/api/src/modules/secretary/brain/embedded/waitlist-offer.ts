// The waitlist in the embedded dialogue (issue 11 item 7). When the client asked for one day (maybe a
// part of it or a time, maybe a professional) and no free time matches, the nearest times are shown
// as always and, below them, the waitlist of that day is offered through the guarded tool (which
// records the offer; nothing is written). The next message is read first: a yes puts the client on
// the list (the tool checks the yes again), a bare no is acknowledged, anything else (a pick of one
// of the times shown, another day) goes on to the booking flow as before.
import type { TBrainService, TBrainSlot, TBrainWaitlistAsk } from '../types.js';
import { hasPref } from './dates.js';
import { localDateOf } from './format.js';
import { openingRanges, pastTodayLead, toMin } from './day-hours.js';
import { minutesOf } from './slot-pick.js';
import { offer } from './slots.js';
import { namedProfessional } from './team.js';
import type { TDialogueState, Turn } from './state.js';
import { normalize } from './text.js';
import type { TRead } from './policy.js';
import { isBareNo, spokenDay, waitlistAnswerOf } from '../../waitlist-consent.js';

type TWaitState = TDialogueState & { waitlist_offer?: TBrainWaitlistAsk | null };

/** The part of the day asked for: its window, or the company's part holding the exact time asked. */
function askedWindow(turn: Turn): TBrainWaitlistAsk['window'] {
  const p = turn.state.pref;
  if (!p) return null;
  if (p.exact_min !== undefined) {
    const part = turn.input.company?.day_parts.find((d) => toMin(d.from) <= p.exact_min! && p.exact_min! < toMin(d.to));
    return part ? { from: toMin(part.from), to: toMin(part.to) } : null;
  }
  if (p.from_min === undefined && p.to_min === undefined) return null;
  return { from: p.from_min ?? 0, to: p.to_min ?? 24 * 60 };
}

/** The waitlist of the day asked for, when none of the times shown is on it (in the part asked). */
function unmatchedAsk(turn: Turn, service: TBrainService, shown: TBrainSlot[]): TBrainWaitlistAsk | null {
  const st = turn.state;
  const date = st.pref?.date;
  if (st.flow !== 'book' || !date || st.pref?.date_to || !turn.canSchedule()) return null;
  const window = askedWindow(turn);
  const onDay = shown.filter((s) => localDateOf(s.start_at, turn.tz) === date);
  const inWindow = onDay.filter(
    (s) => !window || (minutesOf(s.start_at, turn.tz) >= window.from && minutesOf(s.start_at, turn.tz) < window.to),
  );
  // A window of today already gone ("hoje de manhã" at 14h) frees no place to wait for.
  if (inWindow.length || !opensInWindow(turn, date, window) || pastTodayLead(turn, date, st.pref)) return null;
  return { serviceId: service.id, calendarId: st.professional_id ?? null, date, window };
}

/** "sábado à noite" when the business closes at 18h: no list for hours it never opens. */
function opensInWindow(turn: Turn, date: string, window: TBrainWaitlistAsk['window']): boolean {
  const ranges = openingRanges(turn, date);
  return !ranges || ranges.some((r) => !window || (r.from < window.to && r.to > window.from));
}

const ANOTHER_DAY_OK_RE =
  /\b(?:se (?:\w+ )?nao (?:der|puder|tiver)|senao|caso nao (?:de|tenha))\b.*\b(?:outro dia|qualquer dia|outra data|outro horario|qualquer outro)\b/;

/** Shows the times found and, when the day asked for has nothing matching, offers its waitlist. */
export async function offerWithWaitlist(turn: Turn, service: TBrainService, slots: TBrainSlot[], intro: string) {
  await offer(turn, service, slots, intro);
  // "se sábado não der, pode ser outro dia": the client already took another day; no list for that one.
  const takesAnotherDay = ANOTHER_DAY_OK_RE.test(normalize(turn.input.messages.join(' ')));
  const ask = takesAnotherDay ? null : unmatchedAsk(turn, service, slots);
  const st = turn.state as TWaitState;
  st.waitlist_offer = null;
  if (!ask || !turn.input.tools.joinWaitlist) return;
  const r = await turn.input.tools.joinWaitlist(ask);
  if (r.ok && r.value.already)
    return void turn.say(`Você já está na lista de espera de ${spokenDay(r.value.date)}: se abrir uma vaga, eu te aviso aqui 🙂`);
  if (r.ok || r.reason !== 'needs_agreement') return;
  st.waitlist_offer = ask;
  turn.say(r.message);
}

/** The answer to the waitlist offer of the previous reply; true when the turn is answered here. */
export async function answerWaitlistOffer(turn: Turn, r: TRead): Promise<boolean> {
  const st = turn.state as TWaitState;
  const ask = st.waitlist_offer;
  if (!ask) return false;
  st.waitlist_offer = null;
  // "pode ser com o Marcão mesmo": a yes to another professional is a new request, not to the list.
  const otherPro = !!namedProfessional(r.original, turn.input.professionals ?? [], turn.input.services);
  // "sim pode marcar" to times shown beside the offer of the list: a booking of the time shown, not the list.
  const booksShown = r.it.book && !!turn.state.offered?.length && !/\blista\b/.test(r.text);
  const asksMore = !!r.service || hasPref(r.pref) || r.it.cancel || r.it.reschedule || r.it.human || otherPro || booksShown;
  const answer = waitlistAnswerOf(r.original);
  if (answer === 'yes' && !asksMore && turn.input.tools.joinWaitlist) {
    const done = await turn.input.tools.joinWaitlist(ask);
    if (!done.ok) {
      // Nothing written (a time freed meanwhile, the list cap): the client hears why and keeps the times shown.
      const why = `${done.message.charAt(0).toLowerCase()}${done.message.slice(1)}`;
      turn.say(`Não consegui te colocar na lista de espera agora: ${why} Quer que eu veja outro horário?`);
      return true;
    }
    const day = spokenDay(done.value.date);
    turn.resetFlow();
    turn.state.just_done = true;
    turn.act({ type: 'join_waitlist', detail: done.value.date });
    turn.say(
      done.value.already
        ? `Você já está na lista de espera de ${day} 👍 Se abrir uma vaga, eu te aviso aqui.`
        : `Pronto! ✅ Coloquei você na lista de espera de *${done.value.service_title}* para ${day}. Se abrir uma vaga, eu te aviso aqui na hora 😊`,
    );
    return true;
  }
  if (answer === 'no' && isBareNo(r.original)) {
    turn.say(
      st.awaiting === 'slot' && st.offered?.length
        ? 'Tudo bem, não coloquei você na lista de espera. Se algum dos horários que mandei servir, é só me dizer 🙂'
        : 'Tudo bem, não coloquei você na lista de espera 🙂',
    );
    return true;
  }
  return false;
}
