import { z } from 'zod';
import type { TCompanyUserRole } from '@agenda/shared/company';
import type { TAppContext, TAuth } from '../../lib/context.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import { findMembership } from './repo-members.js';

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
  const member = await findMembership(ctx.db, companyId, auth.subjectId);
  if (!member) throw notFound('Empresa não encontrada.');
  if (roles && !roles.includes(member.role)) throw forbidden('Seu papel nesta empresa não permite esta ação.');
  return { companyId, userId: auth.subjectId, role: member.role, calendarIds: member.calendar_ids };
}
