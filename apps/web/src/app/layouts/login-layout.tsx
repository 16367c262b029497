import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { prefetchOnIdle } from '@/lib/prefetch-on-idle';
import { BrandLogo } from './brand-logo';
import { ThemeToggle } from './theme-toggle';

// TanStack Query comes with the login pages that read server data (routes/with-query-provider.ts), not
// with /login; fetched once idle so the sign-up and password pages open as fast as before.
const loadQueryProvider = () => import('../query-provider-page');

export function LoginLayout() {
  useEffect(() => prefetchOnIdle(loadQueryProvider), []);
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between px-4">
        <BrandLogo />
        <ThemeToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:items-center sm:pt-0">
        <Outlet />
      </main>
    </div>
  );
}
