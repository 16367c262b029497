import { useState } from 'react';
import { Activity, PlugZap, Trash2, Unplug } from 'lucide-react';
import { WHATSAPP_INTEGRATION_VARIANT_LABELS, type TWhatsappIntegrationVariant } from '@agenda/shared/integration';
import { formatPhone } from '@agenda/shared/phone';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Pill } from '@/components/ui/pill';
import { toast } from '@/stores/toast-store';
import { useCheckIntegrationHealth } from '../../api/check-integration-health';
import type { TChannelIntegration } from '../../api/integration-types';
import { dateTimeLabel, disconnectReasonLabel, STATUS_TONE, statusLabel } from '../../utils/integration-labels';
import { ConfirmModal } from './confirm-modal';
import { ReadMessageSetting } from './read-message-setting';
import { StatusRow } from './status-row';

interface ChannelStatusCardProps {
  channel: 'whatsapp' | 'instagram';
  companyId: string;
  integration: TChannelIntegration;
  timezone: string;
  canManage: boolean;
  reconnecting?: boolean;
  /** Absent when reconnecting means going through the connect flow again (Instagram, Cloud API). */
  onReconnect?: () => void;
  onDisconnect: () => Promise<unknown>;
  onRemove: () => Promise<unknown>;
}

const HEALTH_TEXT: Record<string, string> = {
  ok: 'Tudo certo: o WhatsApp está recebendo e enviando mensagens.',
  stalled: 'O WhatsApp parece conectado, mas as mensagens não estão chegando. Reconecte o número.',
  disconnected: 'O WhatsApp está desconectado. Gere um novo QR Code.',
};

function accountOf(i: TChannelIntegration): string | null {
  if (i.channel === 'instagram') {
    const user = i.meta.username ?? i.login;
    return user ? `@${user.replace(/^@/, '')}` : null;
  }
  const raw = i.whatsapp_remote_jid ?? i.meta.display_phone_number ?? i.login;
  if (!raw) return null;
  const digits = raw.replace(/\D/g, '');
  return digits.length >= 10 && digits.length <= 15 ? formatPhone(`+${digits}`) : raw;
}

/** Connected or disconnected: the number or account, since when, why it dropped, and what to do. */
export function ChannelStatusCard({
  channel,
  companyId,
  integration: i,
  timezone,
  canManage,
  reconnecting,
  onReconnect,
  onDisconnect,
  onRemove,
}: ChannelStatusCardProps) {
  const name = channel === 'whatsapp' ? 'WhatsApp' : 'Instagram';
  const [confirm, setConfirm] = useState<'disconnect' | 'remove' | null>(null);
  const [busy, setBusy] = useState(false);
  const health = useCheckIntegrationHealth(companyId);
  const connected = i.connection_status === 'connected';
  const isGateway = i.identifier === 'whatsapp_miau' || i.identifier === 'whatsapp_baileys';
  const reason = connected ? null : disconnectReasonLabel(i.disconnected_interface);

  async function run(fn: () => Promise<unknown>) {
    setBusy(true);
    try {
      await fn();
      setConfirm(null);
    } catch {
      /* the HTTP client showed the error */
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card data-testid={`${channel}-status-card`}>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{connected ? `${name} conectado` : `${name} desconectado`}</CardTitle>
          <Pill type={STATUS_TONE[i.connection_status]} dot size="sm" data-testid={`${channel}-status`}>
            {statusLabel(i.connection_status)}
          </Pill>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="flex flex-col gap-3">
          <StatusRow label={channel === 'whatsapp' ? 'Número' : 'Conta'} testId={`${channel}-account`}>
            {accountOf(i) ?? '—'}
          </StatusRow>
          {channel === 'whatsapp' ? (
            <StatusRow label="Tipo de conexão">
              {WHATSAPP_INTEGRATION_VARIANT_LABELS[i.identifier as TWhatsappIntegrationVariant] ?? 'WhatsApp'}
            </StatusRow>
          ) : null}
          <StatusRow label="Última conexão" testId={`${channel}-last-connected`}>
            {dateTimeLabel(i.last_connected_at, timezone) ?? 'Nunca conectado'}
          </StatusRow>
          {!connected ? (
            <>
              <StatusRow label="Desconectado em" testId={`${channel}-disconnected-at`}>
                {dateTimeLabel(i.disconnected_at, timezone) ?? '—'}
              </StatusRow>
              <StatusRow label="Motivo" testId={`${channel}-disconnect-reason`}>
                {reason ?? i.connection_status_info ?? 'Não informado.'}
              </StatusRow>
            </>
          ) : null}
        </dl>
        {!connected ? (
          <p className="rounded-xl bg-danger-soft/70 px-3 py-2.5 text-[13px] text-danger-soft-foreground">
            Enquanto o {name} estiver desconectado, a assistente não recebe nem responde mensagens por ele.
          </p>
        ) : null}
        {connected ? <ReadMessageSetting companyId={companyId} integration={i} disabled={!canManage} /> : null}
        {health.data ? (
          <p className="flex items-start gap-2 text-[13px] text-muted-foreground" data-testid={`${channel}-health`}>
            <Activity className="mt-0.5 size-4 shrink-0" aria-hidden />
            {HEALTH_TEXT[health.data] ?? 'Verificação concluída.'}
          </p>
        ) : null}
      </CardContent>
      {canManage ? (
        <CardFooter className="flex-wrap">
          {connected ? (
            <>
              {isGateway ? (
                <Button variant="outline" size="sm" leftIcon={<Activity />} loading={health.isPending} onClick={() => health.mutate(i.id)}>
                  Verificar conexão
                </Button>
              ) : null}
              <Button variant="outline" size="sm" leftIcon={<Unplug />} onClick={() => setConfirm('disconnect')}>
                Desconectar
              </Button>
            </>
          ) : onReconnect ? (
            <Button size="sm" leftIcon={<PlugZap />} loading={reconnecting} onClick={onReconnect}>
              Conectar de novo
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            leftIcon={<Trash2 />}
            className="text-danger hover:text-danger sm:ml-auto"
            onClick={() => setConfirm('remove')}
          >
            Remover integração
          </Button>
        </CardFooter>
      ) : null}
      <ConfirmModal
        open={confirm === 'disconnect'}
        onOpenChange={(o) => !o && setConfirm(null)}
        icon={<Unplug />}
        title={`Desconectar o ${name}?`}
        description="A assistente para de responder até você conectar de novo. Suas conversas continuam salvas."
        confirmLabel="Desconectar"
        busy={busy}
        onConfirm={() =>
          void run(async () => {
            await onDisconnect();
            toast.success(`${name} desconectado.`);
          })
        }
      />
      <ConfirmModal
        open={confirm === 'remove'}
        onOpenChange={(o) => !o && setConfirm(null)}
        icon={<Trash2 />}
        title="Remover a integração?"
        description={
          channel === 'whatsapp'
            ? 'O número deixa de estar ligado à assistente. Para usar de novo, será preciso ler um novo QR Code.'
            : 'A conta deixa de estar ligada à assistente. Para usar de novo, será preciso autorizar no Instagram outra vez.'
        }
        confirmLabel="Remover"
        busy={busy}
        onConfirm={() =>
          void run(async () => {
            await onRemove();
            toast.success('Integração removida.');
          })
        }
      />
    </Card>
  );
}
