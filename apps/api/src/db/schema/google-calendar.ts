import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns.js';
import { companies } from './companies.js';
import { calendars } from './scheduling.js';
import { users } from './users.js';

// Owned by modules/google-calendar (docs/decisions/0028-google-calendar-sync.md).

/** A user's Google grant with calendar access: the refresh token and the current access token. */
export const googleCalendarAccounts = pgTable('google_calendar_accounts', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  google_sub: text('google_sub').notNull(),
  email: text('email').notNull(),
  refresh_token: text('refresh_token').notNull(),
  access_token: text('access_token'),
  access_expires_at: tstz('access_expires_at'),
  scopes: text('scopes').notNull(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/** One of our calendars synced both ways with one Google calendar of a user's account. */
export const googleCalendarLinks = pgTable(
  'google_calendar_links',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    calendar_id: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => googleCalendarAccounts.user_id, { onDelete: 'cascade' }),
    google_calendar_id: text('google_calendar_id').notNull(),
    sync_token: text('sync_token'),
    channel_id: text('channel_id'),
    channel_resource_id: text('channel_resource_id'),
    channel_token: text('channel_token'),
    channel_expires_at: tstz('channel_expires_at'),
    last_synced_at: tstz('last_synced_at'),
    last_error: text('last_error'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('google_calendar_links_calendar_unique').on(t.calendar_id),
    index('google_calendar_links_channel_idx').on(t.channel_id),
  ],
);

/** Where each booking of ours lives in Google (its event id is derived from the booking's id, so a retry never duplicates it). */
export const googleCalendarEvents = pgTable('google_calendar_events', {
  schedule_id: uuid('schedule_id').primaryKey(),
  link_id: uuid('link_id')
    .notNull()
    .references(() => googleCalendarLinks.id, { onDelete: 'cascade' }),
  google_event_id: text('google_event_id').notNull(),
  updated_at: updatedAt(),
});
