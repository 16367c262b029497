// Session identities (docs/spec.md §6): the user, admin and client each keep their own token,
// stored in cookies for 30 days.
import { create } from 'zustand';
import { SESSION_COOKIE_MAX_AGE_SECONDS } from '@agenda/shared/timings';
import { USER_STORE_DEFAULT_TIMEZONE } from '@agenda/shared/defaults';
import { deleteCookie, getCookie, setCookie } from '@/lib/cookies';
import type { TSessionAdmin, TSessionClient, TSessionType, TSessionUser } from '@/lib/session/types';

const TOKEN_COOKIE: Record<TSessionType, string> = {
  user: 'token_user',
  admin: 'token_admin',
  client: 'token_client',
};

interface UserState {
  tokens: Record<TSessionType, string | null>;
  user: TSessionUser | null;
  admin: TSessionAdmin | null;
  client: TSessionClient | null;
  /** The session kind of the last login. */
  type: TSessionType | null;
  timezone: string;
  /** Admins may switch off the inactive-subscription block while inspecting a company. */
  ignoreInactiveSubscription: boolean;
  setToken: (type: TSessionType, token: string | null) => void;
  setUser: (user: TSessionUser | null) => void;
  setAdmin: (admin: TSessionAdmin | null) => void;
  setClient: (client: TSessionClient | null) => void;
  setIgnoreInactiveSubscription: (v: boolean) => void;
  clear: (type: TSessionType) => void;
  reset: () => void;
}

function readTokens(): Record<TSessionType, string | null> {
  if (typeof document === 'undefined') return { user: null, admin: null, client: null };
  return {
    user: getCookie(TOKEN_COOKIE.user) ?? null,
    admin: getCookie(TOKEN_COOKIE.admin) ?? null,
    client: getCookie(TOKEN_COOKIE.client) ?? null,
  };
}

export const useUserStore = create<UserState>()((set) => ({
  tokens: readTokens(),
  user: null,
  admin: null,
  client: null,
  type: null,
  timezone: USER_STORE_DEFAULT_TIMEZONE,
  ignoreInactiveSubscription: false,

  setToken(type, token) {
    if (token) setCookie(TOKEN_COOKIE[type], token, SESSION_COOKIE_MAX_AGE_SECONDS);
    else deleteCookie(TOKEN_COOKIE[type]);
    set((s) => ({ tokens: { ...s.tokens, [type]: token }, type: token ? type : s.type }));
  },
  setUser(user) {
    set((s) => ({ user, timezone: user?.timezone ?? s.timezone }));
  },
  setAdmin(admin) {
    set({ admin });
  },
  setClient(client) {
    set({ client });
  },
  setIgnoreInactiveSubscription(v) {
    set({ ignoreInactiveSubscription: v });
  },
  clear(type) {
    deleteCookie(TOKEN_COOKIE[type]);
    set((s) => ({
      tokens: { ...s.tokens, [type]: null },
      type: s.type === type ? null : s.type,
      ...(type === 'user' ? { user: null } : type === 'admin' ? { admin: null } : { client: null }),
    }));
  },
  reset() {
    for (const t of Object.keys(TOKEN_COOKIE) as TSessionType[]) deleteCookie(TOKEN_COOKIE[t]);
    set({
      tokens: { user: null, admin: null, client: null },
      user: null,
      admin: null,
      client: null,
      type: null,
      timezone: USER_STORE_DEFAULT_TIMEZONE,
      ignoreInactiveSubscription: false,
    });
  },
}));

export function isUserLoggedIn(): boolean {
  return Boolean(useUserStore.getState().tokens.user);
}

export function isAdminLoggedIn(): boolean {
  return Boolean(useUserStore.getState().tokens.admin);
}

/** Which stored token a request path uses (docs/spec.md §6/§7). */
export function sessionTypeForPath(path: string): TSessionType | null {
  const p = path.replace(/^https?:\/\/[^/]+/, '');
  if (p.startsWith('/user/')) return 'user';
  if (p.startsWith('/admin/')) return 'admin';
  if (p.startsWith('/client/')) return 'client';
  return null;
}
