// /admin/company_metrics: per company over a period, bookings (and of them by the secretary), messages,
// conversations handed to a human and the last activity.
import { useState } from 'react';
import { Link } from 'react-router';
import { BarChart3, Search } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCompanyMetrics } from '../api/ai-api';
import { AdminPageShell, formatDateTime, Pager, QueryState, TABLE, TD, TH, TableScroll } from './admin-page-shell';

const PERIODS = [7, 30, 90].map((d) => ({ value: String(d), label: `Últimos ${d} dias` }));

export function AdminCompanyMetricsPage() {
  const [search, setSearch] = useState('');
  const [days, setDays] = useState(30);
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);
  const query = useCompanyMetrics({ search: debounced || undefined, days, page });
  return (
    <AdminPageShell title="Métricas das empresas" subtitle="Uso de cada empresa no período: agendamentos, mensagens e transferências.">
      <div className="grid gap-3 sm:grid-cols-[1fr_220px]">
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
        <Select aria-label="Período" value={String(days)} onValueChange={(v) => setDays(Number(v))} options={PERIODS} />
      </div>
      <QueryState query={query} title="Não foi possível carregar as métricas">
        {(data) =>
          data.companies.length === 0 ? (
            <EmptyState variant="inline" icon={BarChart3} title="Nenhuma empresa encontrada" description="Mude a busca." />
          ) : (
            <>
              <TableScroll label="Métricas" className="bg-surface">
                <table className={TABLE} aria-label="Métricas">
                  <thead className="border-b border-border">
                    <tr>
                      <th className={TH}>Empresa</th>
                      <th className={TH}>Agendamentos</th>
                      <th className={TH}>Pela secretária</th>
                      <th className={TH}>Mensagens</th>
                      <th className={TH}>Transferências</th>
                      <th className={TH}>Última atividade</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-border">
                    {data.companies.map((c) => (
                      <tr key={c.id}>
                        <td className={TD}>
                          <Link to={`/admin/empresas/${c.id}`} className="font-semibold text-primary underline-offset-2 hover:underline">
                            {c.name}
                          </Link>
                        </td>
                        <td className={TD}>{c.bookings}</td>
                        <td className={TD}>{c.secretary_bookings}</td>
                        <td className={TD}>{c.messages}</td>
                        <td className={TD}>{c.handoffs}</td>
                        <td className={TD}>{formatDateTime(c.last_activity_at)}</td>
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
