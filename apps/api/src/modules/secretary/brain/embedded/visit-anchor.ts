// A visit next to an appointment the client already has: beside it at its own time ("no mesmo horário"),
// before it ("dá pra fazer hidratação antes? tipo 8h": ending by its start), or, by default, right after it.
import type { TBrainSchedule, TBrainService } from '../types.js';
import type { TTimePref } from './dates.js';
import { localDateOf } from './format.js';
import type { Turn } from './state.js';
import { normalize } from './text.js';
import { minutesOf } from './slot-pick.js';

export const AFTER_ME_RE =
  /\b(?:logo )?depois (?:de mim|do meu|da minha|do dele|da dela|dele|dela|dessa|desse|desta|deste)\b|\bem seguida\b|\bna sequencia\b/;
const BEFORE_RE = /\b(?:antes (?:d[aoe]s?|disso|dela|dele)|antes)\b/;
const EITHER_SIDE_RE = /\bantes ou depois\b|\bdepois ou antes\b/;

/** "da primeira", "do segundo", "da última": one of the client's own appointments by its place. */
const OWN_ORDINALS = [/\bd[ao] primeir[oa]\b/, /\bd[ao] segund[oa]\b/, /\bd[ao] terceir[oa]\b/, /\bd[ao] ultim[oa]\b/];

/** "no dia da primeira, logo depois da fisio" with two sessions listed: the one at that place, in time order. */
export function ownByPlace<T extends { start_at: Date }>(text: string, own: T[]): T | undefined {
  const nth = OWN_ORDINALS.findIndex((re) => re.test(text));
  if (nth < 0) return undefined;
  const inOrder = [...own].sort((a, b) => a.start_at.getTime() - b.start_at.getTime());
  return nth === OWN_ORDINALS.length - 1 ? inOrder.at(-1) : inOrder[nth];
}

/** The time wish for the services booked next to `anchor` (its own service's length is `anchorMinutes`). */
export function prefNextTo(
  turn: Turn,
  anchor: TBrainSchedule,
  anchorMinutes: number,
  toBook: TBrainService[],
  pref: TTimePref | null,
): TTimePref {
  const tz = turn.tz;
  const date = localDateOf(anchor.start_at, tz);
  const start = minutesOf(anchor.start_at, tz);
  if (pref?.same_time) return { date, exact_min: start };
  // "eu já tenho escova sábado 9h, queria uma manicure pra minha filha no msm horário": for someone else, the
  // time said that day holds (for the client, "corte sexta 10h, acrescenta a barba" names the corte's time).
  const forOther = !!(turn.state.for_name || turn.state.for_relation);
  const told = normalize(turn.input.messages.join(' '));
  // "tenho corte sábado às dez … levar meu filho, logo depois de mim": the client's own time is not the child's.
  const ownTimeRetold = pref?.exact_min === start && AFTER_ME_RE.test(told);
  if (forOther && !ownTimeRetold && pref?.exact_min !== undefined && (pref.date ?? date) === date && !BEFORE_RE.test(told))
    return { date, exact_min: pref.exact_min };
  const end = start + anchorMinutes;
  if (BEFORE_RE.test(told)) {
    const latest = start - toBook.reduce((sum, s) => sum + s.duration_in_minutes, 0);
    // The time asked, when the visit still ends by the appointment's start; else the nearest start before it.
    if (pref?.exact_min !== undefined && pref.exact_min <= latest) return { date, exact_min: pref.exact_min };
    // ("no msm dia da limpeza, logo antes dela": the last start that still ends by it, on the agenda's half-hour grid.)
    if (/\blogo antes\b/.test(told)) return { date, from_min: latest - 29, to_min: latest + 1 };
    // "no mesmo dia, antes ou depois": right after it when nothing fits before.
    const either = EITHER_SIDE_RE.test(told) ? { fallback: { date, from_min: end, to_min: end + 31, as_good: true } } : {};
    return { date, from_min: Math.max(0, latest - 30), to_min: latest + 1, ...either };
  }
  // "encaixar uma limpeza no mesmo dia… pode ser a das 15h": a time of the client's own that day, clear of
  // the appointment (before it, or after its end), is the time asked; one inside it is the visit's own.
  const said = pref?.exact_min;
  const length = toBook.reduce((sum, s) => sum + s.duration_in_minutes, 0);
  if (said !== undefined && !ownTimeRetold && (pref?.date ?? date) === date && (said >= end || said + length <= start))
    return { date, exact_min: said };
  // Right after it; "de manhã, depois da consulta": any time after it in the part of the day asked, the earliest first.
  const until = pref?.to_min !== undefined && (pref.date ?? date) === date && pref.to_min > end + 30 ? pref.to_min : end + 30;
  return { date, from_min: end, to_min: until };
}
