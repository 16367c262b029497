import { useQuery } from '@tanstack/react-query';
import type { TChatPersonalityDto } from '@agenda/shared/schemas/admin-ai-tools';
import { graphqlQuery } from '@/lib/http/graphql';

/** A secretary personality kept by the platform's staff (/admin/chat_personality). */
export type TChatPersonality = TChatPersonalityDto;

const QUERY = `query chatPersonalities($company_id: ID!) {
  user_get_chat_personalities(company_id: $company_id) { slug name description is_active }
}`;

export function useChatPersonalities(companyId: string) {
  return useQuery({
    queryKey: ['chat-personalities', companyId],
    queryFn: async () =>
      (
        await graphqlQuery<{ user_get_chat_personalities: TChatPersonality[] }>('user', 'chatPersonalities', QUERY, {
          company_id: companyId,
        })
      ).user_get_chat_personalities,
  });
}
