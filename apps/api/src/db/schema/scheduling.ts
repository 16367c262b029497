import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TScheduleInterface, TScheduleRecurrenceType, TScheduleStatus } from '@agenda/shared/schedule';
import type { TScheduleActorKind } from '@agenda/shared/scheduling-rules';
import { createdAt, id, tstz, updatedAt } from './columns.js';
import { companies, type TWorkdayRow } from './companies.js';
import { clients } from './clients.js';

// Owned by modules/scheduling. The no-overlap guarantees (EXCLUDE constraints, the calendar_occupancy
// table and its triggers) are in the custom migration *_scheduling_no_overlap.sql; see
// docs/decisions/0002-no-double-booking.md.

export const calendars = pgTable(
  'calendars',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    color: text('color').notNull(),
    /** Nicknames clients use for this professional (owner setting; the secretary matches them). */
    aliases: text('aliases').array().notNull().default([]),
    /** Breaks are gaps between several work_hours ranges of a day. */
    workdays: jsonb('workdays').$type<TWorkdayRow[]>().notNull(),
    is_active: boolean('is_active').notNull().default(true),
    slots_increment_in_minutes: integer('slots_increment_in_minutes').notNull().default(30),
    /** How many days ahead clients may book. */
    dates_window: integer('dates_window').notNull().default(90),
    min_notice_in_minutes: integer('min_notice_in_minutes').notNull().default(60),
    is_notify_fixed_hour: boolean('is_notify_fixed_hour').notNull().default(false),
    notify_fixed_hour: text('notify_fixed_hour'),
    notify_advance_in_hours: integer('notify_advance_in_hours').notNull().default(24),
    /** The professional's share of the income linked to this calendar (finance summaries). */
    commission_percent: integer('commission_percent').notNull().default(0),
    /** The professional's photo on the public page's team list (an /uploads/… URL). */
    photo_url: text('photo_url'),
    deleted_at: tstz('deleted_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('calendars_company_idx').on(t.company_id)],
);

export const services = pgTable(
  'services',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    /** Other names clients use for this service (owner setting; the secretary matches them). */
    synonyms: text('synonyms').array().notNull().default([]),
    duration_in_minutes: integer('duration_in_minutes').notNull(),
    price_type: text('price_type').$type<'uninformed' | 'fixed' | 'range'>().notNull().default('fixed'),
    price: integer('price'),
    price_max: integer('price_max'),
    expected_recurrence_in_days: integer('expected_recurrence_in_days'),
    is_active: boolean('is_active').notNull().default(true),
    image_url: text('image_url'),
    deleted_at: tstz('deleted_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('services_company_slug_unique').on(t.company_id, t.slug)],
);

export const serviceCalendars = pgTable(
  'service_calendars',
  {
    service_id: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    calendar_id: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.service_id, t.calendar_id] }), index('service_calendars_calendar_idx').on(t.calendar_id)],
);

/** One row per calendar; "all calendars" is one row per calendar sharing group_id. */
export const blockedPeriods = pgTable(
  'blocked_periods',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    calendar_id: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    group_id: uuid('group_id').notNull().defaultRandom(),
    start_at: tstz('start_at').notNull(),
    end_at: tstz('end_at').notNull(),
    reason: text('reason'),
    is_cancel_schedules: boolean('is_cancel_schedules').notNull().default(false),
    message_to_canceled_schedules: text('message_to_canceled_schedules'),
    created_by_id: uuid('created_by_id'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('blocked_periods_calendar_time_idx').on(t.calendar_id, t.start_at),
    index('blocked_periods_company_time_idx').on(t.company_id, t.start_at),
    index('blocked_periods_group_idx').on(t.group_id),
  ],
);

export const schedules = pgTable(
  'schedules',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    calendar_id: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'restrict' }),
    service_id: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    status: text('status').$type<TScheduleStatus>().notNull().default('scheduled'),
    interface: text('interface').$type<TScheduleInterface>().notNull(),
    recurrence_type: text('recurrence_type').$type<TScheduleRecurrenceType>().notNull().default('no_recurrence'),
    recurrence_key: uuid('recurrence_key'),
    display_name: text('display_name').notNull(),
    start_at: tstz('start_at').notNull(),
    end_at: tstz('end_at').notNull(),
    duration_in_minutes: integer('duration_in_minutes').notNull(),
    client_observation: text('client_observation'),
    company_observation: text('company_observation'),
    price: integer('price'),
    is_notify_sent: boolean('is_notify_sent').notNull().default(false),
    notify_at: tstz('notify_at'),
    canceled_at: tstz('canceled_at'),
    canceled_reason: text('canceled_reason'),
    canceled_interface: text('canceled_interface').$type<TScheduleInterface>(),
    client_confirmed_at: tstz('client_confirmed_at'),
    confirmed_interface: text('confirmed_interface').$type<TScheduleInterface>(),
    created_by_kind: text('created_by_kind').$type<TScheduleActorKind>().notNull(),
    created_by_id: uuid('created_by_id'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // Migration 0036 adds INCLUDE (status, interface, client_id) for the dashboard's index-only scans (drizzle has no INCLUDE).
    index('schedules_company_time_idx').on(t.company_id, t.start_at),
    index('schedules_calendar_time_idx').on(t.calendar_id, t.start_at),
    index('schedules_client_time_idx').on(t.client_id, t.start_at),
    // The dashboard: a client's earlier visits (new vs returning) and the bookings the secretary made.
    index('schedules_client_visits_idx').on(t.client_id, t.start_at).where(sql`${t.status} <> 'canceled'`),
    index('schedules_assistant_created_idx').on(t.company_id, t.created_at).where(sql`${t.interface} like 'ASSISTANT%'`),
    index('schedules_recurrence_idx').on(t.recurrence_key, t.start_at).where(sql`${t.recurrence_key} is not null`),
  ],
);

/**
 * Every change to a schedule, written in the same transaction: the audit trail and the durable
 * side of the in-process event bus (events.ts marks dispatched_at once its handlers ran).
 */
export const scheduleEvents = pgTable(
  'schedule_events',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    schedule_id: uuid('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    type: text('type').$type<'booked' | 'canceled' | 'rescheduled' | 'confirmed' | 'status_changed'>().notNull(),
    actor_kind: text('actor_kind').$type<TScheduleActorKind>().notNull(),
    actor_id: uuid('actor_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    created_at: createdAt(),
    dispatched_at: tstz('dispatched_at'),
    /** Replay of failed handlers (events.ts): tries so far, when to try again, and the claim lease. */
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: tstz('next_attempt_at'),
    locked_until: tstz('locked_until'),
    lease_owner: text('lease_owner'),
    last_error: text('last_error'),
  },
  (t) => [
    index('schedule_events_schedule_idx').on(t.schedule_id, t.created_at),
    index('schedule_events_pending_idx').on(t.created_at).where(sql`${t.dispatched_at} is null`),
  ],
);

/** Busy times read from a calendar outside ours (Google): they block slots like a blocked period, without touching bookings. */
export const calendarExternalBusy = pgTable(
  'calendar_external_busy',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    calendar_id: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    external_id: text('external_id').notNull(),
    start_at: tstz('start_at').notNull(),
    end_at: tstz('end_at').notNull(),
    updated_at: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.calendar_id, t.source, t.external_id] }),
    index('calendar_external_busy_time_idx').on(t.calendar_id, t.start_at),
  ],
);
