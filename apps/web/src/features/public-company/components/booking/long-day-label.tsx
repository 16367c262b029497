import { longDayLabel } from '@/lib/dates';

/** 'quarta-feira, 25 de novembro' (dayjs and its locale load with the day step, not the booking page). */
export function LongDayLabel({ date }: { date: string }) {
  return <>{longDayLabel(date)}</>;
}
