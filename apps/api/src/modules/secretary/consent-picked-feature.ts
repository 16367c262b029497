// "o de sábado fica melhor", "o da tarde é melhor pra mim": one of the times listed, named by its weekday or by
// its part of the day. Said of the time on the table, "melhor" prefers it and changes nothing.
import { fold, mentionedWeekdays } from './consent-mentions.js';
import type { TProposed } from './consent.js';

const WEEKDAY_OF: Record<string, number> = { domingo: 0, segunda: 1, terca: 2, quarta: 3, quinta: 4, sexta: 5, sabado: 6 };
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
  feature in WEEKDAY_OF ? WEEKDAY_OF[feature] === p.weekday : IN_PART[feature]!(p.minutes);

/** (folded) "o de sábado fica melhor" to Saturday's time, "prefiro o da tarde" to an afternoon one: no change of mind. */
export const withoutOwnPickPreferred = (t: string, p: TProposed) =>
  t.replace(PREFERRED_RE, (all, a?: string, b?: string) => (isOwn(a ?? b ?? '', p) ? ' ' : all));

/**
 * The listed times the message singles out by "o de sábado" or "o da tarde" (a weekday said alone counts when it is
 * the only one): indexes into `times`, each `{ minutes, weekday }`. Empty when the message names no such feature.
 */
export function timesNamedByFeature(message: string, times: Array<{ minutes: number; weekday: number }>): number[] {
  const picked = [...fold(message).matchAll(PICK_RE)].map((m) => m[1]!);
  const days = picked.filter((f) => f in WEEKDAY_OF);
  const parts = picked.filter((f) => !(f in WEEKDAY_OF));
  const weekdays = days.length ? days.map((d) => WEEKDAY_OF[d]!) : mentionedWeekdays(message);
  if (!weekdays.length && !parts.length) return [];
  return times
    .map((x, i) => ({ i, fits: (!weekdays.length || weekdays.includes(x.weekday)) && parts.every((f) => IN_PART[f]!(x.minutes)) }))
    .filter((x) => x.fits)
    .map((x) => x.i);
}
