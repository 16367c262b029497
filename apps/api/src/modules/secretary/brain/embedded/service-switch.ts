// "troca a escova por hidratação no mesmo horário", "em vez de corte quero barba": another service
// instead of one the client has. Before any write it replaces the proposal; after the booking it
// is ONE change of the existing appointment (the safety layer's `replace`), agreed with one yes.
import { withoutPricedAside } from './corrected-services.js';
import { narrowedCombo } from './narrowed-combo.js';
import type { TBrainService } from '../types.js';
import type { TIntents } from './intents.js';
import { hasPref, type TTimePref } from './dates.js';
import { agreementOf, isNegationOrHesitation } from '../../consent.js';
import { closesTalk } from '../../consent-closing.js';
import { matchService } from './match.js';
import { answerPrice } from './answers.js';
import { normalize, tokens } from './text.js';
import { localDateOf, speakDateTime } from './format.js';
import { choose, commit, continueBooking } from './booking.js';
import { minutesOf } from './slot-pick.js';
import { slotsIn } from './slots.js';
import { ownOnDay } from './own-day.js';
import { proposeAgain } from './propose-again.js';
import { toRef, type TScheduleRef, type Turn } from './state.js';
import { backToService, INSTEAD_OF, readSwitch, SWITCH_WORDS, wordsRe } from './switch-reading.js';
import { bookingFor } from './people.js';
import { mustBeAsSwitch } from './must-be.js';
import { ADDS_RE } from './lexicon/also-words.js';

const ASKED_CANCEL_RE = /\b(?:cancel|desmarc)\w*\b(?! n(?:ao|em)\b)/;

async function mineUpcoming(turn: Turn): Promise<TScheduleRef[]> {
  const list = await turn.input.tools.listAppointments('upcoming');
  return list.filter((s) => s.status !== 'canceled' && s.start_at.getTime() > turn.input.now.getTime()).map(toRef);
}

async function doReplace(turn: Turn) {
  const st = turn.state;
  const r = st.replace!;
  const tools = turn.input.tools;
  const result = tools.replace
    ? await tools.replace({ scheduleId: r.schedule_id, serviceId: r.service_id, calendarId: r.calendar_id, startAt: new Date(r.start_at) })
    : null;
  if (result && !result.ok && result.reason === 'needs_agreement') return void turn.say(result.message);
  turn.resetFlow();
  st.replace = null;
  if (!result?.ok) return void turn.say('Não consegui trocar agora 😕. Seu horário continua como estava.');
  // The same appointment, changed in place: one move of it in the actions.
  turn.act({ type: 'reschedule', schedule_id: result.value.id, start_at: r.start_at });
  st.just_done = true;
  turn.say(
    `Pronto! Troquei para *${result.value.service_title}*${result.value.professional ? ` com ${result.value.professional}` : ''} ${speakDateTime(result.value.start_at, turn.tz)} ✅`,
  );
}

/** True when the turn is answered here (a switch asked, or the answer to a switch proposal). */
export async function serviceSwitch(turn: Turn, r: { text: string; it: TIntents; pref: TTimePref }): Promise<boolean> {
  const st = turn.state;
  const it = r.it;
  // ("muda meu corte de sexta pra 11h? e quanto tá a sobrancelha?": a service only priced after the request is no switch.)
  const asked = normalize(withoutPricedAside(r.text, turn.input.services));
  const text = backToService(mustBeAsSwitch(asked, turn.input.services), turn.input.services);
  if (st.awaiting === 'confirm_replace' && st.replace) {
    // "pode trocar sim": the proposal's own verb with a yes (consent.ts reads it as the guard does).
    const agreed = agreementOf(text, { action: 'replace', minutes: -1 }) === 'agree';
    if ((agreed || (it.yes && !it.no && !it.question)) && !closesTalk(text)) return doReplace(turn).then(() => true);
    if (await switchAgain(turn, r)) return true;
    // "n, so perguntando msm, deixa só corte e barba" after an aside: the "não" was the aside's, the switch named stays.
    const next = turn.input.services.find((s) => s.id === st.replace!.service_id);
    if (next && matchService(text, turn.input.services)?.service.id === next.id && /\b(so|apenas)\b/.test(text)) {
      turn.say(`Combinado, só *${next.title}* então.`);
      await proposeAgain(turn);
      return true;
    }
    if ((it.no && !it.yes) || isNegationOrHesitation(text)) {
      turn.resetFlow();
      st.replace = null;
      turn.say('Tudo bem, deixei seu horário como estava 👍');
      return true;
    }
  }
  if (restatesSwitch(turn, text, r.pref)) return commit(turn).then(() => true);
  const services = turn.input.services;
  if ((await otherServiceSameTime(turn, r)) || (await focusedSwitchSameTime(turn, r))) return true;
  // Before any write: the service of the proposal changes, the time stays.
  const pendingSvc = services.find((s) => s.id === st.service_id);
  if (st.awaiting === 'confirm_booking' && st.pending && pendingSvc && st.flow === 'book') {
    const sw = readSwitch(text, services, [
      { id: '', service_id: pendingSvc.id, service_title: pendingSvc.title, start_at: st.pending.start_at, status: 'scheduled' },
    ]);
    if (!sw) return false;
    st.service_id = sw.next.id;
    await choose(turn, st.pending);
    return true;
  }
  const narrowed = turn.input.tools.propose ? narrowedCombo(turn, text, r.pref, await mineUpcoming(turn)) : null;
  if (narrowed) {
    const { date: _day, ...rest } = r.pref;
    return proposeSwitch(turn, narrowed.target, narrowed.next, rest);
  }
  if (!wordsRe(SWITCH_WORDS).test(text) && !INSTEAD_OF.some((w) => text.includes(w))) return false;
  // "cancela meu corte de quinta e marca uma barba pra sábado no lugar": a cancel asked in its own words and a new
  // booking, two requests, not one appointment changed into another.
  if (!wordsRe(SWITCH_WORDS).test(text) && ASKED_CANCEL_RE.test(text)) return false;
  const mine = await mineUpcoming(turn);
  const sw = readSwitch(text, services, mine);
  if (!sw || !turn.input.tools.propose) return false;
  const ofOld = mine.filter((s) => s.service_id === sw.old.id);
  const onDay = r.pref.date ? ownOnDay(ofOld, r.pref.date, turn.tz) : ofOld;
  const target = onDay[0] ?? ofOld[0];
  if (!target || (onDay.length || ofOld.length) > 1) return false;
  // "…tem como? e qnto fica a hidratação?": the new service's price, before the switch's proposal.
  if (it.price && turn.canConverse()) answerPrice(turn, normalize(sw.next.title));
  // "o corte de quinta": the day that named the appointment is not a new day for it.
  const { date: _named, ...rest } = r.pref;
  return proposeSwitch(turn, target, sw.next, onDay.length ? rest : r.pref);
}

/**
 * "tá bom, pode trocar pra consulta no mesmo horário" to that very change proposed (the move flow carrying the new
 * service): the yes says the proposal back, it is no new switch to propose again.
 */
function restatesSwitch(turn: Turn, text: string, pref: TTimePref): boolean {
  const st = turn.state;
  if (st.awaiting !== 'confirm_booking' || st.flow !== 'reschedule' || !st.pending || !st.target) return false;
  if (st.service_id === st.target.service_id || matchService(text, turn.input.services)?.service.id !== st.service_id) return false;
  const onlySameTime = !pref.date && pref.exact_min === undefined && pref.from_min === undefined;
  return (!hasPref(pref) || onlySameTime) && agreementOf(text, { action: 'replace', minutes: -1 }) === 'agree';
}

/**
 * To a switch proposed: "retorno é mais barato?" gets the price, "não, quero pedicure mas às 16h" the
 * time asked; either way the switch is proposed again (never dropped for a question or a new time).
 */
async function switchAgain(turn: Turn, r: { it: TIntents; pref: TTimePref }): Promise<boolean> {
  const st = turn.state;
  const asked = st.replace!;
  const timed = hasPref(r.pref);
  const price = r.it.price && turn.canConverse();
  if (!timed && !price) return false;
  const next = turn.input.services.find((s) => s.id === asked.service_id);
  const target = (await mineUpcoming(turn)).find((s) => s.id === asked.schedule_id);
  if (!next || !target) return false;
  if (price) answerPrice(turn, normalize(next.title));
  st.replace = null;
  await proposeSwitch(turn, target, next, timed ? r.pref : {});
  return true;
}

/**
 * One time offered ("tenho livre às 10:00 … Pode ser?"), or proposed, and "na verdade queria uma consulta, pode ser
 * no mesmo horário?": the other service at that time, proposed (nothing is written on this message).
 */
async function otherServiceSameTime(turn: Turn, r: { text: string; pref: TTimePref }): Promise<boolean> {
  const st = turn.state;
  // ("opa pera, já que vou aí faz cabelo e barba então, msm horário" to a corte proposed: the proposal's own time.)
  // ("…a barba também no mesmo horário" adds it: the visit reads that.)
  const proposed = st.awaiting === 'confirm_booking' && !!st.pending && !ADDS_RE.test(r.text) ? st.pending : null;
  const one = st.awaiting === 'slot' && st.offered?.length === 1 ? st.offered[0]! : proposed;
  if (!one || !r.pref.same_time || st.flow !== 'book') return false;
  const named = matchService(r.text, turn.input.services)?.service;
  if (!named || named.id === st.service_id) return false;
  st.service_id = named.id;
  // Its time, not said by the client: proposed only; a longer service that does not fit gets the nearest times.
  const at = new Date(one.start_at);
  const date = localDateOf(at, turn.tz);
  const fits = (await slotsIn(turn, named, date, date, null)).some((s) => s.start_at.getTime() === at.getTime());
  // (Taken for it, the times near it that day are listed, as for a time the client said.)
  const pref = { date, exact_min: minutesOf(at, turn.tz), ...(fits ? { carried: true } : {}) };
  await continueBooking(turn, { service: named, pref, refused: false });
  return true;
}

/**
 * "pensando bem faz corte e barba logo, no msm horário, dá?" right after booking a corte: the appointment talked
 * about becomes the other service at its own time (one change, proposed), never a second booking.
 */
async function focusedSwitchSameTime(turn: Turn, r: { text: string; pref: TTimePref }): Promise<boolean> {
  const st = turn.state;
  // ("…consigo um retorno no msm dia umas 10h?": the same day at another time is one more appointment, not this one changed.)
  const otherTime = r.pref.exact_min !== undefined || r.pref.from_min !== undefined;
  if (!st.focus_id || st.awaiting || !r.pref.same_time || r.pref.date || otherTime || ADDS_RE.test(r.text) || !turn.input.tools.propose)
    return false;
  const target = (await mineUpcoming(turn)).find((s) => s.id === st.focus_id);
  if (!target || bookingFor(r.text)) return false;
  // "quero sobrancelha, a barba vou deixar crescer": the service named besides the held one's words.
  const held = new Set(tokens(normalize(target.service_title)));
  const said = matchService(r.text, turn.input.services)?.service;
  const named =
    said?.id === target.service_id
      ? matchService(
          tokens(r.text)
            .filter((w) => !held.has(w))
            .join(' '),
          turn.input.services,
        )?.service
      : said;
  if (!named || named.id === target.service_id) return false;
  await proposeSwitch(turn, target, named, {});
  return true;
}

/**
 * Proposes the appointment changed to `next`: at its own time when nothing else is asked and the new
 * service fits there; else (another time asked, or its own time not free for the longer service) the
 * move flow carries the new service and offers the nearest times that day, written as ONE change.
 */
export async function proposeSwitch(turn: Turn, target: TScheduleRef, next: TBrainService, pref: TTimePref): Promise<true> {
  const st = turn.state;
  const day = localDateOf(new Date(target.start_at), turn.tz);
  const timed =
    pref.exact_min !== undefined || pref.from_min !== undefined || pref.to_min !== undefined || (!!pref.date && pref.date !== day);
  if (!timed && turn.input.tools.propose) {
    // The professional stays unless the client asked for another: never changed in silence.
    const calendarId = st.professional_id ?? target.calendar_id ?? null;
    const proposal = await turn.input.tools.propose({ action: 'replace', scheduleId: target.id, serviceId: next.id, calendarId });
    if (proposal.ok) {
      const p = proposal.value;
      st.flow = null;
      st.awaiting = 'confirm_replace';
      st.replace = { schedule_id: target.id, service_id: p.service_id, calendar_id: p.calendar_id, start_at: p.start_at };
      turn.say(p.text);
      return true;
    }
    if (proposal.reason !== 'taken') {
      turn.say(`Não dá para trocar *${target.service_title}* por *${next.title}*: ${proposal.message}`);
      return true;
    }
  }
  st.flow = 'reschedule';
  st.target = target;
  st.service_id = next.id;
  st.offered = [];
  st.pending = null;
  if (!st.professional_id && target.calendar_id) st.professional_id = target.calendar_id;
  // Its own time, not said by the client this time: only ever proposed.
  const own = { date: day, exact_min: minutesOf(new Date(target.start_at), turn.tz), carried: true };
  await continueBooking(turn, { service: null, pref: timed ? { date: day, ...pref } : own, refused: false });
  return true;
}
