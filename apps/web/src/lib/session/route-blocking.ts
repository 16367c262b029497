// Route blocking of docs/spec.md §4: a blocked company sends every /app/ route (except the company
// list and the company's subscription page) to /app/empresas with the company-blocked modal;
// an inactive subscription sends them to the subscription page with the upgrade drawer.
// A logged-in admin bypasses both (the subscription one only when they chose to ignore it), and a
// company an admin set to ignore the inactive-subscription check (/admin/empresas) is never sent away for it.
import { getSelectedCompany } from '@/stores/company-store';
import { useUserStore } from '@/stores/user-store';
import { queueAfterNavigation } from './after-navigation';
import type { TSessionCompany } from './types';

function isExemptPath(pathname: string): boolean {
  const p = pathname.replace(/\/+$/, '');
  return !p.startsWith('/app/') || p === '/app/empresas' || /^\/app\/empresas\/[^/]+\/assinatura$/.test(p);
}

function blockTarget(
  pathname: string,
  company: TSessionCompany | null,
  opts: { adminLoggedIn: boolean; ignoreInactiveSubscription: boolean },
): { to: string; event: 'company-blocked:open' | 'subscription-upgrade:open' } | null {
  if (!company || isExemptPath(pathname)) return null;
  if (company.is_blocked && !opts.adminLoggedIn) return { to: '/app/empresas', event: 'company-blocked:open' };
  const sub = company.current_subscription;
  const ignore = company.ignore_inactive_subscription === true || (opts.adminLoggedIn && opts.ignoreInactiveSubscription);
  if (sub && !sub.is_active && !ignore) {
    return { to: `/app/empresas/${company.slug}/assinatura`, event: 'subscription-upgrade:open' };
  }
  return null;
}

export function routeBlockRedirect(pathname: string): string | null {
  const { tokens, ignoreInactiveSubscription } = useUserStore.getState();
  const target = blockTarget(pathname, getSelectedCompany(), {
    adminLoggedIn: Boolean(tokens.admin),
    ignoreInactiveSubscription,
  });
  if (!target) return null;
  queueAfterNavigation(target.event);
  return target.to;
}
