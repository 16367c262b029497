import { IMPORT_FIELDS, type TImportDuplicateMode, type TImportField, type TImportPreview } from '@agenda/shared/schemas/imports';
import { Select } from '@/components/ui/select';

const IMPORT_FIELD_LABELS: Record<TImportField, string> = {
  name: 'Nome',
  last_name: 'Sobrenome',
  phone: 'Telefone',
  email: 'E-mail',
  birthday: 'Data de nascimento',
  gender: 'Gênero',
  notes: 'Observações',
  tags: 'Etiquetas',
};

const DUPLICATE_OPTIONS: { value: TImportDuplicateMode; label: string }[] = [
  { value: 'skip', label: 'Pular: manter o cadastro atual' },
  { value: 'update', label: 'Atualizar com os dados da planilha' },
  { value: 'merge', label: 'Completar só os campos vazios' },
];

const NONE = 'none';
export type TMappingState = Record<TImportField, number | null>;

interface TProps {
  preview: TImportPreview;
  mapping: TMappingState;
  onMapping: (m: TMappingState) => void;
  duplicates: TImportDuplicateMode;
  onDuplicates: (d: TImportDuplicateMode) => void;
}

/** The first rows of the file, a column choice per client field (pre-filled with the server's guesses) and the duplicate rule. */
export function ImportMapping({ preview, mapping, onMapping, duplicates, onDuplicates }: TProps) {
  const columns = [
    { value: NONE, label: 'Não importar' },
    ...preview.headers.map((h, i) => ({ value: String(i), label: h || `Coluna ${i + 1}` })),
  ];
  return (
    <div className="flex flex-col gap-4">
      <section aria-label="Prévia da planilha" className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full min-w-max text-left text-sm">
          <caption className="px-3 py-2 text-left text-sm text-muted-foreground">
            {preview.file_name}: {preview.total_rows.toLocaleString('pt-BR')} linhas. Primeiras linhas:
          </caption>
          <thead className="bg-surface-muted">
            <tr>
              {preview.headers.map((h, i) => (
                <th key={i} scope="col" className="px-3 py-2 font-semibold text-foreground">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.rows.slice(0, 5).map((row, r) => (
              <tr key={r} className="border-t border-border">
                {preview.headers.map((_, i) => (
                  <td key={i} className="max-w-56 truncate px-3 py-2 text-muted-foreground">
                    {row[i] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <fieldset className="grid gap-3 rounded-xl border border-border bg-surface p-4 sm:grid-cols-2">
        <legend className="px-1 text-base font-semibold text-foreground">Colunas</legend>
        {IMPORT_FIELDS.map((field) => (
          <Select
            key={field}
            label={field === 'name' ? `${IMPORT_FIELD_LABELS[field]} (obrigatório)` : IMPORT_FIELD_LABELS[field]}
            value={mapping[field] === null ? NONE : String(mapping[field])}
            onValueChange={(v) => onMapping({ ...mapping, [field]: v === NONE ? null : Number(v) })}
            options={columns}
          />
        ))}
      </fieldset>
      <Select
        label="Clientes que já existem (mesmo telefone ou e-mail)"
        value={duplicates}
        onValueChange={(v) => onDuplicates(v as TImportDuplicateMode)}
        options={DUPLICATE_OPTIONS}
        containerClassName="sm:max-w-md"
      />
    </div>
  );
}
