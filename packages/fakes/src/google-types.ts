// The fake Google provider's public types and the grants it keeps in memory.
export interface FakeGoogleUser {
  sub: string;
  email: string;
  emailVerified?: boolean;
  name?: string;
  givenName?: string;
  familyName?: string;
  picture?: string;
}

export interface FakeGoogleClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface FakeGoogleOptions {
  port?: number;
  host?: string;
  /** Registered OAuth clients; when empty, any client id/secret/redirect is accepted. */
  clients?: FakeGoogleClient[];
  /** Who "logs in" when nothing else is queued. */
  defaultUser?: FakeGoogleUser;
  /** `iss` of id_tokens; Google's modern value by default. */
  issuer?: string;
}

export interface FakeGoogle {
  url: string;
  /** Endpoint URLs to hand to the real client in tests and local runs. */
  endpoints: { authorization: string; token: string; userinfo: string; jwks: string; discovery: string };
  /** The next consent logs in this user. */
  nextUser(user: FakeGoogleUser): void;
  /** The next consent is refused: redirect with error=access_denied. */
  denyNext(): void;
  /** Authorization requests seen (query parameters), for asserting what the client sent. */
  authRequests: Array<Record<string, string>>;
  close(): Promise<void>;
}

export interface PendingCode {
  clientId: string;
  redirectUri: string;
  scope: string;
  user: FakeGoogleUser;
  offline: boolean;
  nonce?: string;
  codeChallenge?: string;
  expiresAt: number;
}

export interface IssuedToken {
  clientId: string;
  scope: string;
  user: FakeGoogleUser;
  expiresAt: number;
}
