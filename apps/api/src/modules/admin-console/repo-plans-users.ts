// Plans (/admin/plans with their extra features) and users (/admin/usuarios with sessions, companies, events).
import { and, asc, count, desc, eq, ilike, ne, or } from 'drizzle-orm';
import type { TAdminPlanBody } from '@agenda/shared/schemas/admin-pages';
import { companies, companyUsers, plans, platformEvents, users } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { listSessions } from '../sessions/service.js';

const PAGE = 30;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function listAllPlans(ctx: TAppContext) {
  return ctx.db.select().from(plans).orderBy(desc(plans.is_active), asc(plans.total_value), asc(plans.id));
}

export async function findPlanOr404(ctx: TAppContext, id: string) {
  const [row] = await ctx.db.select().from(plans).where(eq(plans.id, id)).limit(1);
  if (!row) throw notFound('Plano não encontrado.');
  return row;
}

/** Creates or updates a plan; total = price − discount, and one default plan at most (the sign-up trial's). */
export async function savePlan(ctx: TAppContext, id: string | null, body: TAdminPlanBody) {
  const values = { ...body, total_value: body.base_value - body.discount_value };
  if (values.is_default && !values.is_active) throw conflict('O plano padrão precisa estar ativo.');
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = id
        ? await tx.update(plans).set(values).where(eq(plans.id, id)).returning()
        : await tx.insert(plans).values(values).returning();
      if (!row) throw notFound('Plano não encontrado.');
      if (row.is_default)
        await tx
          .update(plans)
          .set({ is_default: false })
          .where(and(ne(plans.id, row.id), eq(plans.is_default, true)));
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('Já existe um plano com este identificador.');
    throw err;
  }
}

const userShape = { id: users.id, name: users.name, email: users.email, phone: users.phone, created_at: users.created_at };

export async function listAdminUsers(ctx: TAppContext, q: { search?: string; page: number }) {
  const like = q.search ? `%${escapeLike(q.search)}%` : null;
  const filter = like ? or(ilike(users.name, like), ilike(users.email, like), ilike(users.phone, like)) : undefined;
  const rows = await ctx.db
    .select(userShape)
    .from(users)
    .where(filter)
    .orderBy(desc(users.created_at), asc(users.id))
    .limit(PAGE)
    .offset((q.page - 1) * PAGE);
  const [total] = await ctx.db.select({ n: count() }).from(users).where(filter);
  return { users: rows, total: total?.n ?? 0, page: q.page, page_size: PAGE };
}

/** One user's page: profile, sessions (newest first), companies with the role, platform events. */
export async function adminUserPage(ctx: TAppContext, id: string) {
  const [user] = await ctx.db.select(userShape).from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw notFound('Usuário não encontrado.');
  const memberOf = await ctx.db
    .select({ id: companies.id, name: companies.name, slug: companies.slug, role: companyUsers.role, is_blocked: companies.is_blocked })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.company_id))
    .where(eq(companyUsers.user_id, id))
    .orderBy(asc(companies.name));
  const events = await ctx.db
    .select({
      id: platformEvents.id,
      event_name: platformEvents.event_name,
      value: platformEvents.value,
      created_at: platformEvents.created_at,
    })
    .from(platformEvents)
    .where(eq(platformEvents.user_id, id))
    .orderBy(desc(platformEvents.created_at))
    .limit(50);
  const sessions = (await listSessions(ctx, 'user', id)).map(({ device_hash: _hash, ...s }) => s);
  return { user, companies: memberOf, sessions, events };
}
