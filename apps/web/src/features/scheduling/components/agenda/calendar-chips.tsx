import { Check } from 'lucide-react';
import type { TCalendarDto } from '@agenda/shared/schemas/scheduling-dto';
import { cn } from '@/components/ui/cn';

interface Props {
  calendars: TCalendarDto[];
  selectedIds: (string | number)[];
  onToggle: (id?: string) => void;
}

/** Calendar selection of docs/spec.md §4: each chip toggles one calendar; "Todas" selects every one. */
export function CalendarChips({ calendars, selectedIds, onToggle }: Props) {
  const isOn = (id: string) => selectedIds.some((s) => String(s) === id);
  const all = calendars.length > 0 && calendars.every((c) => isOn(c.id));
  const chip =
    'inline-flex h-9 shrink-0 items-center gap-2 rounded-full border px-3 text-sm font-medium transition-colors pointer-coarse:h-11 focus-visible:outline-2 focus-visible:outline-ring';
  return (
    <div
      role="group"
      aria-label="Agendas exibidas"
      className="flex gap-2 overflow-x-auto px-3 py-2 [scrollbar-width:none] sm:px-4"
      data-testid="calendar-chips"
    >
      <button
        type="button"
        aria-pressed={all}
        onClick={() => onToggle()}
        className={cn(
          chip,
          all
            ? 'border-primary bg-primary-soft text-primary-soft-foreground'
            : 'border-border bg-surface text-muted-foreground hover:bg-surface-muted',
        )}
      >
        Todas
      </button>
      {calendars.map((c) => {
        const on = isOn(c.id);
        return (
          <button
            key={c.id}
            type="button"
            aria-pressed={on}
            onClick={() => onToggle(c.id)}
            className={cn(
              chip,
              on ? 'border-transparent text-foreground' : 'border-border bg-surface text-muted-foreground hover:bg-surface-muted',
            )}
            style={
              on
                ? {
                    background: `color-mix(in srgb, ${c.color} 16%, var(--color-surface))`,
                    borderColor: `color-mix(in srgb, ${c.color} 45%, transparent)`,
                  }
                : undefined
            }
          >
            <span
              aria-hidden
              className="flex size-4 items-center justify-center rounded-full"
              style={{ background: on ? c.color : 'transparent', boxShadow: `inset 0 0 0 2px ${c.color}` }}
            >
              {on ? <Check className="size-3 text-white" strokeWidth={3} /> : null}
            </span>
            {c.title}
          </button>
        );
      })}
    </div>
  );
}
