import { index, date, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, tstz, updatedAt } from './columns.js';
import type { TTagChangeAction } from '@agenda/shared/client-timeline';
import { companies } from './companies.js';

const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucnyy';

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
    notes: text('notes'),
    /** Street address, as written by staff or brought by the explorer's import. */
    address: text('address'),
    /** Set when the client asked to be erased (LGPD): personal data gone, appointments kept for the finance history. */
    anonymized_at: tstz('anonymized_at'),
    /** Name folded (lower case, no accents) for the list order and keyset pagination. */
    sort_name: text('sort_name').generatedAlwaysAs(sql.raw(`translate(lower(name), '${ACCENTED}', '${PLAIN}')`)),
    /** Folded name, e-mail and phone digits: the one column the trigram index searches. */
    search_text: text('search_text').generatedAlwaysAs(
      sql.raw(
        `translate(lower(name), '${ACCENTED}', '${PLAIN}') || ' ' || coalesce(lower(email), '') || ' ' || regexp_replace(coalesce(phone, ''), '\\D', '', 'g')`,
      ),
    ),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('clients_company_phone_unique').on(t.company_id, t.phone).where(sql`${t.phone} is not null`),
    uniqueIndex('clients_company_jid_unique').on(t.company_id, t.whatsapp_remote_jid).where(sql`${t.whatsapp_remote_jid} is not null`),
    index('clients_company_sort_idx').on(t.company_id, t.sort_name, t.id),
    index('clients_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
    index('clients_company_stage_idx').on(t.company_id, t.crm_stage),
  ],
);

/** Company-defined client tags with their colour; clients.tags holds the names. */
export const clientTags = pgTable(
  'client_tags',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('client_tags_company_name_unique').on(t.company_id, sql`lower(${t.name})`)],
);

/** Every CRM stage change of a client (docs/spec.md §4 "CRM stages"), for the history and the timeline. */
export const clientStageChanges = pgTable(
  'client_stage_changes',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    from_stage: text('from_stage'),
    to_stage: text('to_stage').notNull(),
    /** 'user' (a member moved the card) or 'system' (a booking moved the client forward). */
    actor_kind: text('actor_kind').$type<'user' | 'system'>().notNull(),
    actor_id: uuid('actor_id'),
    created_at: createdAt(),
  },
  (t) => [index('client_stage_changes_client_idx').on(t.client_id, t.created_at)],
);

/**
 * Every tag added to, removed from or renamed on a client (append-only; clients.tags holds only the current
 * names), written in the transaction that changes the array, for the profile's timeline.
 */
export const clientTagChanges = pgTable(
  'client_tag_changes',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    action: text('action').$type<TTagChangeAction>().notNull(),
    /** The tag's name after the change (for a rename, the new name). */
    tag: text('tag').notNull(),
    /** The old name of a renamed tag; null otherwise. */
    previous_tag: text('previous_tag'),
    /** 'user' (a member, also through an import) or 'system' (an automation). */
    actor_kind: text('actor_kind').$type<'user' | 'system'>().notNull(),
    actor_id: uuid('actor_id'),
    created_at: createdAt(),
  },
  (t) => [index('client_tag_changes_client_idx').on(t.company_id, t.client_id, t.created_at)],
);
