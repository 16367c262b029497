// Notification types of docs/spec.md §3 "Notifications".

export const NOTIFICATION_TYPES = ['schedule_cancellation', 'message', 'new_schedule', 'stage_change', 'general'] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];
