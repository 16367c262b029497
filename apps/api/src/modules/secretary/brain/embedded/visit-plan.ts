// The times of a visit: each service with a professional who performs it, the next starting when the previous ends
// (or within the next half hour when no one is free then), on the first day and in the window the client asked for.
import type { TBrainService, TBrainSlot } from '../types.js';
import { addDays, localNow, zoned, type TTimePref } from './dates.js';
import { localDateOf } from './format.js';
import { slotsIn } from './slots.js';
import type { TVisitItem, Turn } from './state.js';

const SEARCH_DAYS = 14;
const GAP_MS = 30 * 60_000;

export type TPlan = TVisitItem[];

async function planFrom(turn: Turn, services: TBrainService[], first: TBrainSlot, day: string, who?: string | null): Promise<TPlan | null> {
  const plan: TPlan = [{ service_id: services[0]!.id, start_at: first.start_at.toISOString(), calendar_id: first.calendar_id }];
  let at = first.end_at;
  let last = first.calendar_id;
  // A party whose second person asked their own, later time ("e ele às 15h"): their part starts there.
  const secondAt = turn.state.party?.second_min;
  const pros = turn.state.party?.pros;
  for (const service of services.slice(1)) {
    if (secondAt !== undefined && plan.length === 1) at = new Date(Math.max(at.getTime(), zoned(day, secondAt, turn.tz).getTime()));
    // The next service starts when the previous ends (off the grid, as a salon books it), or within the next half hour.
    const daySlots = await slotsIn(turn, service, day, day, null, pros?.[plan.length] ?? who, at);
    const next = daySlots.find((s) => s.start_at >= at && s.start_at.getTime() - at.getTime() < GAP_MS);
    if (!next) return null;
    const free = daySlots.filter((s) => s.start_at.getTime() === next.start_at.getTime());
    const same = free.find((s) => (s.calendar_ids ?? [s.calendar_id]).includes(last));
    const chosen = same ? { ...same, calendar_id: last } : free[0]!;
    plan.push({ service_id: service.id, start_at: chosen.start_at.toISOString(), calendar_id: chosen.calendar_id });
    at = chosen.end_at;
    last = chosen.calendar_id;
  }
  return plan;
}

/** The first visit that fits the client's day and window (an exact time first, when given); `who` as in slotsIn. */
export async function findPlan(turn: Turn, services: TBrainService[], pref: TTimePref | null, who?: string | null): Promise<TPlan | null> {
  const today = localNow(turn.input.now, turn.tz).date;
  const firstDay = pref?.date ?? today;
  const lastDay = pref?.date_to ?? (pref?.date ? pref.date : addDays(today, SEARCH_DAYS));
  const window = pref?.exact_min !== undefined ? { ...pref, from_min: pref.exact_min } : pref;
  for (let day = firstDay; day <= lastDay; day = addDays(day, 1)) {
    const starts = await slotsIn(turn, services[0]!, day, day, window, turn.state.party?.pros?.[0] ?? who);
    for (const s of starts) {
      const plan = await planFrom(turn, services, s, localDateOf(s.start_at, turn.tz), who);
      if (plan && overBy(turn, services, plan, pref)) return plan;
    }
  }
  return null;
}

/** "terminar até as 15h": the last part ends by then (the first part's own start is bounded in slotsIn). */
function overBy(turn: Turn, services: TBrainService[], plan: TPlan, pref: TTimePref | null): boolean {
  if (!pref?.ends_by || pref.to_min === undefined) return true;
  const last = plan.at(-1)!;
  const end = new Date(last.start_at).getTime() + (services.find((x) => x.id === last.service_id)?.duration_in_minutes ?? 0) * 60_000;
  return localNow(new Date(end), turn.tz).minutes <= pref.to_min;
}

/** A party at the same time: each service at one start, with two different professionals. */
export async function findTogether(turn: Turn, services: TBrainService[], pref: TTimePref | null): Promise<TPlan | null> {
  const today = localNow(turn.input.now, turn.tz).date;
  const firstDay = pref?.date ?? today;
  const lastDay = pref?.date_to ?? (pref?.date ? pref.date : addDays(today, SEARCH_DAYS));
  const window = pref?.exact_min !== undefined ? { ...pref, from_min: pref.exact_min } : pref;
  // Each person's own professional, when they asked for one ("eu com o Dudu e ele com o Marcão").
  const pros = turn.state.party?.pros;
  for (let day = firstDay; day <= lastDay; day = addDays(day, 1)) {
    const firsts = await slotsIn(turn, services[0]!, day, day, window, pros?.[0]);
    const seconds = await slotsIn(turn, services[1]!, day, day, window, pros?.[1]);
    for (const a of firsts) {
      const b = seconds.find((x) => x.start_at.getTime() === a.start_at.getTime());
      if (!b) continue;
      const ours = pros ? [pros[0]] : (a.calendar_ids ?? [a.calendar_id]);
      const theirs = pros ? pros[1] : (b.calendar_ids ?? [b.calendar_id]).find((c) => ours.some((o) => o !== c));
      const mine = ours.find((o) => o !== theirs);
      if (!theirs || !mine) continue;
      return [
        { service_id: services[0]!.id, start_at: a.start_at.toISOString(), calendar_id: mine },
        { service_id: services[1]!.id, start_at: b.start_at.toISOString(), calendar_id: theirs },
      ];
    }
  }
  return null;
}

/**
 * "terça fim do dia, tipo 18h30?" for pé e mão: nothing starts then, so the latest visit of that day that
 * starts before the time asked (or any of that day, when the time is before opening: the earliest).
 */
export async function nearestPlanOnDay(turn: Turn, services: TBrainService[], day: string, minutes: number): Promise<TPlan | null> {
  const starts = await slotsIn(turn, services[0]!, day, day, { date: day }, turn.state.party?.pros?.[0]);
  const before = starts.filter((s) => localNow(s.start_at, turn.tz).minutes < minutes).reverse();
  const after = starts.filter((s) => localNow(s.start_at, turn.tz).minutes >= minutes);
  for (const s of [...before, ...after]) {
    const plan = await planFrom(turn, services, s, day);
    if (plan) return plan;
  }
  return null;
}
