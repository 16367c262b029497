import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TServiceDto } from '@agenda/shared/schemas/scheduling-dto';
import { graphqlQuery } from '@/lib/http/graphql';
import { SERVICE_FIELDS } from './fields';
import { schedulingKeys } from './keys';

type Id = string | number;

/** user_get_services(company_id, active_only). */
async function getServices(companyId: Id, activeOnly = false): Promise<TServiceDto[]> {
  const data = await graphqlQuery<{ user_get_services: TServiceDto[] }>(
    'user',
    'user_get_services',
    `query($company_id: ID!, $active_only: Boolean) { user_get_services(company_id: $company_id, active_only: $active_only) { ${SERVICE_FIELDS} } }`,
    { company_id: String(companyId), active_only: activeOnly },
  );
  return data.user_get_services;
}

function servicesQueryOptions(companyId: Id | null | undefined) {
  return queryOptions({
    queryKey: schedulingKeys.services(companyId ?? 'none'),
    queryFn: () => getServices(companyId!),
    enabled: Boolean(companyId),
    staleTime: 60_000,
    select: (list: TServiceDto[]) => [...list].sort((a, b) => a.title.localeCompare(b.title, 'pt-BR')),
  });
}

export function useServices(companyId: Id | null | undefined) {
  return useQuery(servicesQueryOptions(companyId));
}
