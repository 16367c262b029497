// The fake WhatsApp Cloud API's public types: what it records and the test controls.
import type { FakeWhatsappMedia } from './whatsapp-cloud-media.js';
import type { FakeWhatsappPhoneNumber } from './whatsapp-cloud-numbers.js';

export interface FakeWhatsappSent {
  phoneNumberId: string;
  to: string;
  body: string;
  messageId: string;
  replyToMessageId?: string;
  /** A media message (image, document, audio, video): `body` is then its caption, or ''. */
  media?: FakeWhatsappMedia;
  at: Date;
}

export interface FakeWhatsappFailure {
  httpStatus: number;
  code: number;
  message: string;
  type?: string;
  details?: string;
}

export interface FakeWhatsappDelivery {
  webhookUrl: string;
  rawBody: string;
  signature: string | undefined;
  status: number;
}

interface DeliverInboundInput {
  webhookUrl: string;
  phoneNumberId: string;
  from: string;
  text: string;
  profileName?: string;
  /** Defaults to a fresh wamid; pass one to simulate Meta redelivering the same message. */
  messageId?: string;
  wabaId?: string;
  displayPhoneNumber?: string;
  timestamp?: Date;
  /** wamid of the business message the user replied to (adds `context`). */
  contextMessageId?: string;
  /** Sends an image/audio/video/document message instead of text (`text` becomes the caption). */
  media?: { type: 'image' | 'audio' | 'video' | 'document' | 'sticker'; id: string; mimeType: string; filename?: string; voice?: boolean };
}

/** A file the fake serves: `GET /{version}/{media-id}` then `GET <url>` with the Bearer token. */
export interface FakeWhatsappMediaInput {
  data: Buffer;
  mimeType: string;
  /** Report a different `file_size` than the real one. */
  fileSize?: number;
}

interface DeliverStatusInput {
  webhookUrl: string;
  phoneNumberId: string;
  /** wamid of a message sent through the fake (see `sent`). */
  messageId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  recipientId: string;
  wabaId?: string;
  displayPhoneNumber?: string;
  timestamp?: Date;
  errors?: Array<{ code: number; title: string; message?: string; details?: string }>;
}

export interface FakeWhatsappCloudOptions {
  port?: number;
  host?: string;
  /** When set, requests must carry `Authorization: Bearer <accessToken>` (the default business's token). */
  accessToken?: string;
  /** Numbers of other businesses, each readable and usable only with its own token. */
  phoneNumbers?: FakeWhatsappPhoneNumber[];
  /** When set, webhook deliveries carry X-Hub-Signature-256 computed with it. */
  appSecret?: string;
  /** A slow provider: each send is recorded on arrival and answered this many ms later. */
  sendDelayMs?: number;
}

export interface FakeWhatsappCloud {
  url: string;
  sent: FakeWhatsappSent[];
  /** wamids passed to mark-as-read. */
  readMarks: string[];
  /** Every webhook POST made by deliverInbound / deliverStatus / redeliver, in order. */
  deliveries: FakeWhatsappDelivery[];
  /** Queues a Graph error for the next /messages request (call twice to fail twice). */
  failNext(failure: FakeWhatsappFailure): void;
  /** Destroys the socket of the next /messages request, as a network failure would. */
  dropNext(): void;
  /** Changes the delay of sends (see `sendDelayMs`). */
  setSendDelay(ms: number): void;
  deliverInbound(input: DeliverInboundInput): Promise<number>;
  /** Registers a file and returns its media id (as Meta would after a client sent it). */
  addMedia(input: FakeWhatsappMediaInput): string;
  /** The next download of this media id answers 500 (the URL lookup still works). */
  failMediaDownload(mediaId: string): void;
  /** Media ids whose file was downloaded, in order. */
  mediaDownloads: string[];
  deliverStatus(input: DeliverStatusInput): Promise<number>;
  /** Re-POSTs a previous delivery byte for byte, as Meta does after a non-200. */
  redeliver(delivery: FakeWhatsappDelivery): Promise<number>;
  /** Registers a number of another business (see `phoneNumbers`). */
  addPhoneNumber(number: FakeWhatsappPhoneNumber): void;
  close(): Promise<void>;
}
