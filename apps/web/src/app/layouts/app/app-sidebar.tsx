import { NavLink } from 'react-router';
import { Lock, X } from 'lucide-react';
import { companyRoleOf, roleAllows } from '@/lib/company-role';
import { hasExtraFeature, useCompanyFeatures } from '@/features/integrations/api/get-extra-features';
import { useSelectedCompany } from '@/stores/company-store';
import { useUserStore } from '@/stores/user-store';
import { BrandLogo } from '../brand-logo';
import { APP_NAV } from './nav-items';
import { CompanySwitcher } from './company-switcher';
import { OnboardingChecklist } from './onboarding-checklist';

export function AppSidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const company = useSelectedCompany();
  const userId = useUserStore((s) => s.user?.id);
  const role = companyRoleOf(company, userId);
  const groups = APP_NAV.map((g) => ({ ...g, items: g.items.filter((i) => roleAllows(role, i.access)) })).filter((g) => g.items.length);
  const features = useCompanyFeatures(company?.id ? String(company.id) : null);
  // Items of extra features the plan lacks lead to the subscription page (never to a page that refuses).
  const locked = (feature?: string) => Boolean(feature && company?.slug && features.data && !hasExtraFeature(features.data, feature));
  return (
    <>
      <div
        aria-hidden
        onClick={onClose}
        className={`fixed inset-0 z-40 bg-overlay transition-opacity lg:hidden ${open ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      />
      <aside
        aria-label="Menu principal"
        data-testid="app-sidebar"
        className={`fixed inset-y-0 left-0 z-50 flex w-72 flex-col border-r border-border bg-surface transition-transform duration-200 lg:sticky lg:top-0 lg:z-auto lg:h-dvh lg:translate-x-0 ${
          open ? 'translate-x-0 shadow-xl' : '-translate-x-full'
        }`}
      >
        <div className="flex h-16 shrink-0 items-center justify-between px-4">
          <BrandLogo to="/app/agendamentos" />
          <button
            type="button"
            onClick={onClose}
            aria-label="Fechar menu"
            className="flex size-10 items-center justify-center rounded-lg text-muted-foreground hover:bg-surface-muted lg:hidden"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <div className="px-3 pb-3">
          <CompanySwitcher className="w-full" />
        </div>
        <nav className="min-h-0 flex-1 overflow-y-auto px-3 pb-4">
          <div className="mb-4">
            <OnboardingChecklist company={company} />
          </div>
          {groups.map((group) => (
            <div key={group.label} className="mb-4">
              <p className="px-2 pb-1 text-[11px] font-semibold uppercase tracking-wider text-subtle-foreground">{group.label}</p>
              <ul className="space-y-0.5">
                {group.items.map(({ to, label, icon: Icon, feature }) => (
                  <li key={to}>
                    <NavLink
                      to={locked(feature) ? `/app/empresas/${company!.slug}/assinatura` : to}
                      aria-label={locked(feature) ? `${label} (não incluído no plano: ver assinatura)` : undefined}
                      data-locked={locked(feature) || undefined}
                      end
                      className={({ isActive }) =>
                        `flex h-10 items-center gap-3 rounded-lg px-2.5 text-sm font-medium transition-colors ${
                          isActive
                            ? 'bg-primary-soft text-primary-soft-foreground'
                            : 'text-muted-foreground hover:bg-surface-muted hover:text-foreground'
                        }`
                      }
                    >
                      <Icon className="size-[18px] shrink-0" aria-hidden />
                      <span className="truncate">{label}</span>
                      {locked(feature) ? (
                        <span className="ml-auto inline-flex shrink-0 items-center gap-1 rounded-full bg-warning-soft px-2 py-0.5 text-[11px] font-semibold text-warning-soft-foreground">
                          <Lock className="size-3" aria-hidden />
                          Extra
                        </span>
                      ) : null}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </aside>
    </>
  );
}
