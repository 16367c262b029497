import { describe, expect, it } from 'vitest';
import { AUTOMATION_TRIGGERS, AUTOMATION_TRIGGER_DEFAULTS, automationPlaceholder, variablesForTrigger } from './automation';

describe('automation trigger defaults', () => {
  it('add 1 day, except before_schedule which subtracts 1 day', () => {
    expect(AUTOMATION_TRIGGER_DEFAULTS).toEqual({
      after_schedule: { time_operation: 'add', time_unit: 'days', time_value: 1 },
      before_schedule: { time_operation: 'subtract', time_unit: 'days', time_value: 1 },
      after_service_interest_and_not_scheduled: { time_operation: 'add', time_unit: 'days', time_value: 1 },
      after_cancel_schedule: { time_operation: 'add', time_unit: 'days', time_value: 1 },
    });
  });
});

describe('variablesForTrigger', () => {
  it('offers schedule_datetime only for before_schedule', () => {
    for (const trigger of AUTOMATION_TRIGGERS) {
      expect(variablesForTrigger(trigger).includes('schedule_datetime')).toBe(trigger === 'before_schedule');
    }
  });

  it('offers the common variables everywhere', () => {
    for (const trigger of AUTOMATION_TRIGGERS) {
      expect(variablesForTrigger(trigger)).toEqual(
        expect.arrayContaining(['name', 'company_name', 'schedule_date', 'schedule_time', 'service_name']),
      );
    }
    expect(variablesForTrigger('after_schedule')).toHaveLength(5);
  });

  it('writes placeholders with double braces', () => {
    expect(automationPlaceholder('name')).toBe('{{name}}');
  });
});
