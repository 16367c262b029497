import { useNavigate, useRevalidator } from 'react-router';
import { Building2, ChevronsUpDown, Plus } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useCompanyStore, useSelectedCompany } from '@/stores/company-store';
import { useUserStore } from '@/stores/user-store';

export function CompanySwitcher({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const companies = useCompanyStore((s) => s.companies);
  const selected = useSelectedCompany();
  const userId = useUserStore((s) => s.user?.id);

  async function choose(id: string | number) {
    await useCompanyStore.getState().select(id, userId);
    // Route blocking depends on the selected company.
    void revalidator.revalidate();
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        data-testid="company-switcher"
        className={`flex min-w-0 items-center gap-2.5 rounded-xl border border-border bg-surface px-2.5 py-2 text-left shadow-xs hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring ${className}`}
      >
        <Avatar name={selected?.name ?? 'Empresa'} src={selected?.avatar_url} size="sm" shape="rounded" />
        <span className="min-w-0 flex-1">
          <span className="block text-[11px] leading-4 text-muted-foreground">Empresa</span>
          <span className="block truncate text-sm font-semibold leading-5 text-foreground">{selected?.name ?? 'Nenhuma empresa'}</span>
        </span>
        <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-72">
        <DropdownMenuLabel>Suas empresas</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={selected ? String(selected.id) : ''} onValueChange={(id) => void choose(id)}>
          {companies.map((c) => (
            <DropdownMenuRadioItem key={c.id} value={String(c.id)}>
              <Avatar name={c.name} src={c.avatar_url} size="xs" shape="rounded" />
              <span className="min-w-0 flex-1 truncate">{c.name}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<Building2 />} onSelect={() => navigate('/app/empresas')}>
          Gerenciar empresas
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Plus />} onSelect={() => navigate('/app/empresas')}>
          Nova empresa
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
