import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { TNotificationType } from '@agenda/shared/notification';
import { createdAt, id, tstz } from './columns.js';
import { companies } from './companies.js';
import { users } from './users.js';

/** Owned by modules/notifications: one row per company user (the navbar bell, /app/notificacoes). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<TNotificationType>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    read_at: tstz('read_at'),
    created_at: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.user_id, t.company_id, t.created_at)],
);
