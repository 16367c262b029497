import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Ban, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { emit, on } from '@/lib/events';
import { errorMessage } from '@/lib/http/errors';
import { todayIn } from '@/lib/dates';
import { useCalendars } from '../../api/get-calendars';
import { useCompanyContext } from '../../hooks/use-company-context';
import { useLiveAgenda } from '../../hooks/use-live-agenda';
import { BlockedPeriodDrawer } from '../blocked-periods/blocked-period-drawer';
import { BlockedPeriodsList } from '../blocked-periods/blocked-periods-list';
import { CalendarHoursItem } from './calendar-hours-item';
import { CompanyHoursCard } from './company-hours-card';

const TABS = ['empresa', 'agendas', 'bloqueios'] as const;
type TTab = (typeof TABS)[number];

/** /app/horarios-de-funcionamento: company hours, each calendar's hours and settings, blocked periods. */
export function WorkingHoursPage() {
  const { companyId, timezone } = useCompanyContext();
  const calendars = useCalendars(companyId);
  useLiveAgenda(companyId);
  const [params, setParams] = useSearchParams();
  const [blocking, setBlocking] = useState(false);
  const tab = (TABS as readonly string[]).includes(params.get('aba') ?? '') ? (params.get('aba') as TTab) : 'empresa';
  const list = calendars.data ?? [];
  // Onboarding step "Revisar profissionais" while already here: the professionals tab, with the first one open.
  const firstId = list[0]?.id ?? null;
  useEffect(
    () =>
      on('onboarding:open-form', ({ step }) => {
        if (step !== 'add_professionals') return;
        setParams({ aba: 'agendas' }, { replace: true });
        emit('calendar-form:open', { calendarId: firstId });
      }),
    [firstId, setParams],
  );

  return (
    <div className="mx-auto w-full max-w-4xl p-4 sm:p-6" data-testid="working-hours-page">
      <header className="mb-5">
        <h1 className="text-2xl font-bold tracking-tight text-foreground">Horários de funcionamento</h1>
        <p className="text-sm text-muted-foreground">
          Quando a empresa e cada profissional atendem. A secretária e a sua página só oferecem horários dentro deles.
        </p>
      </header>
      <Tabs value={tab} onValueChange={(v) => setParams(v === 'empresa' ? {} : { aba: v }, { replace: true })} variant="underline">
        <TabsList>
          <TabsTrigger value="empresa">Empresa</TabsTrigger>
          <TabsTrigger value="agendas">Agendas{list.length ? ` (${list.length})` : ''}</TabsTrigger>
          <TabsTrigger value="bloqueios">Bloqueios</TabsTrigger>
        </TabsList>
        <TabsContent value="empresa">
          <CompanyHoursCard />
        </TabsContent>
        <TabsContent value="agendas" className="flex flex-col gap-3">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">
              Uma agenda para cada profissional ou sala, com os próprios horários e intervalos.
            </p>
            <Button leftIcon={<Plus />} onClick={() => emit('calendar-form:open', {})} data-testid="new-calendar">
              Nova agenda
            </Button>
          </div>
          {calendars.isPending ? (
            <Skeleton className="h-40 rounded-2xl" />
          ) : calendars.isError ? (
            <p className="text-sm text-danger">{errorMessage(calendars.error)}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {list.map((c) => (
                <CalendarHoursItem key={`${c.id}-${c.updated_at}`} calendar={c} />
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="bloqueios" className="flex flex-col gap-3">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">Feriados, folgas e pausas em que ninguém pode agendar.</p>
            <Button leftIcon={<Ban />} onClick={() => setBlocking(true)} data-testid="new-blocked-period">
              Bloquear horário
            </Button>
          </div>
          <BlockedPeriodsList calendars={list} onNew={() => setBlocking(true)} />
        </TabsContent>
      </Tabs>
      <BlockedPeriodDrawer open={blocking} onOpenChange={setBlocking} defaultDate={todayIn(timezone)} calendars={list} />
    </div>
  );
}
