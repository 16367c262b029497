import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Camera } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';
import { emit } from '@/lib/events';
import { useSelectedCompany } from '@/stores/company-store';
import { toast } from '@/stores/toast-store';
import { useConnectInstagram } from '../api/connect-instagram';
import { useDisconnectIntegration } from '../api/disconnect-integration';
import { hasExtraFeature, useCompanyFeatures } from '../api/get-extra-features';
import { activeIntegration, integrationsQueryKey, useIntegrations } from '../api/get-integrations';
import { useVerifyInstagramCode } from '../api/instagram-oauth';
import { useRemoveIntegration } from '../api/remove-integration';
import { useLiveIntegrations } from '../hooks/use-live-integrations';
import { ChannelStatusCard } from './parts/channel-status-card';
import { ExtraFeatureModal } from './parts/extra-feature-modal';
import { InstagramConnectCard } from './parts/instagram-connect-card';
import { InstagramRedirectModal } from './parts/instagram-redirect-modal';
import { RoleNote } from './parts/role-note';

/** /app/integracoes/instagram: behind the `instagram` extra feature; connects through the redirect modal. */
export function InstagramPage() {
  const company = useSelectedCompany();
  const companyId = company ? String(company.id) : null;
  const timezone = company?.timezone ?? 'America/Sao_Paulo';
  const canManage = ['owner', 'admin'].includes(String(company?.logged_user_company_user?.role ?? 'owner'));
  const client = useQueryClient();
  useLiveIntegrations(companyId);
  const integrations = useIntegrations(companyId);
  const features = useCompanyFeatures(companyId);
  const ig = activeIntegration(integrations.data, 'instagram');
  const enabled = hasExtraFeature(features.data, 'instagram');
  const manual = useConnectInstagram(companyId ?? '');
  const disconnect = useDisconnectIntegration(companyId ?? '');
  const remove = useRemoveIntegration(companyId ?? '');
  const verify = useVerifyInstagramCode();
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);

  // Back from Instagram with ?code=…: the API exchanges it and connects the account.
  useEffect(() => {
    // Instagram appends '#_' to the redirect; it lands in the hash, not in the code.
    const code = params.get('code');
    const state = params.get('state') ?? '';
    if (!code || handled.current || !companyId) return;
    handled.current = true;
    setParams({}, { replace: true });
    verify.mutate(
      { code, state },
      {
        onSuccess: () => {
          toast.success('Instagram conectado! A assistente já pode responder o Direct.');
          void client.invalidateQueries({ queryKey: integrationsQueryKey(companyId) });
        },
      },
    );
  }, [params, companyId, setParams, verify, client]);

  /** The extra-feature gate of docs/spec.md §4: the feature's modal if it is in the plan or bought, else the enable modal. */
  const openConnect = () => (enabled ? emit('instagram-redirect:open') : emit('extra-feature:open', { feature: 'instagram' }));

  if (!company || !companyId) return null;
  return (
    <div className="mx-auto w-full max-w-3xl p-4 sm:p-6">
      <header className="mb-6 flex items-start gap-3">
        <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-fuchsia-100 text-fuchsia-700 dark:bg-fuchsia-500/15 dark:text-fuchsia-300">
          <Camera className="size-6" aria-hidden />
        </div>
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">Canais</p>
          <h1 className="text-2xl font-bold tracking-tight text-foreground">Instagram</h1>
          <p className="mt-1 text-sm text-muted-foreground">A assistente responde as mensagens diretas do Instagram da empresa.</p>
        </div>
      </header>
      <div className="flex flex-col gap-4">
        {!canManage ? <RoleNote /> : null}
        {integrations.isPending || features.isPending || verify.isPending ? (
          <Skeleton className="h-64 w-full rounded-2xl" />
        ) : ig ? (
          <ChannelStatusCard
            channel="instagram"
            companyId={companyId}
            integration={ig}
            timezone={timezone}
            canManage={canManage}
            onReconnect={openConnect}
            onDisconnect={() => disconnect.mutateAsync(ig.id)}
            onRemove={() => remove.mutateAsync(ig.id)}
          />
        ) : (
          <InstagramConnectCard
            enabled={enabled}
            loading={false}
            disabled={!canManage}
            onConnect={openConnect}
            onConnectManual={(body) => manual.mutateAsync(body).then(() => toast.success('Instagram conectado!'))}
          />
        )}
      </div>
      <InstagramRedirectModal companyId={companyId} />
      <ExtraFeatureModal companyId={companyId} />
    </div>
  );
}
