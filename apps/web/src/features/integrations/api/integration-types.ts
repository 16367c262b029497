import type { TIntegrationConnectionStatus, TIntegrationDisconnectReason, TReadMessageOption } from '@agenda/shared/integration';

/** A channel integration as the API returns it (REST and the live `integration_update` event). */
export interface TChannelIntegration {
  id: string;
  company_id: string;
  identifier: 'whatsapp_baileys' | 'whatsapp_miau' | 'whatsapp_api_oficial' | 'instagram' | string;
  channel: 'whatsapp' | 'instagram' | string;
  login: string | null;
  connection_status: TIntegrationConnectionStatus;
  last_connected_at: string | null;
  connection_status_info: string | null;
  meta: {
    instance_name?: string;
    /** data:image/png;base64,… of the gateway's QR code while waiting for the phone. */
    qr_base64?: string | null;
    pairing_code?: string | null;
    display_phone_number?: string | null;
    username?: string | null;
    [key: string]: unknown;
  };
  whatsapp_remote_jid: string | null;
  phone_to_send_qr: string | null;
  disconnected_interface: TIntegrationDisconnectReason | null;
  disconnected_at: string | null;
  read_message_option: TReadMessageOption;
  created_at: string;
}
