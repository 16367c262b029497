import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { SCHEDULE_CONFLICT_MESSAGE } from '@agenda/shared/scheduling-rules';
import type { TPublicCompanyDto, TSlotDto } from '@agenda/shared/schemas/scheduling-dto';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { HttpError, errorMessage } from '@/lib/http/errors';
import { longDayLabel } from '@/lib/dates';
import { toast } from '@/stores/toast-store';
import { useBookSchedule, type TBooked } from '../../api/book-schedule';
import { useClientSession } from '../../api/get-client-session';
import { clientSignOut } from '../../hooks/use-client-auth';
import { IdentifyForm } from '../identify-form';
import { displayPhone } from '../company-info';
import { BookingSuccess } from './booking-success';
import { BookingSummary } from './booking-summary';
import { ConfirmModal } from './confirm-modal';
import { DayStep } from './day-step';
import { ProfessionalStep } from './professional-step';
import { ServiceStep } from './service-step';
import { StepShell } from './step-shell';
import { TimeStep } from './time-step';

const STEPS = ['service', 'professional', 'day', 'time', 'identify'] as const;
type TStep = (typeof STEPS)[number];
const TITLES: Record<TStep, string> = {
  service: 'Escolha o serviço',
  professional: 'Com quem?',
  day: 'Escolha o dia',
  time: 'Escolha o horário',
  identify: 'Seus dados',
};

/** service → professional (or "qualquer profissional") → day → time → phone and code → confirm → done. */
export function BookingFlow({ slug, data, initialServiceId }: { slug: string; data: TPublicCompanyDto; initialServiceId: string | null }) {
  const qc = useQueryClient();
  const [step, setStep] = useState<TStep>(initialServiceId ? 'professional' : 'service');
  const [serviceId, setServiceId] = useState<string | null>(initialServiceId);
  const [calendarId, setCalendarId] = useState<string | null | undefined>(undefined);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<TSlotDto | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [done, setDone] = useState<TBooked | null>(null);
  const session = useClientSession(slug);
  const book = useBookSchedule();

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step, done]);

  const service = data.services.find((s) => s.id === serviceId) ?? null;
  const calendars = data.calendars.filter((c) => service?.calendar_ids.includes(c.id));
  const calendar =
    calendarId === undefined ? undefined : calendarId === null ? null : (data.calendars.find((c) => c.id === calendarId) ?? null);
  const choice = { service, calendar, date, slot };
  const index = STEPS.indexOf(step);
  const back = index > (initialServiceId ? 1 : 0) ? () => setStep(STEPS[index - 1]!) : undefined;

  const confirm = async (observation: string) => {
    if (!service || !slot) return;
    try {
      const booked = await book.mutateAsync({
        slug,
        body: { service_id: service.id, calendar_id: calendarId ?? null, start_at: slot.start_at, observation: observation.trim() || null },
      });
      setConfirming(false);
      setDone(booked);
    } catch (error) {
      setConfirming(false);
      if (error instanceof HttpError && error.status === 409) {
        setConflict(SCHEDULE_CONFLICT_MESSAGE);
        setSlot(null);
        setStep('time');
      } else toast.error(errorMessage(error));
    }
  };

  if (done)
    return (
      <BookingSuccess
        slug={slug}
        company={data.company}
        // The professional actually assigned (an "any professional" booking names who will attend).
        choice={{ ...choice, calendar: data.calendars.find((c) => c.id === done.schedule.calendar_id) ?? choice.calendar }}
        booked={done}
        onAnother={() => {
          setDone(null);
          setSlot(null);
          setDate(null);
          setStep(initialServiceId ? 'professional' : 'service');
        }}
      />
    );

  let body;
  if (step === 'service')
    body = (
      <ServiceStep
        services={data.services}
        selected={serviceId}
        onSelect={(s) => {
          if (s.id !== serviceId) {
            setCalendarId(undefined);
            setDate(null);
            setSlot(null);
          }
          setServiceId(s.id);
          setStep('professional');
        }}
      />
    );
  else if (step === 'professional')
    body = (
      <ProfessionalStep
        calendars={calendars}
        selected={calendarId}
        onSelect={(id) => {
          if (id !== calendarId) setSlot(null);
          setCalendarId(id);
          setStep('day');
        }}
      />
    );
  else if (step === 'day' && service)
    body = (
      <DayStep
        slug={slug}
        company={data.company}
        serviceId={service.id}
        calendarId={calendarId ?? null}
        selected={date}
        onSelect={(d) => {
          if (d !== date) setSlot(null);
          setDate(d);
          setStep('time');
        }}
      />
    );
  else if (step === 'time' && service && date)
    body = (
      <TimeStep
        slug={slug}
        serviceId={service.id}
        calendarId={calendarId ?? null}
        date={date}
        selected={slot}
        conflict={conflict}
        onOtherDay={() => setStep('day')}
        onSelect={(s) => {
          setConflict(null);
          setSlot(s);
          setStep('identify');
          if (session.client) setConfirming(true);
        }}
      />
    );
  else if (step === 'identify')
    body = session.client ? (
      <div className="flex flex-col gap-4">
        <div className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-4 shadow-xs" data-testid="signed-client">
          <Avatar name={session.client.name} size="md" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-foreground">{session.client.name}</p>
            <p className="text-sm text-muted-foreground tabular-nums">{displayPhone(session.client.phone)}</p>
          </div>
          <Button variant="ghost" size="sm" leftIcon={<LogOut />} onClick={() => clientSignOut(qc)}>
            Não sou eu
          </Button>
        </div>
        <Button size="lg" fullWidth onClick={() => setConfirming(true)}>
          Revisar e confirmar
        </Button>
      </div>
    ) : (
      <IdentifyForm slug={slug} onSignedIn={() => setConfirming(true)} />
    );

  const description =
    step === 'time' && date
      ? longDayLabel(date)
      : step === 'identify' && !session.client
        ? 'Informe seu WhatsApp para confirmar o horário. Se for sua primeira vez, pedimos também o seu nome.'
        : undefined;

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <StepShell index={index + 1} total={STEPS.length} title={TITLES[step]} description={description} onBack={back}>
        {body}
      </StepShell>
      <aside className="h-fit rounded-2xl border border-border bg-surface p-4 shadow-xs max-lg:hidden" aria-label="Resumo">
        <p className="mb-3 text-sm font-semibold text-foreground">Resumo</p>
        <BookingSummary choice={choice} compact />
      </aside>
      <ConfirmModal
        open={confirming}
        onOpenChange={setConfirming}
        choice={choice}
        client={session.client}
        pending={book.isPending}
        onConfirm={(o) => void confirm(o)}
      />
    </div>
  );
}
