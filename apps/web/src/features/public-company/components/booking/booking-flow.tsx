import { Suspense, useEffect, useRef, useState } from 'react';
import type { TPublicCompanyDto, TSlotDto } from '@agenda/shared/schemas/scheduling-dto';
import type { TBooked } from '../../api/book-schedule';
import { useClientSession } from '../../api/get-client-session';
import { skeletonBlock } from '../public-ui';
import {
  BookingSuccess,
  BookingSummary,
  ConfirmBooking,
  DayStep,
  IdentifyForm,
  preloadLaterSteps,
  SignedClient,
  TimeStep,
} from './booking-later-steps';
import { LongDay } from './long-day';
import { ProfessionalStep } from './professional-step';
import { ServiceStep } from './service-step';
import { StepShell } from './step-shell';

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
  const [step, setStep] = useState<TStep>(initialServiceId ? 'professional' : 'service');
  const [serviceId, setServiceId] = useState<string | null>(initialServiceId);
  const [calendarId, setCalendarId] = useState<string | null | undefined>(undefined);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<TSlotDto | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [done, setDone] = useState<TBooked | null>(null);
  const session = useClientSession(slug);

  // Mounted from its first opening on (it keeps the typed note and its closing animation).
  const confirmMounted = useRef(false);
  if (confirming) confirmMounted.current = true;

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step, done]);

  useEffect(() => {
    if (step !== 'service') preloadLaterSteps();
  }, [step]);

  const service = data.services.find((s) => s.id === serviceId) ?? null;
  const calendars = data.calendars.filter((c) => service?.calendar_ids.includes(c.id));
  const calendar =
    calendarId === undefined ? undefined : calendarId === null ? null : (data.calendars.find((c) => c.id === calendarId) ?? null);
  const choice = { service, calendar, date, slot };
  const index = STEPS.indexOf(step);
  const back = index > (initialServiceId ? 1 : 0) ? () => setStep(STEPS[index - 1]!) : undefined;

  if (done)
    return (
      <Suspense fallback={<StepFallback />}>
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
      </Suspense>
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
      <SignedClient client={session.client} onContinue={() => setConfirming(true)} />
    ) : (
      <IdentifyForm slug={slug} onSignedIn={() => setConfirming(true)} />
    );

  const description =
    step === 'time' && date ? (
      <LongDay date={date} />
    ) : step === 'identify' && !session.client ? (
      'Informe seu WhatsApp para confirmar o horário. Se for sua primeira vez, pedimos também o seu nome.'
    ) : undefined;

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      {/* The title comes with the step's content: a later step shows once its code is in. */}
      <Suspense fallback={<StepFallback />}>
        <StepShell index={index + 1} total={STEPS.length} title={TITLES[step]} description={description} onBack={back}>
          {body}
        </StepShell>
      </Suspense>
      <aside className="h-fit rounded-2xl border border-border bg-surface p-4 shadow-xs max-lg:hidden" aria-label="Resumo">
        <p className="mb-3 text-sm font-semibold text-foreground">Resumo</p>
        <Suspense fallback={<div aria-busy="true" className={`h-48 rounded-xl ${skeletonBlock}`} />}>
          <BookingSummary choice={choice} compact />
        </Suspense>
      </aside>
      {confirmMounted.current ? (
        <Suspense fallback={null}>
          <ConfirmBooking
            slug={slug}
            open={confirming}
            onOpenChange={setConfirming}
            choice={choice}
            calendarId={calendarId ?? null}
            client={session.client}
            onBooked={setDone}
            onConflict={(message) => {
              setConflict(message);
              setSlot(null);
              setStep('time');
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Placeholder while a later step's code arrives (the design-system Skeleton's look). */
function StepFallback() {
  return <div aria-busy="true" className={`h-40 rounded-2xl ${skeletonBlock}`} />;
}
