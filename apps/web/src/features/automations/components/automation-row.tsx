import { Pencil, Trash2 } from 'lucide-react';
import {
  AUTOMATION_ACTION_LABELS,
  AUTOMATION_TIME_UNIT_LABELS,
  AUTOMATION_TRIGGER_LABELS,
  type TAutomationDto,
} from '@agenda/shared/automation';
import { Button } from '@/components/ui/button';
import { Pill } from '@/components/ui/pill';

/** "1 dia(s) antes", or the service recurrence for return messages. */
function whenText(a: TAutomationDto): string {
  if (a.use_service_recurrence) return 'Na recorrência de cada serviço';
  if (a.time_value === 0) return 'Na hora';
  return `${a.time_value} ${AUTOMATION_TIME_UNIT_LABELS[a.time_unit]} ${a.time_operation === 'subtract' ? 'antes' : 'depois'}`;
}

interface Props {
  automation: TAutomationDto;
  onEdit: (a: TAutomationDto) => void;
  onRemove: (a: TAutomationDto) => void;
}

export function AutomationRow({ automation: a, onEdit, onRemove }: Props) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3 shadow-xs" data-testid="automation">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-foreground">{a.title}</span>
        <Pill size="sm">{AUTOMATION_TRIGGER_LABELS[a.trigger]}</Pill>
        <Pill size="sm" type={a.is_active ? 'success' : 'default'} dot>
          {a.is_active ? 'Ativa' : 'Pausada'}
        </Pill>
        <span className="ml-auto text-sm text-muted-foreground">{whenText(a)}</span>
      </div>
      <p className="whitespace-pre-wrap text-sm text-foreground">
        {a.action === 'set_client_tag' ? `${AUTOMATION_ACTION_LABELS.set_client_tag}: ${a.tag}` : a.content}
      </p>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" leftIcon={<Pencil />} onClick={() => onEdit(a)}>
          Editar
        </Button>
        <Button size="sm" variant="ghost" leftIcon={<Trash2 />} onClick={() => onRemove(a)}>
          Excluir
        </Button>
      </div>
    </li>
  );
}
