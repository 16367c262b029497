import { QueryProvider } from '../query-provider';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from './brand-logo';
import { ThemeToggle } from './theme-toggle';

export function AffiliatesLayout() {
  return (
    <QueryProvider>
      <div className="flex min-h-dvh flex-col">
        <header className="border-b border-border bg-surface">
          <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-3 px-4">
            <BrandLogo to="/afiliados/home" textFromSm />
            <nav className="flex items-center gap-1">
              <Link
                to="/afiliados/home"
                className="whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground"
              >
                Início
              </Link>
              <Link
                to="/app/agendamentos"
                className="whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground"
              >
                Voltar ao app
              </Link>
              <ThemeToggle />
            </nav>
          </div>
        </header>
        <main className="flex-1">
          <Outlet />
        </main>
      </div>
    </QueryProvider>
  );
}
