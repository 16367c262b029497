import type { TAutoPilotStatus } from '@agenda/shared/auto-pilot';
import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients.js';
import { companies } from './companies.js';
import { id, tstz, updatedAt } from './columns.js';

/**
 * Owned by modules/automations (auto-pilot, issue 11): one run per client walking them with messages
 * at the company's intensity; status per docs/spec.md §4 (running ↔ paused_manually, finished_messages final).
 */
export const autoPilotRuns = pgTable(
  'auto_pilot_runs',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    status: text('status').$type<TAutoPilotStatus>().notNull().default('running'),
    attempts: integer('attempts').notNull().default(0),
    next_at: tstz('next_at').notNull(),
    started_at: tstz('started_at').notNull(),
    /** Why a run finished: 'booked', 'answered' or 'attempts'. */
    finished_reason: text('finished_reason'),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('auto_pilot_runs_client_unique').on(t.client_id)],
);
