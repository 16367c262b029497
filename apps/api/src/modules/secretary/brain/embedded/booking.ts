// Booking and rescheduling: pick the service, read the time preference, offer free slots
// (at most limit_suggestions_per_period), take the client's choice and book through the tools.
import { refused } from './refused-write.js';
import { askInstead, contradiction } from './constraints.js';
import type { TBrainService } from '../types.js';
import { addDays, hasPref, localNow, type TTimePref } from './dates.js';
import { mergePref } from './merge-pref.js';
import { outsideHoursLead, pastTodayLead } from './day-hours.js';
import { clockOf, localDateOf, speakDateTime } from './format.js';
import type { TSlotRef, Turn } from './state.js';
import { minutesOf, pick } from './slot-pick.js';
import { describePref, offer, slotsIn } from './slots.js';
import { nearestInstead } from './full-day-fallback.js';
import { asksEarliest } from './intents.js';
import { normalize } from './text.js';
import { offerWithWaitlist } from './waitlist-offer.js';
import { offerAfterRefusal } from './refused-offer.js';
import { teamInstead } from './pro-fallback.js';
import { dayOfWeek } from './when.js';
import { confirmsPick } from './proposal-answers.js';
import { askOtherName, namedWithYes, volunteeredName } from './other-name.js';
import { freeBeforeService } from './free-before-service.js';
import { servicesOffered, usualService } from './which-service.js';
import { changeProposal, changesService, writeChange } from './change-write.js';
import { queuedAsShown } from './queued-agreed.js';
import { otherProAtTime } from './other-pro-same-time.js';
import { checkPerformer, withWho } from './asked-professional.js';
import { answerPriceAskedWithYes } from './agreed-asking-price.js';
import { nearOverDays, shownOverDays } from './either-day.js';
import { otherThanTargetDay } from './move-to-other-weekday.js';

const SEARCH_DAYS = 7;
const noneForWeeks = (turn: Turn, service: TBrainService) =>
  void turn.say(`Não encontrei horários livres para *${service.title}* nas próximas semanas 😕. Quer que eu chame alguém da equipe?`);
const EXPAND_DAYS = 21;

function serviceOf(turn: Turn): TBrainService | null {
  const { services } = turn.input;
  return services.find((s) => s.id === turn.state.service_id) ?? (services.length === 1 ? services[0]! : null);
}

/** Continue (or start) the booking/rescheduling flow with what this message added. */
export async function continueBooking(
  turn: Turn,
  found: { service: TBrainService | null; pref: TTimePref; refused: boolean },
): Promise<void> {
  const st = turn.state;
  if (!st.flow || st.flow === 'cancel') st.flow = 'book';
  if (found.service && st.flow === 'book') st.service_id = found.service.id;
  if (hasPref(found.pref)) st.pref = mergePref(st.pref, found.pref, turn.saidNow);
  const service = serviceOf(turn);
  const { pro, offered } = servicesOffered(turn);
  // "marca com a Paula" when Paula does one thing only: that is the service, nothing to ask.
  if (!service && pro && offered.length === 1 && st.flow === 'book') {
    st.service_id = offered[0]!.id;
    return continueBooking(turn, { service: offered[0]!, pref: {}, refused: false });
  }
  // A day asked with no service, from a client with one usual service (usual-service.ts): that one, named in the proposal.
  const usual = !service && st.flow === 'book' && hasPref(st.pref) ? await usualService(turn, pro) : null;
  if (usual) return continueBooking(turn, { service: usual, pref: {}, refused: false });
  if (!service) {
    const names = offered.map((s, i) => `${i + 1}) ${s.title}`).join('\n');
    // "às 9 tá ótimo" to "qual serviço?": the time is kept and only the service asked again, never the same message.
    const at = st.pref?.exact_min;
    if (st.awaiting === 'service' && at !== undefined && offered.length)
      return void turn.say(`Anotado, às ${clockOf(at)} 👍 Só me diz qual serviço, por favor:\n${names}`);
    st.awaiting = 'service';
    const free = await freeBeforeService(turn, pro, offered);
    turn.say(
      turn.input.services.length
        ? `${free || 'Claro! '}${pro ? `Com *${pro.title}*, qual serviço` : 'Qual serviço'} você quer agendar?\n${names}`
        : 'No momento não há serviços disponíveis para agendamento por aqui. Vou pedir para a equipe te ajudar.',
    );
    if (!turn.input.services.length) turn.transfer = { reason: 'no_services' };
    return;
  }
  st.service_id = service.id;
  const who = checkPerformer(turn, service);
  const limit = Math.max(1, turn.settings.limit_suggestions_per_period);
  const today = localNow(turn.input.now, turn.tz).date;
  const pref = st.pref ?? null;
  // "nenhum desses", "tem mais tarde?": other times than those just listed.
  if (found.refused && st.offered?.length && !hasPref(found.pref))
    return offerAfterRefusal(turn, service, { limit, who, searchDays: EXPAND_DAYS });

  if (pref?.exact_min !== undefined) {
    // Moving an appointment, a time alone ("9h", to "para qual dia e horário?") is on the appointment's own day.
    const ownDay = st.flow === 'reschedule' && st.target ? localDateOf(new Date(st.target.start_at), turn.tz) : null;
    const date =
      otherThanTargetDay(turn, pref.date) ??
      ownDay ??
      (pref.exact_min > localNow(turn.input.now, turn.tz).minutes + 30 ? today : addDays(today, 1));
    // "pensando bem, pode ser sexta mesmo, 9h" while moving the Friday 9h appointment: it stays.
    const samePro = (!st.professional_id || st.professional_id === st.target?.calendar_id) && !changesService(turn);
    const own = st.flow === 'reschedule' && st.target && samePro ? localNow(new Date(st.target.start_at), turn.tz) : null;
    if (own && own.date === date && own.minutes === pref.exact_min) {
      const target = st.target!;
      turn.resetFlow();
      return void turn.say(
        `Combinado, fica como está 👍 Seu horário de *${target.service_title}* continua ${speakDateTime(new Date(target.start_at), turn.tz)}.`,
      );
    }
    const daySlots = await slotsIn(turn, service, date, date, null);
    const first = daySlots.find((s) => minutesOf(s.start_at, turn.tz) === pref.exact_min);
    // "umas cinco, cinco e meia": the second time said, when the first is taken.
    const second = first || pref.alt_min === undefined ? undefined : daySlots.find((s) => minutesOf(s.start_at, turn.tz) === pref.alt_min);
    const exact = first ?? second;
    if (exact) {
      if (who) turn.say(who.trim());
      if (second) turn.say(`Às ${clockOf(pref.exact_min)} não tenho vaga 😕, mas às ${clockOf(pref.alt_min!)} tenho.`);
      // Someone other than the professional asked for is always proposed, never booked outright. A time of
      // the list just shown, picked with an explicit yes ("pode ser as duas e meia, pode confirmar"), is agreed.
      const slot = { start_at: exact.start_at.toISOString(), calendar_id: exact.calendar_id };
      const fromList = (st.offered ?? []).some((o) => o.start_at === slot.start_at && o.calendar_id === slot.calendar_id);
      const agreed = fromList && st.awaiting === 'slot' && confirmsPick(turn.input.messages.join(' '));
      return choose(turn, slot, pref.carried || !!who, agreed && !pref.carried && !who);
    }
    const asked = describePref({ ...pref, date }, turn);
    if (teamInstead(turn, asked)) return continueBooking(turn, { service, pref: {}, refused: false });
    const instead = await otherProAtTime(turn, service, date, pref.exact_min);
    if (instead) turn.say(`${who}${instead.lead}`);
    if (instead) return choose(turn, instead.slot, true, false, true);
    const near = await nearOverDays(turn, service, { ...pref, date }, daySlots, limit);
    const lead =
      pastTodayLead(turn, date, pref) ?? outsideHoursLead(turn, date, pref.exact_min) ?? `Não tenho vaga ${asked}${withWho(turn)} 😕. `;
    // A time the client did not say ("com a Dra. Fernanda, msm dia" carries the appointment's), or "o mais perto das
    // 15h": the nearest, proposed.
    const nearest = pref.carried || pref.nearest ? pick(daySlots, 1, turn.tz, pref.exact_min)[0] : undefined;
    if (nearest) turn.say(`${who}${lead}O horário mais próximo é às ${clockOf(minutesOf(nearest.start_at, turn.tz))}.`);
    if (nearest) return choose(turn, { start_at: nearest.start_at.toISOString(), calendar_id: nearest.calendar_id }, true);
    if (near.length) return offerWithWaitlist(turn, service, near, `${who}${lead}`);
    const later = await slotsIn(turn, service, addDays(date, 1), addDays(date, EXPAND_DAYS), null);
    if (!later.length) return noneForWeeks(turn, service);
    return offerWithWaitlist(
      turn,
      service,
      pick(later, limit, turn.tz, pref.exact_min),
      `${who}Não tenho vaga ${asked}${withWho(turn)} 😕. `,
    );
  }

  const first = pref?.date ?? today;
  const last = pref?.date_to ?? (pref?.date ? pref.date : addDays(today, SEARCH_DAYS - 1));
  // "semana que vem, qualquer dia menos terça": the days ruled out inside the range are never offered.
  const avoid = pref?.avoid_dows ?? [];
  const slots = (await slotsIn(turn, service, first, last, pref)).filter(
    (s) => !avoid.includes(dayOfWeek(localDateOf(s.start_at, turn.tz))),
  );
  // "o mais cedo possível": a plain yes to the list then means its first (earliest) time.
  // Kept while the same request goes on ("prefiro com a doutora" after it), until a time of day is asked.
  const window = pref?.exact_min !== undefined || pref?.from_min !== undefined || pref?.to_min !== undefined;
  st.asked_earliest = asksEarliest(normalize(turn.input.messages.join(' '))) || (!!st.asked_earliest && !window);
  // Asked for the earliest, the earliest is what is shown: one time, which a plain yes then takes.
  const both = await shownOverDays(turn, service, pref, slots, limit);
  if (slots.length) return offer(turn, service, both ?? pick(slots, st.asked_earliest ? 1 : limit, turn.tz), who);
  if (teamInstead(turn, describePref(pref ?? {}, turn))) return continueBooking(turn, { service, pref: {}, refused: false });
  // "hoje ainda? se não tiver, amanhã depois do almoço": the client's own second choice before any other day.
  if (pref?.fallback) turn.say(`Não tenho horário livre ${describePref(pref, turn)}${withWho(turn)} 😕.`);
  if (pref?.fallback) return continueBooking(turn, { service, pref: pref.fallback, refused: false });
  const fallback = await nearestInstead(turn, service, pref, first, last);
  if (!fallback.length) return noneForWeeks(turn, service);
  // ("escova as 19h hj? saio do servico 18h30": after closing, the closing time is said, not "no free time".)
  const closed = pref?.exact_min ?? (pref?.to_min === undefined ? pref?.from_min : undefined);
  const lead = `${who}${hasPref(pref) ? (pastTodayLead(turn, first, pref) ?? (first === last ? outsideHoursLead(turn, first, closed) : null) ?? `Não tenho horário livre ${describePref(pref, turn)}${withWho(turn)} 😕. `) : ''}`;
  // "terça ou quarta à tarde, o q tiver primeiro": the first one after, alone (a yes takes it; no waiting list asked).
  if (st.asked_earliest) return offer(turn, service, pick(fallback, 1, turn.tz), lead);
  return offerWithWaitlist(turn, service, pick(fallback, limit, turn.tz), lead);
}

/**
 * The client picked a slot: the name asked when unknown, then proposed for a yes (the owner's setting, or
 * `confirm`: asked as a proposal even where the company books a time the client names outright), else
 * written. `agreed`: the client picked it from the list and said yes to it in one message ("pode ser as duas
 * e meia, pode confirmar"); the list named the service, the professional, the day and the time: written.
 */
export async function choose(turn: Turn, slot: TSlotRef, confirm = false, agreed = false, shownAgain = false): Promise<void> {
  const st = turn.state;
  const chosen = serviceOf(turn);
  // `shownAgain`: the proposal on the table shown again after a side question; it was checked when first made.
  const checked = st.flow === 'reschedule' || !chosen || shownAgain;
  const wrong = checked ? null : contradiction(turn, [{ service_id: chosen.id, ...slot }]);
  if (wrong) return askInstead(turn, wrong, (pref) => continueBooking(turn, { service: chosen, pref, refused: false }));
  st.pending = slot;
  if (st.for_relation && !st.for_name && !volunteeredName(turn) && !namedWithYes(turn)) {
    // The time picked is said back as the proposal, so "sim pode confirmar, o nome dele é Theo" writes it.
    const shown = turn.input.tools.propose
      ? await turn.input.tools.propose({
          action: 'book',
          serviceId: chosen?.id,
          calendarId: slot.calendar_id,
          startAt: new Date(slot.start_at),
          displayName: null,
        })
      : null;
    return askOtherName(turn, st.for_relation, shown?.ok ? shown.value.text : null);
  }
  if (!turn.clientName) {
    st.awaiting = 'name';
    return void turn.say('Perfeito! Pra finalizar, qual é o seu nome?');
  }
  if ((turn.settings.is_assistant_schedule_entry_confirm || confirm || turn.proposeOnly) && !agreed && !queuedAsShown(turn, [slot])) {
    st.awaiting = 'confirm_booking';
    const service = serviceOf(turn);
    const when = speakDateTime(new Date(slot.start_at), turn.tz);
    const custom = turn.settings.custom_assistant_schedule_entry_message?.trim();
    const moving = st.flow === 'reschedule' && st.target;
    const proposal = turn.input.tools.propose
      ? await turn.input.tools.propose(
          moving
            ? changeProposal(turn, slot)
            : {
                action: 'book',
                serviceId: service?.id,
                calendarId: slot.calendar_id,
                startAt: new Date(slot.start_at),
                displayName: st.for_name ?? null,
              },
        )
      : null;
    if (proposal && !proposal.ok) return refused(turn, proposal);
    const text = proposal?.ok ? proposal.value.text : `Posso confirmar *${service?.title ?? 'o atendimento'}* para ${when}?`;
    return void turn.say(`${custom ? `${custom}\n\n` : ''}${text}`);
  }
  return commit(turn);
}

/** Books (or reschedules) the pending slot; a slot taken meanwhile gets alternatives, never a double booking. */
export async function commit(turn: Turn) {
  const st = turn.state;
  const slot = st.pending;
  const service = serviceOf(turn);
  if (!slot || !service) return void turn.say('Qual horário você prefere?');
  const startAt = new Date(slot.start_at);
  const when = speakDateTime(startAt, turn.tz);
  const result =
    st.flow === 'reschedule' && st.target
      ? await writeChange(turn, slot)
      : await turn.input.tools.book({ serviceId: service.id, calendarId: slot.calendar_id, startAt, displayName: st.for_name ?? null });
  if (result.ok) {
    const rescheduled = st.flow === 'reschedule';
    const switched = changesService(turn);
    const who =
      result.value.professional ??
      (st.offered ?? []).find((o) => o.start_at === slot.start_at && o.calendar_id === slot.calendar_id)?.professional;
    const withWho = `${st.for_name ? ` para *${st.for_name}*` : ''}${who ? ` com *${who}*` : ''}`;
    // ("O horário de … para *Fabiana*": an appointment for someone else is not "seu".)
    const whose = st.for_name ? 'O' : 'Seu';
    turn.act({ type: rescheduled ? 'reschedule' : 'book', schedule_id: result.value.id, start_at: result.value.start_at.toISOString() });
    const listed = st.offered ?? [];
    const from = rescheduled && st.target ? { id: result.value.id, start_at: st.target.start_at } : null;
    turn.resetFlow();
    turn.state.moved_from = from;
    turn.state.just_done = true;
    if (listed.length > 1) turn.state.offered_before = listed;
    // The appointment just written is the one a correction right after it means.
    turn.state.focus_id = result.value.id;
    turn.state.focus_service_id = service.id;
    turn.say(
      switched
        ? `Pronto! Troquei para *${service.title}*${withWho} ${when} ✅`
        : rescheduled
          ? `Prontinho! ✅ Remarquei seu horário de *${service.title}*${withWho} para ${when}.`
          : `Prontinho! ✅ ${whose} horário de *${service.title}*${withWho} ficou agendado para ${when}.\nSe precisar remarcar ou cancelar, é só me chamar aqui.`,
    );
    return answerPriceAskedWithYes(turn, service);
  }
  if (result.reason === 'needs_agreement') {
    // Nothing written: the client sees the proposal (service, professional, day, time) and answers it.
    st.awaiting = 'confirm_booking';
    return void turn.say(result.message);
  }
  if (result.reason === 'invalid') return refused(turn, result);
  if (result.reason === 'taken') {
    const date = localDateOf(startAt, turn.tz);
    const others = (await slotsIn(turn, service, date, addDays(date, EXPAND_DAYS), null)).filter(
      (s) => s.start_at.getTime() !== startAt.getTime(),
    );
    st.pending = null;
    if (!others.length)
      return void turn.say(
        'Poxa, esse horário acabou de ser reservado e não encontrei outros livres 😕. Vou pedir para a equipe te ajudar.',
      );
    return offer(
      turn,
      service,
      pick(others, Math.max(1, turn.settings.limit_suggestions_per_period), turn.tz, minutesOf(startAt, turn.tz)),
      'Poxa, esse horário acabou de ser reservado 😕. ',
    );
  }
  st.pending = null;
  turn.say('Não consegui concluir o agendamento agora 😕. Quer tentar outro horário?');
}

/** "não" to the time proposed: it goes, and other times are looked for. */
export function refusedPending(turn: Turn): Promise<void> {
  turn.state.pending = null;
  return continueBooking(turn, { service: null, pref: {}, refused: true });
}
