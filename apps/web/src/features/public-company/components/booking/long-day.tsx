import { lazy, Suspense } from 'react';

const LazyLongDay = lazy(() => import('./long-day-label').then((m) => ({ default: m.LongDayLabel })));

/**
 * The day written out, its code (dayjs and its locale) fetched on demand: a date is only shown once the
 * day step, which loads the same code, has been through; the ISO date stands in meanwhile.
 */
export function LongDay({ date }: { date: string }) {
  return (
    <Suspense fallback={date}>
      <LazyLongDay date={date} />
    </Suspense>
  );
}
