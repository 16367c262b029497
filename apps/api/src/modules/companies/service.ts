import { and, eq, inArray, like, or } from 'drizzle-orm';
import { z } from 'zod';
import { defaultWorkdays } from '@agenda/shared/company';
import type { TCompanyStoreBody, TCompanyUpdateBody } from '@agenda/shared/schemas/company';
import { companies, companyIntegrations, companyUsers } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { setLastCompanySelected } from '../users/service.js';
import { currentSubscriptions, startTrial } from '../subscriptions/service.js';
import { firstFreeSlug, isReservedSlug, slugify } from './slug.js';

export type TCompanyRow = typeof companies.$inferSelect;

async function freeSlugFor(ctx: TAppContext, name: string): Promise<string> {
  const base = slugify(name);
  const taken = await ctx.db
    .select({ slug: companies.slug })
    .from(companies)
    .where(or(eq(companies.slug, base), like(companies.slug, `${base}-%`)));
  return firstFreeSlug(base, new Set(taken.map((t) => t.slug)));
}

/** Creates the company, makes the caller its owner and starts the trial, all or nothing. */
export async function storeCompany(ctx: TAppContext, ownerId: string, body: TCompanyStoreBody): Promise<TCompanyRow> {
  const now = ctx.now();
  for (let attempt = 0; attempt < 3; attempt++) {
    const slug = await freeSlugFor(ctx, body.name);
    try {
      const company = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(companies)
          .values({
            owner_id: ownerId,
            name: body.name,
            slug,
            field: body.field,
            phone: body.phone ?? null,
            description: body.description ?? null,
            timezone: body.timezone ?? 'America/Sao_Paulo',
            currency: body.currency ?? 'BRL',
            signup_plan_identifier: body.signup_plan_identifier ?? null,
            workdays: defaultWorkdays(),
            onboarding: {},
          })
          .returning();
        await tx.insert(companyUsers).values({ company_id: row!.id, user_id: ownerId, role: 'owner' });
        await startTrial(tx, now, row!.id, body.signup_plan_identifier);
        return row!;
      });
      await setLastCompanySelected(ctx, ownerId, company.id);
      return company;
    } catch (error) {
      // Another company took the same slug between our read and our insert: pick the next one.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw conflict('Não foi possível reservar um endereço para a empresa. Tente outro nome.');
}

export async function updateCompany(ctx: TAppContext, companyId: string, body: TCompanyUpdateBody): Promise<TCompanyRow> {
  if (body.slug && isReservedSlug(body.slug)) throw conflict('Este endereço é reservado. Escolha outro.');
  try {
    const [row] = await ctx.db
      .update(companies)
      .set({ ...body, updated_at: ctx.now() })
      .where(eq(companies.id, companyId))
      .returning();
    if (!row) throw notFound('Empresa não encontrada.');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Este endereço já está em uso por outra empresa.');
    throw error;
  }
}

export async function findCompanyById(ctx: TAppContext, id: string): Promise<TCompanyRow | undefined> {
  const [row] = await ctx.db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

/** Public pages and client sign-in address a company by slug (or id); inactive ones do not exist for them. */
export async function findActiveCompany(ctx: TAppContext, slugOrId: string): Promise<TCompanyRow> {
  const byId = z.uuid().safeParse(slugOrId).success;
  const [row] = await ctx.db
    .select()
    .from(companies)
    .where(and(byId ? eq(companies.id, slugOrId) : eq(companies.slug, slugOrId.toLowerCase()), eq(companies.is_active, true)))
    .limit(1);
  if (!row) throw notFound('Empresa não encontrada.');
  return row;
}

export function companyDto(c: TCompanyRow) {
  return c;
}

/** The companies of a user with what the app shell needs: integrations, subscription, membership. */
export async function listUserCompanies(ctx: TAppContext, userId: string) {
  const rows = await ctx.db
    .select({ company: companies, member: companyUsers })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.company_id))
    .where(eq(companyUsers.user_id, userId))
    .orderBy(companies.name);
  const ids = rows.map((r) => r.company.id);
  const [integrations, subs] = await Promise.all([
    ids.length ? ctx.db.select().from(companyIntegrations).where(inArray(companyIntegrations.company_id, ids)) : Promise.resolve([]),
    currentSubscriptions(ctx, ids),
  ]);
  return rows.map(({ company, member }) => {
    const own = integrations.filter((i) => i.company_id === company.id).map(({ webhook_secret: _secret, ...rest }) => rest);
    return {
      ...companyDto(company),
      integrations: own,
      whatsapp_integration: own.find((i) => i.channel === 'whatsapp' && i.connection_status !== 'removed') ?? null,
      current_subscription: subs.get(company.id) ?? null,
      logged_user_company_user: { id: member.id, role: member.role, calendar_ids: member.calendar_ids },
    };
  });
}
