// /admin/empresas: every company, with the sorts and filters of docs/spec.md §9; a card list on phones.
import { useState } from 'react';
import { Link } from 'react-router';
import { Building2 } from 'lucide-react';
import { ADMIN_COMPANY_TAGS, type TAdminCompaniesQuery, type TAdminCompanySort, type TAdminCompanyTag } from '@agenda/shared/schemas/admin';
import { EmptyState } from '@/components/ui/empty-state';
import { Pill } from '@/components/ui/pill';
import { Select } from '@/components/ui/select';
import { useAdminCompanies } from '../api/companies-api';
import type { TAdminCompanyRow } from '../api/admin-types';
import { COMPANY_TAG_LABELS, CompanyTagPills } from './company-tags';
import { ListSearch, useListSearch } from './list-search';
import { AdminPageShell, formatDate, Pager, QueryState, TABLE, TD, TH, TableScroll } from './admin-page-shell';

const SORTS: { value: TAdminCompanySort; label: string }[] = [
  { value: 'subscription_active', label: 'Assinatura ativa primeiro' },
  { value: 'created_desc', label: 'Mais recentes' },
  { value: 'created_asc', label: 'Mais antigas' },
  { value: 'name_asc', label: 'Nome (A–Z)' },
  { value: 'name_desc', label: 'Nome (Z–A)' },
];

const STATUSES: { value: TAdminCompaniesQuery['status']; label: string }[] = [
  { value: 'all', label: 'Todas' },
  { value: 'active_subscription', label: 'Assinatura ativa' },
  { value: 'inactive_subscription', label: 'Assinatura inativa' },
  { value: 'blocked', label: 'Bloqueadas' },
];

export function CompanyStatus({ company }: { company: Pick<TAdminCompanyRow, 'is_blocked' | 'subscription'> }) {
  if (company.is_blocked)
    return (
      <Pill type="error" dot>
        Bloqueada
      </Pill>
    );
  const sub = company.subscription;
  if (!sub) return <Pill type="default">Sem assinatura</Pill>;
  return (
    <Pill type={sub.is_active ? 'success' : 'warning'} dot>
      {sub.status_label}
    </Pill>
  );
}

export function AdminCompaniesPage() {
  const { text, onText, search, page, setPage } = useListSearch();
  const [sort, setSort] = useState<TAdminCompanySort>('subscription_active');
  const [status, setStatus] = useState<TAdminCompaniesQuery['status']>('all');
  const [tag, setTag] = useState<TAdminCompanyTag | 'all'>('all');
  const query = useAdminCompanies({ search, sort, status, tag: tag === 'all' ? undefined : tag, page });

  return (
    <AdminPageShell title="Empresas" subtitle="Todas as empresas da plataforma, com assinatura e situação.">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_220px_200px_220px]">
        <ListSearch label="Buscar empresa" text={text} onText={onText} />
        <Select aria-label="Ordenar" value={sort} onValueChange={(v) => setSort(v as TAdminCompanySort)} options={SORTS} />
        <Select
          aria-label="Situação"
          value={status}
          onValueChange={(v) => {
            setStatus(v as TAdminCompaniesQuery['status']);
            setPage(1);
          }}
          options={STATUSES}
        />
        <Select
          aria-label="Etiqueta"
          value={tag}
          onValueChange={(v) => {
            setTag(v as TAdminCompanyTag | 'all');
            setPage(1);
          }}
          options={[
            { value: 'all', label: 'Todas as etiquetas' },
            ...ADMIN_COMPANY_TAGS.map((t) => ({ value: t, label: COMPANY_TAG_LABELS[t] })),
          ]}
        />
      </div>
      <QueryState query={query} title="Não foi possível carregar as empresas">
        {(data) =>
          data.companies.length === 0 ? (
            <EmptyState variant="inline" icon={Building2} title="Nenhuma empresa encontrada" description="Mude a busca ou o filtro." />
          ) : (
            <>
              <ul aria-label="Empresas" className="space-y-2 md:hidden">
                {data.companies.map((c) => (
                  <li key={c.id} className="rounded-xl border border-border bg-surface p-3">
                    <div className="flex items-start justify-between gap-2">
                      <Link to={`/admin/empresas/${c.id}`} className="font-semibold text-primary underline-offset-2 hover:underline">
                        {c.name}
                      </Link>
                      <CompanyStatus company={c} />
                    </div>
                    <p className="mt-1 break-all text-xs text-muted-foreground">{c.owner.email}</p>
                    <p className="text-xs text-muted-foreground">
                      {c.subscription?.plan.title ?? 'Sem plano'} · desde {formatDate(c.created_at)}
                    </p>
                    <div className="mt-1.5 empty:hidden">
                      <CompanyTagPills tags={c.tags} />
                    </div>
                  </li>
                ))}
              </ul>
              <TableScroll label="Empresas" className="hidden bg-surface md:block">
                <table className={TABLE} aria-label="Empresas">
                  <thead className="border-b border-border">
                    <tr>
                      <th className={TH}>Empresa</th>
                      <th className={TH}>Proprietário</th>
                      <th className={TH}>Plano</th>
                      <th className={TH}>Situação</th>
                      <th className={TH}>Criada em</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-border">
                    {data.companies.map((c) => (
                      <tr key={c.id}>
                        <td className={TD}>
                          <Link to={`/admin/empresas/${c.id}`} className="font-semibold text-primary underline-offset-2 hover:underline">
                            {c.name}
                          </Link>
                          <span className="block text-xs text-muted-foreground">/{c.slug}</span>
                          <span className="mt-1 block empty:hidden">
                            <CompanyTagPills tags={c.tags} />
                          </span>
                        </td>
                        <td className={TD}>
                          {c.owner.name}
                          <span className="block text-xs text-muted-foreground">{c.owner.email}</span>
                        </td>
                        <td className={TD}>{c.subscription?.plan.title ?? '—'}</td>
                        <td className={TD}>
                          <CompanyStatus company={c} />
                        </td>
                        <td className={TD}>{formatDate(c.created_at)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
              <Pager total={data.total} page={page} pageSize={data.page_size} noun={['empresa', 'empresas']} onPage={setPage} />
            </>
          )
        }
      </QueryState>
    </AdminPageShell>
  );
}
