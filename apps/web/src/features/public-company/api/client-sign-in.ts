import type { TSessionClient } from '@/lib/session/types';
import { http } from '@/lib/http/client';

/**
 * POST /client/{company}/auth/sign_in: { phone }, the code in the two-factor-code header (action client_sign_in).
 * A valid code of a phone that is not a client answers 404 and stays usable for the sign-up. Errors are not
 * toasted here: the caller tells a 404 (ask the name) from a real failure.
 */
export async function clientSignIn({
  slug,
  phone,
  code,
}: {
  slug: string;
  phone: string;
  code: string;
}): Promise<{ token: string; client: TSessionClient }> {
  const { data } = await http.post<{ token: string; client: TSessionClient }>(
    `/client/${encodeURIComponent(slug)}/auth/sign_in`,
    { phone },
    { headers: { 'two-factor-code': code }, silent: true },
  );
  return data;
}
