// "retorno daqui uma semana, no mesmo horário da consulta de hoje", "…mesmo horário do meu corte de sábado":
// the client's own appointment named after "mesmo horário" (upcoming or already past) gives the time; its
// service is the reference, not a second service asked for.
import { parseTimePref } from './dates.js';
import { localDateOf } from './format.js';
import { matchService } from './match.js';
import { ownNearestNow } from './own-nearest-now.js';
import type { Turn } from './state.js';
import type { TBrainSchedule } from '../types.js';
import { fold } from './text.js';

/** Folded text, same length as the message, so it can be blanked where it matches. */
export const SAME_TIME_AS_NAMED_RE =
  /\b(?:mesmo|msm|mesma) (?:horario|hora) (?:d[aoe]s?|que (?:a|o)) ((?:minha |meu |sua |seu )?[a-z]+(?: (?:de|do|da) [a-z]+)?)/g;

/** The appointment the client names as the reference of "mesmo horário", when exactly one fits. */
export async function namedSameTimeReference(turn: Turn): Promise<TBrainSchedule | null> {
  const m = [...fold(turn.input.messages.join(' ')).matchAll(SAME_TIME_AS_NAMED_RE)].at(-1);
  if (!m) return null;
  const tail = m[1]!.replace(/^(?:minha|meu|sua|seu) /, '');
  const service = matchService(tail, turn.input.services)?.service;
  // "de hoje", "de sábado": the day of the appointment named.
  const day = parseTimePref(tail, turn.input.now, turn.tz).date;
  if (!service && !day) return null;
  return ownNearestNow(turn, (a) => (!service || a.service_id === service.id) && (!day || localDateOf(a.start_at, turn.tz) === day));
}
