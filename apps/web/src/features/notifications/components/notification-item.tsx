import { Bell, CalendarPlus, CalendarX2, KanbanSquare, MessageCircle } from 'lucide-react';
import type { TNotificationType } from '@agenda/shared/notification';
import type { TNotificationDto } from '@agenda/shared/schemas/scheduling-dto';
import { cn } from '@/components/ui/cn';
import { inTz, timeAgo } from '@/lib/dates';

const LOOK: Record<TNotificationType, { icon: typeof Bell; className: string }> = {
  new_schedule: { icon: CalendarPlus, className: 'bg-success-soft text-success-soft-foreground' },
  schedule_cancellation: { icon: CalendarX2, className: 'bg-danger-soft text-danger-soft-foreground' },
  message: { icon: MessageCircle, className: 'bg-info-soft text-info-soft-foreground' },
  stage_change: { icon: KanbanSquare, className: 'bg-warning-soft text-warning-soft-foreground' },
  general: { icon: Bell, className: 'bg-primary-soft text-primary-soft-foreground' },
};

/** Where a notification leads: the agenda on the schedule's day, or the chats. */
export function notificationTarget(n: TNotificationDto, tz: string): string | null {
  const start = typeof n.data?.start_at === 'string' ? n.data.start_at : null;
  if (start) return `/app/agenda?date=${inTz(start, tz).format('YYYY-MM-DD')}`;
  if (n.type === 'message') return '/app/chats';
  return null;
}

interface Props {
  notification: TNotificationDto;
  timezone: string;
  now: number;
  onOpen: (n: TNotificationDto) => void;
  compact?: boolean;
}

export function NotificationItem({ notification: n, timezone, now, onOpen, compact }: Props) {
  const look = LOOK[n.type] ?? LOOK.general;
  const Icon = look.icon;
  const unread = !n.read_at;
  return (
    <button
      type="button"
      onClick={() => onOpen(n)}
      data-testid="notification-item"
      data-unread={unread || undefined}
      className={cn(
        'flex w-full items-start gap-3 rounded-xl px-3 py-3 text-left transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring',
        unread && 'bg-primary-soft/40',
      )}
    >
      <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', look.className)}>
        <Icon className="size-4" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-start justify-between gap-2">
          <span className={cn('text-sm text-foreground', unread ? 'font-semibold' : 'font-medium')}>{n.title}</span>
          <span className="shrink-0 text-xs text-subtle-foreground">{timeAgo(n.created_at, timezone, now)}</span>
        </span>
        <span className={cn('mt-0.5 block text-sm text-muted-foreground', compact && 'line-clamp-2')}>{n.body}</span>
      </span>
      {unread ? <span aria-label="Não lida" className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" /> : null}
    </button>
  );
}
