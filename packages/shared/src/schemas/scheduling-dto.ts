// What the scheduling calls answer (JSON: snake_case, instants as ISO 8601 UTC strings, money in cents).
import type { TCalendarColor } from '../calendar';
import type { TNotificationType } from '../notification';
import type { TScheduleInterface, TScheduleRecurrenceType, TScheduleStatus } from '../schedule';
import type { TScheduleActorKind } from '../scheduling-rules';
import type { TServicePriceType } from '../service';

interface TWorkHoursDto {
  start: string;
  end: string;
}
export interface TWorkdayDto {
  dow: number;
  is_available: boolean;
  work_hours: TWorkHoursDto[];
}

export interface TCalendarDto {
  id: string;
  company_id: string;
  title: string;
  description: string | null;
  color: TCalendarColor | string;
  workdays: TWorkdayDto[];
  slots_increment_in_minutes: number;
  is_active: boolean;
  dates_window: number;
  min_notice_in_minutes: number;
  is_notify_fixed_hour: boolean;
  notify_fixed_hour: string | null;
  notify_advance_in_hours: number;
  service_ids: string[];
  user_ids: string[];
  created_at: string;
  updated_at: string;
}

export interface TServiceDto {
  id: string;
  company_id: string;
  title: string;
  slug: string;
  description: string | null;
  duration_in_minutes: number;
  price_type: TServicePriceType;
  price: number | null;
  price_max: number | null;
  formatted_price: string | null;
  expected_recurrence_in_days: number | null;
  is_active: boolean;
  image_url: string | null;
  calendar_ids: string[];
  created_at: string;
  updated_at: string;
}

export interface TBlockedPeriodDto {
  id: string;
  company_id: string;
  calendar_id: string;
  /** Rows created together for "all calendars" share it. */
  group_id: string;
  start_at: string;
  end_at: string;
  reason: string | null;
  is_cancel_schedules: boolean;
  message_to_canceled_schedules: string | null;
  created_at: string;
  updated_at: string;
}

export interface TScheduleDto {
  id: string;
  company_id: string;
  calendar_id: string;
  service_id: string;
  client_id: string;
  status: TScheduleStatus;
  interface: TScheduleInterface;
  recurrence_type: TScheduleRecurrenceType;
  recurrence_key: string | null;
  display_name: string;
  /** Same instant as start_at (the spec's name). */
  schedule_at: string;
  start_at: string;
  end_at: string;
  duration_in_minutes: number;
  client_observation: string | null;
  company_observation: string | null;
  price: number | null;
  is_notify_sent: boolean;
  notify_at: string | null;
  canceled_at: string | null;
  canceled_reason: string | null;
  canceled_interface: TScheduleInterface | null;
  client_confirmed_at: string | null;
  confirmed_interface: TScheduleInterface | null;
  created_by_kind: TScheduleActorKind;
  created_by_id: string | null;
  created_at: string;
  updated_at: string;
  service: { id: string; title: string; duration_in_minutes: number; price_type: TServicePriceType; price: number | null; price_max: number | null; formatted_price: string | null } | null;
  client: { id: string; name: string; phone: string | null } | null;
  calendar: { id: string; title: string; color: string } | null;
}

export interface TScheduleCountDto {
  /** YYYY-MM-DD in the company's timezone. */
  date: string;
  schedules_count: number;
}

/** A free start time. calendar_ids lists every calendar free at that time (public page, "qualquer profissional"). */
export interface TSlotDto {
  start_at: string;
  end_at: string;
  /** HH:mm in the company's timezone. */
  time: string;
  calendar_id: string;
  calendar_ids: string[];
}

export interface TAvailableDayDto {
  date: string;
  slots_count: number;
}

export interface TNotificationDto {
  id: string;
  company_id: string;
  type: TNotificationType;
  title: string;
  body: string;
  data: Record<string, unknown>;
  read_at: string | null;
  created_at: string;
}

export interface TPublicCompanyDto {
  company: {
    id: string;
    slug: string;
    name: string;
    field: string;
    description: string | null;
    avatar_url: string | null;
    cover_url: string | null;
    phone: string | null;
    website: string | null;
    instagram: string | null;
    google: string | null;
    timezone: string;
    currency: string;
    cancelation_observations: string | null;
    workdays: TWorkdayDto[];
  };
  services: Omit<TServiceDto, 'company_id' | 'created_at' | 'updated_at' | 'is_active'>[];
  calendars: { id: string; title: string; description: string | null; color: string; service_ids: string[] }[];
}
