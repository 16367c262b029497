import { http } from '@/lib/http/client';

/** POST /user/auth/sign_out revokes the session on the server. */
export async function signOut(): Promise<void> {
  await http.post('/user/auth/sign_out', {}, { silent: true });
}

/** POST /admin/auth/sign_out revokes the admin session, and with it the owner sessions it opened (impersonation). */
export async function signOutAdmin(): Promise<void> {
  await http.post('/admin/auth/sign_out', {}, { silent: true });
}
