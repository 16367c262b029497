import type { TWaitlistSource, TWaitlistStatus } from '@agenda/shared/waitlist';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { calendars, services } from './scheduling.js';
import { clients } from './clients.js';
import { createdAt, id, tstz, updatedAt } from './columns.js';
import { companies } from './companies.js';

/**
 * Owned by modules/waitlist (issue 11): a client waiting for a time of a service (with one
 * professional, or any when calendar_id is null) on a day between from_date and to_date (company-local
 * YYYY-MM-DD), maybe in a part of it: from_time/to_time (company-local "HH:mm", from inclusive, to
 * exclusive, null = open; migration 0037 checks format and order). When a matching slot frees, the
 * first waiting entry gets an offer held until offer_expires_at; the slots it let pass are kept in
 * passed_slots so they are not offered again.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    service_id: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    calendar_id: uuid('calendar_id').references(() => calendars.id, { onDelete: 'cascade' }),
    from_date: text('from_date').notNull(),
    to_date: text('to_date').notNull(),
    from_time: text('from_time'),
    to_time: text('to_time'),
    status: text('status').$type<TWaitlistStatus>().notNull().default('waiting'),
    source: text('source').$type<TWaitlistSource>().notNull(),
    note: text('note'),
    offer_calendar_id: uuid('offer_calendar_id').references(() => calendars.id, { onDelete: 'set null' }),
    offer_start_at: tstz('offer_start_at'),
    offer_expires_at: tstz('offer_expires_at'),
    schedule_id: uuid('schedule_id'),
    passed_slots: jsonb('passed_slots').$type<string[]>().notNull().default([]),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('waitlist_entries_company_status_idx').on(t.company_id, t.status, t.created_at)],
);
