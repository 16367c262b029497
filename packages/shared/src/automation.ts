// Automations of SPEC §3 "Automations" and §4 "Automation trigger defaults".

export const AUTOMATION_TRIGGERS = [
  'after_schedule',
  'before_schedule',
  'after_service_interest_and_not_scheduled',
  'after_cancel_schedule',
] as const;
export type TAutomationTrigger = (typeof AUTOMATION_TRIGGERS)[number];

export const AUTOMATION_TRIGGER_LABELS: Record<TAutomationTrigger, string> = {
  after_schedule: 'Após o agendamento',
  before_schedule: 'Antes do agendamento',
  after_service_interest_and_not_scheduled: 'Após interesse no serviço sem agendamento',
  after_cancel_schedule: 'Após o cancelamento do agendamento',
};

export const AUTOMATION_TIME_OPERATIONS = ['add', 'subtract'] as const;
export type TAutomationTimeOperation = (typeof AUTOMATION_TIME_OPERATIONS)[number];

export const AUTOMATION_TIME_UNITS = ['months', 'days', 'hours'] as const;
export type TAutomationTimeUnit = (typeof AUTOMATION_TIME_UNITS)[number];

export const AUTOMATION_TIME_UNIT_LABELS: Record<TAutomationTimeUnit, string> = {
  months: 'Meses',
  days: 'Dias',
  hours: 'Horas',
};

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

export const AUTOMATION_ACTIONS = ['send_message', 'set_client_tag'] as const;
export type TAutomationAction = (typeof AUTOMATION_ACTIONS)[number];

export const AUTOMATION_ACTION_LABELS: Record<TAutomationAction, string> = {
  send_message: 'Enviar mensagem',
  set_client_tag: 'Definir etiqueta do cliente',
};

export const AUTOMATION_SOURCE_TYPES = ['service'] as const;
export type TAutomationSourceType = (typeof AUTOMATION_SOURCE_TYPES)[number];

export const AUTOMATION_VARIABLES = [
  'name',
  'company_name',
  'schedule_date',
  'schedule_time',
  'service_name',
  'schedule_datetime',
] as const;
export type TAutomationVariable = (typeof AUTOMATION_VARIABLES)[number];

export const AUTOMATION_VARIABLE_LABELS: Record<TAutomationVariable, string> = {
  name: 'Nome do cliente',
  company_name: 'Nome da empresa',
  schedule_date: 'Data do agendamento',
  schedule_time: 'Horário do agendamento',
  service_name: 'Nome do serviço',
  schedule_datetime: 'Data e horário do agendamento',
};

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
