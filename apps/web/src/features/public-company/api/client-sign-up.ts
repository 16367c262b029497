import { ZClientSignUpBody, type TClientSignUpBody } from '@agenda/shared/schemas/auth';
import type { TSessionClient } from '@/lib/session/types';
import { http } from '@/lib/http/client';

/** POST /client/{company}/auth/sign_up: { name, phone }, the code in the two-factor-code header (the code of client_sign_in or client_sign_up). */
export async function clientSignUp({
  slug,
  body,
  code,
}: {
  slug: string;
  body: TClientSignUpBody;
  code: string;
}): Promise<{ token: string; client: TSessionClient }> {
  const { data } = await http.post<{ token: string; client: TSessionClient }>(
    `/client/${encodeURIComponent(slug)}/auth/sign_up`,
    ZClientSignUpBody.parse(body),
    {
      headers: { 'two-factor-code': code },
    },
  );
  return data;
}
