import type { TWorkdayDto } from '@agenda/shared/schemas/scheduling-dto';
import { hoursText, nowIn, WEEKDAYS } from './company-info';

/** The week's opening hours, today highlighted (also the body of the workdays modal). */
export function HoursList({ workdays, timezone }: { workdays: TWorkdayDto[]; timezone: string }) {
  const today = nowIn(timezone).dow;
  return (
    <dl className="flex flex-col divide-y divide-border text-sm" data-testid="hours-list">
      {[0, 1, 2, 3, 4, 5, 6].map((dow) => {
        const text = hoursText(workdays.find((d) => d.dow === dow));
        return (
          <div key={dow} className={`flex justify-between gap-4 py-2.5 ${dow === today ? 'font-semibold' : ''}`}>
            <dt className="text-foreground">
              {WEEKDAYS[dow]}
              {dow === today ? <span className="ml-1.5 text-xs font-medium text-primary">hoje</span> : null}
            </dt>
            <dd className={`text-right tabular-nums ${text === 'Fechado' ? 'text-muted-foreground' : 'text-foreground'}`}>{text}</dd>
          </div>
        );
      })}
    </dl>
  );
}
