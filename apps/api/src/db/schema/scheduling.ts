import { boolean, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { companies, type TWorkdayRow } from './companies.js';

// The scheduling issue owns these tables and extends them; the foundation needs them for the demo seed.
export const calendars = pgTable('calendars', {
  id: id(),
  company_id: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description'),
  color: text('color').notNull(),
  workdays: jsonb('workdays').$type<TWorkdayRow[]>().notNull(),
  is_active: boolean('is_active').notNull().default(true),
  slots_increment_in_minutes: integer('slots_increment_in_minutes').notNull().default(30),
  notify_advance_in_hours: integer('notify_advance_in_hours').notNull().default(24),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const services = pgTable(
  'services',
  {
    id: id(),
    company_id: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    duration_in_minutes: integer('duration_in_minutes').notNull(),
    price_type: text('price_type').$type<'uninformed' | 'fixed' | 'range'>().notNull().default('fixed'),
    price: integer('price'),
    price_max: integer('price_max'),
    expected_recurrence_in_days: integer('expected_recurrence_in_days'),
    is_active: boolean('is_active').notNull().default(true),
    image_url: text('image_url'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('services_company_slug_unique').on(t.company_id, t.slug)],
);

export const serviceCalendars = pgTable(
  'service_calendars',
  {
    service_id: uuid('service_id').notNull().references(() => services.id, { onDelete: 'cascade' }),
    calendar_id: uuid('calendar_id').notNull().references(() => calendars.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.service_id, t.calendar_id] })],
);
