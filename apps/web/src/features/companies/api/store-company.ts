import type { TCompanyStoreBody } from '@agenda/shared/schemas/company';
import { http } from '@/lib/http/client';
import type { TSessionCompany } from '@/lib/session/types';

/** POST /user/company/store with the two-factor-code header (action company_store). */
export async function storeCompany({ body, code }: { body: TCompanyStoreBody; code: string }): Promise<TSessionCompany> {
  const { data } = await http.post<{ company: TSessionCompany }>('/user/company/store', body, { headers: { 'two-factor-code': code } });
  return data.company;
}
