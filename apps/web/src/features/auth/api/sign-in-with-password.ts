import { http } from '@/lib/http/client';

/** POST /user/auth/sign_in_with_password */
export async function signInWithPassword(body: { email: string; password: string }): Promise<string> {
  const { data } = await http.post<{ token: string }>('/user/auth/sign_in_with_password', body);
  return data.token;
}
