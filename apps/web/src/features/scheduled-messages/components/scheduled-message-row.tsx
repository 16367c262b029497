import { Ban, Pencil } from 'lucide-react';
import {
  SCHEDULED_MESSAGE_STATUS_LABELS,
  SCHEDULED_MESSAGE_TYPE_LABELS,
  type TScheduledMessageDto,
} from '@agenda/shared/scheduled-message';
import { Button } from '@/components/ui/button';
import { Pill, type PillType } from '@/components/ui/pill';
import { formatDateTime } from '@/lib/dates';

const STATUS_PILL: Record<TScheduledMessageDto['status'], PillType> = {
  pending: 'info',
  sent: 'success',
  failed: 'error',
  canceled: 'default',
};

interface Props {
  message: TScheduledMessageDto;
  timezone: string;
  onEdit: (m: TScheduledMessageDto) => void;
  onCancel: (m: TScheduledMessageDto) => void;
}

export function ScheduledMessageRow({ message: m, timezone, onEdit, onCancel }: Props) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3 shadow-xs" data-testid="scheduled-message">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-foreground">{m.client_name ?? 'Cliente'}</span>
        <Pill size="sm">{SCHEDULED_MESSAGE_TYPE_LABELS[m.type]}</Pill>
        <Pill size="sm" type={STATUS_PILL[m.status]} dot>
          {SCHEDULED_MESSAGE_STATUS_LABELS[m.status]}
        </Pill>
        <span className="ml-auto text-sm text-muted-foreground">{formatDateTime(m.due_at, timezone)}</span>
      </div>
      <p className="whitespace-pre-wrap text-sm text-foreground">{m.content}</p>
      {m.status === 'failed' && m.last_error ? <p className="text-xs text-error">{m.last_error}</p> : null}
      {m.status === 'pending' ? (
        <div className="flex gap-2">
          <Button size="sm" variant="outline" leftIcon={<Pencil />} onClick={() => onEdit(m)}>
            Editar texto
          </Button>
          <Button size="sm" variant="outline" leftIcon={<Ban />} onClick={() => onCancel(m)}>
            Cancelar envio
          </Button>
        </div>
      ) : null}
    </li>
  );
}
