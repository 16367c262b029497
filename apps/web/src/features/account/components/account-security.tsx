// "Minha conta": the sessions open on other devices (each signed out on its own) and deleting the account.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LogOut, Monitor, Trash2 } from 'lucide-react';
import type { TUserProfileDto } from '@agenda/shared/schemas/user-profile';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/dates';
import { emit } from '@/lib/events';
import { errorMessage } from '@/lib/http/errors';
import { logout } from '@/lib/session/logout';
import { toast } from '@/stores/toast-store';
import { deleteAccount, useRevokeSession, useSessions } from '../api/account-api';
import { AccountSection } from './account-section';
import { deviceLabel } from './device-label';

export function SessionsList({ timezone }: { timezone: string }) {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  return (
    <AccountSection title="Sessões ativas" description="Os aparelhos em que sua conta está aberta. Encerre os que você não reconhece.">
      {sessions.isPending ? (
        <Skeleton className="h-24 rounded-xl" />
      ) : sessions.isError ? (
        <p className="text-sm text-danger">{errorMessage(sessions.error)}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-xl border border-border" data-testid="sessions-list">
          {sessions.data.map((s) => {
            const device = deviceLabel(s.user_agent);
            return (
              <li key={s.id} className="flex flex-wrap items-center gap-3 p-3" data-testid="session-item">
                <Monitor className="size-5 shrink-0 text-muted-foreground" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-foreground">{device}</p>
                  <p className="text-xs text-muted-foreground">
                    {s.ip ? `${s.ip} · ` : ''}último uso {formatDateTime(s.last_used_at ?? s.created_at, timezone)}
                  </p>
                </div>
                {s.is_current ? (
                  <span className="rounded-full bg-success-soft px-2.5 py-1 text-xs font-medium text-success-soft-foreground">
                    Este aparelho
                  </span>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    leftIcon={<LogOut />}
                    loading={revoke.isPending && revoke.variables === s.id}
                    aria-label={`Encerrar a sessão de ${device}`}
                    onClick={() => revoke.mutate(s.id, { onSuccess: () => toast.success('Sessão encerrada.') })}
                  >
                    Encerrar
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </AccountSection>
  );
}

export function DeleteAccount({ profile }: { profile: TUserProfileDto }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const start = () => {
    setConfirming(false);
    emit('two-factor:open', {
      action: 'delete_account',
      phone: profile.phone,
      verify: async (code) => {
        await deleteAccount(code);
        logout('user');
        toast.success('Sua conta foi excluída.');
        navigate('/login', { replace: true });
      },
    });
  };
  return (
    <AccountSection
      tone="danger"
      title="Excluir conta"
      description="Apaga seus dados pessoais, encerra as empresas de que você é proprietário e sai de todos os aparelhos. Não há como desfazer."
    >
      <Button variant="danger" leftIcon={<Trash2 />} onClick={() => setConfirming(true)}>
        Excluir minha conta
      </Button>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title="Excluir sua conta?"
        description="Suas empresas saem do ar e a equipe perde o acesso a elas. Para confirmar, enviaremos um código para o seu WhatsApp."
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancelar
            </Button>
            <Button variant="danger" onClick={start}>
              Enviar código
            </Button>
          </>
        }
      />
    </AccountSection>
  );
}
