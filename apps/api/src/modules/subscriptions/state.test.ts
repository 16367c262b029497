import { describe, expect, it } from 'vitest';
import { addMonth, advance, currentStatus, DAY_MS, nextPeriod, paidPatch, remainingDays, type TSubscriptionState } from './state.js';

const T0 = new Date('2026-11-01T12:00:00Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY_MS);
const sub = (over: Partial<TSubscriptionState> = {}): TSubscriptionState => ({
  status: 'active',
  start_at: T0,
  end_at: at(30),
  past_due_at: null,
  cancel_at_period_end: false,
  first_payment_at: T0,
  total_value: 19_700,
  extra_features_total_value: 4_990,
  ...over,
});

describe('subscription state machine', () => {
  it('ends a trial at its end date, and not before', () => {
    const trial = sub({ status: 'trial', end_at: at(7), first_payment_at: null });
    expect(advance(trial, at(6.9), 7)).toBeNull();
    expect(advance(trial, at(7), 7)).toEqual({ status: 'trial_ended' });
    expect(currentStatus(trial, at(8), 7)).toMatchObject({ status: 'trial_ended', isActive: false });
  });

  it('active unpaid at the due date → expired (still usable) → inactive after the grace days', () => {
    const s = sub();
    expect(advance(s, at(29), 7)).toBeNull();
    expect(advance(s, at(30), 7)).toEqual({ status: 'expired', past_due_at: at(30) });
    expect(currentStatus(s, at(33), 7)).toMatchObject({ status: 'expired', label: 'Vencida, aguardando pagamento', isActive: true });
    const expired = { ...s, status: 'expired', past_due_at: at(30) };
    expect(advance(expired, at(36.9), 7)).toBeNull();
    expect(advance(expired, at(37), 7)).toEqual({ status: 'inactive' });
    // A job that ran late takes every step at once.
    expect(advance(s, at(40), 7)).toEqual({ status: 'inactive', past_due_at: at(30) });
    expect(currentStatus(s, at(40), 7)).toMatchObject({ status: 'inactive', isActive: false });
    expect(currentStatus(s, at(40), 0)).toMatchObject({ status: 'inactive' });
  });

  it('a paid bill activates until the end of the period it paid, never shortening it', () => {
    const inactive = sub({ status: 'inactive', past_due_at: at(30), first_payment_at: null });
    const patch = paidPatch(inactive, at(70), at(40));
    expect(patch).toMatchObject({ status: 'active', end_at: at(70), past_due_at: null, first_payment_at: at(40) });
    expect(paidPatch(sub({ end_at: at(90) }), at(60), at(40)).end_at).toEqual(at(90));
    expect(paidPatch(sub(), at(60), at(40)).first_payment_at).toEqual(T0);
  });

  it('cancels at the end of the period when asked to', () => {
    expect(advance(sub({ cancel_at_period_end: true }), at(31), 7)).toEqual({ status: 'canceled', canceled_at: at(30) });
  });

  it('counts remaining days and bills the next period from the end of the running one', () => {
    expect(remainingDays(sub(), at(29.5))).toBe(1);
    expect(remainingDays(sub(), at(31))).toBe(0);
    expect(nextPeriod(sub(), at(28)).start).toEqual(at(30));
    expect(nextPeriod(sub({ status: 'trial_ended', end_at: at(7) }), at(9)).start).toEqual(at(9));
    expect(nextPeriod(sub({ status: 'expired', past_due_at: at(30) }), at(33)).start).toEqual(at(30));
    expect(addMonth(new Date('2027-01-31T10:00:00Z'))).toEqual(new Date('2027-02-28T10:00:00Z'));
    expect(addMonth(new Date('2026-12-15T10:00:00Z'))).toEqual(new Date('2027-01-15T10:00:00Z'));
  });
});
