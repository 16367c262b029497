// Commission per professional (calendar): a percentage of the paid income linked to them.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/http/errors';
import { useCommissions, type TCommissionRow } from '../api/finance-extras-api';

function CommissionRow({ row, saving, onSave }: { row: TCommissionRow; saving: boolean; onSave: (percent: number) => void }) {
  const [value, setValue] = useState(String(row.commission_percent));
  const percent = Number(value);
  const valid = value.trim() !== '' && Number.isInteger(percent) && percent >= 0 && percent <= 100;
  return (
    <li className="flex items-start justify-between gap-3 py-2">
      <span className="min-w-0 flex-1 truncate pt-2 text-sm font-medium text-foreground">{row.title}</span>
      <Input
        type="number"
        aria-label={`Comissão de ${row.title} (%)`}
        min={0}
        max={100}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        containerClassName="w-24"
        error={valid ? undefined : 'Entre 0 e 100%.'}
      />
      <Button
        size="sm"
        variant="outline"
        className="mt-1"
        disabled={!valid || percent === row.commission_percent}
        loading={saving}
        onClick={() => onSave(percent)}
      >
        Salvar
      </Button>
    </li>
  );
}

export function CommissionsCard({ companyId }: { companyId: string | null }) {
  const { list, save } = useCommissions(companyId);
  return (
    <section aria-labelledby="comissoes" className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
      <div>
        <h2 id="comissoes" className="font-semibold text-foreground">
          Comissões
        </h2>
        <p className="text-sm text-muted-foreground">Percentual de cada profissional sobre as receitas pagas ligadas a ele.</p>
      </div>
      {list.isPending ? (
        <Skeleton className="h-12 rounded-lg" aria-busy="true" />
      ) : list.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(list.error)}
        </p>
      ) : list.data.length ? (
        <ul className="divide-y divide-border">
          {list.data.map((row) => (
            <CommissionRow
              key={`${row.calendar_id}-${row.commission_percent}`}
              row={row}
              saving={save.isPending && save.variables?.calendar_id === row.calendar_id}
              onSave={(percent) => save.mutate({ calendar_id: row.calendar_id, percent })}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Cadastre profissionais para definir comissões.</p>
      )}
    </section>
  );
}
