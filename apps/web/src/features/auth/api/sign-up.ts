import type { TSignUpBody } from '@agenda/shared/schemas/auth';
import { http } from '@/lib/http/client';

/** POST /user/auth/sign_up with the two-factor-code header. */
export async function signUp({ body, code }: { body: TSignUpBody; code: string }): Promise<string> {
  const { data } = await http.post<{ token: string }>('/user/auth/sign_up', body, { headers: { 'two-factor-code': code } });
  return data.token;
}
