import { useState } from 'react';
import { useParams } from 'react-router';
import { CalendarClock, Plus } from 'lucide-react';
import {
  SCHEDULED_MESSAGE_TYPE_LABELS,
  SCHEDULED_MESSAGE_TYPES,
  type TScheduledMessageDto,
  type TScheduledMessageFilter,
} from '@agenda/shared/scheduled-message';
import { Button } from '@/components/ui/button';
import { QueryList } from '@/components/ui/query-list';
import { EmptyState } from '@/components/ui/empty-state';
import { Select, SelectItem } from '@/components/ui/select';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { tzOf } from '@/lib/dates';
import { useSelectedCompany } from '@/stores/company-store';
import { toast } from '@/stores/toast-store';
import { useTabClient } from '../api/new-scheduled-message';
import { useChangeScheduledMessage, useScheduledMessages } from '../api/scheduled-messages';
import { EditMessageModal } from './edit-message-modal';
import { NewMessageModal } from './new-message-modal';
import { ScheduledMessageRow } from './scheduled-message-row';

type TStatusTab = NonNullable<TScheduledMessageFilter['status']> | 'all';
const ALL_TYPES = 'all';

/** /app/mensagens-agendadas (and the client's tab): reminders and planned messages, filter, edit the text, cancel. */
export function ScheduledMessagesPage() {
  const company = useSelectedCompany();
  const companyId = company?.id ? String(company.id) : null;
  const timezone = tzOf(company);
  const { client_id } = useParams();
  const [status, setStatus] = useState<TStatusTab>('pending');
  const [type, setType] = useState<string>(ALL_TYPES);
  const [editing, setEditing] = useState<TScheduledMessageDto | null>(null);
  const [creating, setCreating] = useState(false);
  const tabClient = useTabClient(companyId, client_id);
  const Heading = client_id ? 'h2' : 'h1';
  const filter: TScheduledMessageFilter = {
    ...(status !== 'all' ? { status } : {}),
    ...(type !== ALL_TYPES ? { type: type as TScheduledMessageFilter['type'] } : {}),
    ...(client_id ? { client_id } : {}),
  };
  const list = useScheduledMessages(companyId, filter);
  const change = useChangeScheduledMessage(companyId ?? '');

  const save = (content: string) =>
    editing &&
    change.mutate(
      { id: editing.id, content },
      {
        onSuccess: () => {
          toast.success('Texto da mensagem atualizado.');
          setEditing(null);
        },
      },
    );
  const cancel = (m: TScheduledMessageDto) =>
    change.mutate({ id: m.id, cancel: true }, { onSuccess: () => toast.success('Envio cancelado. A mensagem não será enviada.') });

  return (
    <div className={client_id ? 'w-full' : 'mx-auto w-full max-w-3xl p-4 sm:p-6'} data-testid="scheduled-messages-page">
      <header className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          {/* On a client's profile tab the client's name is the page heading. */}
          <Heading className={client_id ? 'text-lg font-semibold text-foreground' : 'text-2xl font-bold tracking-tight text-foreground'}>
            Mensagens agendadas
          </Heading>
          <p className="text-sm text-muted-foreground">
            Lembretes e mensagens programadas para {client_id ? 'este cliente' : 'seus clientes'}. Nada sai no horário de silêncio (21h às
            8h no fuso da empresa, por padrão).
          </p>
        </div>
        <Button
          leftIcon={<Plus />}
          onClick={() => setCreating(true)}
          className="shrink-0"
          disabled={!companyId || (Boolean(client_id) && tabClient.isPending)}
        >
          Nova mensagem
        </Button>
      </header>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Tabs filter value={status} onValueChange={(v) => setStatus(v as TStatusTab)} className="max-w-full overflow-x-auto sm:shrink-0">
          <TabsList>
            <TabsTrigger value="pending">Agendadas</TabsTrigger>
            <TabsTrigger value="sent">Enviadas</TabsTrigger>
            <TabsTrigger value="failed">Falharam</TabsTrigger>
            <TabsTrigger value="canceled">Canceladas</TabsTrigger>
            <TabsTrigger value="all">Todas</TabsTrigger>
          </TabsList>
        </Tabs>
        <Select aria-label="Tipo de mensagem" value={type} onValueChange={setType} containerClassName="sm:w-60">
          <SelectItem value={ALL_TYPES}>Todos os tipos</SelectItem>
          {SCHEDULED_MESSAGE_TYPES.map((t) => (
            <SelectItem key={t} value={t}>
              {SCHEDULED_MESSAGE_TYPE_LABELS[t]}
            </SelectItem>
          ))}
        </Select>
      </div>
      <QueryList
        query={list}
        errorTitle="Não foi possível carregar as mensagens agendadas"
        empty={
          <EmptyState
            variant="inline"
            icon={CalendarClock}
            title="Nenhuma mensagem por aqui"
            description="Os lembretes dos agendamentos aparecem aqui assim que um horário é marcado com o lembrete ligado."
          />
        }
      >
        {(items) =>
          items.map((m) => <ScheduledMessageRow key={m.id} message={m} timezone={timezone} onEdit={setEditing} onCancel={cancel} />)
        }
      </QueryList>
      {creating && companyId ? (
        <NewMessageModal
          companyId={companyId}
          timezone={timezone}
          initialClient={client_id ? (tabClient.data ?? null) : null}
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            setStatus('pending');
            toast.success('Mensagem agendada. Ela aparece na lista até ser enviada.');
          }}
        />
      ) : null}
      {editing ? <EditMessageModal message={editing} saving={change.isPending} onSave={save} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
