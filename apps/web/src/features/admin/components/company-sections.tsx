// The sub-pages of /admin/empresas/{id} (docs/spec.md §2), each a view of the company read.
import { BillsPanel } from './bills-panel';
import { CompanyClients } from './company-clients';
import { Table } from './section-table';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { INTEGRATION_CONNECTION_STATUS_LABELS, type TIntegrationConnectionStatus } from '@agenda/shared/integration';
import { Pill } from '@/components/ui/pill';
import { useAdminChats } from '../api/chats-api';
import type { TAdminCompanyPage } from '../api/admin-types';
import { channelLabel } from './chat-tags';
import { formatDate, formatDateTime, QueryState } from './admin-page-shell';

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
      return <CompanyClients companyId={id} />;
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
          head={['Canal', 'Identificador', 'Conexão', 'Último contato', 'Detalhe']}
          rows={data.integrations.map((i) => [
            channelLabel(i.channel),
            i.identifier,
            <Pill key="s" type={i.connection_status === 'connected' ? 'success' : 'warning'} dot>
              {INTEGRATION_CONNECTION_STATUS_LABELS[i.connection_status as TIntegrationConnectionStatus] ?? i.connection_status}
            </Pill>,
            formatDateTime(i.last_connected_at),
            i.connection_status_info ?? '—',
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
