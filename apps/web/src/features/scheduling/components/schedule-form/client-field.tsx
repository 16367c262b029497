import { useState } from 'react';
import { Search, UserPlus, UserRound, X } from 'lucide-react';
import { formatPhone } from '@agenda/shared/phone';
import { Avatar } from '@/components/ui/avatar';
import { Input } from '@/components/ui/input';
import { PhoneInput } from '@/components/ui/phone-input';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useClients } from '../../api/get-clients';
import { SegmentedChoice } from '@/components/ui/segmented-choice';

export interface TClientValue {
  client_mode: 'existing' | 'new';
  client_id: string;
  client_label: string;
  client_name: string;
  client_phone: string;
}

interface Props {
  companyId: string | number;
  value: TClientValue;
  onChange: (patch: Partial<TClientValue>) => void;
  errors: Partial<Record<keyof TClientValue, string | undefined>>;
}

/** Pick a known client (user_get_clients: name, phone or e-mail) or register a new one with name and WhatsApp. */
export function ClientField({ companyId, value, onChange, errors }: Props) {
  const [search, setSearch] = useState('');
  const clients = useClients(companyId, useDebouncedValue(search, 250));
  const found = clients.data ?? [];

  const toNew = () => {
    const digits = search.replace(/\D/g, '');
    onChange({
      client_mode: 'new',
      client_id: '',
      client_name: digits.length >= 8 ? '' : search.trim(),
      client_phone: digits.length >= 8 ? `+${digits.startsWith('55') ? digits : `55${digits}`}` : value.client_phone,
    });
  };

  return (
    <fieldset className="flex flex-col gap-3" data-testid="client-field">
      <legend className="mb-1.5 text-sm font-medium text-foreground">Cliente</legend>
      <SegmentedChoice
        label="Cliente"
        fill
        value={value.client_mode}
        onChange={(m) => (m === 'new' ? toNew() : onChange({ client_mode: 'existing' }))}
        options={[
          { value: 'existing', label: 'Cliente cadastrado' },
          { value: 'new', label: 'Novo cliente' },
        ]}
      />
      {value.client_mode === 'new' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Input
            label="Nome"
            value={value.client_name}
            onChange={(e) => onChange({ client_name: e.target.value })}
            error={errors.client_name}
            autoComplete="off"
            placeholder="Nome e sobrenome"
          />
          <PhoneInput
            label="WhatsApp"
            value={value.client_phone}
            onValueChange={(v) => onChange({ client_phone: v })}
            error={errors.client_phone}
          />
        </div>
      ) : value.client_id ? (
        <div className="flex items-center gap-3 rounded-xl border border-primary/40 bg-primary-soft/50 p-2.5" data-testid="client-selected">
          <Avatar name={value.client_label.split(' · ')[0]} size="sm" />
          <span className="min-w-0 flex-1 truncate text-sm font-medium text-foreground">{value.client_label}</span>
          <button
            type="button"
            aria-label="Trocar cliente"
            onClick={() => onChange({ client_id: '', client_label: '' })}
            className="flex size-10 items-center justify-center rounded-lg text-muted-foreground hover:bg-surface-muted"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          <Input
            aria-label="Buscar cliente"
            placeholder="Buscar por nome, telefone ou e-mail"
            leftIcon={<Search />}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            error={errors.client_id}
            autoComplete="off"
          />
          {clients.isPending ? (
            <Skeleton className="h-24 rounded-xl" />
          ) : (
            <ul
              className="flex flex-col divide-y divide-border overflow-hidden rounded-xl border border-border"
              aria-label="Clientes encontrados"
            >
              {found.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    onClick={() => onChange({ client_id: c.id, client_label: c.phone ? `${c.name} · ${formatPhone(c.phone)}` : c.name })}
                    className="flex min-h-12 w-full items-center gap-3 px-3 py-2 text-left hover:bg-surface-muted"
                  >
                    <Avatar name={c.name} size="xs" />
                    <span className="min-w-0 flex-1 truncate text-sm font-medium text-foreground">{c.name}</span>
                    {c.phone ? <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{formatPhone(c.phone)}</span> : null}
                  </button>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  onClick={toNew}
                  className="flex min-h-12 w-full items-center gap-3 px-3 py-2 text-left text-sm font-medium text-primary hover:bg-surface-muted"
                >
                  {found.length ? <UserPlus className="size-4" aria-hidden /> : <UserRound className="size-4" aria-hidden />}
                  {found.length
                    ? 'Cadastrar novo cliente'
                    : search
                      ? 'Nenhum cliente encontrado. Cadastrar novo cliente'
                      : 'Cadastrar novo cliente'}
                </button>
              </li>
            </ul>
          )}
        </div>
      )}
    </fieldset>
  );
}
