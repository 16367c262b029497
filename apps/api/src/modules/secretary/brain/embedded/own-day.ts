// "o corte de quinta", "minha escova de sábado": a day said to name an appointment the client has.
// On a Thursday, "quinta" reads as today, yet the client who has nothing today and a corte next
// Thursday means that one: a day naming an appointment also matches the same weekday a week on.
import type { TScheduleRef } from './state.js';
import { addDays } from './dates.js';
import { localDateOf } from './format.js';

/** The appointments on `date`, else on the same weekday a week later; empty when neither has one. */
export function ownOnDay<T extends Pick<TScheduleRef, 'start_at'>>(list: T[], date: string, tz: string): T[] {
  const on = (d: string) => list.filter((s) => localDateOf(new Date(s.start_at), tz) === d);
  const exact = on(date);
  return exact.length ? exact : on(addDays(date, 7));
}
