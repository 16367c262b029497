import { CalendarDays, Menu } from 'lucide-react';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { ThemeToggle } from '../theme-toggle';
import { UserMenu } from './user-menu';

function todayLabel(): string {
  const text = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date());
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function shortTodayLabel(): string {
  return new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: 'short' }).format(new Date()).replace('.', '');
}

export function AppNavbar({ onMenu }: { onMenu: () => void }) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-border bg-background/85 px-3 backdrop-blur sm:px-6">
      <button
        type="button"
        onClick={onMenu}
        aria-label="Abrir menu"
        className="flex size-10 items-center justify-center rounded-lg text-foreground hover:bg-surface-muted lg:hidden"
      >
        <Menu className="size-5" aria-hidden />
      </button>
      <p className="flex min-w-0 items-center gap-2 text-sm font-medium text-muted-foreground" data-testid="today">
        <CalendarDays className="size-4 shrink-0" aria-hidden />
        <span className="hidden truncate sm:inline">{todayLabel()}</span>
        <span className="sm:hidden">{shortTodayLabel()}</span>
      </p>
      <div className="ml-auto flex items-center gap-1">
        <ThemeToggle />
        <NotificationBell />
        <UserMenu />
      </div>
    </header>
  );
}
