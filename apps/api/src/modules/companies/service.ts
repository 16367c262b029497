import { z } from 'zod';
import { defaultWorkdays, type TOnboardingStep } from '@agenda/shared/company';
import type { TCompanyStoreBody, TCompanyUpdateBody } from '@agenda/shared/schemas/company';
import type { TAppContext } from '../../lib/context.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { setLastCompanySelected } from '../users/service.js';
import { startTrial, subscriptionDto } from '../subscriptions/service.js';
import { readLoggedUser } from './repo-logged-user.js';
import {
  findActiveCompanyRow,
  findCompanyRow,
  findCompanyRowPrepared,
  insertCompanyWithOwner,
  slugsLike,
  updateCompanyRow,
  type TCompanyRow,
} from './repo.js';
import { insertOwnerCalendar } from './repo-first-calendar.js';
import { batchRead } from '../../lib/batch-reads.js';
import { onRoot } from '../../lib/prepared.js';
import { firstFreeSlug, isReservedSlug, slugify } from './slug.js';
import { assertPersonalityAllowed } from './personalities.js';

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
  await assertPersonalityAllowed(ctx, companyId, body.chat_personality_slug);
  try {
    const row = await updateCompanyRow(ctx.db, companyId, { ...body, updated_at: ctx.now() });
    if (!row) throw notFound('Empresa não encontrada.');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Este endereço já está em uso por outra empresa.');
    throw error;
  }
}

/**
 * Marks a first-steps item done (once) and tells the company's open pages, whose checklist reloads the
 * company at once instead of after the next page load.
 */
export async function completeOnboardingStep(ctx: TAppContext, companyId: string, step: TOnboardingStep): Promise<void> {
  const company = await findCompanyRow(ctx.db, companyId);
  if (!company || company.onboarding?.[step]) return;
  await updateCompany(ctx, companyId, { onboarding: { ...company.onboarding, [step]: true } });
  ctx.hub.emit(`company_update:${companyId}`, { events: [{ name: 'company_update', data: { company_id: companyId } }] });
}

export async function findCompanyById(ctx: TAppContext, id: string): Promise<TCompanyRow | undefined> {
  // Every booking's effects read it (reminder, confirmation): once per batch of them, and prepared.
  return batchRead(ctx, `company:${id}`, () => (onRoot(ctx) ? findCompanyRowPrepared(ctx.db, id) : findCompanyRow(ctx.db, id)));
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

/** The user and their companies with what the app shell needs (integrations, subscription, membership), in one read. */
export async function loggedUserWithCompanies(ctx: TAppContext, userId: string) {
  const rows = await readLoggedUser(ctx.db, userId);
  const user = rows[0]?.user;
  if (!user) return null;
  const now = ctx.now();
  const byCompany = new Map<string, TLoggedUserRow[]>();
  for (const row of rows) if (row.company) byCompany.set(row.company.id, [...(byCompany.get(row.company.id) ?? []), row]);
  const companies = [...byCompany.values()].map((own) => {
    const { company, member, subscription, plan } = own[0]!;
    const integrations = own.flatMap((r) => (r.integration ? [(({ webhook_secret: _secret, ...rest }) => rest)(r.integration)] : []));
    return {
      ...companyDto(company!),
      integrations,
      whatsapp_integration: integrations.find((i) => i.channel === 'whatsapp' && i.connection_status !== 'removed') ?? null,
      current_subscription: subscription && plan ? subscriptionDto(now, subscription, plan, ctx.config.SUBSCRIPTION_GRACE_DAYS) : null,
      logged_user_company_user: { id: member!.id, role: member!.role, calendar_ids: member!.calendar_ids },
    };
  });
  return { user, companies };
}
type TLoggedUserRow = Awaited<ReturnType<typeof readLoggedUser>>[number];
