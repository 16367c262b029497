import { describe, expect, it } from 'vitest';
import { SCHEDULE_STATUSES } from './schedule';
import { checkScheduleTransition, nextScheduleStatuses, SCHEDULE_TRANSITIONS } from './scheduling-rules';

const now = new Date('2026-07-01T12:00:00Z');
const future = new Date('2026-07-02T12:00:00Z');
const past = new Date('2026-06-30T12:00:00Z');

describe('schedule status transitions', () => {
  it('lets staff walk every documented edge and nothing else', () => {
    for (const from of SCHEDULE_STATUSES) {
      for (const to of SCHEDULE_STATUSES) {
        const ok = checkScheduleTransition(from, to, { actor: 'user', now, startAt: past }).ok;
        expect(ok, `${from} → ${to}`).toBe(SCHEDULE_TRANSITIONS[from].includes(to));
      }
    }
  });

  it('a no-show is only possible after the start time', () => {
    expect(checkScheduleTransition('confirmed', 'confirmed_not_attended', { actor: 'user', now, startAt: future }).ok).toBe(false);
    expect(checkScheduleTransition('confirmed', 'confirmed_not_attended', { actor: 'user', now, startAt: past }).ok).toBe(true);
    expect(checkScheduleTransition('scheduled', 'confirmed_not_attended', { actor: 'system', now, startAt: past }).ok).toBe(true);
  });

  it('clients and the assistant only confirm or cancel, and only before the start', () => {
    for (const actor of ['client', 'assistant'] as const) {
      expect(nextScheduleStatuses('scheduled', { actor, now, startAt: future })).toEqual(['confirmed', 'canceled']);
      expect(nextScheduleStatuses('confirmed', { actor, now, startAt: future })).toEqual(['canceled']);
      expect(nextScheduleStatuses('canceled', { actor, now, startAt: future })).toEqual([]);
      expect(nextScheduleStatuses('scheduled', { actor, now, startAt: past })).toEqual([]);
    }
  });

  it('staff may reactivate a canceled schedule, but nobody may stay in place', () => {
    expect(checkScheduleTransition('canceled', 'scheduled', { actor: 'user', now, startAt: future }).ok).toBe(true);
    expect(checkScheduleTransition('canceled', 'confirmed', { actor: 'user', now, startAt: future }).ok).toBe(false);
    for (const s of SCHEDULE_STATUSES) expect(checkScheduleTransition(s, s, { actor: 'user', now, startAt: future }).ok).toBe(false);
  });
});
