// GraphQL selections of the scheduling queries (their answers are the DTOs of
// @agenda/shared/schemas/scheduling-dto).
export const SCHEDULE_FIELDS = `id company_id calendar_id service_id client_id status interface recurrence_type recurrence_key
  display_name schedule_at start_at end_at duration_in_minutes client_observation company_observation price
  is_notify_sent notify_at canceled_at canceled_reason canceled_interface client_confirmed_at confirmed_interface
  created_by_kind created_by_id created_at updated_at
  service { id title duration_in_minutes price_type price price_max formatted_price }
  client { id name phone }
  calendar { id title color }`;

export const BLOCKED_PERIOD_FIELDS = `id company_id calendar_id group_id start_at end_at reason is_cancel_schedules
  message_to_canceled_schedules created_at updated_at`;

export const CALENDAR_FIELDS = `id company_id title description color workdays slots_increment_in_minutes is_active
  dates_window min_notice_in_minutes is_notify_fixed_hour notify_fixed_hour notify_advance_in_hours
  service_ids user_ids created_at updated_at`;

export const SERVICE_FIELDS = `id company_id title slug description duration_in_minutes price_type price price_max
  formatted_price expected_recurrence_in_days is_active image_url calendar_ids created_at updated_at`;
