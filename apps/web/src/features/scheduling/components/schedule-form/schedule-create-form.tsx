import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { SCHEDULE_CONFLICT_MESSAGE } from '@agenda/shared/scheduling-rules';
import { DatePicker } from '@/components/ui/date-picker';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/lib/forms';
import { errorMessage, HttpError } from '@/lib/http/errors';
import type { TScheduleFormOpenPayload } from '@/lib/events';
import { todayIn } from '@/lib/dates';
import { toast } from '@/stores/toast-store';
import { useCalendars } from '../../api/get-calendars';
import { useServices } from '../../api/get-services';
import { useSaveSchedule } from '../../api/save-schedule';
import { useCompanyContext } from '../../hooks/use-company-context';
import { ClientField, type TClientValue } from './client-field';
import { RecurrenceField } from './recurrence-field';
import { ServiceCalendarFields } from './service-calendar-fields';
import { SlotPicker } from './slot-picker';
import { emptyScheduleForm, toCreateBody, ZScheduleForm, type TScheduleForm } from './schedule-form-schema';

export const SCHEDULE_FORM_ID = 'schedule-form';

/** A new schedule: client, service, professional, day, a free time, note and recurrence. */
export function ScheduleCreateForm({
  payload,
  onDone,
  onPendingChange,
}: {
  payload: TScheduleFormOpenPayload;
  onDone: () => void;
  onPendingChange: (v: boolean) => void;
}) {
  const { companyId, timezone } = useCompanyContext();
  const services = useServices(companyId);
  const calendars = useCalendars(companyId);
  const save = useSaveSchedule(companyId);
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useZodForm(ZScheduleForm, {
    defaultValues: emptyScheduleForm({
      service_id: payload.serviceId ?? '',
      calendar_id: payload.calendarId ?? '',
      date: payload.date ?? todayIn(timezone),
      time: payload.time ?? '',
    }),
  });
  const v = useWatch({ control: form.control }) as TScheduleForm;
  const { errors } = form.formState;
  const set = (patch: Partial<TScheduleForm>) => {
    for (const [k, val] of Object.entries(patch))
      form.setValue(k as keyof TScheduleForm, val as never, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
  };

  const submit = form.handleSubmit(async (values) => {
    setConflict(null);
    onPendingChange(true);
    try {
      const saved = await save.mutateAsync({ companyId: companyId!, data: toCreateBody(values, timezone) });
      const n = saved.occurrences?.length ?? 1;
      toast.success(n > 1 ? `${n} agendamentos criados.` : 'Agendamento criado.');
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

  const client: TClientValue = {
    client_mode: v.client_mode,
    client_id: v.client_id,
    client_label: v.client_label,
    client_name: v.client_name,
    client_phone: v.client_phone,
  };

  return (
    <form id={SCHEDULE_FORM_ID} onSubmit={submit} className="flex flex-col gap-5" noValidate data-testid="schedule-create-form">
      <ClientField
        companyId={companyId!}
        value={client}
        onChange={set}
        errors={{
          client_id: errors.client_id?.message,
          client_name: errors.client_name?.message,
          client_phone: errors.client_phone?.message,
        }}
      />
      <ServiceCalendarFields
        services={services.data ?? []}
        calendars={calendars.data ?? []}
        serviceId={v.service_id}
        calendarId={v.calendar_id}
        serviceError={errors.service_id?.message}
        onService={(id) => {
          const svc = services.data?.find((s) => s.id === id);
          set({ service_id: id, ...(v.calendar_id && svc && !svc.calendar_ids.includes(v.calendar_id) ? { calendar_id: '' } : {}) });
        }}
        onCalendar={(id) => set({ calendar_id: id })}
      />
      <DatePicker label="Dia" value={v.date} onValueChange={(d) => d && set({ date: d })} error={errors.date?.message} />
      <SlotPicker
        companyId={companyId!}
        serviceId={v.service_id}
        calendarId={v.calendar_id}
        date={v.date}
        timezone={timezone}
        value={v.time}
        onChange={(time) => {
          setConflict(null);
          set({ time });
        }}
        conflict={conflict}
        error={errors.time?.message}
      />
      <RecurrenceField
        type={v.recurrence_type}
        count={v.recurrence_count}
        date={v.date}
        onChange={set}
        error={errors.recurrence_count?.message}
      />
      <Textarea
        label="Observação"
        description="Visível só para a sua equipe."
        minRows={2}
        placeholder="Ex.: prefere a máquina 2"
        error={errors.company_observation?.message}
        {...form.register('company_observation')}
      />
    </form>
  );
}
