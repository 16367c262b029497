import { Users } from 'lucide-react';
import type { TPublicCompanyDto } from '@agenda/shared/schemas/scheduling-dto';
import { PublicAvatar } from '../public-avatar';
import { OptionCard } from './option-card';

type TCalendar = TPublicCompanyDto['calendars'][number];

/** "Qualquer profissional" first, then each calendar that performs the service. */
export function ProfessionalStep({
  calendars,
  selected,
  onSelect,
}: {
  calendars: TCalendar[];
  selected: string | null | undefined;
  onSelect: (id: string | null) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <OptionCard
        selected={selected === null}
        onClick={() => onSelect(null)}
        testId="booking-any-professional"
        leading={
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
            <Users className="size-5" aria-hidden />
          </span>
        }
      >
        <span className="block font-semibold text-foreground">Qualquer profissional</span>
        <span className="block text-sm text-muted-foreground">Mostra mais horários livres</span>
      </OptionCard>
      {calendars.map((c) => (
        <OptionCard
          key={c.id}
          selected={selected === c.id}
          onClick={() => onSelect(c.id)}
          testId="booking-professional"
          leading={
            <span className="relative shrink-0">
              <PublicAvatar name={c.title} size="md" />
              <span
                aria-hidden
                className="absolute -right-0.5 -bottom-0.5 size-3.5 rounded-full ring-2 ring-surface"
                style={{ background: c.color }}
              />
            </span>
          }
        >
          <span className="block font-semibold text-foreground">{c.title}</span>
          {c.description ? <span className="block text-sm text-muted-foreground">{c.description}</span> : null}
        </OptionCard>
      ))}
    </div>
  );
}
