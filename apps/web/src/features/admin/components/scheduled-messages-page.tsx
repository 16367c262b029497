// /admin/scheduled_messages: the send queue of every company (reminders, automations, manual and birthday
// messages) by due date, filtered by status, company and period; a pending message can be cancelled
// (the API writes it to the audit log). Due times are shown in each company's timezone.
import { useState } from 'react';
import { CalendarClock } from 'lucide-react';
import {
  SCHEDULED_MESSAGE_STATUSES,
  SCHEDULED_MESSAGE_STATUS_LABELS,
  SCHEDULED_MESSAGE_TYPE_LABELS,
  type TScheduledMessageStatus,
} from '@agenda/shared/scheduled-message';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Modal } from '@/components/ui/modal';
import { Pill, type PillType } from '@/components/ui/pill';
import { Select } from '@/components/ui/select';
import { useAdminQueue, useCancelQueued, type TAdminQueuedMessage } from '../api/events-queue-api';
import { AdminPageShell, QueryState } from './admin-page-shell';
import { ALL, CompanyFilter, daysAround, MorePager, PeriodFields } from './admin-list-filters';

const STATUS_PILL: Record<TScheduledMessageStatus, PillType> = { pending: 'info', sent: 'success', failed: 'error', canceled: 'default' };

/** DD/MM/AAAA HH:mm in the company's timezone. */
const inZone = (iso: string, tz: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: tz }).format(new Date(iso));

function Row({ m, onCancel }: { m: TAdminQueuedMessage; onCancel: () => void }) {
  return (
    <li className="rounded-xl border border-border bg-surface p-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Pill type={STATUS_PILL[m.status]} size="sm">
          {SCHEDULED_MESSAGE_STATUS_LABELS[m.status]}
        </Pill>
        <strong className="min-w-0 break-words">{SCHEDULED_MESSAGE_TYPE_LABELS[m.type] ?? m.type}</strong>
        <span className="ml-auto text-xs text-muted-foreground">{inZone(m.due_at, m.company_timezone)}</span>
      </div>
      <p className="mt-1 text-xs text-muted-foreground">
        {m.company_name} · para {m.client_name ?? 'cliente removido'} · {m.channel === 'instagram' ? 'Instagram' : 'WhatsApp'}
      </p>
      <p className="mt-1 line-clamp-3 whitespace-pre-line break-words text-foreground">{m.content}</p>
      {m.last_error ? <p className="mt-1 break-words text-xs text-danger">Erro: {m.last_error}</p> : null}
      {m.status === 'pending' ? (
        <div className="mt-2 flex justify-end">
          <Button variant="outline" size="sm" onClick={onCancel}>
            Cancelar envio
          </Button>
        </div>
      ) : null}
    </li>
  );
}

export function AdminScheduledMessagesPage() {
  const [period, setPeriod] = useState(() => daysAround(7, 30));
  const [status, setStatus] = useState(ALL);
  const [companyId, setCompanyId] = useState(ALL);
  const [page, setPage] = useState(1);
  const [canceling, setCanceling] = useState<TAdminQueuedMessage | null>(null);
  const cancel = useCancelQueued();
  const query = useAdminQueue({
    ...period,
    status: status === ALL ? undefined : (status as TScheduledMessageStatus),
    company_id: companyId === ALL ? undefined : companyId,
    page,
  });
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return (
    <AdminPageShell title="Mensagens agendadas" subtitle="A fila de envio de todas as empresas, pela data prevista.">
      <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,0.7fr)_minmax(0,1.3fr)]">
        <PeriodFields value={period} onChange={reset(setPeriod)} />
        <Select
          label="Situação"
          value={status}
          onValueChange={reset(setStatus)}
          options={[
            { value: ALL, label: 'Todas as situações' },
            ...SCHEDULED_MESSAGE_STATUSES.map((s) => ({ value: s, label: SCHEDULED_MESSAGE_STATUS_LABELS[s] })),
          ]}
        />
        <CompanyFilter value={companyId} onChange={reset(setCompanyId)} />
      </div>
      <QueryState query={query} title="Não foi possível carregar as mensagens">
        {(data) =>
          data.messages.length === 0 ? (
            <EmptyState
              variant="inline"
              icon={CalendarClock}
              title="Nenhuma mensagem"
              description="Nada previsto com estes filtros no período."
            />
          ) : (
            <>
              <ul aria-label="Mensagens" className="space-y-2">
                {data.messages.map((m) => (
                  <Row key={m.id} m={m} onCancel={() => setCanceling(m)} />
                ))}
              </ul>
              <MorePager page={page} hasMore={data.has_more} onPage={setPage} />
            </>
          )
        }
      </QueryState>
      {canceling ? (
        <Modal
          open
          onOpenChange={(open) => (open ? null : setCanceling(null))}
          title="Cancelar esta mensagem?"
          description={`${canceling.company_name}: a mensagem para ${canceling.client_name ?? 'o cliente'} não será enviada. A ação fica nos logs da plataforma.`}
          footer={
            <>
              <Button variant="outline" onClick={() => setCanceling(null)}>
                Voltar
              </Button>
              <Button
                variant="danger"
                loading={cancel.isPending}
                onClick={() => cancel.mutate(canceling.id, { onSettled: () => setCanceling(null) })}
              >
                Cancelar envio
              </Button>
            </>
          }
        />
      ) : null}
    </AdminPageShell>
  );
}
