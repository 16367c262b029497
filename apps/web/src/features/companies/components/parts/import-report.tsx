import { Download } from 'lucide-react';
import type { TImportReport, TImportReportRow } from '@agenda/shared/schemas/imports';
import { Button } from '@/components/ui/button';
import { Pill } from '@/components/ui/pill';

const OUTCOME: Record<TImportReportRow['outcome'], { label: string; type: 'success' | 'info' | 'default' | 'error' }> = {
  imported: { label: 'Importado', type: 'success' },
  updated: { label: 'Atualizado', type: 'info' },
  skipped: { label: 'Pulado', type: 'default' },
  error: { label: 'Erro', type: 'error' },
};

interface TProps {
  report: TImportReport;
  title: string;
  onDownload?: () => void;
}

/** Counts and the lines that need a look (errors and skipped, with the reason); imported lines are only counted. */
export function ImportReport({ report, title, onDownload }: TProps) {
  const notable = report.rows.filter((r) => r.outcome === 'error' || r.outcome === 'skipped');
  const counts = [
    ['Importados', report.imported],
    ['Atualizados', report.updated],
    ['Pulados', report.skipped],
    ['Com erro', report.errors],
  ] as const;
  return (
    <section aria-label={title} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4" data-testid="import-report">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-foreground">{title}</h2>
        {onDownload ? (
          <Button variant="outline" size="sm" leftIcon={<Download />} onClick={onDownload}>
            Baixar relatório
          </Button>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {counts.map(([label, n]) => (
          <div key={label} className="rounded-lg bg-surface-muted p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-xl font-bold text-foreground">{n.toLocaleString('pt-BR')}</dd>
          </div>
        ))}
      </dl>
      {notable.length ? (
        <div className="max-h-80 overflow-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm">
            <thead className="sticky top-0 bg-surface-muted">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Linha
                </th>
                <th scope="col" className="px-3 py-2">
                  Nome
                </th>
                <th scope="col" className="px-3 py-2">
                  Resultado
                </th>
                <th scope="col" className="px-3 py-2">
                  Motivo
                </th>
              </tr>
            </thead>
            <tbody>
              {notable.slice(0, 500).map((r) => (
                <tr key={r.line} className="border-t border-border" data-testid="import-report-row">
                  <td className="px-3 py-2 tabular-nums">{r.line}</td>
                  <td className="px-3 py-2">{r.name || '—'}</td>
                  <td className="px-3 py-2">
                    <Pill type={OUTCOME[r.outcome].type}>{OUTCOME[r.outcome].label}</Pill>
                  </td>
                  <td className="px-3 py-2 text-muted-foreground">{r.reason ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
