import type { TAutomationAction, TAutomationTimeOperation, TAutomationTimeUnit, TAutomationTrigger } from '@agenda/shared/automation';
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { companies } from './companies.js';

/**
 * Owned by modules/automations (issue 11): a company's rule "when <trigger>, <offset> later/earlier,
 * send this text or tag the client", for the services listed in service_ids (empty: every service).
 * With use_service_recurrence the offset is each service's expected_recurrence_in_days (return messages).
 */
export const automations = pgTable(
  'automations',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    trigger: text('trigger').$type<TAutomationTrigger>().notNull(),
    action: text('action').$type<TAutomationAction>().notNull().default('send_message'),
    time_operation: text('time_operation').$type<TAutomationTimeOperation>().notNull(),
    time_unit: text('time_unit').$type<TAutomationTimeUnit>().notNull(),
    time_value: integer('time_value').notNull(),
    use_service_recurrence: boolean('use_service_recurrence').notNull().default(false),
    content: text('content').notNull().default(''),
    tag: text('tag'),
    service_ids: jsonb('service_ids').$type<string[]>().notNull().default([]),
    is_active: boolean('is_active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('automations_company_idx').on(t.company_id)],
);
