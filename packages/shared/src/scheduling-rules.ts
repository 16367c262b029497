// Scheduling rules shared by the API and the screens: status transitions, conflict message,
// recurrence and calendar defaults. docs/scheduling.md explains the choices.
import type { TScheduleRecurrenceType, TScheduleStatus } from './schedule';

/** The one message every double-booking refusal carries (HTTP 409). */
export const SCHEDULE_CONFLICT_MESSAGE = 'Este horário acabou de ser reservado. Escolha outro horário.';
/** A blocked period that would cover schedules which are not canceled (HTTP 409). */
export const BLOCKED_PERIOD_CONFLICT_MESSAGE =
  'Existem agendamentos neste período. Cancele-os junto com o bloqueio ou escolha outro período.';

/** Who acts on a schedule: a company user, the end client, the AI secretary, or the platform itself. */
export const SCHEDULE_ACTOR_KINDS = ['user', 'client', 'assistant', 'system'] as const;
export type TScheduleActorKind = (typeof SCHEDULE_ACTOR_KINDS)[number];

/**
 * Allowed status changes. Staff ('user') and 'system' may use every edge; clients and the assistant
 * only confirm or cancel. `confirmed_not_attended` (no-show) needs the start time to have passed.
 */
export const SCHEDULE_TRANSITIONS: Record<TScheduleStatus, readonly TScheduleStatus[]> = {
  scheduled: ['confirmed', 'canceled', 'confirmed_not_attended'],
  confirmed: ['scheduled', 'canceled', 'confirmed_not_attended'],
  confirmed_not_attended: ['confirmed'],
  canceled: ['scheduled'],
};

const CLIENT_TRANSITIONS: Record<TScheduleStatus, readonly TScheduleStatus[]> = {
  scheduled: ['confirmed', 'canceled'],
  confirmed: ['canceled'],
  confirmed_not_attended: [],
  canceled: [],
};

export type TTransitionCheck = { ok: true } | { ok: false; message: string };

export function checkScheduleTransition(
  from: TScheduleStatus,
  to: TScheduleStatus,
  opts: { actor: TScheduleActorKind; now: Date; startAt: Date },
): TTransitionCheck {
  if (from === to) return { ok: false, message: 'O agendamento já está neste status.' };
  const staff = opts.actor === 'user' || opts.actor === 'system';
  const allowed = (staff ? SCHEDULE_TRANSITIONS : CLIENT_TRANSITIONS)[from];
  if (!allowed.includes(to)) return { ok: false, message: `Não é possível mudar de "${from}" para "${to}".` };
  if (to === 'confirmed_not_attended' && opts.startAt.getTime() > opts.now.getTime()) {
    return { ok: false, message: 'Só é possível marcar a falta depois do horário do agendamento.' };
  }
  if (!staff && opts.startAt.getTime() <= opts.now.getTime()) {
    return { ok: false, message: 'Este agendamento já passou e não pode mais ser alterado.' };
  }
  return { ok: true };
}

/** The statuses a screen may offer for a schedule, for the given actor. */
export function nextScheduleStatuses(
  from: TScheduleStatus,
  opts: { actor: TScheduleActorKind; now: Date; startAt: Date },
): TScheduleStatus[] {
  return SCHEDULE_TRANSITIONS[from].filter((to) => checkScheduleTransition(from, to, opts).ok);
}

/** How many occurrences a recurring booking creates when the caller does not say (first one included). */
export const RECURRENCE_DEFAULT_OCCURRENCES: Record<Exclude<TScheduleRecurrenceType, 'no_recurrence'>, number> = {
  weekly: 12,
  monthly: 6,
};
export const RECURRENCE_MAX_OCCURRENCES = 52;

/** Edits and cancellations of a recurring schedule apply to this occurrence or to it and the later ones. */
export const RECURRENCE_SCOPES = ['this', 'following'] as const;
export type TRecurrenceScope = (typeof RECURRENCE_SCOPES)[number];

// Calendar defaults (the issue names a minimum notice and docs/spec.md §3 a dates_window; values are ours).
export const DEFAULT_DATES_WINDOW_DAYS = 90;
export const MAX_DATES_WINDOW_DAYS = 730;
export const DEFAULT_MIN_NOTICE_MINUTES = 60;
export const MAX_MIN_NOTICE_MINUTES = 7 * 24 * 60;
/** Staff queries (agenda, counts) refuse ranges longer than this. */
export const MAX_QUERY_RANGE_DAYS = 800;
