import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { companies } from './companies.js';

/** Owned by modules/message-templates (issue 11): the company's saved texts with {{variables}} (/app/mensagens). */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('message_templates_company_idx').on(t.company_id)],
);
