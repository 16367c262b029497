// The sub-pages of /admin/empresas/{id} (docs/spec.md §2), each a view of the company read.
import { BillsPanel } from './bills-panel';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Pill } from '@/components/ui/pill';
import { useAdminChats } from '../api/chats-api';
import type { TAdminCompanyPage } from '../api/admin-types';
import { channelLabel } from './chat-tags';
import { formatDate, formatDateTime, QueryState, TABLE, TD, TH, TableScroll } from './admin-page-shell';

export const SECTION_TITLES: Record<string, string> = {
  agendas: 'Agendas',
  clientes: 'Clientes',
  usuarios: 'Usuários',
  mensagens: 'Mensagens',
  assinatura: 'Assinatura',
  integracoes: 'Integrações',
  personalizar: 'Personalizar',
  'eventos-plataforma': 'Eventos da plataforma',
  'formas-de-pagamento': 'Formas de pagamento',
  'chats-whatsapp': 'Conversas WhatsApp',
  'chats-instagram': 'Conversas Instagram',
};

const ROLE_LABELS: Record<string, string> = { owner: 'Proprietário', admin: 'Administrador', operation: 'Consultas e agendamentos' };

function Table({ label, head, rows }: { label: string; head: string[]; rows: React.ReactNode[][] }) {
  if (rows.length === 0)
    return (
      <EmptyState variant="inline" title={`Nada em ${label.toLowerCase()}`} description="Esta empresa ainda não tem registros aqui." />
    );
  return (
    <TableScroll label={label} className="bg-surface">
      <table className={TABLE} aria-label={label}>
        <thead className="border-b border-border">
          <tr>
            {head.map((h) => (
              <th key={h} className={TH}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((r, i) => (
            <tr key={i}>
              {r.map((c, j) => (
                <td key={j} className={TD}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function CompanyChats({ companyId, channel }: { companyId: string; channel?: string }) {
  const query = useAdminChats({ company_id: companyId });
  return (
    <QueryState query={query} title="Não foi possível carregar as conversas">
      {(data) => (
        <Table
          label="Conversas"
          head={['Contato', 'Canal', 'Última mensagem', 'Etiquetas']}
          rows={data.chats
            .filter((c) => !channel || c.channel === channel)
            .map((c) => [
              <Link key="l" to={`/admin/chats/${c.id}`} className="font-semibold text-primary hover:underline">
                {c.display_name}
              </Link>,
              channelLabel(c.channel),
              formatDateTime(c.last_message_at),
              c.admin_tags.join(', ') || '—',
            ])}
        />
      )}
    </QueryState>
  );
}

export function CompanySection({ section, data }: { section: string; data: TAdminCompanyPage }) {
  const id = data.company.id;
  switch (section) {
    case 'agendas':
      return (
        <Table
          label="Agendas"
          head={['Agenda', 'Cor']}
          rows={data.agendas.map((a) => [
            a.title,
            <span key="c" className="inline-block size-4 rounded-full" style={{ background: a.color }} />,
          ])}
        />
      );
    case 'clientes':
      return (
        <p className="rounded-xl border border-border bg-surface p-4 text-sm">
          {data.counts.clients} clientes e {data.counts.schedules} agendamentos. Para ver a ficha de um cliente, entre como proprietário.
        </p>
      );
    case 'usuarios':
      return (
        <Table
          label="Usuários"
          head={['Nome', 'E-mail', 'Telefone', 'Papel']}
          rows={data.members.map((m) => [m.name, m.email, m.phone, ROLE_LABELS[m.role] ?? m.role])}
        />
      );
    case 'mensagens':
      return <CompanyChats companyId={id} />;
    case 'assinatura': {
      const s = data.subscription;
      return (
        <div className="space-y-4">
          <Table
            label="Assinatura"
            head={['Plano', 'Situação', 'Início', 'Vencimento', 'Dias restantes']}
            rows={s ? [[s.plan.title, s.status_label, formatDate(s.start_at), formatDate(s.end_at), String(s.remaining_days)]] : []}
          />
          <h3 className="text-base font-semibold">Cobranças</h3>
          <BillsPanel companyId={id} />
        </div>
      );
    }
    case 'integracoes':
      return (
        <Table
          label="Integrações"
          head={['Canal', 'Identificador', 'Conexão', 'Último contato']}
          rows={data.integrations.map((i) => [
            i.channel,
            i.identifier,
            <Pill key="s" type={i.connection_status === 'connected' ? 'success' : 'warning'} dot>
              {i.connection_status}
            </Pill>,
            formatDateTime(i.last_connected_at),
          ])}
        />
      );
    case 'personalizar':
      return (
        <Table
          label="Personalizar"
          head={['Campo', 'Valor']}
          rows={[
            ['Descrição', data.company.description ?? '—'],
            ['Telefone', data.company.phone ?? '—'],
            ['Endereço', data.company.address ?? '—'],
            ['Nome da assistente', data.company.custom_assistant_name ?? '—'],
            ['Fuso horário', data.company.timezone],
          ]}
        />
      );
    case 'eventos-plataforma':
      return (
        <Table
          label="Eventos da plataforma"
          head={['Evento', 'Valor', 'Quando']}
          rows={data.events.map((e) => [e.event_name, e.value ?? '—', formatDateTime(e.created_at)])}
        />
      );
    case 'formas-de-pagamento':
      return (
        <Table
          label="Formas de pagamento"
          head={['Bandeira', 'Final', 'Validade', 'Provedor']}
          rows={data.payment_methods.map((p) => [
            p.brand ?? '—',
            p.last_four ?? '—',
            p.exp_month ? `${String(p.exp_month).padStart(2, '0')}/${p.exp_year}` : '—',
            p.gateway,
          ])}
        />
      );
    default:
      if (section.startsWith('chats-')) return <CompanyChats companyId={id} channel={section.slice(6)} />;
      return <EmptyState variant="inline" title="Seção não encontrada" description="Escolha uma das seções acima." />;
  }
}
