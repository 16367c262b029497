// Schedule enums of docs/spec.md §3 "Schedule" and §4 "Schedule status"; transitions are not specified.

export const SCHEDULE_STATUSES = ['scheduled', 'confirmed', 'canceled', 'confirmed_not_attended'] as const;
export type TScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

export const SCHEDULE_STATUS_LABELS: Record<TScheduleStatus, string> = {
  scheduled: 'Agendado',
  confirmed: 'Confirmado',
  canceled: 'Cancelado',
  confirmed_not_attended: 'Confirmado, não compareceu',
};

// Canceled schedules free their slot (the no-overlap constraint excludes them).
export const SLOT_OCCUPYING_SCHEDULE_STATUSES = SCHEDULE_STATUSES.filter((s) => s !== 'canceled');

export const SCHEDULE_INTERFACES = [
  'ASSISTANT_CLIENT',
  'ASSISTANT_COMPANY',
  'PLATFORM_CLIENT',
  'PLATFORM_COMPANY',
  'PLATFORM_AUTO',
] as const;
export type TScheduleInterface = (typeof SCHEDULE_INTERFACES)[number];

export const SCHEDULE_INTERFACE_LABELS: Record<TScheduleInterface, string> = {
  ASSISTANT_CLIENT: 'Assistente (cliente)',
  ASSISTANT_COMPANY: 'Assistente (empresa)',
  PLATFORM_CLIENT: 'Plataforma (cliente)',
  PLATFORM_COMPANY: 'Plataforma (empresa)',
  PLATFORM_AUTO: 'Automático',
};

export const SCHEDULE_RECURRENCE_TYPES = ['no_recurrence', 'weekly', 'monthly'] as const;
export type TScheduleRecurrenceType = (typeof SCHEDULE_RECURRENCE_TYPES)[number];

export const SCHEDULE_RECURRENCE_LABELS: Record<TScheduleRecurrenceType, string> = {
  no_recurrence: 'Não se repete',
  weekly: 'Semanalmente',
  monthly: 'A cada 4 semanas',
};

// "monthly" is every 4 weeks (docs/spec.md §3), so it stays on the same weekday.
export const SCHEDULE_RECURRENCE_INTERVAL_DAYS: Record<TScheduleRecurrenceType, number | null> = {
  no_recurrence: null,
  weekly: 7,
  monthly: 28,
};
