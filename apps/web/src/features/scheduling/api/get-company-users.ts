import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCompanyUserRole } from '@agenda/shared/company';
import { graphqlQuery } from '@/lib/http/graphql';
import { schedulingKeys } from './keys';

type Id = string | number;

export interface TCompanyMemberDto {
  id: string;
  user_id: string;
  name: string;
  email: string;
  role: TCompanyUserRole;
  calendar_ids: string[];
}

/** user_get_company_users(company_id): every member with role and calendars, by name. */
async function getCompanyUsers(companyId: Id): Promise<TCompanyMemberDto[]> {
  const data = await graphqlQuery<{ user_get_company_users: TCompanyMemberDto[] }>(
    'user',
    'user_get_company_users',
    `query($company_id: ID!) { user_get_company_users(company_id: $company_id) { id user_id name email role calendar_ids } }`,
    { company_id: String(companyId) },
  );
  return data.user_get_company_users;
}

function companyUsersQueryOptions(companyId: Id | null | undefined) {
  return queryOptions({
    queryKey: schedulingKeys.members(companyId ?? 'none'),
    queryFn: () => getCompanyUsers(companyId!),
    enabled: Boolean(companyId),
    staleTime: 60_000,
  });
}

export function useCompanyUsers(companyId: Id | null | undefined) {
  return useQuery(companyUsersQueryOptions(companyId));
}
