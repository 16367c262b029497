// "na real só quero fazer a barba na quinta dessa vez, sem o corte" from a client with a Corte + Barba on
// Thursday: the same appointment becomes the Barba (one change of it, proposed first), not a new booking.
import type { TTimePref } from './dates.js';
import { localDateOf } from './format.js';
import { matchService } from './match.js';
import { servicesAsCorrected } from './corrected-services.js';
import type { TScheduleRef, Turn } from './state.js';
import { normalize, tokens } from './text.js';

/** A part of the visit kept, or another part dropped. */
const NARROWS_RE = /\b(?:so|somente|apenas|sem (?:o|a|os|as))\b/;

const QUALIFIERS = new Set(['masculino', 'feminino', 'geral', 'simples', 'tradicional', 'adulto', 'normal', 'classico']);

/** The appointment whose combo service holds the one named, and that service; null when none or several. */
export function narrowedCombo(
  turn: Turn,
  text: string,
  pref: TTimePref,
  mine: TScheduleRef[],
): { target: TScheduleRef; next: NonNullable<ReturnType<typeof matchService>>['service'] } | null {
  if (!NARROWS_RE.test(text)) return null;
  const services = turn.input.services;
  const next = matchService(normalize(servicesAsCorrected(text, services)), services)?.service;
  if (!next) return null;
  const words = (title: string) => new Set(tokens(normalize(title)));
  // ("só o corte msm" of a Corte + Barba: "Corte masculino" is the corte, its qualifier said of no combo.)
  const part = new Set([...words(next.title)].filter((w) => !QUALIFIERS.has(w)));
  // ("só esqueci que horas é meu corte": the "só" of another verb narrows nothing; "só quero a barba" does.)
  const only = [...normalize(text).matchAll(/\b(?:so|somente|apenas)\b((?:\s+\S+){0,4})/g)];
  if (!/\bsem (?:o|a|os|as)\b/.test(text) && !only.some((m) => tokens(m[1]!).some((w) => part.has(w)))) return null;
  const holds = mine.filter((s) => {
    const combo = services.find((x) => x.id === s.service_id);
    const all = combo ? words(combo.title) : new Set<string>();
    return !!combo && combo.id !== next.id && all.size > part.size && [...part].every((w) => all.has(w));
  });
  const onDay = pref.date ? holds.filter((s) => localDateOf(new Date(s.start_at), turn.tz) === pref.date) : holds;
  return onDay.length === 1 ? { target: onDay[0]!, next } : null;
}
