import { http } from '@/lib/http/client';

/** POST /admin/auth/sign_in */
export async function adminSignIn(body: { email: string; password: string }): Promise<string> {
  const { data } = await http.post<{ token: string }>('/admin/auth/sign_in', body);
  return data.token;
}
