import type { TCompanyStoreBody } from '@agenda/shared/schemas/company';
import { http } from '@/lib/http/client';
import type { TSessionCompany } from '@/lib/session/types';

/**
 * POST /user/company/store with the two-factor-code header (action company_store). Without a code
 * (null) it only works for the first company right after sign-up, whose code still proves the phone.
 */
export async function storeCompany({ body, code }: { body: TCompanyStoreBody; code: string | null }): Promise<TSessionCompany> {
  const { data } = await http.post<{ company: TSessionCompany }>('/user/company/store', body, {
    ...(code ? { headers: { 'two-factor-code': code } } : { silent: true }),
  });
  return data.company;
}
