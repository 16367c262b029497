// /admin/empresas/{id}/clientes: the company's clients in name order, searched by name, e-mail or phone.
import { CRM_STAGE_LABELS, type TCrmStage } from '@agenda/shared/crm';
import { useAdminCompanyClients } from '../api/companies-api';
import { formatDate, Pager, QueryState } from './admin-page-shell';
import { ListSearch, useListSearch } from './list-search';
import { Table } from './section-table';

export function CompanyClients({ companyId }: { companyId: string }) {
  const { text, onText, search, page, setPage } = useListSearch();
  const query = useAdminCompanyClients(companyId, { search, page });
  return (
    <div className="space-y-3">
      <ListSearch label="Buscar cliente" text={text} onText={onText} className="max-w-md" />
      <QueryState query={query} title="Não foi possível carregar os clientes">
        {(data) => (
          <>
            <Table
              label="Clientes"
              head={['Nome', 'Telefone', 'E-mail', 'Etapa', 'Cliente desde']}
              rows={data.clients.map((c) => [
                c.name,
                c.phone ?? '—',
                c.email ?? '—',
                CRM_STAGE_LABELS[c.crm_stage as TCrmStage] ?? c.crm_stage,
                formatDate(c.created_at),
              ])}
            />
            {data.total > 0 ? (
              <Pager total={data.total} page={page} pageSize={data.page_size} noun={['cliente', 'clientes']} onPage={setPage} />
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );
}
