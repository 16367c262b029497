import { useNavigate } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useImpersonation } from '@/lib/session/impersonation';
import { logout } from '@/lib/session/logout';

/** Shown while an admin uses the app as the company's owner (docs/spec.md §6). */
export function ImpersonationBanner() {
  const info = useImpersonation();
  const navigate = useNavigate();
  if (!info) return null;
  return (
    <div role="status" className="flex flex-wrap items-center gap-2 bg-warning-soft px-4 py-2 text-sm text-warning-soft-foreground">
      <ShieldAlert className="size-4 shrink-0" aria-hidden />
      <span className="min-w-0 flex-1">
        Você está na conta de <strong>{info.company_name}</strong> como administrador ({info.admin_email}). Tudo o que fizer fica no log da
        plataforma.
      </span>
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          logout('user');
          navigate(`/admin/empresas/${info.company_id}`);
        }}
      >
        Voltar ao painel
      </Button>
    </div>
  );
}
