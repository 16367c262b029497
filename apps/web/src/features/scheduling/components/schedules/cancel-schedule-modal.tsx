import { useState } from 'react';
import { CalendarX2 } from 'lucide-react';
import type { TRecurrenceScope } from '@agenda/shared/scheduling-rules';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import { formatDateTime } from '@/lib/dates';
import { toast } from '@/stores/toast-store';
import { useCancelSchedule } from '../../api/cancel-schedule';
import { useCompanyContext } from '../../hooks/use-company-context';
import { SegmentedChoice } from '@/components/ui/segmented-choice';

interface Props {
  schedule: TScheduleDto | null;
  onOpenChange: (open: boolean) => void;
  onCanceled?: () => void;
}

/** Cancel with a reason; a recurring schedule asks "só este" or "este e os seguintes". */
export function CancelScheduleModal({ schedule, onOpenChange, onCanceled }: Props) {
  const { companyId, timezone } = useCompanyContext();
  const cancel = useCancelSchedule(companyId);
  const [reason, setReason] = useState('');
  const [scope, setScope] = useState<TRecurrenceScope>('this');
  const recurring = schedule ? schedule.recurrence_type !== 'no_recurrence' : false;

  const confirm = async () => {
    if (!schedule) return;
    await cancel.mutateAsync({ companyId: companyId!, id: schedule.id, reason: reason.trim() || null, scope });
    toast.success(scope === 'following' ? 'Agendamentos cancelados.' : 'Agendamento cancelado.');
    setReason('');
    setScope('this');
    onOpenChange(false);
    onCanceled?.();
  };

  return (
    <Modal
      open={Boolean(schedule)}
      onOpenChange={onOpenChange}
      icon={<CalendarX2 />}
      title="Cancelar agendamento"
      description={
        schedule
          ? `${schedule.client?.name ?? schedule.display_name} · ${schedule.service?.title ?? 'serviço'} em ${formatDateTime(schedule.start_at, timezone)}. O horário fica livre para outro cliente.`
          : undefined
      }
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Voltar
          </Button>
          <Button
            variant="danger"
            loading={cancel.isPending}
            onClick={() => void confirm().catch(() => undefined)}
            data-testid="confirm-cancel-schedule"
          >
            Cancelar agendamento
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {recurring ? (
          <SegmentedChoice
            label="Quais agendamentos"
            fill
            value={scope}
            onChange={setScope}
            options={[
              { value: 'this', label: 'Só este' },
              { value: 'following', label: 'Este e os seguintes' },
            ]}
          />
        ) : null}
        <Textarea
          label="Motivo (opcional)"
          placeholder="Ex.: cliente pediu para remarcar"
          minRows={3}
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
    </Modal>
  );
}
