// Lints scenarios against the businesses before anything runs: unknown services or professionals,
// a professional who does not perform the service, times off the 30-minute grid, outside opening
// hours, on closed days, in the past, or already taken. These are mistakes of the scenario's
// author, never of the secretary, so they stop the run (`--check` runs only this).
import { DEFAULT_WORKDAYS } from '@agenda/shared/company';
import { BUSINESSES } from './businesses.js';
import { addDays, dayOf, dowOf, firstDay, hm } from './clock.js';
import { isModern, type TBusy, type TExisting, type TLoaded, type TScenario } from './scenario-types.js';

const SCENARIO_KEYS = [
  'id',
  'business',
  'description',
  'tags',
  'free_form',
  'now',
  'settings',
  'owner',
  'client',
  'existing',
  'busy',
  'turns',
  'expect',
];
const TURN_KEYS = ['after_min', 'send', 'expect'];
const TURN_EXPECT_KEYS = ['contains', 'any_of', 'one_of_each', 'not_contains', 'actions', 'no_actions', 'no_write'];
const EXPECT_KEYS = ['bookings', 'canceled', 'cancels', 'handoff', 'confirmed', 'back_to_back'];
const BOOKING_KEYS = ['service', 'date', 'day_offset', 'time', 'between', 'professional', 'for', 'existing'];
const GRID = 30;

function unknownKeys(obj: object | undefined, allowed: string[], where: string, out: string[]) {
  for (const k of Object.keys(obj ?? {})) if (!allowed.includes(k)) out.push(`${where}: unknown field "${k}"`);
}

function openRanges(sc: TScenario, date: string): [number, number][] {
  const days = (sc.settings?.workdays as typeof DEFAULT_WORKDAYS | undefined) ?? DEFAULT_WORKDAYS;
  const day = days.find((d) => d.dow === dowOf(date));
  return day?.is_available ? day.work_hours.map((h) => [hm(h.start), hm(h.end)] as [number, number]) : [];
}

/** Minutes of busy time for one professional on one date (others' appointments and busy periods). */
function takenBy(sc: TScenario, base: string, date: string, pro: string, performers: (svc: string) => string[]): Array<[number, number]> {
  const b = BUSINESSES[sc.business];
  const out: Array<[number, number]> = [];
  for (const ex of sc.existing ?? []) {
    if (ex.mine || dayOf(base, ex) !== date) continue;
    const pros = ex.professional ? [ex.professional] : performers(ex.service);
    const dur = b.services.find((s) => s.title === ex.service)?.duration ?? 0;
    if (pros.includes(pro)) out.push([hm(ex.time), hm(ex.time) + dur]);
  }
  for (const bz of sc.busy ?? [])
    if (dayOf(base, bz) === date && (!bz.professional || bz.professional === pro)) out.push([hm(bz.from), hm(bz.to)]);
  return out;
}

function validateScenario(item: TLoaded): string[] {
  const sc = item.scenario;
  const where = `${item.split}/${item.file} ${sc.id ?? '?'}`;
  const errs: string[] = [];
  const b = BUSINESSES[sc.business];
  if (!b) return [`${where}: unknown business "${sc.business}"`];
  unknownKeys(sc, SCENARIO_KEYS, where, errs);
  unknownKeys(sc.expect, EXPECT_KEYS, where, errs);
  if (!sc.turns?.length) errs.push(`${where}: no turns`);
  for (const [i, t] of (sc.turns ?? []).entries()) {
    unknownKeys(t, TURN_KEYS, `${where} turn ${i + 1}`, errs);
    unknownKeys(t.expect, TURN_EXPECT_KEYS, `${where} turn ${i + 1}`, errs);
    if (typeof t.send !== 'string' || !t.send.trim()) errs.push(`${where} turn ${i + 1}: empty message`);
  }
  if (!/^\d{2}:\d{2}$/.test(sc.now?.time ?? '')) errs.push(`${where}: now.time must be HH:MM`);
  const base = firstDay(sc);
  const nowMin = hm(sc.now.time);
  const service = (t: string) => b.services.find((s) => s.title === t);
  const performers = (t: string) => service(t)?.by ?? b.calendars;
  const checkSlot = (label: string, svc: string, date: string, time: string, pro: string | undefined, future: boolean) => {
    const s = service(svc);
    if (!s) return errs.push(`${where} ${label}: unknown service "${svc}"`);
    if (pro && !b.calendars.includes(pro)) return errs.push(`${where} ${label}: unknown professional "${pro}"`);
    if (pro && !performers(svc).includes(pro)) errs.push(`${where} ${label}: ${pro} does not perform ${svc}`);
    if (!/^\d{2}:\d{2}$/.test(time)) return errs.push(`${where} ${label}: time must be HH:MM`);
    const start = hm(time);
    const ranges = openRanges(sc, date);
    if (!ranges.length) errs.push(`${where} ${label}: ${date} is a closed day`);
    else if (!ranges.some(([a, e]) => start >= a && start + s.duration <= e && (start - a) % GRID === 0))
      errs.push(`${where} ${label}: ${svc} at ${date} ${time} is outside the hours or off the grid`);
    if (future && (date < base || (date === base && start < nowMin))) errs.push(`${where} ${label}: ${date} ${time} is in the past`);
    return 0;
  };
  const existing: TExisting[] = sc.existing ?? [];
  for (const [i, ex] of existing.entries()) checkSlot(`existing[${i}]`, ex.service, dayOf(base, ex), ex.time, ex.professional, false);
  for (const [i, bz] of (sc.busy ?? ([] as TBusy[])).entries()) {
    if (bz.professional && !b.calendars.includes(bz.professional))
      errs.push(`${where} busy[${i}]: unknown professional "${bz.professional}"`);
    if (!(hm(bz.from) < hm(bz.to))) errs.push(`${where} busy[${i}]: from must be before to`);
  }
  const x = sc.expect ?? {};
  const refs = new Set<number>();
  for (const [i, bk] of (x.bookings ?? []).entries()) {
    const label = `expect.bookings[${i}]`;
    unknownKeys(bk, BOOKING_KEYS, `${where} ${label}`, errs);
    const date = dayOf(base, bk);
    if (bk.date === undefined && bk.day_offset === undefined) errs.push(`${where} ${label}: needs date or day_offset`);
    if (bk.existing !== undefined) {
      if (!existing[bk.existing]?.mine) errs.push(`${where} ${label}: existing ${bk.existing} is not one of the client's appointments`);
      refs.add(bk.existing);
    }
    if (bk.time) {
      checkSlot(label, bk.service, date, bk.time, bk.professional, true);
      const moved = bk.existing === undefined || bk.time !== existing[bk.existing]?.time || date !== dayOf(base, existing[bk.existing]!);
      if (moved && !service(bk.service)) continue;
      if (moved) {
        const s = service(bk.service)!;
        const pros = bk.professional ? [bk.professional] : performers(bk.service);
        const free = pros.some(
          (p) => !takenBy(sc, base, date, p, performers).some(([a, e]) => hm(bk.time!) < e && a < hm(bk.time!) + s.duration),
        );
        if (!free) errs.push(`${where} ${label}: ${bk.service} at ${date} ${bk.time} is already taken`);
      }
    } else if (!service(bk.service)) errs.push(`${where} ${label}: unknown service "${bk.service}"`);
    if (bk.between && !(hm(bk.between[0]) <= hm(bk.between[1]))) errs.push(`${where} ${label}: bad between`);
    else if (bk.between && service(bk.service)) {
      const dur = service(bk.service)!.duration;
      const [lo, hi] = [hm(bk.between[0]), hm(bk.between[1])];
      const any = openRanges(sc, date).some(([a, e]) => {
        for (let t = a; t + dur <= e; t += GRID) if (t >= lo && t <= hi) return true;
        return false;
      });
      if (!any) errs.push(`${where} ${label}: no start of ${bk.service} fits between ${bk.between.join('-')}`);
    }
    if (!openRanges(sc, date).length) errs.push(`${where} ${label}: ${date} is a closed day`);
    if (date < base) errs.push(`${where} ${label}: ${date} is in the past`);
  }
  for (const c of x.cancels ?? [])
    if (!existing[c]?.mine) errs.push(`${where} expect.cancels: ${c} is not one of the client's appointments`);
  const modern = isModern(sc);
  if (modern && x.bookings) {
    for (const [i, ex] of existing.entries()) {
      const upcoming = dayOf(base, ex) > base || (dayOf(base, ex) === base && hm(ex.time) >= nowMin);
      if (ex.mine && upcoming && !refs.has(i) && !(x.cancels ?? []).includes(i))
        errs.push(`${where}: existing[${i}] is neither in expect.bookings (existing: ${i}) nor in expect.cancels`);
    }
  }
  if (sc.now.date && addDays(sc.now.date, 0) !== sc.now.date) errs.push(`${where}: bad now.date`);
  return errs;
}

export function validateAll(items: TLoaded[]): string[] {
  const errs = items.flatMap(validateScenario);
  const seen = new Map<string, string>();
  for (const it of items) {
    const prev = seen.get(it.scenario.id);
    if (prev) errs.push(`duplicate id ${it.scenario.id} (${prev} and ${it.split}/${it.file})`);
    seen.set(it.scenario.id, `${it.split}/${it.file}`);
  }
  return errs;
}
