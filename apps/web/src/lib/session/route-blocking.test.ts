import { afterEach, describe, expect, it } from 'vitest';
import { useCompanyStore } from '@/stores/company-store';
import { useUserStore } from '@/stores/user-store';
import { routeBlockRedirect } from './route-blocking';
import type { TSessionCompany } from './types';

const inactive = { is_active: false } as TSessionCompany['current_subscription'];

function select(company: Partial<TSessionCompany>) {
  const full = { id: 'c1', owner_id: 'u1', slug: 'salao', name: 'Salão', ...company } as TSessionCompany;
  useCompanyStore.setState({ companies: [full], selectedId: full.id });
}

afterEach(() => {
  useCompanyStore.setState({ companies: [], selectedId: null });
  useUserStore.setState({ ignoreInactiveSubscription: false, tokens: { user: null, admin: null, client: null } });
});

describe('route blocking (docs/spec.md §4)', () => {
  it('sends an inactive subscription to the subscription page', () => {
    select({ current_subscription: inactive });
    expect(routeBlockRedirect('/app/agenda')).toBe('/app/empresas/salao/assinatura');
  });

  it('lets a company an admin set to ignore the inactive-subscription check work', () => {
    select({ current_subscription: inactive, ignore_inactive_subscription: true });
    expect(routeBlockRedirect('/app/agenda')).toBeNull();
  });

  it('still blocks a blocked company that ignores the subscription check', () => {
    select({ current_subscription: inactive, ignore_inactive_subscription: true, is_blocked: true });
    expect(routeBlockRedirect('/app/agenda')).toBe('/app/empresas');
  });
});
