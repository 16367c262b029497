import type { TDayPartWindows } from '@agenda/shared/company';
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns.js';
import { users } from './users.js';

export type TWorkdayRow = { dow: number; is_available: boolean; work_hours: { start: string; end: string }[] };

export const companies = pgTable(
  'companies',
  {
    id: id(),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    field: text('field').notNull().default('outro'),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    custom_greeting: text('custom_greeting'),
    chat_personality_slug: text('chat_personality_slug'),
    website: text('website'),
    phone: text('phone'),
    instagram: text('instagram'),
    google: text('google'),
    is_active: boolean('is_active').notNull().default(true),
    is_blocked: boolean('is_blocked').notNull().default(false),
    blocked_reason: text('blocked_reason'),
    /** Set by an admin: the app does not stop this company for an inactive subscription. */
    ignore_inactive_subscription: boolean('ignore_inactive_subscription').notNull().default(false),
    milestones: jsonb('milestones').$type<Record<string, unknown>>().notNull().default({}),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    hours_to_suspend_assistant_after_human_intervention: doublePrecision('hours_to_suspend_assistant_after_human_intervention')
      .notNull()
      .default(2),
    reminder_custom_message: text('reminder_custom_message'),
    timezone: text('timezone').notNull().default('America/Sao_Paulo'),
    tags: text('tags').array().notNull().default([]),
    assistant_language: text('assistant_language').notNull().default('pt-BR'),
    currency: text('currency').notNull().default('BRL'),
    signup_plan_identifier: text('signup_plan_identifier'),
    bday_message: text('bday_message'),
    send_reminder_message: boolean('send_reminder_message').notNull().default(true),
    feature_flags: text('feature_flags').array().notNull().default([]),
    custom_instructions: jsonb('custom_instructions').$type<Record<string, string>>().notNull().default({}),
    last_purchase_event_sent_at: tstz('last_purchase_event_sent_at'),
    min_response_delay: integer('min_response_delay').notNull().default(0),
    cancelation_observations: text('cancelation_observations'),
    when_answer_about_price: text('when_answer_about_price').notNull().default('only_when_asked'),
    limit_suggestions_per_period: integer('limit_suggestions_per_period').notNull().default(3),
    /** Upcoming bookings one client may hold through the public page or the secretary (0 = no limit). */
    max_upcoming_schedules_per_client: integer('max_upcoming_schedules_per_client').notNull().default(3),
    is_auto_pilot_enabled: boolean('is_auto_pilot_enabled').notNull().default(false),
    auto_pilot_intensity: text('auto_pilot_intensity').notNull().default('balanced'),
    max_active_messages_per_day: integer('max_active_messages_per_day').notNull().default(20),
    /** Scheduled messages wait outside these local minutes of the day (start > end spans midnight). */
    quiet_hours_start_minute: integer('quiet_hours_start_minute').notNull().default(1260),
    quiet_hours_end_minute: integer('quiet_hours_end_minute').notNull().default(480),
    /** How long a freed time offered to a waitlisted client is held for their answer (modules/waitlist). */
    waitlist_hold_minutes: integer('waitlist_hold_minutes').notNull().default(15),
    onboarding: jsonb('onboarding').$type<Record<string, boolean>>().notNull().default({}),
    is_greeting_clients_by_name: boolean('is_greeting_clients_by_name').notNull().default(true),
    custom_greeting_clients_instructions: text('custom_greeting_clients_instructions'),
    custom_assistant_name: text('custom_assistant_name'),
    custom_transfer_instructions: text('custom_transfer_instructions'),
    is_assistant_for_clients_enabled: boolean('is_assistant_for_clients_enabled').notNull().default(true),
    is_assistant_for_users_enabled: boolean('is_assistant_for_users_enabled').notNull().default(false),
    ignore_ai_tool_types: text('ignore_ai_tool_types').array().notNull().default([]),
    is_assistant_schedule_entry_confirm: boolean('is_assistant_schedule_entry_confirm').notNull().default(false),
    custom_assistant_schedule_entry_message: text('custom_assistant_schedule_entry_message'),
    avatar_url: text('avatar_url'),
    cover_url: text('cover_url'),
    workdays: jsonb('workdays').$type<TWorkdayRow[]>(),
    /** Manhã/tarde/noite windows the secretary uses; null = DEFAULT_DAY_PARTS. */
    day_parts: jsonb('day_parts').$type<TDayPartWindows>(),
    /** Shown on the public page with a map link and answered by the secretary. */
    address: text('address'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('companies_slug_unique').on(t.slug)],
);

export const companyUsers = pgTable(
  'company_users',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'owner' | 'admin' | 'operation'>().notNull(),
    calendar_ids: uuid('calendar_ids').array().notNull().default([]),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('company_users_company_user_unique').on(t.company_id, t.user_id)],
);

export const companyIntegrations = pgTable(
  'company_integrations',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    identifier: text('identifier').notNull(),
    channel: text('channel').notNull(),
    login: text('login'),
    connection_status: text('connection_status').notNull().default('disconnected'),
    last_connected_at: tstz('last_connected_at'),
    connection_status_info: text('connection_status_info'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    whatsapp_remote_jid: text('whatsapp_remote_jid'),
    phone_to_send_qr: text('phone_to_send_qr'),
    disconnected_interface: text('disconnected_interface'),
    disconnected_at: tstz('disconnected_at'),
    webhook_secret: text('webhook_secret'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  // One live integration per external account (migration 0007): webhooks are routed by these ids.
  (t) => [
    uniqueIndex('company_integrations_phone_number_id_live')
      .on(sql`(${t.meta} ->> 'phone_number_id')`)
      .where(sql`${t.identifier} = 'whatsapp_api_oficial' and ${t.connection_status} <> 'removed'`),
    uniqueIndex('company_integrations_ig_account_id_live')
      .on(sql`(${t.meta} ->> 'ig_account_id')`)
      .where(sql`${t.identifier} = 'instagram' and ${t.connection_status} <> 'removed'`),
    uniqueIndex('company_integrations_instance_name_live')
      .on(sql`(${t.meta} ->> 'instance_name')`)
      .where(sql`${t.identifier} in ('whatsapp_baileys', 'whatsapp_miau') and ${t.connection_status} <> 'removed'`),
  ],
);

/** A team invitation by phone: accepted when that phone signs in with a WhatsApp code. */
export const companyInvites = pgTable(
  'company_invites',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<'admin' | 'operation'>().notNull(),
    calendar_ids: uuid('calendar_ids').array().notNull().default([]),
    invited_by: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    accepted_at: tstz('accepted_at'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('company_invites_pending_unique').on(t.company_id, t.phone).where(sql`${t.accepted_at} is null`)],
);

/** The public page's photo gallery, in the owner's order (position ascending). */
export const companyPhotos = pgTable(
  'company_photos',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index('company_photos_company_idx').on(t.company_id, t.position)],
);
