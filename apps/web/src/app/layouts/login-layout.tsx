import { QueryProvider } from '../query-provider';
import { Outlet } from 'react-router';
import { BrandLogo } from './brand-logo';
import { ThemeToggle } from './theme-toggle';

export function LoginLayout() {
  return (
    <QueryProvider>
      <div className="flex min-h-dvh flex-col bg-background">
        <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between px-4">
          <BrandLogo />
          <ThemeToggle />
        </header>
        <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:items-center sm:pt-0">
          <Outlet />
        </main>
      </div>
    </QueryProvider>
  );
}
