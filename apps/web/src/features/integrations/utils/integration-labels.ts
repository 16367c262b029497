import {
  INTEGRATION_CONNECTION_STATUS_LABELS,
  type TIntegrationConnectionStatus,
  type TIntegrationDisconnectReason,
} from '@agenda/shared/integration';
import type { PillType } from '@/components/ui/pill';

/** Why a number was disconnected (docs/spec.md §3 disconnect reasons), in words an owner understands. */
const DISCONNECT_REASON_LABELS: Record<TIntegrationDisconnectReason, string> = {
  MIAU_QR_CODE: 'O QR Code expirou antes de ser lido pelo celular.',
  MIAU_STATUS_CHECK: 'A verificação automática viu que as mensagens pararam de chegar.',
  MIAU_MANUAL_DISCONNECT: 'Alguém da equipe desconectou por aqui.',
  MIAU_DISCONNECTED: 'A conexão com o WhatsApp caiu.',
  MIAU_LOGGED_OUT: 'O WhatsApp foi desconectado no celular (em Dispositivos conectados).',
};

export function disconnectReasonLabel(reason: string | null | undefined): string | null {
  if (!reason) return null;
  return (DISCONNECT_REASON_LABELS as Record<string, string>)[reason] ?? 'A conexão foi encerrada.';
}

export const STATUS_TONE: Record<TIntegrationConnectionStatus, PillType> = {
  pending: 'default',
  qr_code: 'warning',
  connecting: 'info',
  connected: 'success',
  disconnected: 'error',
  removed: 'default',
};

export function statusLabel(status: TIntegrationConnectionStatus): string {
  return INTEGRATION_CONNECTION_STATUS_LABELS[status] ?? status;
}

/** '22/11/2026 às 14:05' in the company's timezone. */
export function dateTimeLabel(iso: string | null, timezone: string): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  const date = new Intl.DateTimeFormat('pt-BR', { timeZone: timezone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(d);
  const time = new Intl.DateTimeFormat('pt-BR', { timeZone: timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);
  return `${date} às ${time}`;
}
