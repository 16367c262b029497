// The figures of a chart as a table behind "Ver em tabela": what screen readers read (the chart itself is
// aria-hidden) and what anyone who wants the exact numbers opens. The first column is left-aligned, the rest right.
import type { ReactNode } from 'react';

export function ChartTable({ title, head, rows }: { title: string; head: string[]; rows: { key: string; cells: ReactNode[] }[] }) {
  return (
    <details>
      <summary className="cursor-pointer text-sm text-primary">Ver em tabela</summary>
      <table className="mt-2 w-full text-sm">
        <caption className="sr-only">{title}</caption>
        <thead className="text-muted-foreground">
          <tr>
            {head.map((h, i) => (
              <th key={h} className={`p-1 font-medium ${i === 0 ? 'text-left' : 'text-right'}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-t border-border">
              {r.cells.map((c, i) => (
                // The columns of a row are fixed and in order: the index is their key.
                <td key={i} className={`p-1 ${i === 0 ? '' : 'text-right tabular-nums'}`}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
