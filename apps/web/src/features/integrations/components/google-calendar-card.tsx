// "Google Agenda" on the company's Integrações tab: connect the Google account (consent with calendar
// access), link our calendars to it, see when each last synced, unlink, disconnect.
import { useState } from 'react';
import { CalendarCheck, CalendarSync, Link2Off, LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Pill } from '@/components/ui/pill';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/dates';
import {
  useDisconnectGoogleCalendar,
  useGoogleCalendarStatus,
  useLinkGoogleCalendar,
  useUnlinkGoogleCalendar,
} from '../api/google-calendar';
import { ConfirmModal } from './parts/confirm-modal';

interface Props {
  companyId: string;
  timezone: string;
  /** Leaves for Google's consent screen with calendar access (the auth feature's round trip). */
  onConnect: () => Promise<void>;
}

export function GoogleCalendarCard({ companyId, timezone, onConnect }: Props) {
  const status = useGoogleCalendarStatus(companyId);
  const link = useLinkGoogleCalendar(companyId);
  const unlink = useUnlinkGoogleCalendar(companyId);
  const disconnect = useDisconnectGoogleCalendar(companyId);
  const [calendarId, setCalendarId] = useState('');
  const [connecting, setConnecting] = useState(false);
  const [confirmOut, setConfirmOut] = useState(false);

  const connect = () => {
    setConnecting(true);
    onConnect().catch(() => setConnecting(false));
  };

  return (
    <Card data-testid="google-calendar-card">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300">
            <CalendarSync className="size-6" aria-hidden />
          </span>
          <div className="min-w-0">
            <CardTitle>Google Agenda</CardTitle>
            <CardDescription>
              Compromissos do Google bloqueiam horários aqui, e os agendamentos feitos aqui aparecem no Google.
            </CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {status.isPending ? (
          <Skeleton className="h-24 w-full rounded-xl" />
        ) : status.isError ? (
          <LoadError title="Não foi possível carregar o Google Agenda." error={status.error} onRetry={() => void status.refetch()} />
        ) : !status.data.account ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">Conecte sua conta Google para sincronizar sua agenda nos dois sentidos.</p>
            <Button leftIcon={<CalendarCheck />} loading={connecting} onClick={connect}>
              Conectar Google Agenda
            </Button>
          </div>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm">
                Conta conectada: <strong className="font-semibold break-all">{status.data.account.email}</strong>
              </p>
              <Button variant="outline" size="sm" leftIcon={<LogOut />} onClick={() => setConfirmOut(true)}>
                Desconectar
              </Button>
            </div>
            {status.data.links.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nenhuma agenda vinculada ainda.</p>
            ) : (
              <ul className="divide-y divide-border rounded-xl border border-border" aria-label="Agendas vinculadas">
                {status.data.links.map((l) => (
                  <li key={l.id} className="flex flex-wrap items-center gap-3 p-3">
                    <div className="min-w-0 flex-1">
                      <p className="font-medium">{l.calendar_title}</p>
                      <p className="text-xs break-all text-muted-foreground">
                        {l.google_calendar_id} ·{' '}
                        {l.last_synced_at
                          ? `sincronizada em ${formatDateTime(l.last_synced_at, timezone)}`
                          : 'primeira sincronização em andamento'}
                      </p>
                      {l.last_error && <p className="mt-1 text-xs text-danger-soft-foreground">{l.last_error}</p>}
                    </div>
                    <Pill size="sm" dot type={l.last_error ? 'error' : l.push_active ? 'success' : 'info'}>
                      {l.last_error ? 'Com erro' : l.push_active ? 'Em tempo real' : 'A cada 15 min'}
                    </Pill>
                    <Button
                      variant="ghost"
                      size="sm"
                      leftIcon={<Link2Off />}
                      loading={unlink.isPending && unlink.variables === l.id}
                      onClick={() => unlink.mutate(l.id)}
                    >
                      Desvincular
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {status.data.linkable.length > 0 && (
              <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
                <Select
                  label="Vincular agenda"
                  containerClassName="sm:flex-1"
                  placeholder="Escolha a agenda do profissional"
                  value={calendarId}
                  onValueChange={setCalendarId}
                  options={status.data.linkable.map((c) => ({ value: c.id, label: c.title }))}
                />
                <Button
                  disabled={!calendarId}
                  loading={link.isPending}
                  onClick={() => link.mutate({ calendar_id: calendarId }, { onSuccess: () => setCalendarId('') })}
                >
                  Vincular
                </Button>
              </div>
            )}
          </>
        )}
      </CardContent>
      <ConfirmModal
        open={confirmOut}
        onOpenChange={setConfirmOut}
        icon={<LogOut />}
        title="Desconectar o Google Agenda?"
        description="As agendas deixam de sincronizar e o acesso da Agenda Inteligente à sua conta Google é revogado."
        confirmLabel="Desconectar"
        busy={disconnect.isPending}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setConfirmOut(false);
              setConnecting(false);
            },
          })
        }
      />
    </Card>
  );
}
