// Reads of the admin companies pages: the list with the sorts/filters of docs/spec.md §9 and one company's page.
import { z } from 'zod';
import { and, arrayContains, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TAdminCompaniesQuery } from '@agenda/shared/schemas/admin';
import {
  calendars,
  chats,
  clients,
  companies,
  companyIntegrations,
  companyPaymentMethods,
  companyUsers,
  platformEvents,
  schedules,
  users,
} from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';
import { notFound } from '../../lib/app-error.js';
import { currentSubscriptions } from '../subscriptions/service.js';

const PAGE = 30;

/** A subscription that lets the company work now (trial or paid, not past its end). */
const activeSubscription = (now: Date) =>
  sql<boolean>`exists (select 1 from subscriptions s where s.company_id = ${companies.id} and s.status in ('active', 'trial', 'expired') and s.end_at > ${now})`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listAdminCompanies(ctx: TAppContext, q: TAdminCompaniesQuery) {
  const now = ctx.now();
  const where: SQL[] = [];
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    where.push(or(ilike(companies.name, like), ilike(companies.slug, like), ilike(users.email, like), ilike(users.phone, like))!);
  }
  if (q.tag) where.push(arrayContains(companies.tags, [q.tag]));
  if (q.status === 'blocked') where.push(eq(companies.is_blocked, true));
  if (q.status === 'active_subscription') where.push(activeSubscription(now));
  if (q.status === 'inactive_subscription') where.push(sql`not ${activeSubscription(now)}`);
  const order = {
    subscription_active: [desc(activeSubscription(now)), desc(companies.created_at)],
    created_desc: [desc(companies.created_at)],
    created_asc: [asc(companies.created_at)],
    name_asc: [asc(sql`lower(${companies.name})`)],
    name_desc: [desc(sql`lower(${companies.name})`)],
  }[q.sort];
  const filter = where.length ? and(...where) : undefined;
  const rows = await ctx.db
    .select({ c: companies, owner_name: users.name, owner_email: users.email, owner_phone: users.phone })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.owner_id))
    .where(filter)
    .orderBy(...order, asc(companies.id))
    .limit(PAGE)
    .offset((q.page - 1) * PAGE);
  const [total] = await ctx.db.select({ n: count() }).from(companies).innerJoin(users, eq(users.id, companies.owner_id)).where(filter);
  const subs = await currentSubscriptions(
    ctx,
    rows.map((r) => r.c.id),
  );
  return {
    companies: rows.map((r) => ({
      ...companyBrief(r.c),
      owner: { name: r.owner_name, email: r.owner_email, phone: r.owner_phone },
      subscription: subs.get(r.c.id) ?? null,
    })),
    total: total?.n ?? 0,
    page: q.page,
    page_size: PAGE,
  };
}

function companyBrief(c: typeof companies.$inferSelect) {
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    field: c.field,
    tags: c.tags,
    is_blocked: c.is_blocked,
    blocked_reason: c.blocked_reason,
    ignore_inactive_subscription: c.ignore_inactive_subscription,
    feature_flags: c.feature_flags,
    timezone: c.timezone,
    created_at: c.created_at,
  };
}

export async function findCompanyOr404(ctx: TAppContext, id: string) {
  const [row] = await ctx.db.select().from(companies).where(eq(companies.id, id)).limit(1);
  if (!row) throw notFound('Empresa não encontrada.');
  return row;
}

export { companyBrief };

const countOf = async (ctx: TAppContext, table: typeof clients | typeof schedules | typeof chats, companyId: string) => {
  const [row] = await ctx.db.select({ n: count() }).from(table).where(eq(table.company_id, companyId));
  return row?.n ?? 0;
};

/** Everything the company page and its sub-pages show, in one read. */
export async function adminCompanyPage(ctx: TAppContext, id: string) {
  const c = await findCompanyOr404(ctx, id);
  const [owner] = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, c.owner_id));
  const members = await ctx.db
    .select({ user_id: users.id, name: users.name, email: users.email, phone: users.phone, role: companyUsers.role })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.user_id))
    .where(eq(companyUsers.company_id, id));
  const integrations = await ctx.db
    .select({
      id: companyIntegrations.id,
      channel: companyIntegrations.channel,
      identifier: companyIntegrations.identifier,
      connection_status: companyIntegrations.connection_status,
      connection_status_info: companyIntegrations.connection_status_info,
      last_connected_at: companyIntegrations.last_connected_at,
      disconnected_at: companyIntegrations.disconnected_at,
    })
    .from(companyIntegrations)
    .where(eq(companyIntegrations.company_id, id));
  const agendas = await ctx.db
    .select({ id: calendars.id, title: calendars.title, color: calendars.color })
    .from(calendars)
    .where(eq(calendars.company_id, id));
  const payment_methods = await ctx.db
    .select({
      id: companyPaymentMethods.id,
      gateway: companyPaymentMethods.gateway,
      brand: companyPaymentMethods.brand,
      last_four: companyPaymentMethods.last_four,
      exp_month: companyPaymentMethods.exp_month,
      exp_year: companyPaymentMethods.exp_year,
    })
    .from(companyPaymentMethods)
    .where(eq(companyPaymentMethods.company_id, id));
  const events = await ctx.db
    .select({
      id: platformEvents.id,
      event_name: platformEvents.event_name,
      value: platformEvents.value,
      created_at: platformEvents.created_at,
    })
    .from(platformEvents)
    .where(eq(platformEvents.company_id, id))
    .orderBy(desc(platformEvents.created_at))
    .limit(50);
  const subs = await currentSubscriptions(ctx, [id]);
  return {
    company: {
      ...companyBrief(c),
      description: c.description,
      phone: c.phone,
      address: c.address,
      custom_assistant_name: c.custom_assistant_name,
    },
    owner: owner ?? null,
    members,
    integrations,
    agendas,
    payment_methods,
    events,
    subscription: subs.get(id) ?? null,
    counts: {
      clients: await countOf(ctx, clients, id),
      schedules: await countOf(ctx, schedules, id),
      chats: await countOf(ctx, chats, id),
    },
  };
}

type TAdminCompanyPatch = Partial<
  Pick<typeof companies.$inferInsert, 'is_blocked' | 'blocked_reason' | 'ignore_inactive_subscription' | 'feature_flags' | 'tags'>
>;

export async function updateCompanyAsAdmin(ctx: TAppContext, id: string, patch: TAdminCompanyPatch) {
  const [row] = await ctx.db
    .update(companies)
    .set({ ...patch, updated_at: ctx.now() })
    .where(eq(companies.id, id))
    .returning();
  if (!row) throw notFound('Empresa não encontrada.');
  return row;
}

/** The company of a slug (or id) with its owner, for impersonation. */
export async function companyWithOwner(ctx: TAppContext, key: string) {
  const byKey = z.uuid().safeParse(key).success ? or(eq(companies.id, key), eq(companies.slug, key)) : eq(companies.slug, key);
  const [row] = await ctx.db
    .select({ company: companies, owner: { id: users.id, name: users.name, email: users.email } })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.owner_id))
    .where(byKey)
    .limit(1);
  if (!row) throw notFound('Empresa não encontrada.');
  return row;
}

/** One page (30) of a company's clients in name order; the search matches the folded name, the e-mail or the phone digits. */
export async function companyClients(ctx: TAppContext, companyId: string, q: { search?: string; page: number }) {
  const text = q.search
    ?.normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  const digits = q.search?.replace(/\D/g, '');
  const match = [text, digits && digits.length >= 3 ? digits : undefined]
    .filter((s): s is string => !!s)
    .map((s) => sql`${clients.search_text} like ${`%${escapeLike(s)}%`}`);
  const where = and(eq(clients.company_id, companyId), sql`${clients.anonymized_at} is null`, match.length ? or(...match) : undefined);
  const rows = await ctx.db
    .select({
      id: clients.id,
      name: clients.name,
      phone: clients.phone,
      email: clients.email,
      crm_stage: clients.crm_stage,
      tags: clients.tags,
      created_at: clients.created_at,
    })
    .from(clients)
    .where(where)
    .orderBy(asc(clients.sort_name), asc(clients.id))
    .limit(PAGE)
    .offset((q.page - 1) * PAGE);
  const [total] = await ctx.db.select({ n: count() }).from(clients).where(where);
  return { clients: rows, total: total?.n ?? 0, page: q.page, page_size: PAGE };
}
