// Notification types of SPEC §3 "Notifications".

export type TNotificationType = 'schedule_cancellation' | 'message' | 'new_schedule' | 'stage_change' | 'general';
