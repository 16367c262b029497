import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicCompanyDto } from '@agenda/shared/schemas/scheduling-dto';
import { publicGet } from './public-fetch';

/** GET /client/{company}/public/company: profile, active services and calendars of an active company. */
function getPublicCompany(slug: string): Promise<TPublicCompanyDto> {
  return publicGet<TPublicCompanyDto>(`/client/${encodeURIComponent(slug)}/public/company`);
}

function publicCompanyQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['public-company', slug] as const,
    queryFn: () => getPublicCompany(slug),
    staleTime: 60_000,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
  });
}

export function usePublicCompany(slug: string) {
  return useQuery(publicCompanyQueryOptions(slug));
}
