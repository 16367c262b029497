// Scheduled message types of SPEC §3; automation-born types reuse the trigger names on purpose.

export const SCHEDULED_MESSAGE_TYPES = [
  'schedule_reminder',
  'after_schedule',
  'before_schedule',
  'after_cancel_schedule',
  'after_service_interest_and_not_scheduled',
  'auto_pilot',
] as const;
export type TScheduledMessageType = (typeof SCHEDULED_MESSAGE_TYPES)[number];

export const SCHEDULED_MESSAGE_TYPE_LABELS: Record<TScheduledMessageType, string> = {
  schedule_reminder: 'Lembrete de agendamento',
  after_schedule: 'Após o agendamento',
  before_schedule: 'Antes do agendamento',
  after_cancel_schedule: 'Após o cancelamento',
  after_service_interest_and_not_scheduled: 'Interesse sem agendamento',
  auto_pilot: 'Piloto automático',
};

// Not in the spec: the outbox life cycle of a scheduled message (ARCHITECTURE "Outbox").
export const SCHEDULED_MESSAGE_STATUSES = ['pending', 'sent', 'failed', 'canceled'] as const;
export type TScheduledMessageStatus = (typeof SCHEDULED_MESSAGE_STATUSES)[number];

export const SCHEDULED_MESSAGE_STATUS_LABELS: Record<TScheduledMessageStatus, string> = {
  pending: 'Pendente',
  sent: 'Enviada',
  failed: 'Falhou',
  canceled: 'Cancelada',
};
