import { z } from 'zod';
import { defaultWorkdays } from '@agenda/shared/company';
import type { TCompanyStoreBody, TCompanyUpdateBody } from '@agenda/shared/schemas/company';
import type { TAppContext } from '../../lib/context.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { setLastCompanySelected } from '../users/service.js';
import { currentSubscriptions, startTrial } from '../subscriptions/service.js';
import {
  companiesOfUser,
  findActiveCompanyRow,
  findCompanyRow,
  insertCompanyWithOwner,
  integrationsOfCompanies,
  slugsLike,
  updateCompanyRow,
  type TCompanyRow,
} from './repo.js';
import { insertOwnerCalendar } from './repo-first-calendar.js';
import { firstFreeSlug, isReservedSlug, slugify } from './slug.js';

export type { TCompanyRow } from './repo.js';

async function freeSlugFor(ctx: TAppContext, name: string): Promise<string> {
  const base = slugify(name);
  return firstFreeSlug(base, new Set(await slugsLike(ctx.db, base)));
}

/** Creates the company, makes the caller its owner and starts the trial, all or nothing. */
export async function storeCompany(ctx: TAppContext, ownerId: string, body: TCompanyStoreBody): Promise<TCompanyRow> {
  const now = ctx.now();
  for (let attempt = 0; attempt < 3; attempt++) {
    const slug = await freeSlugFor(ctx, body.name);
    try {
      const company = await ctx.db.transaction(async (tx) => {
        const row = await insertCompanyWithOwner(tx, {
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
        });
        await insertOwnerCalendar(tx as never, row);
        await startTrial(tx, now, row.id, body.signup_plan_identifier);
        return row;
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
    const row = await updateCompanyRow(ctx.db, companyId, { ...body, updated_at: ctx.now() });
    if (!row) throw notFound('Empresa não encontrada.');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Este endereço já está em uso por outra empresa.');
    throw error;
  }
}

export async function findCompanyById(ctx: TAppContext, id: string): Promise<TCompanyRow | undefined> {
  return findCompanyRow(ctx.db, id);
}

/** Public pages and client sign-in address a company by slug (or id); inactive ones do not exist for them. */
export async function findActiveCompany(ctx: TAppContext, slugOrId: string): Promise<TCompanyRow> {
  const byId = z.uuid().safeParse(slugOrId).success;
  const row = await findActiveCompanyRow(ctx.db, byId ? { id: slugOrId } : { slug: slugOrId.toLowerCase() });
  if (!row) throw notFound('Empresa não encontrada.');
  return row;
}

export function companyDto(c: TCompanyRow) {
  return c;
}

/** The companies of a user with what the app shell needs: integrations, subscription, membership. */
export async function listUserCompanies(ctx: TAppContext, userId: string) {
  const rows = await companiesOfUser(ctx.db, userId);
  const ids = rows.map((r) => r.company.id);
  const [integrations, subs] = await Promise.all([integrationsOfCompanies(ctx.db, ids), currentSubscriptions(ctx, ids)]);
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
