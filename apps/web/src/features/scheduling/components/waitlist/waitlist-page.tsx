import { useState } from 'react';
import { ListPlus, UsersRound } from 'lucide-react';
import type { TWaitlistEntryDto, TWaitlistFilter } from '@agenda/shared/waitlist';
import { Button } from '@/components/ui/button';
import { QueryList } from '@/components/ui/query-list';
import { DatePicker } from '@/components/ui/date-picker';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { todayIn } from '@/lib/dates';
import { toast } from '@/stores/toast-store';
import { useChangeWaitlist, useWaitlist } from '../../api/waitlist';
import { useCompanyContext } from '../../hooks/use-company-context';
import { WaitlistJoinModal } from './waitlist-join-modal';
import { WaitlistRow } from './waitlist-row';

type TStatusTab = NonNullable<TWaitlistFilter['status']> | 'all';

/** /app/agenda/lista-de-espera: who waits for a time on a day, in line order; add a client, take one off. */
export function WaitlistPage() {
  const { companyId: rawId, timezone } = useCompanyContext();
  const companyId = rawId ? String(rawId) : null;
  const [day, setDay] = useState<string | null>(() => todayIn(timezone));
  const [status, setStatus] = useState<TStatusTab>('waiting');
  const [adding, setAdding] = useState(false);
  const filter: TWaitlistFilter = { ...(day ? { date: day } : {}), ...(status !== 'all' ? { status } : {}) };
  const list = useWaitlist(companyId, filter);
  const change = useChangeWaitlist(companyId ?? '');

  const cancel = (e: TWaitlistEntryDto) =>
    change.mutate({ cancel: e.id }, { onSuccess: () => toast.success(`${e.client_name ?? 'Cliente'} saiu da lista de espera.`) });
  const waitingOrder = (list.data ?? []).filter((e) => e.status === 'waiting').map((e) => e.id);

  return (
    <div className="mx-auto w-full max-w-3xl p-4 sm:p-6" data-testid="waitlist-page">
      <header className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-foreground">Lista de espera</h1>
          <p className="text-sm text-muted-foreground">
            Quando um horário vaga (cancelamento, remarcação ou bloqueio removido), o primeiro da fila recebe a oferta pelo WhatsApp e tem
            alguns minutos para responder; sem resposta, a vez passa para o próximo.
          </p>
        </div>
        <Button leftIcon={<ListPlus />} onClick={() => setAdding(true)} disabled={!companyId} className="shrink-0">
          Adicionar cliente
        </Button>
      </header>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <DatePicker label="Dia" value={day} onValueChange={setDay} containerClassName="sm:w-56" placeholder="Todos os dias" />
        <Tabs filter value={status} onValueChange={(v) => setStatus(v as TStatusTab)} className="max-w-full overflow-x-auto">
          <TabsList>
            <TabsTrigger value="waiting">Na fila</TabsTrigger>
            <TabsTrigger value="offered">Com oferta</TabsTrigger>
            <TabsTrigger value="booked">Agendados</TabsTrigger>
            <TabsTrigger value="all">Todos</TabsTrigger>
          </TabsList>
        </Tabs>
      </div>
      <QueryList
        query={list}
        errorTitle="Não foi possível carregar a lista de espera"
        empty={
          <EmptyState
            variant="inline"
            icon={UsersRound}
            title="Ninguém na lista de espera"
            description="Quando um cliente quiser um horário que está cheio, adicione-o aqui: ele será avisado assim que vagar."
          />
        }
      >
        {(items) =>
          items.map((e) => (
            <WaitlistRow
              key={e.id}
              entry={e}
              position={waitingOrder.includes(e.id) ? waitingOrder.indexOf(e.id) + 1 : null}
              timezone={timezone}
              onCancel={cancel}
            />
          ))
        }
      </QueryList>
      {adding && companyId ? (
        <WaitlistJoinModal
          companyId={companyId}
          day={day ?? todayIn(timezone)}
          saving={change.isPending}
          onClose={() => setAdding(false)}
          onSave={(join) =>
            change.mutate(
              { join },
              {
                onSuccess: () => {
                  toast.success('Cliente adicionado à lista de espera.');
                  setAdding(false);
                },
              },
            )
          }
        />
      ) : null}
    </div>
  );
}
