import { http } from '@/lib/http/client';
import { useUserStore } from '@/stores/user-store';
import { loadUser } from './login-sequence';
import { logout } from './logout';
import type { TSessionAdmin } from './types';

let userLoad: Promise<boolean> | null = null;
let adminLoad: Promise<boolean> | null = null;

/** Loads the logged user once; true when a user session is ready. */
export function ensureUserSession(): Promise<boolean> {
  if (useUserStore.getState().user) return Promise.resolve(true);
  if (!useUserStore.getState().tokens.user) return Promise.resolve(false);
  userLoad ??= loadUser()
    .then(() => true)
    .catch(() => false)
    .finally(() => {
      userLoad = null;
    });
  return userLoad;
}

/** Loads the admin once (GET /admin/auth/get); a failure logs the admin out. */
export function ensureAdminSession(): Promise<boolean> {
  const s = useUserStore.getState();
  if (s.admin) return Promise.resolve(true);
  if (!s.tokens.admin) return Promise.resolve(false);
  adminLoad ??= http
    .get<{ admin: TSessionAdmin; token?: string }>('/admin/auth/get', { silent: true })
    .then(({ data }) => {
      useUserStore.getState().setAdmin(data.admin);
      if (data.token) useUserStore.getState().setToken('admin', data.token);
      return true;
    })
    .catch(() => {
      logout('admin');
      return false;
    })
    .finally(() => {
      adminLoad = null;
    });
  return adminLoad;
}
