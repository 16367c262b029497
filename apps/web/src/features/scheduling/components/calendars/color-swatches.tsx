import { Check } from 'lucide-react';
import { CALENDAR_COLORS } from '@agenda/shared/calendar';
import { cn } from '@/components/ui/cn';

const NAMES: Record<string, string> = {
  '#2563eb': 'Azul',
  '#16a34a': 'Verde',
  '#dc2626': 'Vermelho',
  '#9333ea': 'Roxo',
  '#ea580c': 'Laranja',
  '#0891b2': 'Ciano',
  '#db2777': 'Rosa',
  '#ca8a04': 'Amarelo',
};

/** The 8 preset calendar colours. */
export function ColorSwatches({ value, onChange, error }: { value: string; onChange: (c: string) => void; error?: string }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-foreground">Cor</legend>
      <div role="radiogroup" aria-label="Cor da agenda" className="flex flex-wrap gap-2">
        {CALENDAR_COLORS.map((c) => (
          <button
            key={c}
            type="button"
            role="radio"
            aria-checked={value === c}
            aria-label={NAMES[c] ?? c}
            onClick={() => onChange(c)}
            className={cn(
              'flex size-11 items-center justify-center rounded-full ring-offset-2 ring-offset-surface transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-ring',
              value === c && 'ring-2 ring-foreground',
            )}
            style={{ background: c }}
          >
            {value === c ? <Check className="size-5 text-white" strokeWidth={3} aria-hidden /> : null}
          </button>
        ))}
      </div>
      {error ? <p className="mt-1.5 text-[13px] font-medium text-danger">{error}</p> : null}
    </fieldset>
  );
}
