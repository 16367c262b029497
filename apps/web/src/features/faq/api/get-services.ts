import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlQuery } from '@/lib/http/graphql';

interface TFaqService {
  id: string;
  title: string;
}

const QUERY = `query faqServices($company_id: ID!) { user_get_services(company_id: $company_id, active_only: true) { id title } }`;

/** The company's active services, to tie an answer to one of them (optional). */
async function getFaqServices(companyId: string): Promise<TFaqService[]> {
  const data = await graphqlQuery<{ user_get_services: TFaqService[] }>('user', 'faqServices', QUERY, { company_id: companyId });
  return data.user_get_services;
}

function faqServicesQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: ['faqs', companyId, 'services'] as const,
    queryFn: () => getFaqServices(companyId),
    staleTime: 5 * 60_000,
  });
}

export function useFaqServices(companyId: string | null) {
  return useQuery({ ...faqServicesQueryOptions(companyId ?? ''), enabled: Boolean(companyId) });
}
