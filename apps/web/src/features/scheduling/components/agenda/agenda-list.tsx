import { CalendarPlus } from 'lucide-react';
import type { TCalendarDto, TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { Button } from '@/components/ui/button';
import { inTz, relativeDayLabel, todayIn } from '@/lib/dates';
import { useCalendarStore } from '@/stores/calendar-store';
import { ScheduleListItem } from '../schedules/schedule-list-item';
import { statusColor } from './status-colors';

interface Props {
  dates: string[];
  calendars: TCalendarDto[];
  schedules: TScheduleDto[];
  timezone: string;
  onCreateOn: (date: string) => void;
  onOpen: (schedule: TScheduleDto) => void;
}

/** The phone's week: the days one under the other, each with its schedules. */
export function AgendaList({ dates, calendars, schedules, timezone, onCreateOn, onOpen }: Props) {
  const today = todayIn(timezone);
  const byStatus = useCalendarStore((st) => st.colorBy === 'status');
  // The row's edge takes the same colour as the block would on the grid.
  const color = (s: TScheduleDto) => (byStatus ? statusColor(s.status) : calendars.find((c) => c.id === s.calendar_id)?.color);
  return (
    <div className="min-h-0 flex-1 overflow-y-auto px-3 pb-24 sm:px-4" data-testid="agenda-list">
      {dates.map((date) => {
        const day = schedules.filter((s) => inTz(s.start_at, timezone).format('YYYY-MM-DD') === date);
        return (
          <section key={date} className="pt-4" aria-label={relativeDayLabel(date, today)}>
            <header className="mb-2 flex items-center justify-between gap-2">
              <h3 className={`text-sm font-semibold ${date === today ? 'text-primary' : 'text-foreground'}`}>
                {relativeDayLabel(date, today)}
              </h3>
              <Button size="sm" variant="ghost" leftIcon={<CalendarPlus />} onClick={() => onCreateOn(date)}>
                Agendar
              </Button>
            </header>
            {day.length ? (
              <ul className="flex flex-col gap-2">
                {day.map((s) => (
                  <ScheduleListItem key={s.id} schedule={s} timezone={timezone} color={color(s)} onOpen={onOpen} />
                ))}
              </ul>
            ) : (
              <p className="rounded-xl border border-dashed border-border px-3 py-3 text-sm text-muted-foreground">Nenhum agendamento.</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
