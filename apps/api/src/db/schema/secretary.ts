import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns.js';
import { companies, companyIntegrations } from './companies.js';
import { users } from './users.js';
import { clients } from './clients.js';

/** Provider secrets of an integration, kept out of `company_integrations.meta` (which the app shell reads). */
export const integrationCredentials = pgTable('integration_credentials', {
  integration_id: uuid('integration_id')
    .primaryKey()
    .references(() => companyIntegrations.id, { onDelete: 'cascade' }),
  access_token: text('access_token'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  updated_at: updatedAt(),
});

/** One conversation per client per channel (and per integration for messaging channels). */
export const chats = pgTable(
  'chats',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    integration_id: uuid('integration_id').references(() => companyIntegrations.id, { onDelete: 'set null' }),
    /** Provider address of the client: normalised remote_jid, IGSID, or the playground e-mail. */
    remote_id: text('remote_id').notNull(),
    display_name: text('display_name').notNull(),
    last_message_at: tstz('last_message_at'),
    last_message_preview: text('last_message_preview'),
    unread_count: integer('unread_count').notNull().default(0),
    is_transferred_to_human: boolean('is_transferred_to_human').notNull().default(false),
    transferred_at: tstz('transferred_at'),
    assistant_suspended_until: tstz('assistant_suspended_until'),
    /** When set, the assistant answers the client messages received since the last turn at this time. */
    reply_due_at: tstz('reply_due_at'),
    last_turn_at: tstz('last_turn_at'),
    last_sentiment: integer('last_sentiment'),
    average_sentiment: doublePrecision('average_sentiment'),
    sentiment_count: integer('sentiment_count').notNull().default(0),
    brain_state: jsonb('brain_state').$type<Record<string, unknown>>().notNull().default({}),
    /** The safety layer's own state (pending proposal, last offer); brains never write it. */
    dialogue_state: jsonb('dialogue_state').$type<Record<string, unknown>>().notNull().default({}),
    admin_tags: text('admin_tags').array().notNull().default([]),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('chats_company_channel_remote_unique').on(t.company_id, t.channel, t.remote_id),
    index('chats_company_last_message_idx').on(t.company_id, t.last_message_at),
    index('chats_reply_due_idx').on(t.reply_due_at).where(sql`${t.reply_due_at} is not null`),
    // A client's latest chat (the channel a scheduled message or a reminder goes to).
    index('chats_client_last_message_idx').on(t.client_id, t.last_message_at),
  ],
);

/**
 * Every message of a chat. Outgoing ones (role ai/user/admin on a real channel) are the outbox:
 * written with delivery_status 'pending', sent by the dispatcher, marked 'sent' once.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    chat_id: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'client' | 'admin' | 'ai'>().notNull(),
    content: text('content').notNull(),
    content_type: text('content_type').$type<'text' | 'image' | 'audio' | 'video' | 'document' | 'other'>().notNull().default('text'),
    media: jsonb('media').$type<Record<string, unknown> | null>(),
    /** The client's file, stored under the company (served at /uploads/…); null when not downloaded. */
    media_url: text('media_url'),
    media_mime_type: text('media_mime_type'),
    media_size: integer('media_size'),
    media_kind: text('media_kind').$type<'image' | 'audio' | 'video' | 'document'>(),
    /** Audio transcribed through the LLM provider; the brain reads it as the client's text. */
    transcription: text('transcription'),
    /** Provider message id (wamid, Evolution key id, Instagram mid). */
    external_id: text('external_id'),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    sentiment: integer('sentiment'),
    delivery_status: text('delivery_status').$type<'pending' | 'sending' | 'sent' | 'delivered' | 'read' | 'failed'>(),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: tstz('next_attempt_at'),
    locked_until: tstz('locked_until'),
    /** Claim token of the process sending it (fences the outcome write; see lib/leases.ts). */
    lease_owner: text('lease_owner'),
    last_error: text('last_error'),
    sent_at: tstz('sent_at'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    created_at: createdAt(),
  },
  (t) => [
    index('messages_chat_created_idx').on(t.chat_id, t.created_at),
    // The dashboard's secretary card reads a company's messages of a period.
    index('messages_company_created_idx').on(t.company_id, t.created_at),
    uniqueIndex('messages_company_external_unique').on(t.company_id, t.external_id).where(sql`${t.external_id} is not null`),
    index('messages_outbox_idx').on(t.next_attempt_at).where(sql`${t.delivery_status} = 'pending'`),
    // The dispatcher claims the oldest message on its way (dispatcher.ts): walked in this order, it stops at the first.
    index('messages_on_its_way_idx').on(t.created_at).where(sql`${t.delivery_status} in ('pending', 'sending')`),
  ],
);

/** Webhook deliveries, stored under the provider's id before they are acknowledged. */
export const inboundEvents = pgTable(
  'inbound_events',
  {
    id: id(),
    provider: text('provider').$type<'whatsapp_cloud' | 'evolution' | 'instagram'>().notNull(),
    provider_event_id: text('provider_event_id').notNull(),
    kind: text('kind').notNull(),
    integration_id: uuid('integration_id').references(() => companyIntegrations.id, { onDelete: 'cascade' }),
    company_id: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'pending' | 'processing' | 'done' | 'ignored' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    locked_until: tstz('locked_until'),
    lease_owner: text('lease_owner'),
    error: text('error'),
    created_at: createdAt(),
    processed_at: tstz('processed_at'),
  },
  (t) => [
    uniqueIndex('inbound_events_provider_unique').on(t.provider, t.provider_event_id),
    index('inbound_events_pending_idx').on(t.created_at).where(sql`${t.status} in ('pending', 'processing')`),
  ],
);

/** Questions the assistant answers by similarity (docs/spec.md §3 "faqs"). */
export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    service_id: uuid('service_id'),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    order: integer('order').notNull().default(0),
    type: text('type').notNull().default('general'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('faqs_company_idx').on(t.company_id, t.order)],
);

/** One row per brain turn, for the admin's ai_model_run page. */
export const aiModelRuns = pgTable(
  'ai_model_runs',
  {
    id: id(),
    company_id: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    chat_id: uuid('chat_id').references(() => chats.id, { onDelete: 'set null' }),
    brain: text('brain').$type<'embedded' | 'openai'>().notNull(),
    model: text('model').notNull(),
    prompt_tokens: integer('prompt_tokens').notNull().default(0),
    completion_tokens: integer('completion_tokens').notNull().default(0),
    total_tokens: integer('total_tokens').notNull().default(0),
    latency_ms: integer('latency_ms').notNull().default(0),
    tool_calls: jsonb('tool_calls').$type<unknown[]>().notNull().default([]),
    error: text('error'),
    /** The brain's dialogue state after this turn (admin chat logs). */
    dialogue_state: jsonb('dialogue_state').$type<Record<string, unknown> | null>(),
    created_at: createdAt(),
  },
  (t) => [index('ai_model_runs_company_idx').on(t.company_id, t.created_at)],
);
