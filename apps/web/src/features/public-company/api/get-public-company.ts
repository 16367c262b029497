import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicCompanyDto } from '@agenda/shared/schemas/scheduling-dto';
import { publicGet } from './public-fetch';

/** GET /client/{company}/public/company: profile, active services and calendars of an active company. */
function getPublicCompany(slug: string): Promise<TPublicCompanyDto> {
  return publicGet<TPublicCompanyDto>(`/client/${encodeURIComponent(slug)}/public/company`);
}

/**
 * The company's public data the server wrote into the page (apps/api plugins/company-og.ts) when the page
 * was loaded at this company's address: the page renders from it at once instead of asking again.
 */
function dataInPage(slug: string): TPublicCompanyDto | undefined {
  // Rendered on the server (src/app/prerender/company-pages.tsx), the data is already in the query's cache.
  if (typeof document === 'undefined') return undefined;
  const block = document.getElementById('public-company-data');
  if (block?.dataset.slug !== slug.toLowerCase()) return undefined;
  try {
    return JSON.parse(block.textContent ?? '') as TPublicCompanyDto;
  } catch {
    return undefined;
  }
}

export const publicCompanyQueryKey = (slug: string) => ['public-company', slug] as const;

function publicCompanyQueryOptions(slug: string) {
  return queryOptions({
    queryKey: publicCompanyQueryKey(slug),
    queryFn: () => getPublicCompany(slug),
    initialData: () => dataInPage(slug),
    // As fresh as the page it came with.
    initialDataUpdatedAt: performance.timeOrigin,
    staleTime: 60_000,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
  });
}

export function usePublicCompany(slug: string) {
  return useQuery(publicCompanyQueryOptions(slug));
}
