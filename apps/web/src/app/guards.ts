// Route guards (docs/spec.md §4 "Navigation", §6): none, check-auth, check-admin-auth.
// A guard runs as the route's loader, so it can allow, block (throw) or redirect.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isAdminLoggedIn, isUserLoggedIn } from '@/stores/user-store';
import { encodeRedirect } from '@/lib/redirect';
import type { TGuardName } from './routes/route-types';

export type TGuard = (args: LoaderFunctionArgs) => Promise<Response | null> | Response | null;

async function checkAuth({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = url.pathname + url.search;
  if (!isUserLoggedIn()) {
    throw redirect(`/login?redirect_to=${encodeRedirect(target)}`);
  }
  const { ensureUserSession } = await import('@/lib/session/ensure-session');
  const ok = await ensureUserSession();
  if (!ok) throw redirect(`/login?redirect_to=${encodeRedirect(target)}`);
  const { routeBlockRedirect } = await import('@/lib/session/route-blocking');
  const blocked = routeBlockRedirect(url.pathname);
  if (blocked) throw redirect(blocked);
  return null;
}

async function checkAdminAuth() {
  if (!isAdminLoggedIn()) throw redirect('/admin/login');
  const { ensureAdminSession } = await import('@/lib/session/ensure-session');
  const ok = await ensureAdminSession();
  if (!ok) throw redirect('/admin/login');
  return null;
}

const GUARDS: Record<TGuardName, TGuard | null> = {
  none: null,
  'check-auth': checkAuth,
  'check-admin-auth': checkAdminAuth,
};

/** The guard of a route; an unknown guard name is a programming error and throws. */
export function resolveGuard(name: string): TGuard | null {
  if (!Object.prototype.hasOwnProperty.call(GUARDS, name)) {
    throw new Error(`Unknown route guard: ${name}`);
  }
  return GUARDS[name as TGuardName];
}
