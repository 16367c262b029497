// One chart of the dashboard: bars drawn by recharts for the eye, the same figures as a table for screen
// readers and for anyone who opens "Ver em tabela".
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartTable } from '@/components/ui/chart-table';

export type TChartRow = { label: string; current: number; previous?: number };

/** 1.2 → "1,2" (and "1,2%" with a unit): the figures read as in Portuguese, on the axis, tooltip and table. */
const figure = (n: number | undefined, unit: string) => (n === undefined ? '' : `${n.toLocaleString('pt-BR')}${unit}`);

export function ChartCard({ title, rows, unit = '' }: { title: string; rows: TChartRow[]; unit?: string }) {
  const compare = rows.some((r) => r.previous !== undefined);
  // A single series names its figure beside the label ("Carlos · 0,3%"): a thin share is hard to read off its bar.
  const data = rows.map((r) => ({ ...r, axis: compare ? r.label : `${r.label} · ${figure(r.current, unit)}` }));
  return (
    <section className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4" aria-label={title}>
      <h2 className="font-semibold text-foreground">{title}</h2>
      {rows.length ? (
        // Horizontal bars: the labels sit on their own lines, readable on a phone however long they are.
        <div className="w-full" style={{ height: 40 + (compare ? 24 : 0) + rows.length * (compare ? 44 : 30) }} aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={{ top: 4, right: 12, bottom: 4, left: 4 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis
                type="number"
                tick={{ fontSize: 11 }}
                allowDecimals={false}
                tickFormatter={(n: number) => figure(n, unit)}
                // A share is read against the whole: the axis of a percentage runs to 100%.
                domain={unit === '%' ? [0, 100] : undefined}
              />
              <YAxis type="category" dataKey="axis" tick={{ fontSize: 11 }} width={118} interval={0} />
              <Tooltip
                formatter={(n) => figure(Number(n), unit)}
                contentStyle={{ background: '#ffffff', color: '#111827' }}
                itemStyle={{ color: '#111827' }}
              />
              {compare ? (
                // Legend text in the page's muted colour: the series' own grey would be too faint to read.
                <Legend
                  iconSize={10}
                  wrapperStyle={{ fontSize: 12 }}
                  formatter={(name) => <span className="text-muted-foreground">{name}</span>}
                />
              ) : null}
              {compare ? <Bar dataKey="previous" name="Período anterior" fill="#64748b" radius={[0, 4, 4, 0]} /> : null}
              <Bar dataKey="current" name="Período" fill="#2563eb" radius={[0, 4, 4, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Sem dados no período.</p>
      )}
      <ChartTable
        title={title}
        head={compare ? ['Item', 'Período', 'Anterior'] : ['Item', 'Período']}
        rows={rows.map((r) => ({
          key: r.label,
          cells: [r.label, figure(r.current, unit), ...(compare ? [figure(r.previous, unit)] : [])],
        }))}
      />
    </section>
  );
}
