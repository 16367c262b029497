import type { TLandingSection } from '@agenda/shared/schemas/public-content';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TErrorReportDelivery } from '@agenda/shared/schemas/admin';
import { createdAt, id, tstz, updatedAt } from './columns.js';

/** Blog articles (docs/spec.md §3); published when published_at is set and not in the future. */
export const articles = pgTable(
  'articles',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Plain text; blank lines separate paragraphs. */
    content: text('content').notNull(),
    category: text('category').$type<'tutorials' | 'tips' | 'news' | 'guides' | 'articles'>().notNull().default('articles'),
    image_url: text('image_url'),
    published_at: tstz('published_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('articles_slug_unique').on(t.slug), index('articles_published_idx').on(t.published_at)],
);

/** Campaign pages at /lp/{identifier}; the identifier may span several path segments. */
export const landingPages = pgTable(
  'landing_pages',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    sections: jsonb('sections').$type<TLandingSection[]>().notNull().default([]),
    published_at: tstz('published_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('landing_pages_identifier_unique').on(t.identifier)],
);

/** Error reports from the apps (POST /general/slack/notify), kept whether or not Slack took them. */
export const platformLogs = pgTable(
  'platform_logs',
  {
    id: id(),
    type: text('type').notNull(),
    message: text('message').notNull(),
    fingerprint: text('fingerprint').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    delivery: text('delivery').$type<TErrorReportDelivery>().notNull().default('stored'),
    created_at: createdAt(),
  },
  (t) => [index('platform_logs_fingerprint_idx').on(t.fingerprint, t.created_at)],
);
