import { QueryProvider } from '../../query-provider';
import { useEffect, useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { LogOut, Menu, ShieldCheck, X } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { on } from '@/lib/events';
import { signOutAdmin } from '@/features/auth/api/sign-out';
import { logout } from '@/lib/session/logout';
import { useUserStore } from '@/stores/user-store';
import { BrandLogo } from '../brand-logo';
import { ThemeToggle } from '../theme-toggle';

// Only pages that are built: the other /admin routes of docs/spec.md §2 stay out of the menu (issue 14 report).
const ADMIN_NAV: [string, string][] = [
  ['/admin/dashboard', 'Painel'],
  ['/admin/empresas', 'Empresas'],
  ['/admin/company_metrics', 'Métricas das empresas'],
  ['/admin/usuarios', 'Usuários'],
  ['/admin/assinaturas', 'Assinaturas'],
  ['/admin/plans', 'Planos'],
  ['/admin/chats', 'Conversas'],
  ['/admin/ai_model', 'Modelos de IA'],
  ['/admin/ai_model_run', 'Execuções de IA'],
  ['/admin/ai_tool', 'Ferramentas de IA'],
  ['/admin/chat_personality', 'Personalidades'],
  ['/admin/articles', 'Artigos'],
  ['/admin/landing_pages', 'Páginas de campanha'],
  ['/admin/notifications', 'Notificações'],
  ['/admin/scheduled_messages', 'Mensagens agendadas'],
  ['/admin/integrations', 'Integrações'],
  ['/admin/tools', 'Ferramentas'],
  ['/admin/webhook_events', 'Eventos de webhook'],
  ['/admin/logs_plataforma', 'Logs da plataforma'],
  ['/admin/eventos_plataforma', 'Eventos da plataforma'],
  ['/admin/admins', 'Administradores'],
  ['/admin/roles', 'Perfis de acesso'],
];

export function AdminLayout() {
  const navigate = useNavigate();
  const admin = useUserStore((s) => s.admin);
  const [open, setOpen] = useState(false);
  useEffect(() => on('menus:collapse', () => setOpen(false)), []);

  return (
    <QueryProvider>
      <div className="flex min-h-dvh bg-background">
        <div aria-hidden onClick={() => setOpen(false)} className={`fixed inset-0 z-40 bg-overlay lg:hidden ${open ? '' : 'hidden'}`} />
        <aside
          aria-label="Menu do painel"
          className={`fixed inset-y-0 left-0 z-50 flex w-64 flex-col border-r border-border bg-surface transition-transform lg:sticky lg:top-0 lg:h-dvh lg:translate-x-0 ${open ? 'translate-x-0' : '-translate-x-full'}`}
        >
          <div className="flex h-16 items-center justify-between px-4">
            <BrandLogo to="/admin/empresas" />
            <button
              type="button"
              aria-label="Fechar menu"
              onClick={() => setOpen(false)}
              className="flex size-10 items-center justify-center rounded-lg lg:hidden"
            >
              <X className="size-5" aria-hidden />
            </button>
          </div>
          <p className="mx-4 mb-2 inline-flex w-fit items-center gap-1.5 rounded-full bg-warning-soft px-2.5 py-0.5 text-xs font-semibold text-warning-soft-foreground">
            <ShieldCheck className="size-3.5" aria-hidden /> Administração
          </p>
          <nav className="min-h-0 flex-1 overflow-y-auto px-3 pb-4">
            <ul className="space-y-0.5">
              {ADMIN_NAV.map(([to, label]) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end
                    className={({ isActive }) =>
                      `flex h-9 items-center rounded-lg px-2.5 text-sm font-medium ${isActive ? 'bg-primary-soft text-primary-soft-foreground' : 'text-muted-foreground hover:bg-surface-muted hover:text-foreground'}`
                    }
                  >
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-border bg-background/85 px-3 backdrop-blur sm:px-6">
            <button
              type="button"
              aria-label="Abrir menu"
              onClick={() => setOpen(true)}
              className="flex size-10 items-center justify-center rounded-lg lg:hidden"
            >
              <Menu className="size-5" aria-hidden />
            </button>
            <span className="text-sm font-semibold text-foreground">Painel administrativo</span>
            <div className="ml-auto flex items-center gap-1">
              <ThemeToggle />
              <DropdownMenu>
                <DropdownMenuTrigger aria-label="Menu do administrador" className="rounded-full p-0.5">
                  <Avatar name={admin?.name ?? admin?.email} size="md" />
                </DropdownMenuTrigger>
                <DropdownMenuContent className="w-72">
                  <div className="px-2.5 py-2">
                    <span className="block truncate text-sm font-semibold">{admin?.name ?? 'Administrador'}</span>
                    <span className="block break-all text-xs text-muted-foreground">{admin?.email}</span>
                  </div>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem
                    icon={<LogOut />}
                    destructive
                    onSelect={() => {
                      // The server ends the session (and any owner session it opened) before the local one is cleared.
                      void signOutAdmin()
                        .catch(() => undefined)
                        .finally(() => {
                          logout('admin');
                          navigate('/admin/login', { replace: true });
                        });
                    }}
                  >
                    Sair do painel
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            </div>
          </header>
          <main className="min-w-0 flex-1">
            <Outlet />
          </main>
        </div>
      </div>
    </QueryProvider>
  );
}
