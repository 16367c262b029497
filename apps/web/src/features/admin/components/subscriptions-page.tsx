// /admin/assinaturas: every company's current subscription with the upcoming/overdue filters; a row
// opens the company's bills (Pix confirmed by hand, refunds through Stripe).
import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarDays, ChevronDown, CreditCard, Search } from 'lucide-react';
import { ADMIN_SUBSCRIPTION_FILTERS } from '@agenda/shared/schemas/admin-pages';
import { Button } from '@/components/ui/button';
import { formatCents } from '@/components/ui/currency-input';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Pill } from '@/components/ui/pill';
import { Select } from '@/components/ui/select';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminSubscriptions } from '../api/pages-api';
import type { TAdminSubscriptionRow } from '../api/page-types';
import { AdminPageShell, formatDate, Pager, QueryState } from './admin-page-shell';
import { BillsPanel } from './bills-panel';

const FILTER_LABEL: Record<(typeof ADMIN_SUBSCRIPTION_FILTERS)[number], string> = {
  all: 'Todas',
  upcoming: 'Vencendo em 7 dias',
  overdue: 'Vencidas',
};

export function SubscriptionStatus({ s }: { s: Pick<TAdminSubscriptionRow, 'is_active' | 'status_label'> }) {
  return (
    <Pill type={s.is_active ? 'success' : 'warning'} dot>
      {s.status_label}
    </Pill>
  );
}

function SubscriptionItem({ s }: { s: TAdminSubscriptionRow }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="rounded-xl border border-border bg-surface p-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="min-w-0 flex-1">
          <Link to={`/admin/empresas/${s.company_id}/assinatura`} className="font-semibold text-primary underline-offset-2 hover:underline">
            {s.company_name}
          </Link>
          <span className="block text-xs text-muted-foreground">
            {s.plan_title} · {formatCents(s.total_value + s.extra_features_total_value)}/mês
            {s.cancel_at_period_end ? ' · cancela no fim do período' : ''}
          </span>
        </div>
        <span className="text-xs text-muted-foreground">Vence em {formatDate(s.end_at)}</span>
        <SubscriptionStatus s={s} />
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={open}
          rightIcon={<ChevronDown className={open ? 'rotate-180' : ''} />}
          onClick={() => setOpen((v) => !v)}
        >
          Cobranças
        </Button>
      </div>
      {open ? (
        <div className="mt-3">
          <BillsPanel companyId={s.company_id} />
        </div>
      ) : null}
    </li>
  );
}

export function AdminSubscriptionsPage() {
  const [filter, setFilter] = useState<(typeof ADMIN_SUBSCRIPTION_FILTERS)[number]>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);
  const query = useAdminSubscriptions({ filter, search: debounced || undefined, page });
  return (
    <AdminPageShell
      title="Assinaturas"
      subtitle="A assinatura atual de cada empresa: vencimentos próximos, vencidas, Pix manual e reembolsos."
      actions={
        <Button variant="outline" leftIcon={<CalendarDays />} asChild>
          <Link to="/admin/assinaturas/calendario">Calendário</Link>
        </Button>
      }
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_240px]">
        <Input
          aria-label="Buscar empresa"
          placeholder="Nome ou endereço da empresa"
          leftIcon={<Search />}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        <Select
          aria-label="Filtro"
          value={filter}
          onValueChange={(v) => {
            setFilter(v as typeof filter);
            setPage(1);
          }}
          options={ADMIN_SUBSCRIPTION_FILTERS.map((f) => ({ value: f, label: FILTER_LABEL[f] }))}
        />
      </div>
      <QueryState query={query} title="Não foi possível carregar as assinaturas">
        {(data) =>
          data.subscriptions.length === 0 ? (
            <EmptyState variant="inline" icon={CreditCard} title="Nenhuma assinatura" description="Nada com este filtro." />
          ) : (
            <>
              <ul aria-label="Assinaturas" className="space-y-2">
                {data.subscriptions.map((s) => (
                  <SubscriptionItem key={s.id} s={s} />
                ))}
              </ul>
              <Pager total={data.total} page={page} pageSize={data.page_size} noun={['assinatura', 'assinaturas']} onPage={setPage} />
            </>
          )
        }
      </QueryState>
    </AdminPageShell>
  );
}
