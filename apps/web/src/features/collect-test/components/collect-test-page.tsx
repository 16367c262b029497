// /collect/test: what attribution collects for this device — consent, device hash, the UTM kept in the
// browser, the IP's location and the events the API stored (docs/spec.md §2/§3).
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Activity } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/loader';
import { getDeviceHash } from '@/lib/http/device';
import { getCollectStatus } from '../api/get-collect-status';

const dateTime = (iso: string) => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso));

function storedUtm(): string {
  const raw = localStorage.getItem('utm_info');
  return raw ?? 'Nenhuma UTM registrada neste navegador.';
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1 border-b border-border py-3 sm:grid-cols-[12rem_1fr]">
      <dt className="font-medium text-foreground">{label}</dt>
      <dd className="break-all font-mono text-sm text-muted-foreground">{value}</dd>
    </div>
  );
}

export function CollectTestPage() {
  const status = useQuery({ queryKey: ['collect-test'], queryFn: getCollectStatus });
  useEffect(() => {
    document.title = 'Teste de coleta de eventos | Agenda Inteligente';
  }, []);
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-semibold text-foreground">Teste de coleta de eventos</h1>
      <p className="mt-2 text-muted-foreground">O que a plataforma registra sobre este dispositivo para medir de onde vêm os cadastros.</p>
      <dl className="mt-6">
        <Row label="Dispositivo" value={getDeviceHash()} />
        <Row label="UTM neste navegador" value={storedUtm()} />
        {status.data ? (
          <>
            <Row
              label="Consentimento de cookies"
              value={status.data.consent ? 'Aceito — eventos são registrados' : 'Não aceito — nada é registrado'}
            />
            <Row
              label="Localização do IP"
              value={`${status.data.ipInfo.ip} · ${[status.data.ipInfo.city, status.data.ipInfo.state, status.data.ipInfo.country].filter(Boolean).join(', ') || 'desconhecida'}`}
            />
          </>
        ) : null}
      </dl>
      <h2 className="mt-8 text-lg font-semibold text-foreground">Eventos registrados</h2>
      {status.isPending ? <Spinner className="mt-4" /> : null}
      {status.isError ? (
        <LoadError title="Não foi possível carregar os eventos." error={status.error} onRetry={() => void status.refetch()} />
      ) : null}
      {status.data && status.data.events.length === 0 ? (
        <EmptyState
          variant="inline"
          icon={Activity}
          title="Nenhum evento registrado"
          description="Os eventos aparecem aqui depois que você aceita os cookies."
        />
      ) : null}
      {status.data && status.data.events.length > 0 ? (
        <ul className="mt-4 divide-y divide-border rounded-xl border border-border">
          {status.data.events.map((e) => (
            <li key={e.id} className="flex flex-col gap-1 p-3 text-sm">
              <span className="font-medium text-foreground">
                {e.event_name}
                {e.event_ref ? ` · ${e.event_ref}` : ''}
              </span>
              <span className="break-all text-muted-foreground">{e.value ?? '—'}</span>
              <time className="text-xs text-muted-foreground" dateTime={e.created_at}>
                {dateTime(e.created_at)}
              </time>
            </li>
          ))}
        </ul>
      ) : null}
    </main>
  );
}
