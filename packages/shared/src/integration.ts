// Integration enums of docs/spec.md §3 "Company children" and "Integrations".

// Which provider backs a WhatsApp integration; they share one channel and one client column.
export const WHATSAPP_INTEGRATION_VARIANTS = ['whatsapp_baileys', 'whatsapp_miau', 'whatsapp_api_oficial'] as const;
export type TWhatsappIntegrationVariant = (typeof WHATSAPP_INTEGRATION_VARIANTS)[number];

export const WHATSAPP_INTEGRATION_VARIANT_LABELS: Record<TWhatsappIntegrationVariant, string> = {
  whatsapp_baileys: 'WhatsApp (Baileys)',
  whatsapp_miau: 'WhatsApp (QR Code)',
  whatsapp_api_oficial: 'WhatsApp API Oficial',
};

// When the assistant marks client messages as read.
export const READ_MESSAGE_OPTIONS = ['all', 'schedule_successfully', 'never'] as const;
export type TReadMessageOption = (typeof READ_MESSAGE_OPTIONS)[number];

export const READ_MESSAGE_OPTION_LABELS: Record<TReadMessageOption, string> = {
  all: 'Todas as mensagens',
  schedule_successfully: 'Somente quando agendar com sucesso',
  never: 'Nunca',
};

export type TIntegrationDisconnectReason =
  | 'MIAU_QR_CODE'
  | 'MIAU_STATUS_CHECK'
  | 'MIAU_MANUAL_DISCONNECT'
  | 'MIAU_DISCONNECTED'
  | 'MIAU_LOGGED_OUT';

// The spec names only 'removed'; the others are the usual connect life cycle (QR shown, then open).
export type TIntegrationConnectionStatus = 'pending' | 'qr_code' | 'connecting' | 'connected' | 'disconnected' | 'removed';

export const INTEGRATION_CONNECTION_STATUS_LABELS: Record<TIntegrationConnectionStatus, string> = {
  pending: 'Pendente',
  qr_code: 'Aguardando leitura do QR Code',
  connecting: 'Conectando',
  connected: 'Conectado',
  disconnected: 'Desconectado',
  removed: 'Removido',
};
