import type { TCalendarDto } from '@agenda/shared/schemas/scheduling-dto';
import { cn } from '@/components/ui/cn';

interface Props {
  calendars: TCalendarDto[];
  value: string;
  onChange: (id: string) => void;
}

/** The week view shows one professional at a time, with full names and readable columns. */
export function WeekProfessional({ calendars, value, onChange }: Props) {
  return (
    <div
      role="radiogroup"
      aria-label="Profissional da semana"
      data-testid="week-professional"
      className="flex gap-1.5 overflow-x-auto border-t border-border bg-surface px-3 py-2 [scrollbar-width:none] sm:px-4"
    >
      {calendars.map((c) => (
        <button
          key={c.id}
          type="button"
          role="radio"
          aria-checked={c.id === value}
          onClick={() => onChange(c.id)}
          className={cn(
            'inline-flex h-9 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring',
            c.id === value && 'bg-surface-muted text-foreground ring-1 ring-inset ring-border-strong/60',
          )}
        >
          <span aria-hidden className="size-2.5 rounded-full" style={{ background: c.color }} />
          {c.title}
        </button>
      ))}
    </div>
  );
}
