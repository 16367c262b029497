// The signed-in user's role in the selected company (docs/spec.md §6) and what it allows, read from the same
// permission table the API checks (packages/shared/src/permissions.ts).
import { COMPANY_USER_ROLES, type TCompanyUserRole } from '@agenda/shared/company';
import { roleMay, type TPermission } from '@agenda/shared/permissions';
import type { TSessionCompany } from './session/types';

/** Owner when the user owns the company; else the membership's role; operation (the narrowest) when unknown. */
export function companyRoleOf(company: TSessionCompany | null | undefined, userId: string | number | null | undefined): TCompanyUserRole {
  if (company && userId !== null && userId !== undefined && String(company.owner_id) === String(userId)) return 'owner';
  const role = company?.logged_user_company_user?.role;
  return (COMPANY_USER_ROLES as readonly string[]).includes(role ?? '') ? (role as TCompanyUserRole) : 'operation';
}

/** What the sidebar and pages may offer: a permission of the table, or 'settings' (owners and admins only). */
export type TAccess = TPermission | 'settings';

export function roleAllows(role: TCompanyUserRole, access: TAccess | undefined): boolean {
  if (!access) return true;
  if (access === 'settings') return role !== 'operation';
  return roleMay(role, access);
}
