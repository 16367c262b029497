import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns.js';

export type TSessionKind = 'user' | 'admin' | 'client';

/** Every token points at one row here, so a session can be listed and revoked. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    kind: text('kind').$type<TSessionKind>().notNull(),
    subject_id: uuid('subject_id').notNull(),
    company_id: uuid('company_id'),
    device: jsonb('device').$type<Record<string, unknown> | null>(),
    device_hash: text('device_hash'),
    ip: text('ip'),
    user_agent: text('user_agent'),
    created_at: createdAt(),
    last_used_at: tstz('last_used_at').notNull().defaultNow(),
    expires_at: tstz('expires_at').notNull(),
    revoked_at: tstz('revoked_at'),
    /** Set on a user session an admin opened as the company owner: it ends with that admin session. */
    impersonator_session_id: uuid('impersonator_session_id'),
  },
  (t) => [index('sessions_subject_idx').on(t.kind, t.subject_id)],
);

export const twoFactorCodes = pgTable(
  'two_factor_codes',
  {
    id: id(),
    phone: text('phone').notNull(),
    action: text('action').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    expires_at: tstz('expires_at').notNull(),
    consumed_at: tstz('consumed_at'),
    created_at: createdAt(),
  },
  (t) => [index('two_factor_codes_phone_action_idx').on(t.phone, t.action, t.created_at)],
);
