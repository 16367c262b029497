// What the scheduling calls answer (JSON: snake_case, instants as ISO 8601 UTC strings, money in
// cents). One schema per shape: the API's mapping functions return these types, the GraphQL types
// are checked against them (apps/api/src/graphql/dto-contract.test.ts) and the SPA reads them.
import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../notification';
import { SCHEDULE_INTERFACES, SCHEDULE_RECURRENCE_TYPES, SCHEDULE_STATUSES } from '../schedule';
import { SCHEDULE_ACTOR_KINDS } from '../scheduling-rules';
import { SERVICE_PRICE_TYPES } from '../service';
import { ZCompanyPhotoDto } from './company-photos';
import { graphqlJson } from './graphql-shape';

const id = z.string();
/** An instant, ISO 8601 in UTC. */
const instant = z.string();

const ZWorkHoursDto = z.object({ start: z.string(), end: z.string() });
const ZWorkdayDto = z.object({ dow: z.number().int(), is_available: z.boolean(), work_hours: z.array(ZWorkHoursDto) });
export type TWorkdayDto = z.infer<typeof ZWorkdayDto>;

export const ZCalendarDto = z.object({
  id,
  company_id: id,
  title: z.string(),
  description: z.string().nullable(),
  /** One of CALENDAR_COLORS, or an older free color. */
  color: z.string(),
  aliases: z.array(z.string()),
  /** The professional's photo on the public page (null: initials). */
  photo_url: z.string().nullable(),
  workdays: graphqlJson(z.array(ZWorkdayDto)),
  slots_increment_in_minutes: z.number().int(),
  is_active: z.boolean(),
  dates_window: z.number().int(),
  min_notice_in_minutes: z.number().int(),
  is_notify_fixed_hour: z.boolean(),
  notify_fixed_hour: z.string().nullable(),
  notify_advance_in_hours: z.number().int(),
  service_ids: z.array(id),
  user_ids: z.array(id),
  created_at: instant,
  updated_at: instant,
});
export type TCalendarDto = z.infer<typeof ZCalendarDto>;

export const ZServiceDto = z.object({
  id,
  company_id: id,
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  synonyms: z.array(z.string()),
  duration_in_minutes: z.number().int(),
  price_type: z.enum(SERVICE_PRICE_TYPES),
  price: z.number().int().nullable(),
  price_max: z.number().int().nullable(),
  formatted_price: z.string().nullable(),
  expected_recurrence_in_days: z.number().int().nullable(),
  is_active: z.boolean(),
  image_url: z.string().nullable(),
  calendar_ids: z.array(id),
  created_at: instant,
  updated_at: instant,
});
export type TServiceDto = z.infer<typeof ZServiceDto>;

export const ZBlockedPeriodDto = z.object({
  id,
  company_id: id,
  calendar_id: id,
  /** Rows created together for "all calendars" share it. */
  group_id: id,
  start_at: instant,
  end_at: instant,
  reason: z.string().nullable(),
  is_cancel_schedules: z.boolean(),
  message_to_canceled_schedules: z.string().nullable(),
  created_at: instant,
  updated_at: instant,
});
export type TBlockedPeriodDto = z.infer<typeof ZBlockedPeriodDto>;

const ZScheduleServiceRefDto = ZServiceDto.pick({
  id: true,
  title: true,
  duration_in_minutes: true,
  price_type: true,
  price: true,
  price_max: true,
  formatted_price: true,
});
const ZScheduleClientRefDto = z.object({ id, name: z.string(), phone: z.string().nullable() });
const ZScheduleCalendarRefDto = z.object({ id, title: z.string(), color: z.string() });

export const ZScheduleDto = z.object({
  id,
  company_id: id,
  calendar_id: id,
  service_id: id,
  client_id: id,
  status: z.enum(SCHEDULE_STATUSES),
  interface: z.enum(SCHEDULE_INTERFACES),
  recurrence_type: z.enum(SCHEDULE_RECURRENCE_TYPES),
  recurrence_key: id.nullable(),
  display_name: z.string(),
  /** Same instant as start_at (the spec's name). */
  schedule_at: instant,
  start_at: instant,
  end_at: instant,
  duration_in_minutes: z.number().int(),
  client_observation: z.string().nullable(),
  company_observation: z.string().nullable(),
  price: z.number().int().nullable(),
  is_notify_sent: z.boolean(),
  notify_at: instant.nullable(),
  canceled_at: instant.nullable(),
  canceled_reason: z.string().nullable(),
  canceled_interface: z.enum(SCHEDULE_INTERFACES).nullable(),
  client_confirmed_at: instant.nullable(),
  confirmed_interface: z.enum(SCHEDULE_INTERFACES).nullable(),
  created_by_kind: z.enum(SCHEDULE_ACTOR_KINDS),
  created_by_id: id.nullable(),
  created_at: instant,
  updated_at: instant,
  service: ZScheduleServiceRefDto.nullable(),
  client: ZScheduleClientRefDto.nullable(),
  calendar: ZScheduleCalendarRefDto.nullable(),
});
export type TScheduleDto = z.infer<typeof ZScheduleDto>;

export const ZScheduleCountDto = z.object({
  /** YYYY-MM-DD in the company's timezone. */
  date: z.string(),
  schedules_count: z.number().int(),
});
export type TScheduleCountDto = z.infer<typeof ZScheduleCountDto>;

/** A free start time. calendar_ids lists every calendar free at that time (public page, "qualquer profissional"). */
export const ZSlotDto = z.object({
  start_at: instant,
  end_at: instant,
  /** HH:mm in the company's timezone. */
  time: z.string(),
  calendar_id: id,
  calendar_ids: z.array(id),
});
export type TSlotDto = z.infer<typeof ZSlotDto>;

/** `is_full`: the day has working hours for the service but every start time is taken (the page offers the waitlist). */
export const ZAvailableDayDto = z.object({ date: z.string(), slots_count: z.number().int(), is_full: z.boolean() });
export type TAvailableDayDto = z.infer<typeof ZAvailableDayDto>;

export const ZNotificationDto = z.object({
  id,
  company_id: id,
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  data: graphqlJson(z.record(z.string(), z.unknown())),
  read_at: instant.nullable(),
  created_at: instant,
});
export type TNotificationDto = z.infer<typeof ZNotificationDto>;

export const ZPublicCompanyDto = z.object({
  company: z.object({
    id,
    slug: z.string(),
    name: z.string(),
    field: z.string(),
    description: z.string().nullable(),
    avatar_url: z.string().nullable(),
    cover_url: z.string().nullable(),
    phone: z.string().nullable(),
    website: z.string().nullable(),
    instagram: z.string().nullable(),
    google: z.string().nullable(),
    timezone: z.string(),
    currency: z.string(),
    cancelation_observations: z.string().nullable(),
    workdays: z.array(ZWorkdayDto),
    /** Shown with a map link. */
    address: z.string().nullable(),
    /** The gallery, in the owner's order. */
    photos: z.array(ZCompanyPhotoDto),
  }),
  services: z.array(ZServiceDto.omit({ company_id: true, created_at: true, updated_at: true, is_active: true, synonyms: true })),
  calendars: z.array(
    z.object({
      id,
      title: z.string(),
      description: z.string().nullable(),
      color: z.string(),
      photo_url: z.string().nullable(),
      service_ids: z.array(id),
    }),
  ),
});
export type TPublicCompanyDto = z.infer<typeof ZPublicCompanyDto>;
