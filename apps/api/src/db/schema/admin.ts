import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns.js';
import { admins } from './users.js';

/** A platform-staff role: the admin permissions (packages/shared/src/admin-permissions.ts) it grants. */
export const adminRoles = pgTable(
  'admin_roles',
  {
    id: id(),
    name: text('name').notNull(),
    permissions: text('permissions').array().notNull().default([]),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('admin_roles_name_unique').on(sql`lower(${t.name})`)],
);

/** One row per mutating admin call: who, what, on which record, the record before and after. */
export const adminAuditLogs = pgTable(
  'admin_audit_logs',
  {
    id: id(),
    admin_id: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    target_type: text('target_type').notNull(),
    target_id: text('target_id'),
    company_id: uuid('company_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    ip: text('ip'),
    created_at: createdAt(),
  },
  (t) => [
    index('admin_audit_logs_created_idx').on(t.created_at),
    index('admin_audit_logs_company_idx').on(t.company_id, t.created_at),
    index('admin_audit_logs_admin_idx').on(t.admin_id, t.created_at),
  ],
);

/** The models the brains call (/admin/ai_model) and their prices in BRL cents per million tokens. */
export const aiModels = pgTable(
  'ai_models',
  {
    id: id(),
    name: text('name').notNull(),
    provider: text('provider').notNull().default('openai'),
    input_price_per_million: integer('input_price_per_million').notNull().default(0),
    output_price_per_million: integer('output_price_per_million').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('ai_models_name_unique').on(t.name)],
);

/** /admin/ai_tool: a tool the brains may call, its description and the JSON Schema of its arguments. */
export const aiTools = pgTable(
  'ai_tools',
  {
    id: id(),
    name: text('name').notNull(),
    type: text('type').$type<'schedule' | 'conversational'>().notNull(),
    description: text('description').notNull(),
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull(),
    is_active: boolean('is_active').notNull().default(true),
    /** Goes up by one on every change, so the audit log's before/after name a version. */
    version: integer('version').notNull().default(1),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('ai_tools_name_unique').on(t.name)],
);

/** /admin/chat_personality: a tone a company picks for its secretary (companies.chat_personality_slug). */
export const chatPersonalities = pgTable(
  'chat_personalities',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    instructions: text('instructions').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('chat_personalities_slug_unique').on(t.slug)],
);

/** /admin/ai_tool/snapshots: every saved version of an AI tool, kept after the tool changes or is deleted. */
export const aiToolSnapshots = pgTable(
  'ai_tool_snapshots',
  {
    id: id(),
    ai_tool_id: uuid('ai_tool_id').references(() => aiTools.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    version: integer('version').notNull(),
    type: text('type').$type<'schedule' | 'conversational'>().notNull(),
    description: text('description').notNull(),
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull(),
    is_active: boolean('is_active').notNull(),
    admin_id: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('ai_tool_snapshots_name_idx').on(t.name, t.version)],
);

/**
 * A sign-in link sent by e-mail (?email_auth_token=…): only its SHA-256 is kept, it works once
 * (used_at) and until expires_at; asking for a new one does not cancel the earlier ones.
 */
export const adminEmailTokens = pgTable(
  'admin_email_tokens',
  {
    id: id(),
    admin_id: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    ip: text('ip'),
    expires_at: tstz('expires_at').notNull(),
    used_at: tstz('used_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('admin_email_tokens_hash_unique').on(t.token_hash),
    index('admin_email_tokens_admin_idx').on(t.admin_id, t.created_at),
  ],
);
