import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SCHEDULE_CONFLICT_MESSAGE, type TRecurrenceScope } from '@agenda/shared/scheduling-rules';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { DatePicker } from '@/components/ui/date-picker';
import { Textarea } from '@/components/ui/textarea';
import { inTz, zonedIso } from '@/lib/dates';
import { useZodForm } from '@/lib/forms';
import { errorMessage, HttpError } from '@/lib/http/errors';
import { toast } from '@/stores/toast-store';
import { useCalendars } from '../../api/get-calendars';
import { useServices } from '../../api/get-services';
import { useRescheduleSchedule } from '../../api/reschedule-schedule';
import { useSaveSchedule } from '../../api/save-schedule';
import { useCompanyContext } from '../../hooks/use-company-context';
import { CancelScheduleModal } from '../schedules/cancel-schedule-modal';
import { ScheduleStatusActions } from '../schedule-status-actions';
import { SegmentedChoice } from '@/components/ui/segmented-choice';
import { SCHEDULE_FORM_ID } from './schedule-create-form';
import { ScheduleSummary } from './schedule-summary';
import { ServiceCalendarFields } from './service-calendar-fields';
import { SlotPicker } from './slot-picker';

const ZEditForm = z.object({
  calendar_id: z.string(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Escolha o dia.'),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Escolha um horário.'),
  company_observation: z.string().trim().max(2000, 'Máximo de 2000 caracteres.'),
  scope: z.enum(['this', 'following']),
});
type TEditForm = z.infer<typeof ZEditForm>;

/** An existing schedule: details, status changes, cancel, and reschedule with suggested free slots. */
export function ScheduleEditForm({
  schedule,
  focusReschedule,
  onDone,
  onPendingChange,
}: {
  schedule: TScheduleDto;
  focusReschedule?: boolean;
  onDone: () => void;
  onPendingChange: (v: boolean) => void;
}) {
  const { companyId, timezone } = useCompanyContext();
  const services = useServices(companyId);
  const calendars = useCalendars(companyId);
  const reschedule = useRescheduleSchedule(companyId);
  const save = useSaveSchedule(companyId);
  const [conflict, setConflict] = useState<string | null>(null);
  const [canceling, setCanceling] = useState(false);
  const rescheduleRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusReschedule) rescheduleRef.current?.scrollIntoView({ block: 'start' });
  }, [focusReschedule]);
  const start = inTz(schedule.start_at, timezone);
  const original: TEditForm = {
    calendar_id: schedule.calendar_id,
    date: start.format('YYYY-MM-DD'),
    time: start.format('HH:mm'),
    company_observation: schedule.company_observation ?? '',
    scope: 'this',
  };
  const form = useZodForm(ZEditForm, { defaultValues: original });
  const v = useWatch({ control: form.control }) as TEditForm;
  const set = (patch: Partial<TEditForm>) => {
    for (const [k, val] of Object.entries(patch)) form.setValue(k as keyof TEditForm, val as never, { shouldDirty: true });
  };
  const moved = v.date !== original.date || v.time !== original.time || v.calendar_id !== original.calendar_id;
  const recurring = schedule.recurrence_type !== 'no_recurrence';
  const active = schedule.status !== 'canceled';

  const submit = form.handleSubmit(async (values) => {
    setConflict(null);
    onPendingChange(true);
    try {
      if (moved) {
        await reschedule.mutateAsync({
          companyId: companyId!,
          id: schedule.id,
          start_at: zonedIso(values.date, values.time, timezone),
          calendar_id: values.calendar_id || null,
          scope: values.scope as TRecurrenceScope,
        });
      }
      if (values.company_observation !== original.company_observation) {
        await save.mutateAsync({
          companyId: companyId!,
          id: schedule.id,
          data: { company_observation: values.company_observation || null, scope: values.scope },
        });
      }
      toast.success(moved ? 'Agendamento remarcado.' : 'Agendamento atualizado.');
      onDone();
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) {
        setConflict(SCHEDULE_CONFLICT_MESSAGE);
        set({ time: '' });
      } else toast.error(errorMessage(error));
    } finally {
      onPendingChange(false);
    }
  });

  return (
    <form id={SCHEDULE_FORM_ID} onSubmit={submit} className="flex flex-col gap-5" noValidate data-testid="schedule-edit-form">
      <ScheduleSummary schedule={schedule} timezone={timezone} />
      <ScheduleStatusActions schedule={schedule} onCancel={() => setCanceling(true)} size="md" />
      {active ? (
        <section className="flex flex-col gap-4" aria-labelledby="reschedule-title" ref={rescheduleRef}>
          <div>
            <h3 id="reschedule-title" className="text-base font-semibold text-foreground">
              Remarcar
            </h3>
            <p className="text-sm text-muted-foreground">Escolha outro dia ou profissional e um dos horários livres sugeridos.</p>
          </div>
          <ServiceCalendarFields
            services={services.data ?? []}
            calendars={calendars.data ?? []}
            serviceId={schedule.service_id}
            calendarId={v.calendar_id}
            lockService
            onService={() => undefined}
            onCalendar={(id) => set({ calendar_id: id || schedule.calendar_id })}
          />
          <DatePicker
            label="Dia"
            value={v.date}
            onValueChange={(d) => d && set({ date: d, time: d === original.date ? original.time : '' })}
          />
          <SlotPicker
            companyId={companyId!}
            serviceId={schedule.service_id}
            calendarId={v.calendar_id}
            date={v.date}
            timezone={timezone}
            value={v.time}
            excludeScheduleId={schedule.id}
            onChange={(time) => {
              setConflict(null);
              set({ time });
            }}
            conflict={conflict}
            error={form.formState.errors.time?.message}
          />
        </section>
      ) : null}
      <Textarea label="Observação" description="Visível só para a sua equipe." minRows={2} {...form.register('company_observation')} />
      {recurring && active ? (
        <div className="flex flex-col gap-1.5">
          <p className="text-sm font-medium text-foreground">Aplicar as alterações a</p>
          <SegmentedChoice
            label="Aplicar as alterações a"
            fill
            value={v.scope}
            onChange={(scope) => set({ scope })}
            options={[
              { value: 'this', label: 'Só este' },
              { value: 'following', label: 'Este e os seguintes' },
            ]}
          />
        </div>
      ) : null}
      <CancelScheduleModal schedule={canceling ? schedule : null} onOpenChange={setCanceling} onCanceled={onDone} />
    </form>
  );
}
