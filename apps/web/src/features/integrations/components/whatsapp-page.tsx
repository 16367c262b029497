import { useEffect, useEffectEvent, useRef } from 'react';
import { MessageCircle } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { on } from '@/lib/events';
import { useSelectedCompany } from '@/stores/company-store';
import { toast } from '@/stores/toast-store';
import { useConnectWhatsapp } from '../api/connect-whatsapp';
import { useConnectWhatsappCloud } from '../api/connect-whatsapp-cloud';
import { useDisconnectIntegration } from '../api/disconnect-integration';
import { activeIntegration, useIntegrations } from '../api/get-integrations';
import { useRefreshQr } from '../api/refresh-qr';
import { useRemoveIntegration } from '../api/remove-integration';
import { useLiveIntegrations } from '../hooks/use-live-integrations';
import { RoleNote } from './parts/role-note';
import { WhatsappConnectCard } from './parts/whatsapp-connect-card';
import { WhatsappQrCard } from './parts/whatsapp-qr-card';
import { ChannelStatusCard } from './parts/channel-status-card';

const WAITING = new Set(['pending', 'qr_code', 'connecting']);

/** /app/integracoes/whatsapp: connect through the QR code (or the official API), live status, disconnect. */
export function WhatsappPage() {
  const company = useSelectedCompany();
  const companyId = company ? String(company.id) : null;
  const timezone = company?.timezone ?? 'America/Sao_Paulo';
  const canManage = ['owner', 'admin'].includes(String(company?.logged_user_company_user?.role ?? 'owner'));
  useLiveIntegrations(companyId);
  // The live events move the page along; a slow poll is the safety net while the QR is on screen.
  const integrations = useIntegrations(companyId, { pollWhileWaiting: true });
  const wa = activeIntegration(integrations.data, 'whatsapp');
  const waiting = Boolean(wa && WAITING.has(wa.connection_status));
  const connect = useConnectWhatsapp(companyId ?? '');
  const cloud = useConnectWhatsappCloud(companyId ?? '');
  const refresh = useRefreshQr(companyId ?? '');
  const disconnect = useDisconnectIntegration(companyId ?? '');
  const remove = useRemoveIntegration(companyId ?? '');
  const disabledByFlag = (company?.feature_flags as string[] | undefined)?.includes('!whatsapp_integration') ?? false;

  const startQr = (phone: string | null) => connect.mutate({ identifier: 'whatsapp_miau', phone_to_send_qr: phone });

  const openForm = useEffectEvent((step: string) => {
    if (step === 'connect_whatsapp' && canManage && !wa && !connect.isPending) startQr(null);
  });
  useEffect(() => on('onboarding:open-form', ({ step }) => openForm(step)), []);

  const status = wa?.connection_status;
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current && WAITING.has(previous.current) && status === 'connected')
      toast.success('WhatsApp conectado! A assistente já pode atender seus clientes.');
    previous.current = status;
  }, [status]);

  if (!company || !companyId) return null;
  return (
    <div className="mx-auto w-full max-w-3xl p-4 sm:p-6">
      <header className="mb-6 flex items-start gap-3">
        <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300">
          <MessageCircle className="size-6" aria-hidden />
        </div>
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">Canais</p>
          <h1 className="text-2xl font-bold tracking-tight text-foreground">WhatsApp</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Conecte o WhatsApp da empresa para a assistente responder e agendar pelos seus clientes.
          </p>
        </div>
      </header>
      <div className="flex flex-col gap-4">
        {!canManage ? <RoleNote /> : null}
        {disabledByFlag ? (
          <p className="rounded-xl bg-warning-soft px-3 py-2.5 text-sm text-warning-soft-foreground">
            A integração com WhatsApp está desativada para esta empresa. Fale com o suporte.
          </p>
        ) : null}
        {integrations.isPending ? (
          <Skeleton className="h-64 w-full rounded-2xl" />
        ) : !wa ? (
          <WhatsappConnectCard
            connecting={connect.isPending}
            disabled={!canManage || disabledByFlag}
            onConnect={startQr}
            onConnectCloud={(body) => cloud.mutateAsync(body).then(() => toast.success('WhatsApp oficial conectado!'))}
          />
        ) : waiting ? (
          <WhatsappQrCard
            integration={wa}
            refreshing={refresh.isPending}
            onRefresh={() => refresh.mutate(wa.id)}
            onCancel={() => remove.mutate(wa.id)}
          />
        ) : (
          <ChannelStatusCard
            channel="whatsapp"
            companyId={companyId}
            integration={wa}
            timezone={timezone}
            canManage={canManage}
            reconnecting={connect.isPending}
            onReconnect={wa.identifier === 'whatsapp_api_oficial' ? undefined : () => startQr(wa.phone_to_send_qr)}
            onDisconnect={() => disconnect.mutateAsync(wa.id)}
            onRemove={() => remove.mutateAsync(wa.id)}
          />
        )}
      </div>
    </div>
  );
}
