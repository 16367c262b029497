// The client picker of the staff schedule form and the member list of the calendar form.
import type { TClientPickDto, TCompanyMemberDto } from '@agenda/shared/schemas/people-dto';
import type { TAppContext } from '../../lib/context.js';
import type { TCompanyAccess } from '../companies/access.js';
import { listCompanyUserRows, searchClientRows } from './repo-people.js';

export const CLIENT_SEARCH_MAX = 50;

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Clients of the company whose name (accent-insensitive), e-mail or phone digits contain `search`, by name. */
export async function searchClients(
  ctx: TAppContext,
  access: TCompanyAccess,
  input: { search?: string | null; limit?: number | null },
): Promise<TClientPickDto[]> {
  const text = fold((input.search ?? '').trim());
  const digits = text.replace(/\D/g, '');
  return searchClientRows(ctx.db, access.companyId, {
    text: escapeLike(text),
    digits: digits.length >= 3 ? digits : null,
    limit: Math.min(input.limit ?? 20, CLIENT_SEARCH_MAX),
  });
}

/** Every member of the company (any member may read it): who they are, their role and calendars. */
export async function listCompanyUsers(ctx: TAppContext, access: TCompanyAccess): Promise<TCompanyMemberDto[]> {
  return listCompanyUserRows(ctx.db, access.companyId);
}
