import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Ban } from 'lucide-react';
import { BLOCKED_PERIOD_CONFLICT_MESSAGE } from '@agenda/shared/scheduling-rules';
import type { TCalendarDto } from '@agenda/shared/schemas/scheduling-dto';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DatePicker } from '@/components/ui/date-picker';
import { Drawer } from '@/components/ui/drawer';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { TimeInput } from '@/components/ui/time-input';
import { useZodForm } from '@/lib/forms';
import { errorMessage, HttpError } from '@/lib/http/errors';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { toast } from '@/stores/toast-store';
import { useBlockedPeriodConflicts } from '../../api/get-blocked-period-conflicts';
import { useCancelSchedulesBatch } from '../../api/cancel-schedules-batch';
import { useSaveBlockedPeriod } from '../../api/save-blocked-period';
import { useCompanyContext } from '../../hooks/use-company-context';
import { ConflictsPreview } from './conflicts-preview';
import { periodInstants, ZBlockedPeriodForm, type TBlockedPeriodForm } from './blocked-period-form-schema';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultDate: string;
  calendars: TCalendarDto[];
}

const ALL = 'all';

const defaults = (date: string): TBlockedPeriodForm => ({
  calendar_id: ALL,
  all_day: false,
  start_date: date,
  start_time: '12:00',
  end_date: date,
  end_time: '13:00',
  reason: '',
  cancel_schedules: false,
  message: '',
});

/** Create a blocked period: conflicts preview, optionally cancelling the schedules it covers with a message. */
export function BlockedPeriodDrawer({ open, onOpenChange, defaultDate, calendars }: Props) {
  const { companyId, timezone } = useCompanyContext();
  const form = useZodForm(ZBlockedPeriodForm, { defaultValues: defaults(defaultDate) });
  const save = useSaveBlockedPeriod(companyId);
  const batch = useCancelSchedulesBatch(companyId);
  const values = useWatch({ control: form.control }) as TBlockedPeriodForm;
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(defaults(defaultDate));
  }, [open, defaultDate, form]);

  const parsed = ZBlockedPeriodForm.safeParse(values);
  const period = parsed.success ? periodInstants(parsed.data, timezone) : null;
  const calendarId = values.calendar_id === ALL ? null : (values.calendar_id ?? null);
  const query = useDebouncedValue(open && period && companyId ? { companyId, calendarId, ...period } : null, 350);
  const conflicts = useBlockedPeriodConflicts(query);
  const found = conflicts.data ?? [];

  const submit = form.handleSubmit(async (v) => {
    const instants = periodInstants(v, timezone);
    const blocked_period = {
      calendar_id: v.calendar_id === ALL ? null : v.calendar_id,
      ...instants,
      reason: v.reason || null,
      is_cancel_schedules: v.cancel_schedules && found.length > 0,
      message_to_canceled_schedules: v.cancel_schedules ? v.message || null : null,
    };
    try {
      if (blocked_period.is_cancel_schedules)
        await batch.mutateAsync({ companyId: companyId!, body: { blocked_period, schedules_ids_to_cancel: found.map((s) => s.id) } });
      else await save.mutateAsync({ companyId: companyId!, data: blocked_period });
      toast.success(
        blocked_period.is_cancel_schedules ? `Horário bloqueado e ${found.length} agendamento(s) cancelado(s).` : 'Horário bloqueado.',
      );
      onOpenChange(false);
    } catch (error) {
      const message = error instanceof HttpError && error.status === 409 ? BLOCKED_PERIOD_CONFLICT_MESSAGE : errorMessage(error);
      toast.error(message);
      void conflicts.refetch();
    }
  });

  const mustChoose = found.length > 0 && !values.cancel_schedules;
  const calendarOptions = [{ value: ALL, label: 'Todas as agendas' }, ...calendars.map((c) => ({ value: c.id, label: c.title }))];

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title="Bloquear horário"
      description="Ninguém poderá agendar neste período: nem você, nem a secretária, nem seus clientes."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Voltar
          </Button>
          <Button
            leftIcon={<Ban />}
            loading={form.formState.isSubmitting}
            disabled={mustChoose}
            onClick={() => void submit()}
            data-testid="blocked-period-save"
          >
            {values.cancel_schedules && found.length ? 'Bloquear e cancelar' : 'Bloquear horário'}
          </Button>
        </>
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate data-testid="blocked-period-form">
        <Controller
          control={form.control}
          name="calendar_id"
          render={({ field }) => <Select label="Agenda" options={calendarOptions} value={field.value} onValueChange={field.onChange} />}
        />
        <Controller
          control={form.control}
          name="all_day"
          render={({ field }) => (
            <Switch
              label="Dia inteiro"
              description="Bloqueia das 00:00 do primeiro dia até o fim do último."
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <div className="grid grid-cols-[1fr_7rem] gap-3">
          <Controller
            control={form.control}
            name="start_date"
            render={({ field }) => (
              <DatePicker
                label="Início"
                value={field.value}
                onValueChange={(v) => field.onChange(v ?? '')}
                error={errors.start_date?.message}
              />
            )}
          />
          {values.all_day ? null : (
            <Controller
              control={form.control}
              name="start_time"
              render={({ field }) => (
                <TimeInput
                  label="Hora"
                  value={field.value}
                  onValueChange={(v) => field.onChange(v ?? '')}
                  error={errors.start_time?.message}
                />
              )}
            />
          )}
          <Controller
            control={form.control}
            name="end_date"
            render={({ field }) => (
              <DatePicker label="Fim" value={field.value} onValueChange={(v) => field.onChange(v ?? '')} error={errors.end_date?.message} />
            )}
          />
          {values.all_day ? null : (
            <Controller
              control={form.control}
              name="end_time"
              render={({ field }) => (
                <TimeInput
                  label="Hora"
                  value={field.value}
                  onValueChange={(v) => field.onChange(v ?? '')}
                  error={errors.end_time?.message}
                />
              )}
            />
          )}
        </div>
        <Input
          label="Motivo (opcional)"
          placeholder="Ex.: feriado, folga, manutenção"
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        <ConflictsPreview
          loading={Boolean(query) && conflicts.isFetching}
          error={conflicts.isError ? errorMessage(conflicts.error) : null}
          schedules={query ? conflicts.data : undefined}
          timezone={timezone}
        />
        {found.length ? (
          <div className="flex flex-col gap-3 rounded-xl border border-border p-3">
            <Controller
              control={form.control}
              name="cancel_schedules"
              render={({ field }) => (
                <Checkbox
                  label="Cancelar estes agendamentos"
                  description="Os clientes recebem a mensagem abaixo pelo WhatsApp."
                  checked={field.value}
                  onCheckedChange={(v) => field.onChange(v === true)}
                />
              )}
            />
            {values.cancel_schedules ? (
              <Textarea
                label="Mensagem para os clientes"
                placeholder="Ex.: Precisamos remarcar seu horário. Responda esta mensagem para escolher outro dia."
                minRows={3}
                error={errors.message?.message}
                {...form.register('message')}
              />
            ) : (
              <p className="text-[13px] text-muted-foreground">
                Para bloquear este período, cancele os agendamentos ou escolha outro horário.
              </p>
            )}
          </div>
        ) : null}
      </form>
    </Drawer>
  );
}
