// Admin sign-in by e-mail link (docs/spec.md §2 email_auth_token): ask for a link, then trade the link's
// token for an admin session when it comes back on /admin/login?email_auth_token=….
import { http } from '@/lib/http/client';
import { HttpError } from '@/lib/http/errors';
import { navigateTo } from '@/lib/navigation';
import type { TSessionAdmin } from '@/lib/session/types';
import { useUserStore } from '@/stores/user-store';
import { toast } from '@/stores/toast-store';

/** POST /admin/auth/email_token/send: the same answer whether or not the e-mail is an admin's. */
export async function requestAdminEmailLink(email: string): Promise<string> {
  const { data } = await http.post<{ message: string }>('/admin/auth/email_token/send', { email }, { retries: 0 });
  return data.message;
}

/** POST /admin/auth/email_token/verify, then the admin area; a used or expired link says so on /admin/login. */
export async function finishAdminEmailSignIn(token: string): Promise<boolean> {
  try {
    const { data } = await http.post<{ token: string; admin: TSessionAdmin }>(
      '/admin/auth/email_token/verify',
      { token },
      { silent: true, retries: 0 },
    );
    const store = useUserStore.getState();
    store.setToken('admin', data.token);
    store.setAdmin(data.admin);
    navigateTo('/admin/empresas');
    return true;
  } catch (error) {
    const known = error instanceof HttpError && error.status && error.status < 500 && error.message;
    toast.error(known ? error.message : 'Não foi possível entrar com este link. Tente de novo ou peça um novo link.');
    return false;
  }
}
