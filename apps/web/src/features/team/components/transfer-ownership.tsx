import { useState } from 'react';
import { Crown } from 'lucide-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTeamDto, TTransferOwnershipBody } from '@agenda/shared/schemas/team';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { emit } from '@/lib/events';
import { http } from '@/lib/http/client';
import { loggedUserQueryOptions } from '@/lib/session/logged-user';
import { loadUser } from '@/lib/session/login-sequence';
import { toast } from '@/stores/toast-store';

interface TProps {
  companyId: string;
  companyName: string;
  ownerPhone: string;
  member: { user_id: string; name: string };
}

/**
 * "Transferir propriedade": a confirmation, then the code sent to the owner's WhatsApp (two-factor modal);
 * the member becomes the owner and the former owner stays as Administrador.
 */
export function TransferOwnershipButton({ companyId, companyName, ownerPhone, member }: TProps) {
  const qc = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const transfer = useMutation({
    mutationFn: async (body: TTransferOwnershipBody) =>
      (await http.post<TTeamDto & { toast: string }>(`/user/${companyId}/team/transfer_ownership`, body)).data,
    onSuccess: async (data) => {
      toast.success(data.toast);
      await qc.invalidateQueries({ queryKey: ['team'] });
      await qc.invalidateQueries({ queryKey: loggedUserQueryOptions().queryKey });
      await loadUser({ redirect: false });
    },
  });
  const start = () => {
    setConfirming(false);
    emit('two-factor:open', {
      action: 'transfer_ownership',
      phone: ownerPhone,
      verify: (code) => transfer.mutateAsync({ user_id: member.user_id, code }).then(() => undefined),
    });
  };
  return (
    <>
      <Button size="sm" variant="outline" leftIcon={<Crown />} onClick={() => setConfirming(true)}>
        Tornar proprietário
      </Button>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={`Transferir ${companyName} para ${member.name}?`}
        description={`${member.name} passa a ser o proprietário, com acesso à assinatura e a tudo da empresa. Você continua como Administrador. Para confirmar, enviaremos um código para o seu WhatsApp.`}
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
    </>
  );
}
