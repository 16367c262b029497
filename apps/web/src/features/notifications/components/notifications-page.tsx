import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Bell, CheckCheck, RefreshCw, TriangleAlert } from 'lucide-react';
import type { TNotificationDto } from '@agenda/shared/schemas/scheduling-dto';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { inTz, relativeDayLabel, todayIn, tzOf } from '@/lib/dates';
import { errorMessage } from '@/lib/http/errors';
import { useSelectedCompany } from '@/stores/company-store';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { NotificationItem, notificationTarget } from './notification-item';

/** /app/notificacoes: every notification of the user in the company, by day, live. */
export function NotificationsPage() {
  const company = useSelectedCompany();
  const companyId = company?.id ?? null;
  const timezone = tzOf(company);
  const navigate = useNavigate();
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const list = useNotifications(companyId);
  const read = useMarkNotificationsRead(companyId);
  useLiveNotifications(companyId);
  const today = todayIn(timezone);
  const now = Date.now();
  const items = (list.data ?? []).filter((n) => filter === 'all' || !n.read_at);
  const unread = (list.data ?? []).filter((n) => !n.read_at).length;

  const groups = useMemo(() => {
    const map = new Map<string, TNotificationDto[]>();
    for (const n of items) {
      const day = inTz(n.created_at, timezone).format('YYYY-MM-DD');
      map.set(day, [...(map.get(day) ?? []), n]);
    }
    return [...map.entries()];
  }, [items, timezone]);

  const openItem = (n: TNotificationDto) => {
    if (!n.read_at && companyId) read.mutate({ companyId, ids: [n.id] });
    const to = notificationTarget(n, timezone);
    if (to) navigate(to);
  };

  return (
    <div className="mx-auto w-full max-w-3xl p-4 sm:p-6" data-testid="notifications-page">
      <header className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-foreground">Notificações</h1>
          <p className="text-sm text-muted-foreground">
            {unread ? `${unread} não ${unread === 1 ? 'lida' : 'lidas'}` : 'Você está em dia.'}
          </p>
        </div>
        {unread ? (
          <Button
            variant="outline"
            leftIcon={<CheckCheck />}
            loading={read.isPending}
            onClick={() => companyId && read.mutate({ companyId, all: true })}
          >
            Marcar todas como lidas
          </Button>
        ) : null}
      </header>
      <Tabs filter value={filter} onValueChange={(v) => setFilter(v as 'all' | 'unread')}>
        <TabsList>
          <TabsTrigger value="all">Todas</TabsTrigger>
          <TabsTrigger value="unread">Não lidas{unread ? ` (${unread})` : ''}</TabsTrigger>
        </TabsList>
      </Tabs>
      <div className="mt-4">
        {list.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-16 rounded-xl" />
            ))}
          </div>
        ) : list.isError ? (
          <EmptyState
            variant="inline"
            icon={TriangleAlert}
            title="Não foi possível carregar as notificações"
            description={errorMessage(list.error)}
            action={
              <Button leftIcon={<RefreshCw />} onClick={() => void list.refetch()}>
                Tentar novamente
              </Button>
            }
          />
        ) : groups.length ? (
          <div className="flex flex-col gap-5">
            {groups.map(([day, group]) => (
              <section key={day} aria-label={relativeDayLabel(day, today)}>
                <h2 className="mb-1 px-1 text-xs font-semibold uppercase tracking-wide text-subtle-foreground">
                  {relativeDayLabel(day, today)}
                </h2>
                <div className="flex flex-col gap-1 rounded-2xl border border-border bg-surface p-1.5 shadow-xs">
                  {group.map((n) => (
                    <NotificationItem key={n.id} notification={n} timezone={timezone} now={now} onOpen={openItem} />
                  ))}
                </div>
              </section>
            ))}
          </div>
        ) : (
          <EmptyState
            variant="inline"
            icon={Bell}
            title={filter === 'unread' ? 'Nenhuma notificação não lida' : 'Nenhuma notificação ainda'}
            description="Quando um cliente ou a secretária agendar ou cancelar um horário, você fica sabendo aqui na hora."
          />
        )}
      </div>
    </div>
  );
}
