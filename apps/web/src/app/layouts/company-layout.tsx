import { Link, Outlet, useParams } from 'react-router';

/** Public page of a company: slim header with the company address, the page, a footer. */
export function CompanyLayout() {
  const { company_slug } = useParams();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex h-14 max-w-4xl items-center justify-between px-4">
          <Link to={`/${company_slug ?? ''}`} className="truncate font-semibold text-foreground">
            {company_slug}
          </Link>
          <Link to={`/${company_slug ?? ''}/minha-conta/agendamentos`} className="text-sm font-medium text-primary">
            Minha conta
          </Link>
        </div>
      </header>
      <main className="flex-1">
        <Outlet />
      </main>
      <footer className="py-6 text-center text-xs text-subtle-foreground">
        Agendamento online por{' '}
        <Link to="/" className="font-medium text-muted-foreground hover:text-foreground">
          Agenda Inteligente
        </Link>
      </footer>
    </div>
  );
}
