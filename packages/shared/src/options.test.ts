import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SLOT_INCREMENT_MINUTES,
  NOTIFY_ADVANCE_OPTIONS,
  SERVICE_RECURRENCE_OPTIONS,
  SLOT_INCREMENT_OPTIONS,
  SUBSCRIPTION_LIST_FILTER_INFO,
  SUSPEND_AFTER_HUMAN_OPTIONS,
} from './options';

describe('option lists', () => {
  it('suspend after human: 5, 15, 30 minutes then 1–6, 12 and 24 hours', () => {
    expect(SUSPEND_AFTER_HUMAN_OPTIONS.map((o) => o.label)).toEqual([
      '5 minutos',
      '15 minutos',
      '30 minutos',
      '1 hora',
      '2 horas',
      '3 horas',
      '4 horas',
      '5 horas',
      '6 horas',
      '12 horas',
      '24 horas',
    ]);
    expect(SUSPEND_AFTER_HUMAN_OPTIONS.at(-1)?.value).toBe(1440);
  });

  it('slot increments run to 6 hours and default to 30 minutes', () => {
    expect(SLOT_INCREMENT_OPTIONS.map((o) => o.value)).toEqual([10, 15, 30, 45, 60, 120, 180, 240, 300, 360]);
    expect(SLOT_INCREMENT_OPTIONS.find((o) => o.value === 120)?.label).toBe('2 horas');
    expect(DEFAULT_SLOT_INCREMENT_MINUTES).toBe(30);
  });

  it('notify advance is in hours', () => {
    expect(NOTIFY_ADVANCE_OPTIONS.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 12, 24, 48, 72]);
    expect(NOTIFY_ADVANCE_OPTIONS[0]?.label).toBe('1 hora');
  });

  it('service recurrence is in days', () => {
    expect(SERVICE_RECURRENCE_OPTIONS.map((o) => o.value)).toEqual([7, 15, 30, 45, 60, 90, 120, 180, 360]);
    expect(SERVICE_RECURRENCE_OPTIONS[0]?.label).toBe('7 dias');
  });

  it('subscription filters: upcoming ascending from today, overdue descending up to today', () => {
    expect(SUBSCRIPTION_LIST_FILTER_INFO.upcoming_expirations).toMatchObject({ endAt: 'from_today', order: 'asc' });
    expect(SUBSCRIPTION_LIST_FILTER_INFO.overdue).toMatchObject({ endAt: 'up_to_today', order: 'desc' });
  });
});
