import { useNavigate } from 'react-router';
import { Building2, CircleUserRound, LogOut, Moon, Sun, UserRound } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { signOut } from '@/features/auth/api/sign-out';
import { logout } from '@/lib/session/logout';
import { useUserStore } from '@/stores/user-store';
import { useTheme } from '../../use-theme';

export function UserMenu() {
  const navigate = useNavigate();
  const user = useUserStore((s) => s.user);
  const [theme, toggleTheme] = useTheme();

  async function leave() {
    try {
      await signOut();
    } catch {
      /* the local session ends anyway */
    }
    logout('user');
    navigate('/login', { replace: true });
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Menu da conta"
        data-testid="user-menu"
        className="flex items-center gap-2 rounded-full p-0.5 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Avatar name={user?.name} src={user?.avatar_url} size="md" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-72">
        <div className="px-2.5 py-2">
          <span className="block truncate text-sm font-semibold text-foreground">{user?.name}</span>
          <span className="block break-all text-xs text-muted-foreground">{user?.email}</span>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<CircleUserRound />} onSelect={() => navigate('/app/minha-conta')}>
          Minha conta
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Building2 />} onSelect={() => navigate('/app/empresas')}>
          Minhas empresas
        </DropdownMenuItem>
        <DropdownMenuItem icon={<UserRound />} onSelect={() => navigate('/app/usuarios')}>
          Equipe
        </DropdownMenuItem>
        <DropdownMenuItem
          icon={theme === 'dark' ? <Sun /> : <Moon />}
          data-testid="menu-theme-toggle"
          onSelect={(e) => {
            e.preventDefault();
            toggleTheme();
          }}
        >
          {theme === 'dark' ? 'Tema claro' : 'Tema escuro'}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<LogOut />} destructive onSelect={() => void leave()} data-testid="sign-out">
          Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
