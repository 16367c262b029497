// The fake Evolution API's public types: instances, what it recorded and the test controls.
import type { FakeEvolutionMedia } from './evolution-media.js';
export type FakeEvolutionState = 'open' | 'connecting' | 'close';

export interface FakeEvolutionWebhook {
  enabled: boolean;
  url: string;
  headers: Record<string, string>;
  byEvents: boolean;
  base64: boolean;
  /** Config names (MESSAGES_UPSERT …); empty means every event. */
  events: string[];
}

export interface FakeEvolutionInstance {
  name: string;
  id: string;
  token: string;
  integration: string;
  state: FakeEvolutionState;
  webhook: FakeEvolutionWebhook | null;
  qrCount: number;
  /** Owner JID once the QR was scanned. */
  wuid: string | null;
  profileName: string | null;
  /** "Connected but not delivering": state stays open, sends stay PENDING, no webhooks. */
  stalled: boolean;
}

export interface FakeEvolutionSent {
  instanceName: string;
  number: string;
  remoteJid: string;
  /** The text, or a media message's caption ('' without one). */
  text: string;
  /** sendMedia / sendWhatsAppAudio: what was asked for. */
  media?: FakeEvolutionMedia;
  messageId: string;
  status: 'PENDING' | 'DELIVERY_ACK';
  at: Date;
}

export interface FakeEvolutionDelivery {
  url: string;
  event: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
  /** HTTP status, or 0 when the receiver could not be reached. */
  status: number;
}

export interface FakeEvolutionOptions {
  port?: number;
  host?: string;
  /** Global AUTHENTICATION_API_KEY; required on every request (or the instance token). */
  apiKey?: string;
  /** Value of `server_url` in webhook envelopes. */
  serverUrl?: string;
  /** Reproduces the quirk where the first /instance/connect answers {"count":0} (issue #2385). */
  emptyFirstQr?: boolean;
}

export interface DeliverEvolutionInboundInput {
  instanceName: string;
  /** Sender phone digits (1:1) — or, with `groupJid`, the participant's digits. */
  from: string;
  text: string;
  pushName?: string;
  /** Simulates a message typed on the connected phone itself. */
  fromMe?: boolean;
  groupJid?: string;
  messageId?: string;
  timestamp?: Date;
  /** Sends a media message (`text` becomes the caption of images, videos and documents). As in
   *  Evolution's Baileys service, the bytes ride along at `message.base64` only when the instance's
   *  webhook was set with `base64: true`. */
  media?: { type: 'image' | 'audio' | 'video' | 'document'; data: Buffer; mimeType: string; fileName?: string; ptt?: boolean };
}

export interface FakeEvolution {
  url: string;
  apiKey: string;
  sent: FakeEvolutionSent[];
  deliveries: FakeEvolutionDelivery[];
  instance(name: string): FakeEvolutionInstance | undefined;
  /** The phone scans the QR: state → open, emits connection.update. */
  scanQr(instanceName: string, phone: { number: string; profileName?: string }): Promise<void>;
  /** The session drops (e.g. 401 logged out on the phone, 428 connection closed). */
  dropSession(instanceName: string, statusReason?: number): Promise<void>;
  setStalled(instanceName: string, stalled: boolean): void;
  /** sendText to this number answers 400 [{jid, exists:false, number}] (issues #2111, #2308). */
  markNotOnWhatsapp(number: string): void;
  /** Delivers a messages.upsert; null when nothing was sent (no webhook, filtered, or stalled). */
  deliverInbound(input: DeliverEvolutionInboundInput): Promise<number | null>;
  /** The recipient read a message we sent: emits messages.update READ. */
  markReadByRecipient(messageId: string): Promise<void>;
  /** Resolves once background webhook deliveries (acks after sendText) are done. */
  flush(): Promise<void>;
  close(): Promise<void>;
}
