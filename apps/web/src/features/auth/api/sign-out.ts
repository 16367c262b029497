import { http } from '@/lib/http/client';

/** POST /user/auth/sign_out revokes the session on the server. */
export async function signOut(): Promise<void> {
  await http.post('/user/auth/sign_out', {}, { silent: true });
}
