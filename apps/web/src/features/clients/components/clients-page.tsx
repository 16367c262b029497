import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Plus, Search, Tags, TriangleAlert, Users } from 'lucide-react';
import { CHANNEL_LABELS, CHANNELS } from '@agenda/shared/channel';
import { CRM_STAGE_LABELS, CRM_STAGES } from '@agenda/shared/crm';
import { LAST_VISIT_FILTERS, LAST_VISIT_LABELS } from '@agenda/shared/schemas/clients';
import { formatPhone } from '@agenda/shared/phone';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { inTz, tzOf } from '@/lib/dates';
import { errorMessage } from '@/lib/http/errors';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSelectedCompany } from '@/stores/company-store';
import { useClientTags } from '../api/client-writes';
import { useClientPages, type TClientFilters } from '../api/get-clients';
import { ClientFormModal } from './client-form-modal';
import { TagChips } from './tag-chips';
import { TagManagerModal } from './tag-manager-modal';

const ALL = 'all';
const MONTHS = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
];
const opts = (entries: [string, string][]) => [{ value: ALL, label: 'Todos' }, ...entries.map(([value, label]) => ({ value, label }))];

/** /app/clientes: search by name, phone or e-mail, filters, pages of 50 and the client form. */
export function ClientsPage() {
  const company = useSelectedCompany();
  const companyId = company ? String(company.id) : null;
  const timezone = tzOf(company);
  const [params] = useSearchParams();
  const [search, setSearch] = useState(params.get('busca') ?? '');
  const [filters, setFilters] = useState<Record<'tag' | 'stage' | 'last_visit' | 'birthday_month' | 'channel', string>>({
    tag: ALL,
    stage: CRM_STAGES.find((s) => s === params.get('etapa')) ?? ALL,
    last_visit: ALL,
    birthday_month: ALL,
    channel: ALL,
  });
  const [creating, setCreating] = useState(false);
  const [managingTags, setManagingTags] = useState(false);
  const debounced = useDebouncedValue(search.trim(), 300);
  const query = Object.fromEntries(
    Object.entries({ ...filters, search: debounced }).filter(([, v]) => v && v !== ALL),
  ) as unknown as TClientFilters;
  const pages = useClientPages(companyId, query);
  const tags = useClientTags(companyId);
  const list = pages.data?.pages.flatMap((p) => p.clients) ?? [];
  const set = (key: keyof typeof filters) => (value: string) => setFilters((f) => ({ ...f, [key]: value }));

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4 sm:p-6" data-testid="clients-page">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-foreground">Clientes</h1>
          <p className="text-sm text-muted-foreground">Busque por nome, telefone ou e-mail.</p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" leftIcon={<Tags />} onClick={() => setManagingTags(true)}>
            Etiquetas
          </Button>
          <Button leftIcon={<Plus />} onClick={() => setCreating(true)}>
            Novo cliente
          </Button>
        </div>
      </header>
      <Input
        aria-label="Buscar cliente"
        placeholder="Nome, telefone ou e-mail"
        leftIcon={<Search />}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-5">
        <Select
          label="Etiqueta"
          value={filters.tag}
          onValueChange={set('tag')}
          options={opts((tags.data ?? []).map((t) => [t.name, t.name]))}
        />
        <Select
          label="Etapa"
          value={filters.stage}
          onValueChange={set('stage')}
          options={opts(CRM_STAGES.map((s) => [s, CRM_STAGE_LABELS[s]]))}
        />
        <Select
          label="Última visita"
          value={filters.last_visit}
          onValueChange={set('last_visit')}
          options={opts(LAST_VISIT_FILTERS.map((v) => [v, LAST_VISIT_LABELS[v]]))}
        />
        <Select
          label="Aniversário"
          value={filters.birthday_month}
          onValueChange={set('birthday_month')}
          options={opts(MONTHS.map((m, i) => [String(i + 1), m]))}
        />
        <Select
          label="Canal"
          value={filters.channel}
          onValueChange={set('channel')}
          options={opts(CHANNELS.filter((c) => c !== 'test').map((c) => [c, CHANNEL_LABELS[c]]))}
        />
      </div>
      {pages.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-14 rounded-xl" />
          ))}
        </div>
      ) : pages.isError ? (
        <EmptyState
          icon={<TriangleAlert />}
          title="Não foi possível carregar os clientes"
          description={errorMessage(pages.error)}
          action={<Button onClick={() => void pages.refetch()}>Tentar de novo</Button>}
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<Users />}
          title={debounced || Object.keys(query).length ? 'Nenhum cliente encontrado' : 'Nenhum cliente ainda'}
          description={
            debounced || Object.keys(query).length
              ? 'Tente outra busca ou limpe os filtros.'
              : 'Cadastre o primeiro cliente ou aguarde as conversas da secretária.'
          }
          action={
            <Button leftIcon={<Plus />} onClick={() => setCreating(true)}>
              Novo cliente
            </Button>
          }
        />
      ) : (
        <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface" aria-label="Lista de clientes">
          {list.map((c) => (
            <li key={c.id}>
              <Link
                to={`/app/clientes/${c.id}/timeline`}
                className="flex flex-col gap-1 px-4 py-3 hover:bg-surface-muted sm:flex-row sm:items-center sm:gap-4"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-foreground">{c.name}</span>
                  <span className="block truncate text-sm text-muted-foreground">
                    {[c.phone ? formatPhone(c.phone) : null, c.email].filter(Boolean).join(' · ') || 'Sem contato'}
                  </span>
                </span>
                <TagChips tags={c.tags} defined={tags.data} />
                <span className="text-xs text-muted-foreground sm:w-36 sm:text-right">
                  {CRM_STAGE_LABELS[c.crm_stage]}
                  <br />
                  {c.last_visit_at ? `Última visita ${inTz(c.last_visit_at, timezone).format('DD/MM/YYYY')}` : 'Sem visitas'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {pages.hasNextPage ? (
        <Button variant="outline" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          Carregar mais
        </Button>
      ) : null}
      {creating ? <ClientFormModal companyId={companyId} open onOpenChange={setCreating} tags={tags.data ?? []} /> : null}
      {managingTags ? <TagManagerModal companyId={companyId} open onOpenChange={setManagingTags} tags={tags.data ?? []} /> : null}
    </div>
  );
}
