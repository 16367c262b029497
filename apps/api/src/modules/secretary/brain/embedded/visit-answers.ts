// The client's answer to a visit proposed (several services back to back): another order, a yes, a
// no, or a new day or time (the visit again, keeping what was asked before).
import type { TBrainService } from '../types.js';
import { hasPref, zoned, type TTimePref } from './dates.js';
import { localDateOf } from './format.js';
import type { TIntents } from './intents.js';
import { mergePref } from './merge-pref.js';
import { agrees, onKnownDay, restatesProposal } from './proposal-answers.js';
import type { Turn } from './state.js';
import { bookVisit, keepVisitProposed, proposeVisit, visitServicesOf } from './visit.js';
import { isRelation, saidName } from './people.js';
import { nameQuestion } from './other-name.js';
import { reorderedVisit } from './visit-reorder.js';
import { namedProfessional } from './team.js';
import { dictatedVisitTimes, restatesVisit } from './visit-restated.js';
import { visitAgainAsked } from './visit-latest.js';
import { normalize } from './text.js';
import { answerPrice } from './answers.js';
import { rearrangeParty } from './party.js';

/** "quarta não posso, só quinta" to an afternoon visit: the new day, still in the afternoon (merge-pref.ts). */
export const visitPrefAgain = (turn: Turn, pref: TTimePref) =>
  onKnownDay(turn, hasPref(pref) ? mergePref(turn.state.visit_pref, pref) : (turn.state.visit_pref ?? {}));

/** True when the message was an answer to the visit on the table and was replied to here. */
export async function answerVisit(
  turn: Turn,
  m: { original: string; it: TIntents; pref: TTimePref; service: TBrainService | null | undefined },
): Promise<boolean> {
  const st = turn.state;
  const reordered = reorderedVisit(turn, m.original);
  if (reordered) {
    await proposeVisit(turn, reordered, visitPrefAgain(turn, m.pref));
    return true;
  }
  const first = st.visit?.[0];
  if (restatesVisit(turn, m.original, m.pref)) {
    await bookVisit(turn);
    return true;
  }
  if (!st.party && (await writeDictated(turn, m.original, m.pref))) return true;
  // ("pode sim, pode colocar a escova": a part of the visit named with the yes is no other service.)
  const other = !!m.service && !st.visit?.some((v) => v.service_id === m.service!.id);
  if (st.awaiting !== 'confirm_visit' || !first || other) return false;
  if (await withProfessionalNamed(turn, m.original, m.pref)) return true;
  // "o nome dele é Theo" to a visit of one part (the child's, after the client's own appointment), or
  // "minha filha é a Bruna" to a party whose other part is only "Filha": on that part.
  const theirs = st.visit!.length === 1 ? [first] : st.visit!.filter((p) => !!p.display_name && isRelation(p.display_name));
  const name = theirs.length === 1 ? saidName(m.original) : null;
  if (name) {
    st.visit = st.visit!.map((p) => (p === theirs[0] ? { ...p, display_name: name } : p));
    if (st.party) st.party.names = st.party.names.map((n) => (n && isRelation(n) ? name : n));
    // ("pode ser 14h eu e depois ela, o nome dela é Bruna": with a new time too, the visit is planned again.)
    // ("então a minha 14h e a dela logo depois. ela chama Bruna": the times said back with the name; the proposal
    // with her name is shown for its own yes.)
    const same = !hasPref(m.pref) || restatesProposal(turn, m.original, m.pref, first.start_at);
    // ("isso, pode marcar. o nome dele é Davi": told with its yes, the visit in that name is written.)
    if (same && agrees(m.original, m.it)) {
      await bookVisit(turn);
      return true;
    }
    // ("Ele se chama Roberto. Qual o valor de cada consulta?": the price asked with the name, answered first.)
    if (same && m.it.price && turn.canConverse()) answerPrice(turn, normalize(m.original));
    if (same && (await keepVisitProposed(turn, `Anotado, fica no nome de *${name}* 🙂`, true))) return true;
  }
  const plain = !hasPref(m.pref);
  const agreed = (plain && agrees(m.original, m.it)) || restatesProposal(turn, m.original, m.pref, first.start_at);
  // A yes without the name asked for the relative's part: the name asked once more, the same visit on the table
  // (a second yes without it books in the client's name: never a dead end).
  const relation = theirs.length === 1 && !st.for_name && !st.party ? st.for_relation : null;
  if (relation && agreed) {
    st.for_relation = null;
    const ask = nameQuestion(relation);
    if (await keepVisitProposed(turn, `Combinado! Só me diz antes: ${ask}`, true)) return true;
  }
  if (agreed) {
    await bookVisit(turn);
    return true;
  }
  if (!m.it.no && (await visitAgainAsked(turn, normalize(m.original), m.it, m.pref))) return true;
  if (!plain || !m.it.no) return false;
  turn.resetFlow();
  turn.say('Tudo bem, não marquei nada. Se quiser outro dia ou horário, é só me dizer 🙂');
  return true;
}

/**
 * "Com a Dra. Fernanda de preferência" to a visit proposed: the parts she performs go to her, the visit is planned
 * again (a proposal only); the other parts keep whoever was free.
 */
async function withProfessionalNamed(turn: Turn, original: string, pref: TTimePref): Promise<boolean> {
  const st = turn.state;
  const named = namedProfessional(original, turn.input.professionals ?? [], turn.input.services);
  if (!named || !('professional' in named)) return false;
  const pro = named.professional;
  const hers = (st.visit ?? []).filter((p) => pro.service_ids.includes(p.service_id));
  if (!hers.length || hers.every((p) => p.calendar_id === pro.calendar_id)) return false;
  const services = visitServicesOf(turn);
  const before = { visit: st.visit, visit_pros: st.visit_pros, professional_id: st.professional_id, replies: turn.replies.length };
  st.visit_pros = { ...(st.visit_pros ?? {}), ...Object.fromEntries(hers.map((p) => [p.service_id, pro.calendar_id])) };
  st.professional_id = null;
  // ("com o marcão os dois, um dps do outro. 10h o dele e 10h30 o meu": the party arranged again with that professional.)
  if (!(await rearrangeParty(turn, original, pref))) await proposeVisit(turn, services, visitPrefAgain(turn, pref));
  if (st.awaiting === 'confirm_visit') return true;
  // "a consulta vai ser com a dra fernanda?" when she has no room for it: the visit shown stays, said as it is.
  turn.replies.length = before.replies;
  Object.assign(st, {
    visit: before.visit,
    visit_pros: before.visit_pros,
    professional_id: before.professional_id,
    awaiting: 'confirm_visit',
  });
  return keepVisitProposed(turn, `Com *${pro.title}* não tenho horário livre para isso nesse período 😕. Fica como te passei:`, true);
}

/** "pode ser, fisio 8h e nutri às 9h. Marca" to fisio 8h and nutri 8h50: the visit at the times dictated, when all free. */
async function writeDictated(turn: Turn, original: string, pref: TTimePref): Promise<boolean> {
  const st = turn.state;
  const visit = st.visit ?? [];
  const durations = visit.map((p) => turn.input.services.find((s) => s.id === p.service_id)?.duration_in_minutes ?? 0);
  const times = dictatedVisitTimes(turn, original, pref, durations);
  if (!times) return false;
  const day = localDateOf(new Date(visit[0]!.start_at), turn.tz);
  const plan = visit.map((p, i) => ({ ...p, start_at: zoned(day, times[i]!, turn.tz).toISOString() }));
  for (const p of plan) {
    const at = new Date(p.start_at);
    const q = { serviceId: p.service_id, from: at, to: new Date(at.getTime() + 60_000), limit: 5, calendarId: p.calendar_id };
    if (!(await turn.input.tools.findSlots(q)).some((s) => s.start_at.getTime() === at.getTime())) return false;
  }
  st.visit = plan;
  await bookVisit(turn);
  return true;
}
