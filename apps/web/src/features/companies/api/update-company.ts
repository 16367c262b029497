import type { TCompanyUpdateBody } from '@agenda/shared/schemas/company';
import { http } from '@/lib/http/client';
import type { TSessionCompany } from '@/lib/session/types';

/** POST /user/{id}/company/update */
export async function updateCompany({ id, body }: { id: string | number; body: TCompanyUpdateBody }): Promise<TSessionCompany> {
  const { data } = await http.post<{ company: TSessionCompany }>(`/user/${id}/company/update`, body);
  return data.company;
}
