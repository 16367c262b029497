import { Ban } from 'lucide-react';
import { WAITLIST_STATUS_LABELS, type TWaitlistEntryDto } from '@agenda/shared/waitlist';
import { waitlistWindowLabel } from '@agenda/shared/waitlist-window';
import { Button } from '@/components/ui/button';
import { Pill, type PillType } from '@/components/ui/pill';
import { formatDateTime, isoToBr } from '@/lib/dates';

const STATUS_PILL: Record<TWaitlistEntryDto['status'], PillType> = {
  waiting: 'info',
  offered: 'warning',
  booked: 'success',
  canceled: 'default',
};

const SOURCE_LABELS: Record<TWaitlistEntryDto['source'], string> = {
  app: 'Adicionado pela equipe',
  secretary: 'Pela secretária',
  reminder: 'Após lembrete',
  public: 'Pela página de agendamento',
};

interface Props {
  entry: TWaitlistEntryDto;
  position: number | null;
  timezone: string;
  onCancel: (e: TWaitlistEntryDto) => void;
}

export function WaitlistRow({ entry: e, position, timezone, onCancel }: Props) {
  const days = e.from_date === e.to_date ? isoToBr(e.from_date) : `${isoToBr(e.from_date)} a ${isoToBr(e.to_date)}`;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3 shadow-xs" data-testid="waitlist-entry">
      <div className="flex flex-wrap items-center gap-2">
        {position ? (
          <span
            className="grid size-7 place-items-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
            aria-label={`${position}º da fila`}
          >
            {position}º
          </span>
        ) : null}
        <span className="font-semibold text-foreground">{e.client_name ?? 'Cliente'}</span>
        <Pill size="sm" type={STATUS_PILL[e.status]} dot>
          {WAITLIST_STATUS_LABELS[e.status]}
        </Pill>
        <span className="ml-auto text-sm text-muted-foreground">{days}</span>
      </div>
      <p className="text-sm text-foreground">
        {e.service_title ?? 'Serviço'} · {e.calendar_title ?? 'Qualquer profissional'} ·{' '}
        <span data-testid="waitlist-window">{waitlistWindowLabel(e)}</span>
      </p>
      {e.status === 'offered' && e.offer_start_at ? (
        <p className="text-sm text-muted-foreground">
          Oferecido: {formatDateTime(e.offer_start_at, timezone)}
          {e.offer_expires_at ? ` · aguardando resposta até ${formatDateTime(e.offer_expires_at, timezone)}` : ''}
        </p>
      ) : null}
      {e.note ? <p className="whitespace-pre-wrap text-sm text-muted-foreground">{e.note}</p> : null}
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs text-muted-foreground">{SOURCE_LABELS[e.source]}</span>
        {e.status === 'waiting' || e.status === 'offered' ? (
          <Button size="sm" variant="outline" className="ml-auto" leftIcon={<Ban />} onClick={() => onCancel(e)}>
            Tirar da lista
          </Button>
        ) : null}
      </div>
    </li>
  );
}
