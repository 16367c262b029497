import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns.js';
import { automations } from './automations.js';
import { companies } from './companies.js';
import { clients } from './clients.js';
import { schedules } from './scheduling.js';
import { messages } from './secretary.js';

/**
 * Owned by lib/jobs (the job runner, decision record 0014): delayed, keyed and recurring jobs. A job
 * is inserted in the transaction of the change it follows; one live (pending or running) job per
 * (name, key), so enqueuing again is idempotent and re-planning moves the live one.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    name: text('name').notNull(),
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state').$type<'pending' | 'running' | 'done' | 'failed' | 'canceled'>().notNull().default('pending'),
    run_at: tstz('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lease_owner: text('lease_owner'),
    locked_until: tstz('locked_until'),
    last_error: text('last_error'),
    created_at: createdAt(),
    finished_at: tstz('finished_at'),
  },
  (t) => [
    uniqueIndex('jobs_one_live_per_key').on(t.name, t.key).where(sql`${t.state} in ('pending', 'running') and ${t.key} is not null`),
    index('jobs_due_idx').on(t.run_at).where(sql`${t.state} in ('pending', 'running')`),
  ],
);

export type TScheduledMessageType =
  | 'schedule_reminder'
  | 'after_schedule'
  | 'before_schedule'
  | 'after_cancel_schedule'
  | 'after_service_interest_and_not_scheduled'
  | 'auto_pilot'
  | 'birthday'
  | 'manual';

/** Owned by modules/scheduled-messages: a message planned for a client, sent through the secretary's outbox when due. */
export const scheduledMessages = pgTable(
  'scheduled_messages',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    schedule_id: uuid('schedule_id').references(() => schedules.id, { onDelete: 'cascade' }),
    /** The automation that planned it (source 'automation'). */
    automation_id: uuid('automation_id').references(() => automations.id, { onDelete: 'set null' }),
    type: text('type').$type<TScheduledMessageType>().notNull(),
    source: text('source').$type<'schedule' | 'automation' | 'manual' | 'auto_pilot'>().notNull(),
    channel: text('channel').$type<'whatsapp' | 'instagram'>().notNull().default('whatsapp'),
    content: text('content').notNull(),
    /** When it goes out (already moved out of the quiet hours and past the daily cap). */
    due_at: tstz('due_at').notNull(),
    status: text('status').$type<'pending' | 'sent' | 'failed' | 'canceled'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    /** The outbox row (messages) that carried it. */
    message_id: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    sent_at: tstz('sent_at'),
    canceled_at: tstz('canceled_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('scheduled_messages_company_due_idx').on(t.company_id, t.due_at),
    index('scheduled_messages_schedule_idx').on(t.schedule_id),
  ],
);
