import { Link } from 'react-router';
import { Camera, ChevronRight, MessageCircle } from 'lucide-react';
import { Pill } from '@/components/ui/pill';
import { Skeleton } from '@/components/ui/skeleton';
import { activeIntegration, useIntegrations } from '../api/get-integrations';
import { useLiveIntegrations } from '../hooks/use-live-integrations';
import { STATUS_TONE, statusLabel } from '../utils/integration-labels';

const CHANNELS = [
  {
    channel: 'whatsapp',
    label: 'WhatsApp',
    to: '/app/integracoes/whatsapp',
    icon: MessageCircle,
    tone: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300',
  },
  {
    channel: 'instagram',
    label: 'Instagram',
    to: '/app/integracoes/instagram',
    icon: Camera,
    tone: 'bg-fuchsia-100 text-fuchsia-700 dark:bg-fuchsia-500/15 dark:text-fuchsia-300',
  },
] as const;

/** The company's channels with their live status, each linking to its page (company "Integrações" tab). */
export function IntegrationsOverview({ companyId }: { companyId: string }) {
  useLiveIntegrations(companyId);
  const integrations = useIntegrations(companyId);
  if (integrations.isPending) return <Skeleton className="h-40 w-full rounded-2xl" />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid="integrations-overview">
      {CHANNELS.map(({ channel, label, to, icon: Icon, tone }) => {
        const i = activeIntegration(integrations.data, channel);
        return (
          <li key={channel}>
            <Link
              to={to}
              className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-4 shadow-xs transition-colors hover:border-primary/40"
            >
              <span className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${tone}`}>
                <Icon className="size-6" aria-hidden />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-base font-semibold text-foreground">{label}</span>
                <span className="mt-1 block">
                  {i ? (
                    <Pill size="sm" dot type={STATUS_TONE[i.connection_status]}>
                      {statusLabel(i.connection_status)}
                    </Pill>
                  ) : (
                    <Pill size="sm">Não conectado</Pill>
                  )}
                </span>
              </span>
              <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
