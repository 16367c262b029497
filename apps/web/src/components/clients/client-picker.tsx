import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Search, UserRound } from 'lucide-react';
import type { TClientPageDto } from '@agenda/shared/schemas/clients';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { http } from '@/lib/http/client';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export interface TPickedClient {
  id: string;
  name: string;
  phone: string | null;
}

interface Props {
  companyId: string;
  value: TPickedClient | null;
  onChange: (client: TPickedClient | null) => void;
  label?: string;
  error?: string;
}

/** Finds a client of the company by name, phone or e-mail (GET /user/{company}/clients?search) and picks one. */
export function ClientPicker({ companyId, value, onChange, label = 'Cliente', error }: Props) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 250);
  const found = useQuery({
    queryKey: ['client-picker', companyId, term],
    queryFn: async () =>
      (await http.get<TClientPageDto>(`/user/${companyId}/clients`, { params: { search: term || undefined, limit: 6 } })).data.clients,
    enabled: !value,
    staleTime: 15_000,
  });

  if (value)
    return (
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-foreground">{label}</span>
        <div className="flex items-center gap-3 rounded-xl border border-border bg-surface px-3 py-2" data-testid="picked-client">
          <UserRound className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span className="min-w-0 flex-1 truncate text-sm font-semibold text-foreground">{value.name}</span>
          <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
            Trocar
          </Button>
        </div>
      </div>
    );

  return (
    <div className="flex flex-col gap-1.5">
      <Input
        label={label}
        placeholder="Buscar por nome ou telefone"
        leftIcon={<Search />}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        error={error}
        autoComplete="off"
      />
      <ul className="flex max-h-56 flex-col gap-1 overflow-y-auto" aria-label="Clientes encontrados">
        {found.isPending ? (
          <li className="px-1 text-sm text-muted-foreground">Buscando clientes…</li>
        ) : found.isError ? (
          <li className="px-1 text-sm text-error">Não foi possível buscar os clientes.</li>
        ) : !found.data.length ? (
          <li className="px-1 text-sm text-muted-foreground">Nenhum cliente encontrado.</li>
        ) : (
          found.data.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => onChange({ id: c.id, name: c.name, phone: c.phone })}
                className="flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring"
                data-testid="client-option"
              >
                <span className="truncate font-medium text-foreground">{c.name}</span>
                {c.phone ? <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{c.phone}</span> : null}
              </button>
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
