import { useState } from 'react';
import { FileSpreadsheet } from 'lucide-react';
import { IMPORT_FIELDS, type TImportDuplicateMode, type TImportOptions, type TImportReport } from '@agenda/shared/schemas/imports';
import { Button } from '@/components/ui/button';
import { FileField } from '@/components/ui/file-field';
import { errorMessage } from '@/lib/http/errors';
import { downloadImportReport, useImportPreview, useImportStatus, useRunImport } from '../api/client-import';
import { CompanyTabFrame } from './parts/company-tab-frame';
import { ImportMapping, type TMappingState } from './parts/import-mapping';
import { ImportReport } from './parts/import-report';

const STATUS_TEXT = { pending: 'Na fila…', running: 'Importando…', done: 'Importação concluída', failed: 'A importação falhou' } as const;

function ImportFlow({ companyId }: { companyId: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<TMappingState | null>(null);
  const [duplicates, setDuplicates] = useState<TImportDuplicateMode>('skip');
  const [dryReport, setDryReport] = useState<TImportReport | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const preview = useImportPreview(companyId);
  const run = useRunImport(companyId);
  const status = useImportStatus(companyId, importId);

  const pick = (f: File | null) => {
    setFile(f);
    setMapping(null);
    setDryReport(null);
    setImportId(null);
    setError(null);
    if (!f) return;
    preview.mutate(f, {
      onSuccess: (p) => setMapping(Object.fromEntries(IMPORT_FIELDS.map((k) => [k, p.mapping[k] ?? null])) as TMappingState),
      onError: (e) => setError(errorMessage(e)),
    });
  };
  const start = (dry_run: boolean) => {
    if (!file || !mapping) return;
    if (mapping.name === null) return setError('Escolha a coluna do nome.');
    setError(null);
    const options: TImportOptions = { mapping, duplicates, dry_run };
    run.mutate(
      { file, options },
      {
        onSuccess: (answer) => {
          if (answer.report) setDryReport(answer.report);
          if (answer.import) {
            setDryReport(null);
            // No toast: the progress is shown right here (a toast would cover the buttons on phones).
            setImportId(answer.import.id);
          }
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };
  const job = status.data;
  const percent = job && job.total ? Math.round((job.processed / job.total) * 100) : 0;

  return (
    <div className="flex flex-col gap-4" data-testid="client-import">
      <div className="rounded-xl border border-border bg-surface p-4">
        <FileField
          key={pickerKey}
          label="Planilha de clientes"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          file={file}
          onFile={pick}
          description="CSV ou XLSX exportado do Trinks, AgendaPro, Google Contatos ou uma planilha sua. A primeira linha traz os nomes das colunas."
        />
        {preview.isPending ? <p className="mt-2 text-sm text-muted-foreground">Lendo a planilha…</p> : null}
      </div>
      {preview.data && mapping ? (
        <ImportMapping
          preview={preview.data}
          mapping={mapping}
          onMapping={setMapping}
          duplicates={duplicates}
          onDuplicates={setDuplicates}
        />
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {preview.data && mapping && !importId ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" loading={run.isPending && run.variables?.options.dry_run} onClick={() => start(true)}>
            Simular importação
          </Button>
          <Button loading={run.isPending && !run.variables?.options.dry_run} onClick={() => start(false)}>
            Importar clientes
          </Button>
        </div>
      ) : null}
      {dryReport ? <ImportReport report={dryReport} title="Simulação: nada foi gravado" /> : null}
      {job ? (
        <div className="flex flex-col gap-2" aria-live="polite">
          <p className="text-sm font-medium text-foreground">
            {STATUS_TEXT[job.status]} {job.status === 'running' || job.status === 'pending' ? `${job.processed} de ${job.total}` : ''}
          </p>
          {job.status === 'pending' || job.status === 'running' ? (
            <div role="progressbar" aria-label="Progresso da importação" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
              <div className="h-2 overflow-hidden rounded-full bg-surface-muted">
                <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
              </div>
            </div>
          ) : null}
          {job.status === 'failed' ? (
            <p className="text-sm text-danger">Nenhum cliente foi importado. Corrija as linhas abaixo e envie de novo.</p>
          ) : null}
          {job.report ? (
            <ImportReport
              report={job.report}
              title={job.status === 'failed' ? 'Linhas com problema' : 'Resultado da importação'}
              onDownload={() => void downloadImportReport(companyId, job.id, job.file_name)}
            />
          ) : null}
          {job.status === 'done' || job.status === 'failed' ? (
            <div>
              <Button
                variant="outline"
                onClick={() => {
                  pick(null);
                  setPickerKey((k) => k + 1);
                }}
              >
                Importar outra planilha
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
      {!file ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <FileSpreadsheet className="size-4" aria-hidden />
          Uma linha quebrada não importa nada: você vê cada linha com problema antes de tentar de novo. Enviar a mesma planilha duas vezes
          não duplica clientes.
        </p>
      ) : null}
    </div>
  );
}

/** /app/empresas/{slug}/importar: clients from CSV/XLSX with preview, column mapping, dry run, progress and report. */
export function ClientImportPage() {
  return (
    <CompanyTabFrame title="Importar clientes" description="Traga seus clientes de uma planilha (CSV ou XLSX).">
      {(company) => <ImportFlow key={String(company.id)} companyId={String(company.id)} />}
    </CompanyTabFrame>
  );
}
