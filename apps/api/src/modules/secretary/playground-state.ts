// The dialogue state the playground shows ("O que a secretária entendeu"): the safety layer's state
// (chats.dialogue_state: pending proposal, last offered times, a move in progress) merged with what
// the brain keeps (chats.brain_state: goal, service(s), professional, day, window, time). The brain
// state grows as the brains learn; every field is read defensively and a missing one shows empty.
import { DAY_PART_KEYS } from '@agenda/shared/company';
import type { TDialogueGoal, TDialogueStateDto } from '@agenda/shared/schemas/dialogue-state-dto';
import { readGuardState } from './dialogue-state.js';
import type { TBrainDayPart } from './brain/types.js';
import { localDateKey, localTime } from '../scheduling/tz.js';

/** The names the state's ids are shown with. */
export type TLookup = {
  timezone: string;
  services: Map<string, string>;
  professionals: Map<string, string>;
  dayParts: TBrainDayPart[];
};
type TLoose = Record<string, unknown>;

const obj = (v: unknown): TLoose | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as TLoose) : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const hhmm = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const isDate = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);

const GOALS: Record<string, TDialogueGoal> = {
  book: 'book',
  reschedule: 'move',
  move: 'move',
  cancel: 'cancel',
  confirm: 'confirm',
  ask: 'ask',
};

function localAt(iso: string, tz: string): string | null {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : `${localDateKey(tz, ms)} ${localTime(tz, ms)}`;
}

function servicesOf(brain: TLoose, guardService: string | null, look: TLookup): string[] {
  const ids = Array.isArray(brain.service_ids) ? brain.service_ids.filter((x): x is string => typeof x === 'string') : [];
  const one = str(brain.service_id);
  const titles = (ids.length ? ids : one ? [one] : []).map((id) => look.services.get(id)).filter((t): t is string => !!t);
  if (titles.length) return titles;
  return guardService ? [guardService] : [];
}

function professionalOf(brain: TLoose, look: TLookup): string | null {
  const id = str(brain.calendar_id) ?? str(brain.professional_id);
  if (id && look.professionals.has(id)) return look.professionals.get(id)!;
  const named = str(brain.professional);
  return named ?? str(obj(brain.target)?.professional);
}

function partOfDay(
  pref: TLoose,
  brain: TLoose,
  look: TLookup,
  asked: { from: number; to: number } | null,
): TDialogueStateDto['part_of_day'] {
  const key = DAY_PART_KEYS.find((k) => k === brain.day_part || k === pref.day_part) ?? null;
  const from = num(pref.from_min) ?? asked?.from ?? null;
  const to = num(pref.to_min) ?? asked?.to ?? null;
  if (from !== null && to !== null) {
    const match = look.dayParts.find((p) => minutes(p.from) === from && minutes(p.to) === to);
    return { key: key ?? match?.key ?? null, from: hhmm(from), to: hhmm(Math.min(to, 24 * 60 - 1)) };
  }
  const part = key ? look.dayParts.find((p) => p.key === key) : undefined;
  return part ? { key: part.key, from: part.from, to: part.to } : null;
}

/** Maps the two stored states to the playground's contract; never throws on a malformed state. */
export function dialogueStateDto(chat: { dialogue_state: unknown; brain_state: unknown }, look: TLookup): TDialogueStateDto {
  const guard = readGuardState(chat.dialogue_state);
  const brain = obj(chat.brain_state) ?? {};
  const pref = obj(brain.pref) ?? {};
  const pending = guard.pending;
  const flow = str(brain.goal) ?? str(brain.flow);
  const fromFlow = flow ? (GOALS[flow] ?? null) : null;
  const goal: TDialogueGoal | null =
    pending?.action === 'move' || guard.goal === 'move' ? 'move' : (fromFlow ?? (pending ? GOALS[pending.action]! : null));
  // What the client asked for, as the safety layer holds it (the LLM brain keeps no slots of its own).
  const asked = guard.constraints;
  const date = str(pref.date) ?? asked?.date ?? null;
  const dateTo = str(pref.date_to);
  const exact = num(pref.exact_min);
  const offeredSlots = guard.offered?.slots ?? [];
  const brainOffered = Array.isArray(brain.offered) ? brain.offered.map(obj).filter((x): x is TLoose => !!x) : [];
  const offered = offeredSlots.length
    ? offeredSlots.map((s) => ({ at: localAt(s.start_at, look.timezone), professional: s.professional || null }))
    : brainOffered.map((s) => ({
        at: str(s.start_at) ? localAt(s.start_at as string, look.timezone) : null,
        professional: str(s.professional) ?? look.professionals.get(str(s.calendar_id) ?? '') ?? null,
      }));
  const services = servicesOf(brain, pending?.service_title ?? null, look);
  const askedTitles = (asked?.service_ids ?? []).map((id) => look.services.get(id)).filter((t): t is string => !!t);
  return {
    goal,
    services: services.length ? services : askedTitles,
    professional: pending?.professional || professionalOf(brain, look) || look.professionals.get(asked?.calendar_id ?? '') || null,
    day: isDate(date) ? { date, date_to: isDate(dateTo) && dateTo !== date ? dateTo : null } : null,
    part_of_day: partOfDay(pref, brain, look, asked?.window ?? null),
    time: exact !== null ? hhmm(exact) : null,
    pending_proposal: pending?.text ?? null,
    offered: offered.filter((o): o is { at: string; professional: string | null } => !!o.at),
  };
}
