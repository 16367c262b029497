import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TCompanyUserRole } from '@agenda/shared/company';
import { companyUsers } from '../../db/schema/index.js';
import type { TAppContext, TAuth } from '../../lib/context.js';
import { forbidden, notFound } from '../../lib/app-error.js';

export interface TCompanyAccess {
  companyId: string;
  userId: string;
  role: TCompanyUserRole;
  calendarIds: string[];
}

const isUuid = (v: string) => z.uuid().safeParse(v).success;

/**
 * The only way a user route gets a company id: from a checked membership. A company the caller
 * does not belong to is reported as missing (404), so its existence is not even confirmed.
 */
export async function requireCompanyAccess(
  ctx: TAppContext,
  auth: TAuth,
  companyId: string,
  roles?: readonly TCompanyUserRole[],
): Promise<TCompanyAccess> {
  if (auth.kind !== 'user' || !isUuid(companyId)) throw notFound('Empresa não encontrada.');
  const [member] = await ctx.db
    .select({ role: companyUsers.role, calendar_ids: companyUsers.calendar_ids })
    .from(companyUsers)
    .where(and(eq(companyUsers.company_id, companyId), eq(companyUsers.user_id, auth.subjectId)))
    .limit(1);
  if (!member) throw notFound('Empresa não encontrada.');
  if (roles && !roles.includes(member.role)) throw forbidden('Seu papel nesta empresa não permite esta ação.');
  return { companyId, userId: auth.subjectId, role: member.role, calendarIds: member.calendar_ids };
}
