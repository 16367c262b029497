import { useState } from 'react';
import { CalendarX2, Info } from 'lucide-react';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import { formatDateTime } from '@/lib/dates';
import { toast } from '@/stores/toast-store';
import { useCancelClientSchedule } from '../../api/cancel-client-schedule';

interface Props {
  slug: string;
  schedule: TScheduleDto | null;
  timezone: string;
  /** The company's cancellation policy (docs/spec.md §3 cancelation_observations). */
  observations: string | null;
  onOpenChange: (open: boolean) => void;
}

/** The schedule cancellation modal of the public page. */
export function CancelClientModal({ slug, schedule, timezone, observations, onOpenChange }: Props) {
  const [reason, setReason] = useState('');
  const cancel = useCancelClientSchedule();
  return (
    <Modal
      open={Boolean(schedule)}
      onOpenChange={onOpenChange}
      icon={<CalendarX2 />}
      title="Cancelar agendamento?"
      description={schedule ? `${schedule.service?.title ?? 'Serviço'} em ${formatDateTime(schedule.start_at, timezone)}.` : undefined}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Manter agendamento
          </Button>
          <Button
            variant="danger"
            loading={cancel.isPending}
            data-testid="confirm-client-cancel"
            onClick={() =>
              schedule &&
              void cancel
                .mutateAsync({ slug, id: schedule.id, reason: reason.trim() || null })
                .then(() => {
                  toast.success('Agendamento cancelado. O horário ficou livre.');
                  setReason('');
                  onOpenChange(false);
                })
                .catch(() => undefined)
            }
          >
            Cancelar agendamento
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {observations ? (
          <p
            className="flex items-start gap-2 rounded-xl bg-warning-soft px-3 py-2.5 text-sm text-warning-soft-foreground"
            data-testid="cancelation-observations"
          >
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{observations}</span>
          </p>
        ) : null}
        <Textarea
          label="Quer contar o motivo? (opcional)"
          minRows={2}
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
    </Modal>
  );
}
