import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Lock, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { Modal, ModalClose } from '@/components/ui/modal';
import { on } from '@/lib/events';
import { useSelectedCompany } from '@/stores/company-store';

/** The company-blocked modal and the subscription upgrade drawer of the route blocking (SPEC §4). */
export function AppModals() {
  const [blocked, setBlocked] = useState(false);
  const [upgrade, setUpgrade] = useState(false);
  const company = useSelectedCompany();

  useEffect(() => {
    const offs = [
      on('company-blocked:open', () => setBlocked(true)),
      on('subscription-upgrade:open', () => setUpgrade(true)),
      on('modals:close-all', () => {
        setBlocked(false);
        setUpgrade(false);
      }),
    ];
    return () => offs.forEach((o) => o());
  }, []);

  return (
    <>
      <Modal
        open={blocked}
        onOpenChange={setBlocked}
        icon={<Lock />}
        title="Empresa bloqueada"
        description={`O acesso a ${company?.name ?? 'esta empresa'} está bloqueado. Fale com o nosso suporte para regularizar a conta ou escolha outra empresa.`}
        footer={
          <ModalClose>
            <Button>Entendi</Button>
          </ModalClose>
        }
      />
      <Drawer
        open={upgrade}
        onOpenChange={setUpgrade}
        title="Sua assinatura não está ativa"
        description="Para continuar usando a secretária e a agenda, escolha um plano e regularize o pagamento."
        footer={
          <Button asChild fullWidth leftIcon={<Sparkles />}>
            <Link to="/login/forma-de-pagamento">Ver planos</Link>
          </Button>
        }
      >
        <ul className="space-y-3 text-sm text-muted-foreground">
          <li>• A secretária com IA volta a responder seus clientes assim que a assinatura for ativada.</li>
          <li>• Seus clientes, serviços e horários continuam salvos.</li>
          <li>• Pagamento por cartão de crédito ou Pix.</li>
        </ul>
      </Drawer>
    </>
  );
}
