import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/client';
import { faqsQueryKey } from './get-faqs';

/** DELETE /user/{company}/general/delete with entity 'faq'. */
async function deleteFaq(companyId: string, id: string): Promise<void> {
  await http.delete(`/user/${companyId}/general/delete`, { data: { entity: 'faq', id } });
}

export function useDeleteFaq(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['faqs', 'delete'],
    mutationFn: (id: string) => deleteFaq(companyId, id),
    onSuccess: () => client.invalidateQueries({ queryKey: faqsQueryKey(companyId) }),
  });
}
