import { http } from '@/lib/http/client';

/** POST /user/auth/check_phone_exists */
export async function checkPhoneExists(phone: string): Promise<boolean> {
  const { data } = await http.post<{ exists: boolean }>('/user/auth/check_phone_exists', { phone });
  return data.exists;
}
