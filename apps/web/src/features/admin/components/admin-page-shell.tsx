import { useEffect, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/loader';
import { LoadError } from '@/components/ui/load-error';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { focusRing } from '@/components/ui/ui-classes';
import { useLeafRouteTitle } from '@/lib/page-title';

/** One back-office page: the document title, a heading, actions on the right, then the content. */
export function AdminPageShell({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  // The heading names the record ("Barbearia Demo"); the route names the section shown of it
  // ("Agendas da empresa"), so each back-office route keeps a title of its own.
  const section = useLeafRouteTitle();
  useEffect(() => {
    const parts = section && !title.startsWith(section) ? [section, title] : [title];
    document.title = [...parts, 'Painel', 'Agenda Inteligente'].join(' · ');
  }, [title, section]);
  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 sm:px-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
          {subtitle ? <p className="mt-1 text-sm text-muted-foreground">{subtitle}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}

/** Loading and error states of a query, then its content. */
export function QueryState<T>({
  query,
  title,
  children,
}: {
  query: { data: T | undefined; isPending: boolean; error: unknown; refetch: () => unknown };
  title: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) return <LoadError title={title} error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <div className="flex justify-center py-16">
      <Spinner size="lg" />
    </div>
  );
}

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });
const dateOnly = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });

/** DD/MM/AAAA HH:mm in Brasília time (the staff's timezone). */
export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—');
export const formatDate = (iso: string | null | undefined) => (iso ? dateOnly.format(new Date(iso)) : '—');

export const TABLE = 'w-full min-w-[640px] text-left text-sm';

/**
 * The box a wide table scrolls sideways in on a phone: focusable and named, so the keyboard can scroll
 * it too (a scroll region with nothing focusable inside is out of the keyboard's reach otherwise).
 */
export function TableScroll({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn('overflow-x-auto rounded-xl border border-border', focusRing, className)}
    >
      {children}
    </div>
  );
}
export const TH = 'px-3 py-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground';
export const TD = 'px-3 py-2.5 align-top';

/** Previous/next page buttons under a paged list, with the total. */
export function Pager({
  total,
  page,
  pageSize,
  noun,
  onPage,
}: {
  total: number;
  page: number;
  pageSize: number;
  noun: [string, string];
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label="Paginação" className="flex items-center justify-between text-sm text-muted-foreground">
      <span>
        {total} {total === 1 ? noun[0] : noun[1]}
      </span>
      <span className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Anterior
        </Button>
        <Button variant="outline" size="sm" disabled={page * pageSize >= total} onClick={() => onPage(page + 1)}>
          Próxima
        </Button>
      </span>
    </nav>
  );
}
