import { http } from '@/lib/http/client';

/** POST /user/auth/sign_in: empty body, phone and two-factor-code in headers. */
export async function signIn({ phone, code }: { phone: string; code: string }): Promise<string> {
  const { data } = await http.post<{ token: string }>('/user/auth/sign_in', {}, { headers: { phone, 'two-factor-code': code } });
  return data.token;
}
