// A visit with several services ("pé e mão", "escova e hidratação"), booked back to back: one plan
// (each service with a professional who performs it, the next starting when the previous ends),
// one proposal for the whole visit, and one yes books every part.
import { dictatedAsPlanned, queuedAsShown } from './queued-agreed.js';
import { findPlan, findTogether, nearestPlanOnDay, type TPlan } from './visit-plan.js';
import { outsideHoursLead } from './day-hours.js';
import { askInstead, contradiction } from './constraints.js';
import type { TBrainService } from '../types.js';
import { hasPref, type TTimePref } from './dates.js';
import { describePref } from './slots.js';
import { normalize, tokens } from './text.js';
import { matchProfessional } from './understand/people.js';
import { VISIT_JOINER_RE } from './visit-joiners.js';
import { firstAsSaid, orderLeftToUs, planInAnotherOrder } from './visit-order.js';
import { personOf, proposeVisitItems } from './visit-proposal.js';
import { nameQuestion, namedWithYes, volunteeredName } from './other-name.js';
import { servicesIn } from './understand/index.js';
import { segmentsOf } from './understand/segments.js';
import type { TVisitItem, Turn } from './state.js';
import { HOW_LONG_RE, spokenDuration } from './answers.js';
import { ownByPlace, prefNextTo } from './visit-anchor.js';
import { planText } from './visit-text.js';
import { refused } from './refused-write.js';
import { withOwnProfessionals } from './party-professionals.js';
import { visitPerformers } from './asked-professional.js';

/**
 * The services of a visit when the message joins several with "e", "+" or a comma ("pé e mão",
 * "escova, hidratação"), in the order said; a combo service named whole ("Corte + Barba") counts as one.
 */
export function visitServices(raw: string, services: TBrainService[]): TBrainService[] {
  const ids = servicesIn(normalize(raw), segmentsOf(raw), services, VISIT_JOINER_RE);
  const out = ids.map((id) => services.find((s) => s.id === id)).filter((s): s is TBrainService => !!s);
  return out.length >= 2 ? firstAsSaid(raw, out).slice(0, 4) : [];
}

/** The professional named in the same part of the message as each service ("barba com o Dudu"). */
function professionalsPerService(turn: Turn, raw: string, services: TBrainService[]): Record<string, string> {
  const team = turn.input.professionals ?? [];
  const serviceWords = new Set(turn.input.services.flatMap((s) => tokens(normalize(s.title))));
  const out: Record<string, string> = {};
  const parts = normalize(raw).split(VISIT_JOINER_RE);
  let namedBeforeLast = false;
  for (const [i, part] of parts.entries()) {
    const pro = matchProfessional(part, team, serviceWords);
    if (!pro || !('calendar_id' in pro)) continue;
    const ids = servicesIn(part, [part], services);
    for (const id of ids) if (!out[id]) out[id] = pro.calendar_id;
    // Only a part with a service after it ("9 e meia" splits a clause too, and names none).
    const later = parts.slice(i + 1).some((p) => servicesIn(p, [p], services).length > 0);
    if (ids.length && later) namedBeforeLast = true;
  }
  if (new Set(Object.values(out)).size > 1) return out;
  // "platinado c o Dudu e dps a sobrancelha": named inside the first part, he is asked for that part only;
  // "corte e barba com o Dudu" (named at the end) is for the whole visit.
  // (A party's people say their own professionals: party.ts reads them per person.)
  if (!namedBeforeLast || Object.keys(out).length === services.length || turn.state.party) return {};
  // '' is anyone (constraints.ts): the parts the name was not said for are free of it.
  return Object.fromEntries(services.map((s) => [s.id, out[s.id] ?? '']));
}

/** The services of the visit under discussion, in the order the client asked for them. */
export const visitServicesOf = (turn: Turn): TBrainService[] =>
  (turn.state.visit_ids ?? []).map((id) => turn.input.services.find((s) => s.id === id)).filter((s): s is TBrainService => !!s);

/** The visit under discussion proposed again, in the order the client asked for its services. */
export function proposeVisitAgain(turn: Turn, pref: TTimePref): Promise<void> {
  return proposeVisit(turn, visitServicesOf(turn), pref);
}

/** Plans the visit and shows one proposal for all of it; nothing is written yet. */

export async function proposeVisit(turn: Turn, services: TBrainService[], pref: TTimePref | null): Promise<void> {
  const st = turn.state;
  st.flow = 'book';
  st.visit_ids = services.map((s) => s.id);
  // What the client asked for ("sexta à tarde"), kept for a visit proposed again after a change.
  if (hasPref(pref)) st.visit_pref = pref;
  const perService = professionalsPerService(turn, turn.input.messages.join(' \n '), services);
  // (Each person's own, when one service is for two people, is the party's: party-professionals.ts.)
  if (Object.keys(perService).length && !st.party?.pros) st.visit_pros = perService;
  // Someone asked for one part only: the other parts go to whoever is free (the same one first).
  if (Object.values(perService).includes('')) st.professional_id = null;
  // A service the client already has booked is kept, never booked twice: the rest follows it.
  const mine = (await turn.input.tools.listAppointments('upcoming')).filter((a) => a.status !== 'canceled' && a.start_at > turn.input.now);
  const have = mine.filter((a) => services.some((s) => s.id === a.service_id));
  const toBook = services.filter((s) => !have.some((a) => a.service_id === s.id));
  if (have.length && toBook.length && !st.party) {
    // "no dia da primeira, logo depois da fisio": the one named by its place; else the last of them.
    const anchor = ownByPlace(normalize(turn.input.messages.join(' ')), have) ?? have[have.length - 1]!;
    // "além da minha escova de sábado… no mesmo horário", "antes dela", or right after it (visit-anchor.ts).
    pref = prefNextTo(turn, anchor, services.find((s) => s.id === anchor.service_id)?.duration_in_minutes ?? 30, toBook, pref);
    services = toBook;
  }
  withOwnProfessionals(turn, services);
  const notTheirs = visitPerformers(turn, services);
  if (notTheirs) turn.say(notTheirs);
  const party = st.party;
  // Two people at one time asked ("pra mim e pro meu filho sábado 10h") sit at once when two professionals are free.
  const atOnce = !!party && services.length === 2 && (party.together || (pref?.exact_min !== undefined && !party.apart) || !!party.pros);
  const anyOrder = orderLeftToUs(turn);
  let found = (atOnce ? await findTogether(turn, services, pref) : null) ?? (party?.together ? null : await findPlan(turn, services, pref));
  // "dá pra ser juntas?" with no two professionals free at once: one after the other, said so.
  if (!found && party?.together) {
    found = await findPlan(turn, services, pref);
    if (found) turn.say('No mesmo horário não tenho dois profissionais livres 😕, mas consigo um atendimento logo depois do outro.');
  }
  // "pra mim e pro meu moleque sábado de manhã" with no room one after the other: both at once, when two are free.
  if (!found && party && !party.together && !party.apart && services.length === 2) found = await findTogether(turn, services, pref);
  if (!found && !party && !have.length && anyOrder) {
    const other = await planInAnotherOrder(services, (ordered) => findPlan(turn, ordered, pref));
    if (other) {
      services = other.services;
      st.visit_ids = services.map((s) => s.id);
      found = other.plan;
    }
  }
  // "hoje ainda? se não tiver, amanhã depois do almoço": the second choice when the first has no room.
  if (!found && !party && pref?.fallback) {
    const first = describePref(pref, turn);
    pref = pref.fallback;
    found = await findPlan(turn, services, pref);
    if (found && !pref.as_good) turn.say(`Não tenho horário para tudo seguido ${first} 😕.`);
  }
  // "terça dia 10 fim do dia, tipo 18h30?": nothing then; the nearest of that day, with the reason said.
  // (A part of the day asked is a window to stay in: nothing there is said as such, below.)
  const asked = pref?.exact_min;
  if (!found && !party && !have.length && pref?.date && !pref.date_to && asked !== undefined) {
    found = await nearestPlanOnDay(turn, services, pref.date, asked);
    const why = outsideHoursLead(turn, pref.date, asked) ?? `Não tenho horário para tudo seguido ${describePref(pref, turn)} 😕. `;
    if (found) turn.say(`${why}O mais próximo que consigo:`);
  }
  const plan = found && party ? found.map((p, i) => ({ ...p, display_name: party.names[i] ?? null })) : found;
  if (!plan) {
    st.awaiting = 'time';
    return void turn.say('Não encontrei um horário com todos esses serviços seguidos nesse período 😕. Quer tentar outro dia?');
  }
  const wrong = contradiction(
    turn,
    plan,
    have.map((a) => a.service_id),
  );
  if (wrong) return askInstead(turn, wrong);
  // The very plan shown beside a cancel or a move, agreed with its yes (queued-agreed.ts): written, not proposed again.
  if (queuedAsShown(turn, plan) || dictatedAsPlanned(turn, plan)) {
    st.visit = plan;
    return bookVisit(turn);
  }
  // "queria levar meu moleque junto… dá pra cortar ele tb?": his part, proposed with his name asked (visit-answers.ts).
  const relation = !party && plan.length === 1 && !volunteeredName(turn) && !namedWithYes(turn) ? st.for_relation : null;
  await proposeVisitItems(turn, plan);
  st.visit = plan;
  st.awaiting = 'confirm_visit';
  turn.act({ type: 'find_slots', detail: `${plan.length}` });
  const text = planText(turn, services, plan);
  const howLong = howLongInAll(turn, plan);
  // Said before the question, so the question stays last.
  turn.say(
    !howLong
      ? text
      : /Posso confirmar\?$/.test(text)
        ? text.replace(/Posso confirmar\?$/, `${howLong} Posso confirmar?`)
        : `${text}\n${howLong}`,
  );
  if (relation && !st.for_name) turn.say(`E ${nameQuestion(relation)}`);
}

/** "quanto tempo leva tudo?": from the first start to the last end of the plan, said with it. */
function howLongInAll(turn: Turn, plan: TPlan): string {
  if (!HOW_LONG_RE.test(normalize(turn.input.messages.join(' '))) || !plan.length) return '';
  const last = plan[plan.length - 1]!;
  const lastMinutes = turn.input.services.find((s) => s.id === last.service_id)?.duration_in_minutes ?? 0;
  const minutes = (new Date(last.start_at).getTime() - new Date(plan[0]!.start_at).getTime()) / 60_000 + lastMinutes;
  return `Tudo leva cerca de ${spokenDuration(minutes)}.`;
}

/** The agreed visit written as one change, all or nothing; false when this path cannot write it. */
async function writeWhole(turn: Turn, plan: TPlan): Promise<boolean> {
  const st = turn.state;
  if (!turn.input.tools.bookVisit || plan.length < 2 || turn.state.party) return false;
  // Parts with a gap between them (the grid of the next part) carry their own start: still one write.
  const result = await turn.input.tools.bookVisit({
    startAt: new Date(plan[0]!.start_at),
    items: plan.map((p) => ({ serviceId: p.service_id, calendarId: p.calendar_id, startAt: new Date(p.start_at) })),
    displayName: st.for_name ?? null,
  });
  if (!result.ok) {
    const services = turn.input.services.filter((s) => plan.some((p) => p.service_id === s.id));
    // (The refusal's `message` is written for a model, never shown: refused-write.ts says what the client holds.)
    if (result.reason === 'needs_agreement') turn.say(planText(turn, services, plan));
    else if (result.refusal) await refused(turn, result);
    else turn.say('Não consegui marcar esses horários agora 😕. Nada foi agendado. Quer que eu veja outro horário?');
    if (result.reason !== 'needs_agreement') turn.resetFlow();
    return true;
  }
  for (const s of result.value) turn.act({ type: 'book', schedule_id: s.id, start_at: s.start_at.toISOString() });
  finishVisit(turn, plan);
  return true;
}

function finishVisit(turn: Turn, plan: TPlan): void {
  const text = planText(turn, turn.input.services, plan, true);
  turn.resetFlow();
  turn.state.just_done = true;
  // "quanto fica as duas?" right after: the visit's day is the one priced (appointments.ts, focusedServices).
  turn.state.focus_id = turn.actions.findLast((a) => a.type === 'book')?.schedule_id ?? null;
  // One service written: "quanto é a consulta com ela?" right after means that one, not an appointment written before.
  turn.state.focus_service_id = plan.length === 1 ? plan[0]!.service_id : null;
  // (Parts on different days are still one request: "quanto dá tudo?" prices them all.)
  turn.state.visit_written = turn.actions.filter((a) => a.type === 'book' && a.schedule_id).map((a) => a.schedule_id!);
  turn.say(text);
}

/** Whom a part of the visit is for: its party person when set, else the visit's one person. */
/** The visit on the table said again as proposed (after an answer to something else), so a yes agrees to it. */
export async function sayVisitAgain(turn: Turn): Promise<void> {
  const plan = turn.state.visit ?? [];
  if (turn.state.awaiting !== 'confirm_visit' || !plan.length || !(await proposeVisitItems(turn, plan))) return;
  turn.say(planText(turn, turn.input.services, plan));
}

/** "deixa eu ver se consigo sair" to a visit proposed: the whole plan stays proposed, restated. */
/** `ask`: the proposal asked again (a detail of it was given); else left open for the client to decide. */
export async function keepVisitProposed(turn: Turn, opening: string, ask = false): Promise<boolean> {
  const plan = turn.state.visit ?? [];
  if (turn.state.awaiting !== 'confirm_visit' || !plan.length || !(await proposeVisitItems(turn, plan))) return false;
  const text = planText(turn, turn.input.services, plan);
  turn.say(
    ask
      ? `${opening} ${text}`
      : `${opening} Não marquei nada ainda. ${text.replace(/\. Posso confirmar\?$/, '')}. Quando decidir, é só me responder aqui.`,
  );
  // (Shown once: an answer given beside it, a price, brings no second copy after the turn.)
  turn.reproposed = true;
  return true;
}

/** The client agreed: every part of the visit is booked (the safety layer checks each against the proposal). */
export async function bookVisit(turn: Turn): Promise<void> {
  const st = turn.state;
  const plan = st.visit ?? [];
  if (await writeWhole(turn, plan)) return;
  // (Items, not starts: the two parts of a party at the same time share their start.)
  const written: TVisitItem[] = [];
  // The client's own part first: the safety layer then sees no same-service booking of theirs yet.
  for (const item of [...plan].sort((a, b) => Number(!!a.display_name) - Number(!!b.display_name))) {
    const result = await turn.input.tools.book({
      serviceId: item.service_id,
      calendarId: item.calendar_id,
      startAt: new Date(item.start_at),
      displayName: personOf(turn, item),
    });
    if (!result.ok) {
      st.visit = plan.filter((p) => !written.includes(p));
      const services = turn.input.services.filter((s) => st.visit!.some((p) => p.service_id === s.id));
      if (result.reason === 'invalid') return refused(turn, result);
      // Every part left is proposed, so the next yes finds the whole plan shown, not only the part refused.
      if (result.reason === 'needs_agreement') await proposeVisitItems(turn, st.visit);
      return void turn.say(
        result.reason === 'needs_agreement'
          ? planText(turn, services, st.visit)
          : 'Não consegui marcar tudo agora 😕. Quer ver outro horário?',
      );
    }
    written.push(item);
    turn.act({ type: 'book', schedule_id: result.value.id, start_at: result.value.start_at.toISOString() });
  }
  finishVisit(turn, plan);
}
