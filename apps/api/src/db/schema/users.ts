import { boolean, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, updatedAt } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    password_hash: text('password_hash'),
    sharing_code: text('sharing_code').notNull(),
    username: text('username'),
    whatsapp_remote_jid: text('whatsapp_remote_jid'),
    milestones: jsonb('milestones').$type<Record<string, unknown>>().notNull().default({}),
    avatar_path: text('avatar_path'),
    role: text('role').$type<'user' | 'admin'>().notNull().default('user'),
    timezone: text('timezone').notNull().default('America/Sao_Paulo'),
    last_company_selected_id: uuid('last_company_selected_id'),
    referral_code: text('referral_code'),
    /** Set when the user signed in with Google granting calendar.readonly and asked to sync calendars. */
    has_google_calendar_integration: boolean('has_google_calendar_integration').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_unique').on(t.phone),
    uniqueIndex('users_sharing_code_unique').on(t.sharing_code),
  ],
);

export const admins = pgTable(
  'admins',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    password_hash: text('password_hash').notNull(),
    timezone: text('timezone').notNull().default('America/Sao_Paulo'),
    /** admin_roles row (admin.ts); null = no powers unless this is the super-admin. */
    role_id: uuid('role_id'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('admins_email_unique').on(sql`lower(${t.email})`)],
);
