import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
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
  (t) => [index('admin_audit_logs_created_idx').on(t.created_at), index('admin_audit_logs_company_idx').on(t.company_id, t.created_at)],
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
