// "o de sábado fica melhor", "o da tarde é melhor pra mim": one of the times listed, named by its weekday or by
// its part of the day. Said of the time on the table, "melhor" prefers it and changes nothing.
import { fold, mentionedWeekdays } from './consent-mentions.js';
import type { TProposed } from './consent.js';
import { WEEKDAY_NAMES } from './brain/embedded/lexicon/weekdays.js';

/** Whether a time of day (minutes) falls in a part of the day as a client names it. */
const IN_PART: Record<string, (minutes: number) => boolean> = {
  manha: (m) => m < 12 * 60,
  tarde: (m) => m >= 12 * 60 && m < 18 * 60,
  noite: (m) => m >= 18 * 60,
};
const FEATURE = '(segunda|terca|quarta|quinta|sexta|sabado|domingo|manha|tarde|noite)(?: feira)?';
const PICK = `(?:o|a|esse|essa|aquele|aquela) d[aoe]s? ${FEATURE}`;
const PICK_RE = new RegExp(`(?:^|\\s)${PICK}(?=\\s|$)`, 'g');
const PREFERRED_RE = new RegExp(
  `(?:^|\\s)(?:(?:prefiro|preferia) ${PICK}|${PICK} (?:(?:e|eh|fica|seria|ficaria|vai ser|ta|esta)(?: bem| muito| mt| mais)? )?melhor)(?=\\s|$)`,
  'g',
);

const isOwn = (feature: string, p: { minutes: number; weekday?: number }) =>
  WEEKDAY_NAMES.includes(feature) ? WEEKDAY_NAMES.indexOf(feature) === p.weekday : IN_PART[feature]!(p.minutes);

/** (folded) "o de sábado fica melhor" to Saturday's time, "prefiro o da tarde" to an afternoon one: no change of mind. */
export const withoutOwnPickPreferred = (t: string, p: TProposed) =>
  t.replace(PREFERRED_RE, (all, a?: string, b?: string) => (isOwn(a ?? b ?? '', p) ? ' ' : all));

/**
 * The listed times the message singles out by "o de sábado" or "o da tarde" (a weekday said alone counts when it is
 * the only one): indexes into `times`, each `{ minutes, weekday }`. Empty when the message names no such feature.
 */
export function timesNamedByFeature(message: string, times: Array<{ minutes: number; weekday: number }>): number[] {
  const picked = [...fold(message).matchAll(PICK_RE)].map((m) => m[1]!);
  const days = picked.filter((f) => WEEKDAY_NAMES.includes(f));
  const parts = picked.filter((f) => !WEEKDAY_NAMES.includes(f));
  const weekdays = days.length ? days.map((d) => WEEKDAY_NAMES.indexOf(d)) : mentionedWeekdays(message);
  if (!weekdays.length && !parts.length) return [];
  return times
    .map((x, i) => ({ i, fits: (!weekdays.length || weekdays.includes(x.weekday)) && parts.every((f) => IN_PART[f]!(x.minutes)) }))
    .filter((x) => x.fits)
    .map((x) => x.i);
}
