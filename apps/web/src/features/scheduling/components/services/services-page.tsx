import { useEffect } from 'react';
import { Clock, Plus, Repeat, RefreshCw, Scissors, TriangleAlert } from 'lucide-react';
import type { TCalendarDto, TServiceDto } from '@agenda/shared/schemas/scheduling-dto';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pill } from '@/components/ui/pill';
import { Skeleton } from '@/components/ui/skeleton';
import { durationLabel } from '@/lib/dates';
import { emit, on } from '@/lib/events';
import { errorMessage } from '@/lib/http/errors';
import { useCalendars } from '../../api/get-calendars';
import { useServices } from '../../api/get-services';
import { useCompanyContext } from '../../hooks/use-company-context';
import { useLiveAgenda } from '../../hooks/use-live-agenda';

function priceText(s: TServiceDto) {
  if (s.price_type === 'uninformed') return 'Sem preço informado';
  return s.formatted_price ?? '—';
}

function ServiceCard({ service: s, calendars }: { service: TServiceDto; calendars: TCalendarDto[] }) {
  const who = calendars.filter((c) => s.calendar_ids.includes(c.id));
  return (
    <li>
      <button
        type="button"
        onClick={() => emit('service-form:open', { serviceId: s.id })}
        data-testid="service-card"
        className="flex h-full w-full gap-3 rounded-2xl border border-border bg-surface p-4 text-left shadow-xs transition-colors hover:border-border-strong focus-visible:outline-2 focus-visible:outline-ring"
      >
        <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-primary-soft text-primary-soft-foreground">
          {s.image_url ? <img src={s.image_url} alt="" className="size-full object-cover" /> : <Scissors className="size-5" aria-hidden />}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex items-start justify-between gap-2">
            <h2 className="min-w-0 font-semibold text-foreground [overflow-wrap:anywhere]">{s.title}</h2>
            {s.is_active ? null : (
              <Pill size="sm" type="default">
                Inativo
              </Pill>
            )}
          </div>
          <p className="text-sm font-semibold text-foreground">{priceText(s)}</p>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-[13px] text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden /> {durationLabel(s.duration_in_minutes)}
            </span>
            {s.expected_recurrence_in_days ? (
              <span className="inline-flex items-center gap-1">
                <Repeat className="size-3.5" aria-hidden /> volta a cada {s.expected_recurrence_in_days} dias
              </span>
            ) : null}
          </p>
          <div className="mt-1 flex flex-wrap gap-1">
            {who.length ? (
              who.map((c) => (
                <span
                  key={c.id}
                  className="inline-flex items-center gap-1 rounded-full bg-surface-muted px-2 py-0.5 text-xs text-muted-foreground"
                >
                  <span aria-hidden className="size-2 rounded-full" style={{ background: c.color }} />
                  {c.title}
                </span>
              ))
            ) : (
              <span className="text-xs font-medium text-warning-soft-foreground">Nenhum profissional faz este serviço</span>
            )}
          </div>
        </div>
      </button>
    </li>
  );
}

/** /app/servicos: the services, each opening the service form. */
export function ServicesPage() {
  const { companyId } = useCompanyContext();
  const services = useServices(companyId);
  const calendars = useCalendars(companyId);
  useLiveAgenda(companyId);
  // Onboarding step "Cadastrar serviços" while already here opens the form.
  useEffect(() => on('onboarding:open-form', ({ step }) => step === 'add_services' && emit('service-form:open', {})), []);

  const list = services.data ?? [];
  return (
    <div className="mx-auto w-full max-w-5xl p-4 sm:p-6" data-testid="services-page">
      <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-foreground">Serviços</h1>
          <p className="text-sm text-muted-foreground">O que seus clientes podem agendar, com duração e preço.</p>
        </div>
        <Button leftIcon={<Plus />} onClick={() => emit('service-form:open', {})} data-testid="new-service">
          Novo serviço
        </Button>
      </header>
      {services.isPending ? (
        <ul className="grid gap-3 sm:grid-cols-2" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-32 rounded-2xl" />
          ))}
        </ul>
      ) : services.isError ? (
        <EmptyState
          variant="inline"
          icon={TriangleAlert}
          title="Não foi possível carregar os serviços"
          description={errorMessage(services.error)}
          action={
            <Button leftIcon={<RefreshCw />} onClick={() => void services.refetch()}>
              Tentar novamente
            </Button>
          }
        />
      ) : list.length ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {list.map((s) => (
            <ServiceCard key={s.id} service={s} calendars={calendars.data ?? []} />
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={Scissors}
          title="Nenhum serviço cadastrado"
          description="Cadastre os serviços que você oferece. Eles aparecem na sua página de agendamento e a secretária passa a oferecê-los aos clientes."
          action={<Button onClick={() => emit('service-form:open', {})}>Cadastrar o primeiro serviço</Button>}
        />
      )}
    </div>
  );
}
