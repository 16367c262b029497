// The table of a company sub-page (/admin/empresas/{id}/…), with its empty state.
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { TABLE, TD, TH, TableScroll } from './admin-page-shell';

export function Table({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  if (rows.length === 0)
    return (
      <EmptyState variant="inline" title={`Nada em ${label.toLowerCase()}`} description="Esta empresa ainda não tem registros aqui." />
    );
  return (
    <TableScroll label={label} className="bg-surface">
      <table className={TABLE} aria-label={label}>
        <thead className="border-b border-border">
          <tr>
            {head.map((h) => (
              <th key={h} className={TH}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((r, i) => (
            <tr key={i}>
              {r.map((c, j) => (
                <td key={j} className={TD}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
