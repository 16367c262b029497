// A figure of the admin dashboard day by day: columns drawn by recharts for the eye, the same numbers as a
// table for screen readers and for anyone who opens "Ver em tabela".
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartTable } from '@/components/ui/chart-table';
import { shown } from './dashboard-kit';

type TSeries<K extends string> = { key: K; name: string; color: string };

/** 05/01 from "2026-01-05": the axis has no room for the year, the table and the subtitle show it. */
const dayMonth = (day: string) => shown(day).slice(0, 5);

export function DailyChart<K extends string>({
  title,
  days,
  series,
  format,
}: {
  title: string;
  days: ({ day: string } & Record<K, number>)[];
  series: TSeries<K>[];
  format: (n: number) => string;
}) {
  const empty = days.every((d) => series.every((s) => d[s.key] === 0));
  return (
    <section className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4" aria-label={title}>
      <h2 className="text-sm font-semibold text-foreground">{title}</h2>
      {empty ? (
        <p className="text-sm text-muted-foreground">Nada no período.</p>
      ) : (
        <div className="h-56 w-full" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart accessibilityLayer={false} data={days} margin={{ top: 4, right: 4, bottom: 4, left: 4 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="day" tickFormatter={dayMonth} tick={{ fontSize: 11 }} minTickGap={12} />
              <YAxis tick={{ fontSize: 11 }} allowDecimals={false} tickFormatter={(n: number) => format(n)} width={72} />
              {/* Dark text on the white tooltip: a series' own light colour would fail AA contrast. */}
              <Tooltip
                labelFormatter={(day) => shown(String(day))}
                formatter={(n) => format(Number(n))}
                contentStyle={{ background: '#ffffff', color: '#111827' }}
                itemStyle={{ color: '#111827' }}
              />
              {series.length > 1 ? (
                <Legend
                  iconSize={10}
                  wrapperStyle={{ fontSize: 12 }}
                  formatter={(name) => <span className="text-muted-foreground">{name}</span>}
                />
              ) : null}
              {series.map((s) => (
                <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} radius={[3, 3, 0, 0]} />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
      <ChartTable
        title={title}
        head={['Dia', ...series.map((s) => s.name)]}
        rows={days.map((d) => ({ key: d.day, cells: [shown(d.day), ...series.map((s) => format(d[s.key]))] }))}
      />
    </section>
  );
}
