// /admin/empresas/{id} and its sub-pages: one read of the company (GET /admin/companies/{id}), shown
// as an overview with the admin's actions, or as one section per sub-page of docs/spec.md §2.
import { NavLink, useLocation, useParams } from 'react-router';
import { formatMoney } from '@agenda/shared/money';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAdminCompany } from '../api/companies-api';
import { AdminPageShell, formatDate, QueryState } from './admin-page-shell';
import { CompanyStatus } from './companies-page';
import { CompanyHeaderActions, CompanySettingsCard } from './company-actions';
import { CompanySection, SECTION_TITLES } from './company-sections';
import { CompanyTagPills } from './company-tags';

function SubNav({ id }: { id: string }) {
  const tabs: [string, string][] = [['', 'Resumo'], ...Object.entries(SECTION_TITLES)];
  return (
    <nav aria-label="Seções da empresa" className="-mx-4 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-1 border-b border-border">
        {tabs.map(([sub, label]) => (
          <li key={sub}>
            <NavLink
              end
              to={`/admin/empresas/${id}${sub ? `/${sub}` : ''}`}
              className={({ isActive }) =>
                `inline-flex h-10 items-center border-b-2 px-3 text-sm font-medium ${isActive ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground'}`
              }
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Overview({ data }: { data: NonNullable<ReturnType<typeof useAdminCompany>['data']> }) {
  const sub = data.subscription;
  const facts: [string, string][] = [
    ['Proprietário', data.owner ? `${data.owner.name} · ${data.owner.email}` : '—'],
    ['Telefone', data.owner?.phone ?? '—'],
    ['Plano', sub ? `${sub.plan.title} · ${formatMoney(sub.total_value)}` : 'Sem assinatura'],
    ['Vence em', formatDate(sub?.end_at)],
    ['Clientes', String(data.counts.clients)],
    ['Agendamentos', String(data.counts.schedules)],
    ['Conversas', String(data.counts.chats)],
    ['Criada em', formatDate(data.company.created_at)],
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Resumo</CardTitle>
        </CardHeader>
        <CardContent>
          {data.company.is_blocked ? (
            <p className="mb-3 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-500/15 dark:text-red-200">
              Bloqueada: {data.company.blocked_reason ?? 'sem motivo informado'}
            </p>
          ) : null}
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
            {facts.map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-muted-foreground">{k}</dt>
                <dd className="min-w-0 break-words font-medium">{v}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <CompanySettingsCard data={data} />
    </div>
  );
}

export function AdminCompanyPage() {
  const params = useParams();
  const id = params.company_id ?? '';
  // chats-{product} arrives as the :chats_product segment; the other sub-pages have their own route.
  const last = useLocation().pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const section = last !== id ? last : null;
  const query = useAdminCompany(id);
  return (
    <QueryState query={query} title="Não foi possível carregar a empresa">
      {(data) => (
        <AdminPageShell
          title={data.company.name}
          subtitle={
            <span className="inline-flex flex-wrap items-center gap-2">
              /{data.company.slug} <CompanyStatus company={{ is_blocked: data.company.is_blocked, subscription: data.subscription }} />
              <CompanyTagPills tags={data.company.tags} />
            </span>
          }
          actions={<CompanyHeaderActions data={data} />}
        >
          <SubNav id={id} />
          {section ? <CompanySection section={section} data={data} /> : <Overview data={data} />}
        </AdminPageShell>
      )}
    </QueryState>
  );
}
