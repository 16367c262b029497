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
  /** The Calendar API v3 under `${url}/calendar/v3`. */
  calendar: FakeGoogleCalendar;
  /** Every access token issued so far expires now (the next call needs a refresh). */
  expireAccessTokens(): void;
  /** Tokens revoked through /revoke. */
  revoked: string[];
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

/** Who an access token belongs to, for the Calendar API's authorization. */
export interface TokenOwner {
  email: string;
  scope: string;
}

interface FakeEventTime {
  dateTime?: string;
  date?: string;
  timeZone?: string;
}

/** What a test (or a client) writes into an event. */
export interface FakeEventInput {
  summary?: string;
  description?: string;
  start: FakeEventTime;
  end: FakeEventTime;
  status?: 'confirmed' | 'tentative' | 'cancelled';
  transparency?: 'opaque' | 'transparent';
  extendedProperties?: { private?: Record<string, string>; shared?: Record<string, string> };
}

/** An event in Google's wire format (calendar#event). */
export interface FakeCalendarEvent extends FakeEventInput {
  id: string;
  status: 'confirmed' | 'tentative' | 'cancelled';
  created: string;
  updated: string;
  htmlLink: string;
  iCalUID: string;
  sequence: number;
  organizer: { email: string; self?: boolean };
}

/** Test handles of the fake Calendar API; a calendar's id is its owner's e-mail. */
export interface FakeGoogleCalendar {
  /** An event created "in Google" by someone else (notifies the watch channels before returning). */
  addEvent(calendarId: string, input: FakeEventInput): Promise<FakeCalendarEvent>;
  removeEvent(calendarId: string, eventId: string): Promise<void>;
  /** The calendar's live (not cancelled) events. */
  events(calendarId: string): FakeCalendarEvent[];
  channels(): Array<{ id: string; resourceId: string; calendarId: string; address: string; expiration: number }>;
  /** Every sync token given so far answers 410 fullSyncRequired. */
  invalidateSyncTokens(): void;
  /** The next Calendar API call answers this HTTP status (429 or 5xx). */
  failNext(status: number): void;
  requests: Array<{ method: string; path: string }>;
}
