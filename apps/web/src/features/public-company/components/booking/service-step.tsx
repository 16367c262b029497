import { Clock } from 'lucide-react';
import type { TPublicCompanyDto } from '@agenda/shared/schemas/scheduling-dto';
import { durationText, servicePrice } from '../company-info';
import { OptionCard } from './option-card';

type TService = TPublicCompanyDto['services'][number];

export function ServiceStep({
  services,
  selected,
  onSelect,
}: {
  services: TService[];
  selected: string | null;
  onSelect: (s: TService) => void;
}) {
  if (!services.length)
    return (
      <p className="rounded-2xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
        Nenhum serviço disponível para agendamento online no momento.
      </p>
    );
  return (
    <div className="flex flex-col gap-2">
      {services.map((s) => (
        <OptionCard key={s.id} selected={selected === s.id} onClick={() => onSelect(s)} testId="booking-service">
          <span className="block font-semibold text-foreground">{s.title}</span>
          {s.description ? <span className="mt-0.5 line-clamp-2 block text-sm text-muted-foreground">{s.description}</span> : null}
          <span className="mt-1 flex flex-wrap items-center gap-x-3 text-sm">
            <span className="inline-flex items-center gap-1 text-muted-foreground">
              <Clock className="size-3.5" aria-hidden /> {durationText(s.duration_in_minutes)}
            </span>
            <span className="font-semibold text-foreground">{servicePrice(s) ?? 'Preço sob consulta'}</span>
          </span>
        </OptionCard>
      ))}
    </div>
  );
}
