// How what the client says next refines the request so far (the booking flow's `st.pref`).
import type { TTimePref } from './dates.js';
import { normalize } from './text.js';

/** "qnd ele tem no sábado?", "que horas tem na sexta?": the times of a day asked for, no time of the client's. */
const WHEN_ASKED_RE =
  /\b(?:quando|que horas?|quais horarios|que horarios?|qual horario)\b.{0,20}\b(?:tem|teria|tiver|atende|consegue|da)\b/;

const withoutTime = ({ exact_min: _time, carried: _carried, ...rest }: TTimePref): TTimePref => rest;

/**
 * A new hint refines the previous one: "amanhã" then "de tarde" means tomorrow afternoon. `said`: the message,
 * whose question for the times of the day drops the time said before ("10h?" then "qnd ele tem no sábado?").
 */
export function mergePref(prev: TTimePref | null | undefined, next: TTimePref, said = ''): TTimePref {
  const asksWhen = next.exact_min === undefined && WHEN_ASKED_RE.test(normalize(said));
  const old: TTimePref | null | undefined = asksWhen && prev ? withoutTime(prev) : prev;
  if (!old) return next;
  // "amanhã 9h" then "errei, é sábado": a new day alone keeps the time the client already gave.
  const timeless = next.exact_min === undefined && next.from_min === undefined && next.to_min === undefined;
  // "é terça que vem então, mesmo horário": the time already said, on the new day.
  const sameAsSaid = !!next.same_time && old.exact_min !== undefined;
  // "sexta de manhã" then "…essa semana": a span that holds the day already asked narrows nothing; that day stays.
  const holdsOld = !!next.date_to && !!old.date && !old.date_to && next.date! <= old.date && old.date <= next.date_to;
  if (timeless && holdsOld) return old;
  if (next.date !== undefined && timeless && (!next.same_time || sameAsSaid))
    return {
      ...next,
      ...(old.exact_min !== undefined ? { exact_min: old.exact_min, carried: true } : {}),
      ...(old.from_min !== undefined ? { from_min: old.from_min } : {}),
      ...(old.to_min !== undefined ? { to_min: old.to_min } : {}),
      ...(old.ends_by ? { ends_by: true } : {}),
    };
  if (next.date !== undefined) return next;
  const merged: TTimePref = {
    ...(old.date !== undefined ? { date: old.date } : {}),
    ...(old.date_to !== undefined ? { date_to: old.date_to } : {}),
    ...next,
  };
  if (next.exact_min !== undefined) {
    delete merged.from_min;
    delete merged.to_min;
    delete merged.ends_by;
  }
  return merged;
}
