import { date, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, updatedAt } from './columns.js';
import { companies } from './companies.js';

/** The end clients of a company (people who book). One row per company and person. */
export const clients = pgTable(
  'clients',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    whatsapp_remote_jid: text('whatsapp_remote_jid'),
    instagram_username: text('instagram_username'),
    facebook_username: text('facebook_username'),
    telegram_username: text('telegram_username'),
    gender: text('gender'),
    birthday: date('birthday'),
    crm_stage: text('crm_stage').notNull().default('prospect'),
    tags: text('tags').array().notNull().default([]),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('clients_company_phone_unique').on(t.company_id, t.phone).where(sql`${t.phone} is not null`),
    uniqueIndex('clients_company_jid_unique').on(t.company_id, t.whatsapp_remote_jid).where(sql`${t.whatsapp_remote_jid} is not null`),
  ],
);
