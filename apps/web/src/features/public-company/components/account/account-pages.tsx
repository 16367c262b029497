import { useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, CalendarSearch, History, LogOut, RefreshCw } from 'lucide-react';
import type { TPublicCompanyDto, TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/components/ui/cn';
import { routeNotFound } from '@/lib/route-errors';
import type { TSessionClient } from '@/lib/session/types';
import { useClientSchedules, type TClientSchedulesWhen } from '../../api/get-client-schedules';
import { useClientSession } from '../../api/get-client-session';
import { usePublicCompany } from '../../api/get-public-company';
import { clientSignOut } from '../../hooks/use-client-auth';
import { IdentifyForm } from '../identify-form';
import { primaryAction } from '../public-ui';
import { CancelClientModal } from './cancel-client-modal';
import { ClientScheduleCard } from './client-schedule-card';
import { RescheduleClientModal } from './reschedule-client-modal';

function AccountShell({ children }: { children: (ctx: { slug: string; data: TPublicCompanyDto; client: TSessionClient }) => ReactNode }) {
  const { company_slug: slug = '' } = useParams();
  const { pathname } = useLocation();
  const qc = useQueryClient();
  const company = usePublicCompany(slug);
  const session = useClientSession(slug);
  if (company.error && (company.error as { status?: number }).status === 404) throw routeNotFound(pathname);

  const tab = cn('flex h-11 flex-1 items-center justify-center gap-2 rounded-lg text-sm font-medium sm:flex-none sm:px-4');
  let body: ReactNode;
  if (company.isPending || session.loading) body = <Skeleton className="h-40 rounded-2xl" />;
  else if (company.isError) body = <p className="text-sm text-danger">{company.error.message}</p>;
  else if (!session.client)
    body = (
      <div className="mx-auto w-full max-w-md rounded-2xl border border-border bg-surface p-5 shadow-xs" data-testid="client-sign-in">
        <h2 className="text-lg font-semibold text-foreground">Entre para ver seus agendamentos</h2>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">Use o WhatsApp com que você agendou em {company.data.company.name}.</p>
        <IdentifyForm slug={slug} onSignedIn={() => undefined} submitLabel="Entrar" />
      </div>
    );
  else body = children({ slug, data: company.data, client: session.client });

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 pb-16" data-testid="account-page">
      <div className="mb-5 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-foreground">Minha conta</h1>
          {session.client ? <p className="truncate text-sm text-muted-foreground">Olá, {session.client.name.split(' ')[0]}!</p> : null}
        </div>
        {session.client ? (
          <Button variant="ghost" size="sm" leftIcon={<LogOut />} onClick={() => clientSignOut(qc)}>
            Sair
          </Button>
        ) : null}
      </div>
      {session.client ? (
        <nav aria-label="Minha conta" className="mb-5 flex gap-1 rounded-xl bg-surface-muted p-1">
          <NavLink
            to={`/${slug}/minha-conta/agendamentos`}
            className={({ isActive }) => cn(tab, isActive ? 'bg-surface text-foreground shadow-sm' : 'text-muted-foreground')}
          >
            <CalendarSearch className="size-4" aria-hidden /> Próximos
          </NavLink>
          <NavLink
            to={`/${slug}/minha-conta/historico`}
            className={({ isActive }) => cn(tab, isActive ? 'bg-surface text-foreground shadow-sm' : 'text-muted-foreground')}
          >
            <History className="size-4" aria-hidden /> Histórico
          </NavLink>
        </nav>
      ) : null}
      {body}
    </div>
  );
}

function ScheduleList({
  slug,
  data,
  client,
  when,
}: {
  slug: string;
  data: TPublicCompanyDto;
  client: TSessionClient;
  when: TClientSchedulesWhen;
}) {
  const list = useClientSchedules(slug, when, client.id);
  const [canceling, setCanceling] = useState<TScheduleDto | null>(null);
  const [moving, setMoving] = useState<TScheduleDto | null>(null);
  const tz = data.company.timezone;
  if (list.isPending)
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <Skeleton className="h-24 rounded-2xl" />
        <Skeleton className="h-24 rounded-2xl" />
      </div>
    );
  if (list.isError)
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-danger">{list.error.message}</p>
        <Button variant="outline" leftIcon={<RefreshCw />} onClick={() => void list.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  if (!list.data.length)
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-4 py-10 text-center">
        <p className="font-semibold text-foreground">{when === 'upcoming' ? 'Nenhum agendamento marcado' : 'Nenhum atendimento ainda'}</p>
        <p className="text-sm text-muted-foreground">
          {when === 'upcoming' ? 'Que tal escolher um horário agora?' : 'Seus atendimentos anteriores aparecem aqui.'}
        </p>
        <Link to={`/${slug}/agendar`} className={primaryAction}>
          <CalendarPlus aria-hidden /> Agendar horário
        </Link>
      </div>
    );
  return (
    <>
      <ul className="flex flex-col gap-3">
        {list.data.map((s) => (
          <ClientScheduleCard
            key={s.id}
            schedule={s}
            timezone={tz}
            actions={
              when === 'upcoming' && s.status !== 'canceled' ? (
                <>
                  <Button variant="outline" size="sm" onClick={() => setMoving(s)} data-testid="client-reschedule">
                    Remarcar
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    className="text-danger hover:bg-danger-soft"
                    onClick={() => setCanceling(s)}
                    data-testid="client-cancel"
                  >
                    Cancelar
                  </Button>
                </>
              ) : null
            }
          />
        ))}
      </ul>
      {when === 'upcoming' ? (
        <Link to={`/${slug}/agendar`} className={`${primaryAction} mt-5 w-full sm:w-auto`}>
          <CalendarPlus aria-hidden /> Agendar outro horário
        </Link>
      ) : null}
      <RescheduleClientModal slug={slug} schedule={moving} timezone={tz} onOpenChange={(o) => !o && setMoving(null)} />
      <CancelClientModal
        slug={slug}
        schedule={canceling}
        timezone={tz}
        observations={data.company.cancelation_observations}
        onOpenChange={(o) => !o && setCanceling(null)}
      />
    </>
  );
}

/** /{company_slug}/minha-conta/agendamentos: upcoming schedules, each reschedulable and cancellable. */
export function MySchedulesPage() {
  return <AccountShell>{(ctx) => <ScheduleList {...ctx} when="upcoming" />}</AccountShell>;
}

/** /{company_slug}/minha-conta/historico: past and canceled schedules. */
export function HistoryPage() {
  return <AccountShell>{(ctx) => <ScheduleList {...ctx} when="history" />}</AccountShell>;
}
