// "Períodos do dia": the manhã / tarde / noite windows the secretary uses when a client says
// "de manhã" or "à noite" (the company's own, or the defaults).
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { DAY_PART_KEYS, DAY_PART_LABELS, DEFAULT_DAY_PARTS, type TDayPartWindows } from '@agenda/shared/company';
import { Button } from '@/components/ui/button';
import { TimeInput } from '@/components/ui/time-input';

type TForm = { day_parts?: TDayPartWindows | null };

export function DayPartsField({ control, errors, onReset }: { control: Control<TForm>; errors: FieldErrors<TForm>; onReset: () => void }) {
  const partErrors = errors.day_parts as Partial<Record<string, { from?: { message?: string }; to?: { message?: string } }>> | undefined;
  return (
    <div className="flex flex-col gap-3" data-testid="day-parts">
      {DAY_PART_KEYS.map((key) => (
        <div key={key} className="grid grid-cols-[4.5rem_1fr_1fr] items-start gap-3 sm:grid-cols-[6rem_10rem_10rem]">
          <span className="pt-2.5 text-sm font-medium text-foreground">{DAY_PART_LABELS[key]}</span>
          {(['from', 'to'] as const).map((edge) => (
            <Controller
              key={edge}
              control={control}
              name={`day_parts.${key}.${edge}`}
              render={({ field }) => (
                <TimeInput
                  aria-label={`${DAY_PART_LABELS[key]}: ${edge === 'from' ? 'das' : 'até'}`}
                  placeholder={edge === 'from' ? 'Das' : 'Até'}
                  value={field.value ?? null}
                  onValueChange={(v) => field.onChange(v ?? '')}
                  onBlur={field.onBlur}
                  error={partErrors?.[key]?.[edge]?.message}
                />
              )}
            />
          ))}
        </div>
      ))}
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <Button type="button" variant="link" onClick={onReset}>
          Voltar ao padrão
        </Button>
        <p className="text-[13px] text-muted-foreground">
          Padrão:{' '}
          {DAY_PART_KEYS.map((k) => `${DAY_PART_LABELS[k].toLowerCase()} ${DEFAULT_DAY_PARTS[k].from}–${DEFAULT_DAY_PARTS[k].to}`).join(
            ', ',
          )}
          .
        </p>
      </div>
    </div>
  );
}
