import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns.js';

export const platformEvents = pgTable(
  'platform_events',
  {
    id: id(),
    device_hash: text('device_hash'),
    event_id: text('event_id'),
    event_name: text('event_name').notNull(),
    event_ref: text('event_ref'),
    unit: text('unit'),
    value: text('value'),
    user_id: uuid('user_id'),
    company_id: uuid('company_id'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    created_at: createdAt(),
  },
  (t) => [index('platform_events_name_idx').on(t.event_name, t.created_at)],
);

/**
 * Messages the platform itself sends (confirmation codes) — a row first, then the send,
 * so nothing is lost and the development outbox can read them.
 */
export const platformMessages = pgTable(
  'platform_messages',
  {
    id: id(),
    channel: text('channel').notNull().default('whatsapp'),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<'pending' | 'sent' | 'failed' | 'dev_outbox'>().notNull().default('pending'),
    provider_message_id: text('provider_message_id'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    created_at: createdAt(),
    sent_at: tstz('sent_at'),
  },
  (t) => [index('platform_messages_phone_idx').on(t.phone, t.created_at)],
);

/**
 * E-mails the platform sends (admin sign-in links): like platform_messages, the row comes first, so a
 * failed send is visible and, outside production without SMTP, the development outbox can read it.
 */
export const platformEmails = pgTable(
  'platform_emails',
  {
    id: id(),
    to_email: text('to_email').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body'),
    status: text('status').$type<'pending' | 'sent' | 'failed' | 'dev_outbox'>().notNull().default('pending'),
    provider_message_id: text('provider_message_id'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    created_at: createdAt(),
    sent_at: tstz('sent_at'),
  },
  (t) => [index('platform_emails_to_idx').on(t.to_email, t.created_at)],
);
