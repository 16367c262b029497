// Notification types of SPEC §3 "Notifications".

export const NOTIFICATION_TYPES = ['schedule_cancellation', 'message', 'new_schedule', 'stage_change', 'general'] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_TYPE_LABELS: Record<TNotificationType, string> = {
  schedule_cancellation: 'Cancelamento de agendamento',
  message: 'Mensagem',
  new_schedule: 'Novo agendamento',
  stage_change: 'Mudança de etapa',
  general: 'Geral',
};
