// One chart of the dashboard: bars drawn by recharts for the eye, the same figures as a table for screen
// readers and for anyone who opens "Ver em tabela".
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type TChartRow = { label: string; current: number; previous?: number };

export function ChartCard({ title, rows, unit = '' }: { title: string; rows: TChartRow[]; unit?: string }) {
  const compare = rows.some((r) => r.previous !== undefined);
  return (
    <section className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4" aria-label={title}>
      <h2 className="font-semibold text-foreground">{title}</h2>
      {rows.length ? (
        // Horizontal bars: the labels sit on their own lines, readable on a phone however long they are.
        <div className="w-full" style={{ height: 40 + rows.length * (compare ? 44 : 30) }} aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 12, bottom: 4, left: 4 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" tick={{ fontSize: 11 }} allowDecimals={false} />
              <YAxis type="category" dataKey="label" tick={{ fontSize: 11 }} width={118} interval={0} />
              <Tooltip />
              {compare ? <Bar dataKey="previous" name="Período anterior" fill="#94a3b8" radius={[0, 4, 4, 0]} /> : null}
              <Bar dataKey="current" name="Período" fill="#2563eb" radius={[0, 4, 4, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Sem dados no período.</p>
      )}
      <details>
        <summary className="cursor-pointer text-sm text-primary">Ver em tabela</summary>
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="text-muted-foreground">
            <tr>
              <th className="p-1 text-left font-medium">Item</th>
              <th className="p-1 text-right font-medium">Período</th>
              {compare ? <th className="p-1 text-right font-medium">Anterior</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.label} className="border-t border-border">
                <td className="p-1">{r.label}</td>
                <td className="p-1 text-right">
                  {r.current}
                  {unit}
                </td>
                {compare ? (
                  <td className="p-1 text-right">
                    {r.previous}
                    {unit}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
