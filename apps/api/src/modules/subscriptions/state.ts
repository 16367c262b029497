// The subscription state machine (docs/spec.md §4 "Subscription status"), moved only by the server:
//   trial ──period ends──▶ trial_ended ──bill paid──▶ active
//   active ──period ends unpaid──▶ expired (past due, still usable) ──grace days──▶ inactive ──paid──▶ active
//   active with cancel_at_period_end ──period ends──▶ canceled
// Pure functions over a row and a clock; the service applies their patches. Remaining days, the
// next bill's period and totals are computed here and nowhere else.
import { SUBSCRIPTION_STATUS_INFO, type TSubscriptionStatus } from '@agenda/shared/subscription';

export const DAY_MS = 86_400_000;

export interface TSubscriptionState {
  status: string;
  start_at: Date;
  end_at: Date;
  past_due_at: Date | null;
  cancel_at_period_end: boolean;
  first_payment_at: Date | null;
  total_value: number;
  extra_features_total_value: number;
}

export type TStatePatch = Partial<{
  status: TSubscriptionStatus;
  end_at: Date;
  past_due_at: Date | null;
  canceled_at: Date;
  first_payment_at: Date;
  cancel_at_period_end: boolean;
  status_info: string | null;
}>;

/** One step of what the clock does to a subscription; null when nothing changes now. */
function clockStep(s: TSubscriptionState, now: Date, graceDays: number): TStatePatch | null {
  const ended = s.end_at.getTime() <= now.getTime();
  if (s.status === 'trial' && ended)
    return s.cancel_at_period_end ? { status: 'canceled', canceled_at: s.end_at } : { status: 'trial_ended' };
  if (s.status === 'active' && ended) {
    if (s.cancel_at_period_end) return { status: 'canceled', canceled_at: s.end_at };
    return { status: 'expired', past_due_at: s.end_at };
  }
  if (s.status === 'expired' && s.past_due_at && now.getTime() >= s.past_due_at.getTime() + graceDays * DAY_MS) {
    return { status: 'inactive' };
  }
  return null;
}

/** Every clock step due at `now`, merged (active → expired → inactive when a job ran late). */
export function advance(s: TSubscriptionState, now: Date, graceDays: number): TStatePatch | null {
  let state = s;
  let patch: TStatePatch | null = null;
  for (let step = clockStep(state, now, graceDays); step; step = clockStep(state, now, graceDays)) {
    patch = { ...(patch ?? {}), ...step };
    state = { ...state, ...step } as TSubscriptionState;
  }
  return patch;
}

/** A paid bill: active until the end of the period it paid (never shortened), past due cleared. */
export function paidPatch(s: TSubscriptionState, paidUntil: Date, now: Date): TStatePatch {
  return {
    status: 'active',
    end_at: paidUntil.getTime() > s.end_at.getTime() ? paidUntil : s.end_at,
    past_due_at: null,
    first_payment_at: s.first_payment_at ?? now,
    status_info: null,
  };
}

/** The status as of `now` (even if the job has not run yet) and whether the app stays open. */
export function currentStatus(s: TSubscriptionState, now: Date, graceDays: number) {
  const status = ({ ...s, ...advance(s, now, graceDays) }.status ?? s.status) as TSubscriptionStatus;
  const pastDueAt = status === 'expired' ? (advance(s, now, graceDays)?.past_due_at ?? s.past_due_at) : null;
  const inGrace = status === 'expired' && pastDueAt !== null && now.getTime() < pastDueAt.getTime() + graceDays * DAY_MS;
  return {
    status,
    label: SUBSCRIPTION_STATUS_INFO[status]?.label ?? status,
    // Past due keeps working during the grace period (docs/decisions/0012); §4's table holds otherwise.
    isActive: (SUBSCRIPTION_STATUS_INFO[status]?.countsAsActive ?? false) || inGrace,
    graceEndsAt: pastDueAt ? new Date(pastDueAt.getTime() + graceDays * DAY_MS) : null,
  };
}

export function remainingDays(s: Pick<TSubscriptionState, 'end_at'>, now: Date): number {
  return Math.max(0, Math.ceil((s.end_at.getTime() - now.getTime()) / DAY_MS));
}

/** One month later in UTC, the day clamped to the month's length (31 Jan → 28/29 Feb). */
export function addMonth(d: Date): Date {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 1;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d.getUTCDate(), last), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()));
}

/** The period the next bill pays: from the end of a running period, or from now when nothing runs. */
export function nextPeriod(s: TSubscriptionState, now: Date): { start: Date; end: Date } {
  const running = (s.status === 'active' || s.status === 'trial' || s.status === 'expired') && s.end_at.getTime() > now.getTime();
  const start = running || s.status === 'expired' ? s.end_at : now;
  return { start, end: addMonth(start) };
}

/** What a bill of this subscription charges: plan price plus the extra features bought on it. */
export function billTotals(s: Pick<TSubscriptionState, 'total_value' | 'extra_features_total_value'>) {
  return { plan: s.total_value, extras: s.extra_features_total_value, total: s.total_value + s.extra_features_total_value };
}
