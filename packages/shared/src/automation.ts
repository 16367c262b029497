// Automations of docs/spec.md §3 "Automations" and §4 "Automation trigger defaults", and the
// contract of /user/{company}/automations (issue 11): one for the API and the web app.
import { z } from 'zod';

export const AUTOMATION_TRIGGERS = [
  'after_schedule',
  'before_schedule',
  'after_service_interest_and_not_scheduled',
  'after_cancel_schedule',
] as const;
export type TAutomationTrigger = (typeof AUTOMATION_TRIGGERS)[number];

const AUTOMATION_TIME_OPERATIONS = ['add', 'subtract'] as const;
export type TAutomationTimeOperation = (typeof AUTOMATION_TIME_OPERATIONS)[number];

const AUTOMATION_TIME_UNITS = ['months', 'days', 'hours'] as const;
export type TAutomationTimeUnit = (typeof AUTOMATION_TIME_UNITS)[number];

const AUTOMATION_ACTIONS = ['send_message', 'set_client_tag'] as const;
export type TAutomationAction = (typeof AUTOMATION_ACTIONS)[number];

export const AUTOMATION_TRIGGER_LABELS: Record<TAutomationTrigger, string> = {
  after_schedule: 'Depois do atendimento',
  before_schedule: 'Antes do atendimento',
  after_service_interest_and_not_scheduled: 'Interesse no serviço sem agendamento',
  after_cancel_schedule: 'Depois de um cancelamento',
};

export const AUTOMATION_ACTION_LABELS: Record<TAutomationAction, string> = {
  send_message: 'Enviar mensagem',
  set_client_tag: 'Marcar o cliente com uma etiqueta',
};

export const AUTOMATION_TIME_UNIT_LABELS: Record<TAutomationTimeUnit, string> = { months: 'mês(es)', days: 'dia(s)', hours: 'hora(s)' };

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

const MAX_CONTENT = 4000;

const ZAutomationBody = z.object({
  title: z.string().trim().min(1, 'Dê um nome à automação.').max(120, 'O nome pode ter até 120 caracteres.'),
  trigger: z.enum(AUTOMATION_TRIGGERS, 'Escolha quando a automação dispara.'),
  action: z.enum(AUTOMATION_ACTIONS, 'Escolha o que a automação faz.'),
  time_operation: z.enum(AUTOMATION_TIME_OPERATIONS, 'Escolha antes ou depois.'),
  time_unit: z.enum(AUTOMATION_TIME_UNITS, 'Escolha a unidade de tempo.'),
  time_value: z
    .number('Informe o tempo.')
    .int('Use um número inteiro.')
    .min(0, 'O tempo não pode ser negativo.')
    .max(365, 'No máximo 365.'),
  /** Return messages: the offset is each service's expected recurrence in days ("faz 30 dias do seu último corte…"). */
  use_service_recurrence: z.boolean().default(false),
  content: z.string().trim().max(MAX_CONTENT, `A mensagem pode ter até ${MAX_CONTENT} caracteres.`).default(''),
  tag: z.string().trim().max(40, 'A etiqueta pode ter até 40 caracteres.').nullable().default(null),
  /** Services whose schedules it follows; empty: every service. */
  service_ids: z.array(z.uuid('Serviço inválido.')).max(100, 'Escolha até 100 serviços.').default([]),
  is_active: z.boolean().default(true),
});

const actionNeeds = (a: z.infer<typeof ZAutomationBody>, ctx: z.RefinementCtx) => {
  if (a.action === 'send_message' && !a.content)
    ctx.addIssue({ code: 'custom', path: ['content'], message: 'Escreva a mensagem que será enviada.' });
  if (a.action === 'set_client_tag' && !a.tag) ctx.addIssue({ code: 'custom', path: ['tag'], message: 'Informe a etiqueta.' });
};

export const ZSaveAutomation = ZAutomationBody.superRefine(actionNeeds);
export type TSaveAutomation = z.infer<typeof ZSaveAutomation>;

/** POST …/automations/preview: the text as this client of the company would get it. */
export const ZAutomationPreview = z.object({
  client_id: z.uuid('Escolha um cliente.'),
  content: z.string().max(MAX_CONTENT, `A mensagem pode ter até ${MAX_CONTENT} caracteres.`),
});

export const ZAutomation = ZAutomationBody.extend({
  id: z.string(),
  company_id: z.string(),
  tag: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAutomationDto = z.infer<typeof ZAutomation>;
