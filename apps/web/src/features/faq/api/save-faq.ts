import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFaqData } from '@agenda/shared/schemas/secretary';
import { http } from '@/lib/http/client';
import type { TFaq } from './faq-types';
import { faqsQueryKey } from './get-faqs';

/** POST /user/{company}/general/update_or_create with entity 'faq' (id null creates). */
async function saveFaq(companyId: string, id: string | null, data: TFaqData): Promise<TFaq> {
  const res = await http.post<{ data: TFaq }>(`/user/${companyId}/general/update_or_create`, { entity: 'faq', id, data });
  return res.data.data;
}

export function useSaveFaq(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['faqs', 'save'],
    mutationFn: ({ id, data }: { id: string | null; data: TFaqData }) => saveFaq(companyId, id, data),
    onSuccess: () => client.invalidateQueries({ queryKey: faqsQueryKey(companyId) }),
  });
}
