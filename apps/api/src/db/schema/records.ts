import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns.js';
import { companies } from './companies.js';
import { clients } from './clients.js';
import { users } from './users.js';

/**
 * The prontuário (docs/spec.md §3): text records, and photo/video/audio with one stored file each. The
 * file lives in the file store (lib/storage) under `file_key` and is only ever served by a signed URL.
 */
export const clientRecords = pgTable(
  'client_records',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    text: text('text'),
    file_key: text('file_key'),
    file_mime: text('file_mime'),
    file_size: integer('file_size'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('client_records_client_idx').on(t.company_id, t.client_id, t.created_at)],
);

/** The company's own images, videos, audio and documents; the description tells the secretary when to send one. */
export const companyMedia = pgTable(
  'company_media',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    kind: text('kind').notNull(),
    file_key: text('file_key').notNull(),
    file_mime: text('file_mime').notNull(),
    file_size: integer('file_size').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('company_media_company_idx').on(t.company_id, t.created_at)],
);

/** One client import from a spreadsheet: its options, progress and the per-row report. */
export const clientImports = pgTable(
  'client_imports',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'running' | 'done' | 'failed'>().notNull(),
    file_name: text('file_name').notNull(),
    options: jsonb('options').$type<Record<string, unknown>>().notNull(),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    report: jsonb('report').$type<Record<string, unknown> | null>(),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    finished_at: tstz('finished_at'),
  },
  (t) => [index('client_imports_company_idx').on(t.company_id, t.created_at)],
);
