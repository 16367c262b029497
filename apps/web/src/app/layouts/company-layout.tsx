import { Link, Outlet, useParams } from 'react-router';
import { CalendarCheck } from 'lucide-react';
import { PublicAvatar } from '@/features/public-company/components/public-avatar';
import { usePublicCompany } from '@/features/public-company/api/get-public-company';
import { useRouteTitle } from '@/lib/page-title';
import { QueryProvider } from '../query-provider';

function CompanyHeader({ slug }: { slug: string }) {
  const { data } = usePublicCompany(slug);
  const name = data?.company.name ?? '';
  useRouteTitle('company', name);
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-4xl items-center justify-between gap-3 px-4">
        <Link
          to={`/${slug}`}
          className="flex min-w-0 items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-ring"
          data-testid="company-header-name"
        >
          {data ? (
            <PublicAvatar name={name} src={data.company.avatar_url} size="sm" />
          ) : (
            <span className="size-8 shrink-0 animate-pulse rounded-[28%] bg-surface-muted" />
          )}
          <span className="truncate font-semibold text-foreground">{name}</span>
        </Link>
        <Link
          to={`/${slug}/minha-conta/agendamentos`}
          className="inline-flex h-10 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-medium text-primary hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-ring"
        >
          <CalendarCheck className="size-4" aria-hidden />
          <span className="sm:hidden">Minha conta</span>
          <span className="max-sm:hidden">Meus agendamentos</span>
        </Link>
      </div>
    </header>
  );
}

/** Public page of a company: header with the company, the page, a footer. */
export function CompanyLayout() {
  const { company_slug = '' } = useParams();
  return (
    <QueryProvider>
      <div className="flex min-h-dvh flex-col bg-background">
        <CompanyHeader slug={company_slug} />
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
    </QueryProvider>
  );
}
