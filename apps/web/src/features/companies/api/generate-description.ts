import type { TCompanyDescriptionDto } from '@agenda/shared/schemas/company-description';
import { http } from '@/lib/http/client';

/** POST /user/{id}/company/generate_company_description */
export async function generateDescription(id: string | number): Promise<TCompanyDescriptionDto> {
  const { data } = await http.post<TCompanyDescriptionDto>(`/user/${id}/company/generate_company_description`, {});
  return data;
}
