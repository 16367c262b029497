// The fake Instagram API's types: what it records, its options and the test controls.
export interface FakeInstagramSent {
  igUserId: string;
  recipientId: string;
  /** The text; '' for an attachment. */
  text: string;
  /** message.attachment of a media message, as sent. */
  attachment?: { type: string; url: string };
  messageId: string;
  tag?: string;
  at: Date;
}

export interface FakeInstagramFailure {
  httpStatus: number;
  code: number;
  message: string;
  subcode?: number;
  type?: string;
}

interface DeliverInstagramInput {
  webhookUrl: string;
  /** Our professional account id (entry.id, recipient of inbound DMs). */
  igAccountId: string;
  /** The person's IGSID. */
  senderId: string;
  text: string;
  messageId?: string;
  timestamp?: Date;
  /** Delivers an echo of a message we sent (sender/recipient swapped, is_echo: true). */
  isEcho?: boolean;
}

export interface FakeInstagramOptions {
  port?: number;
  host?: string;
  accessToken?: string;
  appSecret?: string;
  /** Id that `me` resolves to; default '17841400000000000'. */
  igUserId?: string;
  /** Other professional accounts, each with its own token (`me` with that token resolves to it). */
  accounts?: Array<{ igUserId: string; accessToken: string; username?: string }>;
  /** Business Login app; when set, the OAuth endpoints check client_id and client_secret. */
  oauth?: {
    appId: string;
    appSecret: string;
    /** Username `me` returns; default 'empresa.teste'. */
    username?: string;
    /** Exact redirect URIs the app allows; default any. */
    redirectUris?: string[];
  };
}

export interface FakeInstagramOauthCode {
  code: string;
  clientId: string;
  redirectUri: string;
  scope: string[];
  state: string | undefined;
  used: boolean;
}

export interface FakeInstagram {
  url: string;
  sent: FakeInstagramSent[];
  deliveries: Array<{ webhookUrl: string; rawBody: string; signature: string | undefined; status: number }>;
  failNext(failure: FakeInstagramFailure): void;
  /** Codes issued by /oauth/authorize, newest last. */
  codes: FakeInstagramOauthCode[];
  /** Long-lived tokens issued by /access_token. */
  longLivedTokens: string[];
  /** What the authorization window would do after the person taps "Permitir": the redirect URL. */
  authorize(authorizeUrl: string): Promise<string>;
  deliverInbound(input: DeliverInstagramInput): Promise<number>;
  close(): Promise<void>;
}
