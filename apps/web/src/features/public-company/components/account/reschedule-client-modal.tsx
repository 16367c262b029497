import { useState } from 'react';
import { CalendarClock } from 'lucide-react';
import { SCHEDULE_CONFLICT_MESSAGE } from '@agenda/shared/scheduling-rules';
import type { TScheduleDto, TSlotDto } from '@agenda/shared/schemas/scheduling-dto';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { cn } from '@/components/ui/cn';
import { HttpError, errorMessage } from '@/lib/http/errors';
import { addDays, formatDateTime, inTz, todayIn } from '@/lib/dates';
import { toast } from '@/stores/toast-store';
import { useAvailableSlots } from '../../api/get-available-slots';
import { useRescheduleClientSchedule } from '../../api/reschedule-client-schedule';

interface Props {
  slug: string;
  schedule: TScheduleDto | null;
  timezone: string;
  onOpenChange: (open: boolean) => void;
}

/** The client moves their appointment to another time the same professional has free (the booking rules apply). */
export function RescheduleClientModal({ slug, schedule, timezone, onOpenChange }: Props) {
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<TSlotDto | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const day = date ?? (schedule ? inTz(schedule.start_at, timezone).format('YYYY-MM-DD') : '');
  const slots = useAvailableSlots(schedule ? { slug, serviceId: schedule.service_id, calendarId: schedule.calendar_id, date: day } : null);
  const move = useRescheduleClientSchedule();
  const close = () => {
    setDate(null);
    setSlot(null);
    setProblem(null);
    onOpenChange(false);
  };
  const submit = async () => {
    if (!schedule || !slot) return;
    try {
      await move.mutateAsync({ slug, id: schedule.id, body: { start_at: slot.start_at, calendar_id: schedule.calendar_id } });
      toast.success('Agendamento remarcado.');
      close();
    } catch (error) {
      setSlot(null);
      setProblem(error instanceof HttpError && error.status === 409 ? SCHEDULE_CONFLICT_MESSAGE : errorMessage(error));
    }
  };
  const free = (slots.data ?? []).filter((s) => s.start_at !== schedule?.start_at);
  return (
    <Modal
      open={Boolean(schedule)}
      onOpenChange={(o) => (o ? onOpenChange(true) : close())}
      icon={<CalendarClock />}
      title="Remarcar agendamento"
      description={
        schedule
          ? `${schedule.service?.title ?? 'Serviço'}${schedule.calendar ? ` com ${schedule.calendar.title}` : ''}, hoje marcado para ${formatDateTime(schedule.start_at, timezone)}.`
          : undefined
      }
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Manter horário
          </Button>
          <Button loading={move.isPending} disabled={!slot} onClick={() => void submit()} data-testid="confirm-client-reschedule">
            Remarcar
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Input
          type="date"
          label="Novo dia"
          value={day}
          min={todayIn(timezone)}
          max={addDays(todayIn(timezone), 120)}
          onChange={(e) => {
            setDate(e.target.value || null);
            setSlot(null);
            setProblem(null);
          }}
          data-testid="reschedule-date"
        />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-foreground">Novo horário</legend>
          {slots.isPending ? (
            <p className="text-sm text-muted-foreground">Buscando horários livres…</p>
          ) : slots.isError ? (
            <p className="text-sm text-danger">{slots.error.message}</p>
          ) : free.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nenhum horário livre neste dia. Escolha outro dia.</p>
          ) : (
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-4" data-testid="reschedule-slots">
              {free.map((s) => (
                <button
                  key={s.start_at}
                  type="button"
                  aria-pressed={slot?.start_at === s.start_at}
                  onClick={() => setSlot(s)}
                  className={cn(
                    'h-11 rounded-lg border text-sm font-medium tabular-nums',
                    slot?.start_at === s.start_at
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-border bg-surface text-foreground hover:bg-surface-muted',
                  )}
                >
                  {s.time}
                </button>
              ))}
            </div>
          )}
        </fieldset>
        {problem ? (
          <p role="alert" className="text-sm text-danger">
            {problem}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
