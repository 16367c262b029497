import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Bell, CheckCheck } from 'lucide-react';
import type { TNotificationDto } from '@agenda/shared/schemas/scheduling-dto';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import { tzOf } from '@/lib/dates';
import { useSelectedCompany } from '@/stores/company-store';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { NotificationItem, notificationTarget } from './notification-item';

/** The navbar bell: unread count, the latest notifications, live. */
export function NotificationBell() {
  const company = useSelectedCompany();
  const companyId = company?.id ?? null;
  const timezone = tzOf(company);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const list = useNotifications(companyId);
  const read = useMarkNotificationsRead(companyId);
  useLiveNotifications(companyId);
  const items = list.data ?? [];
  const unread = items.filter((n) => !n.read_at).length;
  const now = Date.now();

  const openItem = (n: TNotificationDto) => {
    if (!n.read_at && companyId) read.mutate({ companyId, ids: [n.id] });
    setOpen(false);
    const to = notificationTarget(n, timezone);
    if (to) navigate(to);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        aria-label={unread ? `Notificações: ${unread} não lidas` : 'Notificações'}
        data-testid="notification-bell"
        className="relative flex size-10 items-center justify-center rounded-lg text-muted-foreground hover:bg-surface-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Bell className="size-5" aria-hidden />
        {unread ? (
          <span
            data-testid="notification-count"
            className="absolute top-1 right-1 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-danger px-1 text-[10px] font-bold leading-none text-white ring-2 ring-background"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </PopoverTrigger>
      <PopoverContent align="end" className="flex w-[min(24rem,calc(100vw-1rem))] flex-col p-0">
        <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
          <p className="font-semibold text-foreground">Notificações</p>
          {unread ? (
            <button
              type="button"
              onClick={() => companyId && read.mutate({ companyId, all: true })}
              className="flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-primary hover:bg-primary-soft"
            >
              <CheckCheck className="size-4" aria-hidden /> Marcar todas como lidas
            </button>
          ) : null}
        </div>
        <div className="max-h-[min(26rem,70dvh)] overflow-y-auto p-1.5">
          {list.isPending ? (
            <div className="flex flex-col gap-2 p-2">
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
            </div>
          ) : list.isError ? (
            <p className="px-3 py-6 text-center text-sm text-danger">Não foi possível carregar as notificações.</p>
          ) : items.length ? (
            items
              .slice(0, 8)
              .map((n) => <NotificationItem key={n.id} notification={n} timezone={timezone} now={now} onOpen={openItem} compact />)
          ) : (
            <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
              <Bell className="size-6 text-subtle-foreground" aria-hidden />
              <p className="text-sm font-medium text-foreground">Tudo em dia</p>
              <p className="text-sm text-muted-foreground">Novos agendamentos e cancelamentos aparecem aqui.</p>
            </div>
          )}
        </div>
        <Link
          to="/app/notificacoes"
          onClick={() => setOpen(false)}
          className="flex h-11 items-center justify-center rounded-b-xl border-t border-border text-sm font-medium text-primary hover:bg-surface-muted"
        >
          Ver todas as notificações
        </Link>
      </PopoverContent>
    </Popover>
  );
}
