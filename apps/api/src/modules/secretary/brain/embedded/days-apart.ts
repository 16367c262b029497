// "queria marcar duas coisas: uma manicure na quinta às 10h e uma escova no sábado às 9h": requests on different
// days in one message. Each clause names its own service and day (and time); each is planned on its own, and
// both are proposed together, written on one yes (each part checked by the safety layer, as a visit's are).
// Anything less clear (a clause with a service and no day) is left to the flow, which asks.
import type { TBrainService } from '../types.js';
import { addDays, hasPref, localNow, parseTimePref, type TTimePref } from './dates.js';
import { dayOfWeek } from './when.js';
import { matchService } from './match.js';
import { withoutReasons } from './reasons.js';
import type { Turn } from './state.js';
import { normalize } from './text.js';
import { namedProfessional } from './team.js';
import { findPlan } from './visit-plan.js';
import { proposeVisitItems } from './visit-proposal.js';
import { planText } from './visit-text.js';

// ("um corte sexta 10h e a barba deixa pro sábado de manhã": the verb that moves it to its own day may sit between.)
// ("corte sexta 14h e barba sábado 9h", "… e no sábado fazer a barba", "… e fazer a barba na terça": the day right
// after the service, or first.)
const DAY = '(?:segunda|terca|quarta|quinta|sexta|sabado|domingo|amanha|hoje)';
const CLAUSE_SPLIT_RE = new RegExp(
  `[,;.]\\s+|\\s+e\\s+(?=(?:ja\\s+)?(?:deixa|marca|agenda|poe|coloca|bota)\\s+(?:o|a)\\s+(?:do|da|de)\\b)|\\s+e\\s+(?=(?:(?:fazer|faco|faz|marcar|agendar)\\s+)?(?:um|uma|o|a|tambem|depois)?\\s*\\S+\\s+(?:(?:deixa|fica|faco|eu faco|vai ser|pode ser)\\s+)?(?:na|no|para|pra|pro|dia|de|as|${DAY})\\b|(?:(?:na|no)\\s+)?${DAY}\\b)`,
);

type TRequest = { service: TBrainService; pref: TTimePref; pro?: string };
/** "…e já deixa o do sábado seguinte marcado tb, msm horário": the request before it again, on another day. */
const AGAIN_RE = /\b(?:o|a) (?:do|da|de)\b|\b(?:outr[oa]|mais um|mais uma)\b/;
function againOn(before: TRequest, pref: TTimePref, clause: string): TRequest {
  const { same_time: _same, ...own } = pref;
  // ("esse sábado… o do sábado seguinte": the same weekday said again as "seguinte" is the week after.)
  const next = /\bseguinte\b/.test(clause) && own.date! <= before.pref.date! && dayOfWeek(own.date!) === dayOfWeek(before.pref.date!);
  const date = next ? addDays(before.pref.date!, 7) : own.date!;
  const at = own.exact_min ?? before.pref.exact_min;
  return { ...before, pref: { ...own, date, ...(at !== undefined ? { exact_min: at } : {}) } };
}

/** The requests, one per clause, when at least two clauses each name one service and a day of their own. */
function requestsOnDays(said: string, services: TBrainService[], turn: Turn): TRequest[] | null {
  const clauses = withoutReasons(normalize(said))
    .split(CLAUSE_SPLIT_RE)
    .filter((c) => c.trim());
  const out: TRequest[] = [];
  for (const clause of clauses) {
    const service = matchService(clause, services)?.service;
    const pref = parseTimePref(clause, turn.input.now, turn.tz, turn.input.company?.day_parts);
    // "cortar com o marcão às 10h e no sábado a barba com o dudu": each clause's own professional.
    const named = namedProfessional(clause, turn.input.professionals ?? [], services);
    const pro = named && 'professional' in named ? named.professional.calendar_id : undefined;
    if (service && pref.date && !pref.date_to && !pref.past) out.push({ service, pref, ...(pro ? { pro } : {}) });
    else if (!service && out.length && pref.date && !pref.date_to && AGAIN_RE.test(clause)) out.push(againOn(out.at(-1)!, pref, clause));
    else if (service || (hasPref(pref) && out.length)) return null;
  }
  if (out.length < 2 || new Set(out.map((r) => r.pref.date)).size < out.length) return null;
  return out;
}

/** True when proposed: every request has its time free (the exact time asked, else the first in its window). */
export async function proposeDaysApart(turn: Turn, said: string): Promise<boolean> {
  const requests = requestsOnDays(said, turn.input.services, turn);
  if (!requests) return false;
  const plan = [];
  const st = turn.state;
  const asked = st.professional_id;
  for (const r of requests) {
    // Named in its own clause, that professional; when another clause named someone, no one else is carried over.
    const part = await findPlan(turn, [r.service], r.pref, r.pro ?? (requests.some((x) => x.pro) ? null : asked));
    const at = part?.[0];
    // The exact time asked, or nothing: the flow offers what is free instead.
    if (!at || (r.pref.exact_min !== undefined && localNow(new Date(at.start_at), turn.tz).minutes !== r.pref.exact_min)) return false;
    plan.push(at);
  }
  if (!(await proposeVisitItems(turn, plan))) return false;
  Object.assign(st, { flow: 'book', visit_ids: plan.map((p) => p.service_id), visit: plan, awaiting: 'confirm_visit', pending: null });
  turn.act({ type: 'find_slots', detail: `${plan.length}` });
  turn.say(planText(turn, turn.input.services, plan));
  return true;
}
