import { QueryProvider } from '../../query-provider';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { on } from '@/lib/events';
import { reloadCompanies } from '@/lib/session/login-sequence';
import { AppModals } from './app-modals';
import { AppNavbar } from './app-navbar';
import { AppSidebar } from './app-sidebar';
import { ImpersonationBanner } from './impersonation-banner';
import { OnboardingBanner } from './onboarding-checklist';
import { useSelectedCompany } from '@/stores/company-store';

/** Live company_update (and user reload) events refresh the company list. */
function useLiveReload() {
  useEffect(() => {
    const reload = () => void reloadCompanies().catch(() => undefined);
    const offs = [on('companies:reload', reload), on('user:reload', reload)];
    return () => offs.forEach((o) => o());
  }, []);
}

export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const company = useSelectedCompany();
  useLiveReload();
  useEffect(() => on('menus:collapse', () => setMenuOpen(false)), []);

  return (
    <QueryProvider>
      <div className="flex min-h-dvh bg-background">
        <AppSidebar open={menuOpen} onClose={() => setMenuOpen(false)} />
        <div className="flex min-w-0 flex-1 flex-col">
          <ImpersonationBanner />
          <AppNavbar onMenu={() => setMenuOpen(true)} />
          <OnboardingBanner company={company} />
          <main className="min-w-0 flex-1">
            <Outlet />
          </main>
        </div>
        <AppModals />
      </div>
    </QueryProvider>
  );
}
