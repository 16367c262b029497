import { TriangleAlert } from 'lucide-react';
import type { TSlotDto } from '@agenda/shared/schemas/scheduling-dto';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/components/ui/cn';
import { useAvailableSlots } from '../../api/get-available-slots';
import { WaitlistOffer } from './waitlist-offer';

interface Props {
  slug: string;
  serviceId: string;
  calendarId: string | null;
  date: string;
  selected: TSlotDto | null;
  conflict: string | null;
  onSelect: (slot: TSlotDto) => void;
  onOtherDay: () => void;
}

const PERIODS = [
  { label: 'Manhã', test: (t: string) => t < '12:00' },
  { label: 'Tarde', test: (t: string) => t >= '12:00' && t < '18:00' },
  { label: 'Noite', test: (t: string) => t >= '18:00' },
];

/** The free start times of the chosen day, by period; a full day offers the waitlist. */
export function TimeStep({ slug, serviceId, calendarId, date, selected, conflict, onSelect, onOtherDay }: Props) {
  const slots = useAvailableSlots({ slug, serviceId, calendarId, date });
  const list = slots.data ?? [];
  return (
    <div className="flex flex-col gap-4">
      {conflict ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl bg-danger-soft px-3 py-2.5 text-sm font-medium text-danger-soft-foreground"
          data-testid="booking-conflict"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden /> {conflict}
        </p>
      ) : null}
      {slots.isPending ? (
        <div className="grid grid-cols-4 gap-2">
          {Array.from({ length: 12 }, (_, i) => (
            <Skeleton key={i} className="h-12 rounded-xl" />
          ))}
        </div>
      ) : slots.isError ? (
        <p className="text-sm text-danger">{slots.error.message}</p>
      ) : !list.length ? (
        <WaitlistOffer slug={slug} serviceId={serviceId} calendarId={calendarId} date={date} onOtherDay={onOtherDay} />
      ) : (
        PERIODS.map(({ label, test }) => {
          const group = list.filter((s) => test(s.time));
          if (!group.length) return null;
          return (
            <div key={label}>
              <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-subtle-foreground">{label}</p>
              <div className="grid grid-cols-4 gap-2 sm:grid-cols-6">
                {group.map((s) => (
                  <button
                    key={s.start_at}
                    type="button"
                    onClick={() => onSelect(s)}
                    aria-pressed={selected?.start_at === s.start_at}
                    data-testid="booking-slot"
                    data-start={s.start_at}
                    className={cn(
                      'h-12 rounded-xl border text-[15px] font-semibold tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                      selected?.start_at === s.start_at
                        ? 'border-primary bg-primary text-primary-foreground'
                        : 'border-border bg-surface text-foreground hover:border-primary/60 hover:bg-primary-soft',
                    )}
                  >
                    {s.time}
                  </button>
                ))}
              </div>
            </div>
          );
        })
      )}
    </div>
  );
}
