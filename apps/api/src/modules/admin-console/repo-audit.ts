// The audit log of the back-office: every mutating admin call writes one row (who, what, before/after).
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { adminAuditLogs, admins } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';
import { adminAccessOf } from './guard.js';

export interface TAuditEntry {
  action: string;
  target_type: string;
  target_id?: string | null;
  company_id?: string | null;
  before?: unknown;
  after?: unknown;
}

export async function writeAudit(ctx: TAppContext, request: FastifyRequest, entry: TAuditEntry): Promise<void> {
  const { admin } = adminAccessOf(request);
  await ctx.db.insert(adminAuditLogs).values({
    admin_id: admin.id,
    action: entry.action,
    target_type: entry.target_type,
    target_id: entry.target_id ?? null,
    company_id: entry.company_id ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: request.ip ?? null,
    created_at: ctx.now(),
  });
}

const PAGE = 50;

export async function listAudit(ctx: TAppContext, q: { company_id?: string; admin_id?: string; action?: string; page: number }) {
  const where: SQL[] = [];
  if (q.admin_id) where.push(eq(adminAuditLogs.admin_id, q.admin_id));
  if (q.company_id) where.push(eq(adminAuditLogs.company_id, q.company_id));
  if (q.action) where.push(eq(adminAuditLogs.action, q.action));
  const rows = await ctx.db
    .select({ log: adminAuditLogs, admin_email: admins.email, admin_name: admins.name })
    .from(adminAuditLogs)
    .innerJoin(admins, eq(admins.id, adminAuditLogs.admin_id))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(adminAuditLogs.created_at))
    .limit(PAGE + 1)
    .offset((q.page - 1) * PAGE);
  // The admin filter's choices (the staff table is small); the actions are the web's known list.
  const staff = await ctx.db.select({ id: admins.id, name: admins.name, email: admins.email }).from(admins).orderBy(admins.email);
  return {
    admins: staff,
    page: q.page,
    logs: rows.slice(0, PAGE).map((r) => ({ ...r.log, admin: { email: r.admin_email, name: r.admin_name } })),
    has_more: rows.length > PAGE,
  };
}
