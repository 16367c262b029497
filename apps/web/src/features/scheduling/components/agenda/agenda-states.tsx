import { CalendarX2, RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { emit } from '@/lib/events';

export function AgendaSkeleton() {
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3 p-4" aria-busy="true" aria-label="Carregando agenda">
      <div className="flex gap-2">
        <Skeleton className="h-9 w-24 rounded-full" />
        <Skeleton className="h-9 w-28 rounded-full" />
        <Skeleton className="h-9 w-24 rounded-full" />
      </div>
      <div className="grid flex-1 grid-cols-[52px_1fr_1fr] gap-2">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="contents">
            <Skeleton className="h-4 w-10" />
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ))}
      </div>
    </div>
  );
}

export function AgendaError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="p-4">
      <EmptyState
        variant="inline"
        icon={TriangleAlert}
        title="Não foi possível carregar a agenda"
        description={message}
        action={
          <Button leftIcon={<RefreshCw />} onClick={onRetry}>
            Tentar novamente
          </Button>
        }
      />
    </div>
  );
}

export function NoCalendars() {
  return (
    <div className="p-4">
      <EmptyState
        icon={CalendarX2}
        title="Nenhuma agenda cadastrada"
        description="Crie uma agenda para cada profissional ou sala. Depois é só escolher os horários e começar a receber agendamentos."
        action={<Button onClick={() => emit('calendar-form:open', {})}>Criar agenda</Button>}
      />
    </div>
  );
}

export function NoneSelected({ onAll }: { onAll: () => void }) {
  return (
    <div className="p-4">
      <EmptyState
        variant="inline"
        icon={CalendarX2}
        title="Nenhuma agenda selecionada"
        description="Toque no nome de uma agenda acima para ver os horários dela."
        action={<Button onClick={onAll}>Mostrar todas as agendas</Button>}
      />
    </div>
  );
}
