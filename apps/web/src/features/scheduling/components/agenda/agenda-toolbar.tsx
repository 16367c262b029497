import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Ban, ChevronLeft, ChevronRight, Maximize2, Minimize2, MoreHorizontal, Plus, Settings2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/components/ui/cn';
import type { TAgendaColorBy } from '@/stores/calendar-store';
import type { TAgendaView } from '../../hooks/use-agenda-data';

interface Props {
  view: TAgendaView;
  /** The phone has no week grid: its week is the list. */
  desktop: boolean;
  full: boolean;
  showCanceled: boolean;
  colorBy: TAgendaColorBy;
  dateButton: ReactNode;
  onView: (view: TAgendaView) => void;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
  onShowCanceled: (v: boolean) => void;
  onColorBy: (v: TAgendaColorBy) => void;
  onNew: () => void;
  onBlock: () => void;
}

const COLOR_BY: [TAgendaColorBy, string][] = [
  ['calendar', 'Profissional'],
  ['status', 'Status'],
];

const VIEWS: [TAgendaView, string][] = [
  ['day', 'Dia'],
  ['week', 'Semana'],
  ['list', 'Lista'],
];

export function AgendaToolbar({
  view,
  desktop,
  full,
  showCanceled,
  colorBy,
  dateButton,
  onView,
  onStep,
  onToday,
  onShowCanceled,
  onColorBy,
  onNew,
  onBlock,
}: Props) {
  const navigate = useNavigate();
  const stepLabel = view === 'day' ? 'dia' : 'semana';
  return (
    <div
      className="flex flex-col gap-2 border-b border-border bg-surface px-3 py-2.5 sm:px-4 lg:flex-row lg:items-center"
      data-testid="agenda-toolbar"
    >
      <div className="flex min-w-0 items-center gap-1.5 lg:shrink-0">
        <Button variant="outline" size="sm" onClick={onToday} className="max-sm:hidden">
          Hoje
        </Button>
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          aria-label={`${stepLabel === 'dia' ? 'Dia' : 'Semana'} anterior`}
          onClick={() => onStep(-1)}
        >
          <ChevronLeft />
        </Button>
        <div className="min-w-0 flex-1 sm:flex-none">{dateButton}</div>
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          aria-label={`Próxim${stepLabel === 'dia' ? 'o dia' : 'a semana'}`}
          onClick={() => onStep(1)}
        >
          <ChevronRight />
        </Button>
        <Button variant="outline" size="sm" onClick={onToday} className="sm:hidden">
          Hoje
        </Button>
        <Button size="sm" iconOnly aria-label="Novo agendamento" onClick={onNew} className="ml-auto sm:hidden">
          <Plus />
        </Button>
      </div>
      <div className="flex items-center gap-2 lg:ml-auto lg:gap-3">
        <div
          role="radiogroup"
          aria-label="Visualização"
          className="inline-flex rounded-lg bg-surface-muted p-1 ring-1 ring-inset ring-border/60"
        >
          {VIEWS.filter(([value]) => desktop || value !== 'week').map(([value, label]) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={view === value}
              onClick={() => onView(value)}
              className={cn(
                'h-9 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors sm:h-8 pointer-coarse:h-10',
                view === value && 'bg-surface text-foreground shadow-sm dark:bg-ink-700',
              )}
            >
              {label}
            </button>
          ))}
        </div>
        <label className="flex h-10 cursor-pointer items-center gap-2 whitespace-nowrap text-sm font-medium text-muted-foreground">
          <Switch
            size="sm"
            checked={showCanceled}
            onCheckedChange={onShowCanceled}
            aria-label="Mostrar cancelados"
            data-testid="show-canceled"
          />
          <span>
            <span className="2xl:hidden">Cancelados</span>
            <span className="hidden 2xl:inline">Mostrar cancelados</span>
          </span>
        </label>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="sm" iconOnly aria-label="Mais opções da agenda" className="ml-auto lg:ml-0">
              <MoreHorizontal />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem icon={<Ban />} onSelect={onBlock}>
              Bloquear horário
            </DropdownMenuItem>
            <DropdownMenuItem icon={<Settings2 />} onSelect={() => navigate('/app/horarios-de-funcionamento?aba=agendas')}>
              Gerenciar agendas
            </DropdownMenuItem>
            <DropdownMenuItem
              icon={full ? <Minimize2 /> : <Maximize2 />}
              onSelect={() => navigate(full ? '/app/agenda' : '/app/agenda/completa')}
            >
              {full ? 'Sair da tela cheia' : 'Agenda completa (tela cheia)'}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuLabel id="agenda-color-by">Cor dos agendamentos</DropdownMenuLabel>
            <DropdownMenuRadioGroup aria-labelledby="agenda-color-by" value={colorBy} onValueChange={(v) => onColorBy(v as TAgendaColorBy)}>
              {COLOR_BY.map(([value, label]) => (
                <DropdownMenuRadioItem key={value} value={value}>
                  {label}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </DropdownMenuContent>
        </DropdownMenu>
        <Button leftIcon={<Plus />} onClick={onNew} className="max-sm:hidden" data-testid="new-schedule">
          Novo agendamento
        </Button>
      </div>
    </div>
  );
}
