import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/client';
import type { TFaq } from './faq-types';

/** GET /user/{company}/faqs, in the owner's order. */
async function getFaqs(companyId: string): Promise<TFaq[]> {
  const { data } = await http.get<{ faqs: TFaq[] }>(`/user/${companyId}/faqs`);
  return data.faqs;
}

export const faqsQueryKey = (companyId: string) => ['faqs', companyId] as const;

function faqsQueryOptions(companyId: string) {
  return queryOptions({ queryKey: faqsQueryKey(companyId), queryFn: () => getFaqs(companyId) });
}

export function useFaqs(companyId: string | null) {
  return useQuery({ ...faqsQueryOptions(companyId ?? ''), enabled: Boolean(companyId) });
}
