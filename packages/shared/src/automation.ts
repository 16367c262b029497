// Automations of docs/spec.md §3 "Automations" and §4 "Automation trigger defaults".

export const AUTOMATION_TRIGGERS = [
  'after_schedule',
  'before_schedule',
  'after_service_interest_and_not_scheduled',
  'after_cancel_schedule',
] as const;
export type TAutomationTrigger = (typeof AUTOMATION_TRIGGERS)[number];

type TAutomationTimeOperation = 'add' | 'subtract';

type TAutomationTimeUnit = 'months' | 'days' | 'hours';

export interface AutomationTiming {
  readonly time_operation: TAutomationTimeOperation;
  readonly time_unit: TAutomationTimeUnit;
  readonly time_value: number;
}

// Only before_schedule looks backwards from the schedule; everything else fires after its event.
export const AUTOMATION_TRIGGER_DEFAULTS: Record<TAutomationTrigger, AutomationTiming> = {
  after_schedule: { time_operation: 'add', time_unit: 'days', time_value: 1 },
  before_schedule: { time_operation: 'subtract', time_unit: 'days', time_value: 1 },
  after_service_interest_and_not_scheduled: { time_operation: 'add', time_unit: 'days', time_value: 1 },
  after_cancel_schedule: { time_operation: 'add', time_unit: 'days', time_value: 1 },
};

const AUTOMATION_VARIABLES = ['name', 'company_name', 'schedule_date', 'schedule_time', 'service_name', 'schedule_datetime'] as const;
export type TAutomationVariable = (typeof AUTOMATION_VARIABLES)[number];

// The spec restricts only schedule_datetime (before_schedule); every other variable is offered everywhere.
const TRIGGER_ONLY_VARIABLES: Partial<Record<TAutomationVariable, readonly TAutomationTrigger[]>> = {
  schedule_datetime: ['before_schedule'],
};

export function variablesForTrigger(trigger: TAutomationTrigger): TAutomationVariable[] {
  return AUTOMATION_VARIABLES.filter((v) => {
    const only = TRIGGER_ONLY_VARIABLES[v];
    return only === undefined || only.includes(trigger);
  });
}

/** The placeholder as written in message content, e.g. {{name}}. */
export function automationPlaceholder(variable: TAutomationVariable): string {
  return `{{${variable}}}`;
}
