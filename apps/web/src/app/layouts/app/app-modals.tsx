import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Lock, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { Modal, ModalClose } from '@/components/ui/modal';
import { on, type AppEvents } from '@/lib/events';
import { getSelectedCompany, useSelectedCompany } from '@/stores/company-store';
import { useUserStore } from '@/stores/user-store';

const ScheduleFormHost = lazy(() => import('@/features/scheduling/components/schedule-form/schedule-form-host'));
const ServiceFormHost = lazy(() => import('@/features/scheduling/components/services/service-form-host'));
const CalendarFormHost = lazy(() => import('@/features/scheduling/components/calendars/calendar-form-host'));

/** Mounts a form drawer the first time its event fires (its chunk loads then), passing that first payload. */
function OnFirstEvent<K extends 'schedule-form:open' | 'service-form:open' | 'calendar-form:open'>({
  event,
  render,
}: {
  event: K;
  render: (initial: AppEvents[K]) => ReactNode;
}) {
  const [initial, setInitial] = useState<AppEvents[K] | null>(null);
  useEffect(() => {
    if (initial) return;
    return on(event, (p) => setInitial(p));
  }, [event, initial]);
  if (!initial) return null;
  return <Suspense fallback={null}>{render(initial)}</Suspense>;
}

const TestChatModal = lazy(() => import('@/features/playground/components/test-chat-modal').then((m) => ({ default: m.TestChatModal })));

/** The company-blocked modal and the subscription upgrade drawer of the route blocking (docs/spec.md §4). */
export function AppModals() {
  const [blocked, setBlocked] = useState(false);
  const [upgrade, setUpgrade] = useState(false);
  // The test chat loads its chunk the first time it is asked for, then stays mounted.
  const [testChat, setTestChat] = useState<boolean | null>(null);
  const company = useSelectedCompany();

  useEffect(() => {
    const offs = [
      on('company-blocked:open', () => setBlocked(true)),
      on('subscription-upgrade:open', () => setUpgrade(true)),
      on('test-chat:open', () => setTestChat(true)),
      // Live from the admin (company_update room): the modal opens and closes without a reload.
      on('server:company_blocked', (data) => {
        const { tokens } = useUserStore.getState();
        if (!tokens.admin && (data as { company_id?: string })?.company_id === getSelectedCompany()?.id) setBlocked(true);
      }),
      on('server:company_unblocked', (data) => {
        if ((data as { company_id?: string })?.company_id === getSelectedCompany()?.id) setBlocked(false);
      }),
      on('modals:close-all', () => {
        setBlocked(false);
        setUpgrade(false);
        setTestChat((v) => (v === null ? null : false));
      }),
    ];
    return () => offs.forEach((o) => o());
  }, []);

  return (
    <>
      <OnFirstEvent event="schedule-form:open" render={(p) => <ScheduleFormHost initial={p} />} />
      <OnFirstEvent event="service-form:open" render={(p) => <ServiceFormHost initial={p} />} />
      <OnFirstEvent event="calendar-form:open" render={(p) => <CalendarFormHost initial={p} />} />
      <Modal
        open={blocked}
        onOpenChange={setBlocked}
        icon={<Lock />}
        title="Empresa bloqueada"
        description={`O acesso a ${company?.name ?? 'esta empresa'} está bloqueado. Fale com o nosso suporte para regularizar a conta ou escolha outra empresa.`}
        footer={
          <>
            {company ? (
              <Button asChild variant="outline">
                <Link to={`/app/empresas/${company.slug}/assinatura`}>Ver assinatura</Link>
              </Button>
            ) : null}
            <ModalClose>
              <Button>Entendi</Button>
            </ModalClose>
          </>
        }
      />
      <Drawer
        open={upgrade}
        onOpenChange={setUpgrade}
        title="Sua assinatura não está ativa"
        description="Para continuar usando a secretária e a agenda, escolha um plano e regularize o pagamento."
        footer={
          <Button asChild fullWidth leftIcon={<Sparkles />}>
            <Link to={company ? `/login/forma-de-pagamento?company_id=${company.id}` : '/login/forma-de-pagamento'}>Pagar agora</Link>
          </Button>
        }
      >
        <ul className="space-y-3 text-sm text-muted-foreground">
          <li>• A secretária com IA volta a responder seus clientes assim que a assinatura for ativada.</li>
          <li>• Seus clientes, serviços e horários continuam salvos.</li>
          <li>• Pagamento por cartão de crédito ou Pix.</li>
        </ul>
      </Drawer>
      {testChat !== null ? (
        <Suspense fallback={null}>
          <TestChatModal open={testChat} onOpenChange={setTestChat} />
        </Suspense>
      ) : null}
    </>
  );
}
