import { http } from '@/lib/http/client';

/** POST /client/{company}/auth/check_phone_exists. */
export async function checkClientPhone({ slug, phone }: { slug: string; phone: string }): Promise<boolean> {
  const { data } = await http.post<{ exists: boolean }>(`/client/${encodeURIComponent(slug)}/auth/check_phone_exists`, { phone });
  return data.exists;
}
