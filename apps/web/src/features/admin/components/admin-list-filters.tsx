// Filters shared by the back-office lists over a period: the days (UTC, at most 92 apart, as the API
// checks), one company found by name, and previous/next pages when the total is not counted.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useAdminCompanies } from '../api/companies-api';

export const ALL = 'all';
const MAX_PAGE = 200;
const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The days from `before` days ago to `after` days ahead (UTC). */
export const daysAround = (before: number, after = 0, now = Date.now()) => ({
  from: iso(now - before * DAY_MS),
  to: iso(now + after * DAY_MS),
});

export function PeriodFields({
  value,
  onChange,
}: {
  value: { from: string; to: string };
  onChange: (v: { from: string; to: string }) => void;
}) {
  const tooLong = Date.parse(value.to) - Date.parse(value.from) > 92 * DAY_MS;
  return (
    <div className="grid grid-cols-2 gap-2" role="group" aria-label="Período">
      <DatePicker label="De" value={value.from} max={value.to} onValueChange={(v) => v && onChange({ ...value, from: v })} />
      <DatePicker
        label="Até"
        value={value.to}
        min={value.from}
        error={tooLong ? 'Escolha um período de até 92 dias.' : undefined}
        onValueChange={(v) => v && onChange({ ...value, to: v })}
      />
    </div>
  );
}

/** A company chosen among those whose name or link matches the search (the first page of the list). */
export function CompanyFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const [search, setSearch] = useState('');
  const companies = useAdminCompanies({ search: search.trim() || undefined, sort: 'name_asc', status: 'all', page: 1 });
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <Input label="Buscar empresa" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Nome ou link" />
      <Select
        label="Empresa"
        value={value}
        onValueChange={onChange}
        options={[
          { value: ALL, label: 'Todas as empresas' },
          ...(companies.data?.companies ?? []).map((c) => ({ value: c.id, label: c.name })),
        ]}
      />
    </div>
  );
}

export function MorePager({
  page,
  hasMore,
  onPage,
  label = 'Paginação',
}: {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
  label?: string;
}) {
  return (
    <nav aria-label={label} className="flex items-center justify-between text-sm text-muted-foreground">
      <span>Página {page}</span>
      <span className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Anterior
        </Button>
        <Button variant="outline" size="sm" disabled={!hasMore || page >= MAX_PAGE} onClick={() => onPage(page + 1)}>
          Próxima
        </Button>
      </span>
    </nav>
  );
}
