// Real client of the Google Calendar API v3 (docs/providers.md §7.1): events list (full, paged, and
// incremental with syncToken), insert with our own id, patch, delete, watch channels and their stop,
// and token revocation. The base URL is configurable so tests and local runs use @agenda/fakes/google.
import { z } from 'zod';
import { fetchWithTimeout, readJsonSafely, TransportFailure, type FetchLike } from '../fetch-with-timeout.js';

const GOOGLE_CALENDAR_API = 'https://www.googleapis.com/calendar/v3';
const GOOGLE_REVOKE_URL = 'https://oauth2.googleapis.com/revoke';

export class GoogleCalendarError extends Error {
  readonly httpStatus: number | null;
  /** errors[0].reason: fullSyncRequired (410), duplicate (409), notFound, deleted, authError, rateLimitExceeded… */
  readonly reason: string;
  readonly retryable: boolean;

  constructor(init: { message: string; httpStatus: number | null; reason: string; cause?: unknown }) {
    super(init.message, { cause: init.cause });
    this.name = 'GoogleCalendarError';
    this.httpStatus = init.httpStatus;
    this.reason = init.reason;
    this.retryable = init.httpStatus === null || init.httpStatus >= 500 || init.httpStatus === 429;
  }
}

const ZEventTime = z.object({ dateTime: z.string().optional(), date: z.string().optional() });
const ZEvent = z.object({
  id: z.string(),
  status: z.string().default('confirmed'),
  summary: z.string().optional(),
  start: ZEventTime.optional(),
  end: ZEventTime.optional(),
  transparency: z.string().optional(),
  extendedProperties: z.object({ private: z.record(z.string(), z.string()).optional() }).optional(),
});
export type TGoogleEvent = z.infer<typeof ZEvent>;

const ZEventsPage = z.object({
  items: z.array(ZEvent).default([]),
  nextPageToken: z.string().optional(),
  nextSyncToken: z.string().optional(),
});
const ZChannel = z.object({ id: z.string(), resourceId: z.string(), expiration: z.union([z.string(), z.number()]).optional() });
const ZErrorBody = z.object({
  error: z.object({ message: z.string().optional(), errors: z.array(z.object({ reason: z.string().optional() })).optional() }),
});

export interface TEventWrite {
  summary: string;
  description?: string;
  start: { dateTime: string; timeZone?: string };
  end: { dateTime: string; timeZone?: string };
  status?: 'confirmed' | 'cancelled';
  extendedProperties?: { private: Record<string, string> };
}

export interface GoogleCalendarClient {
  listEvents(
    accessToken: string,
    calendarId: string,
    q: { syncToken?: string; pageToken?: string; timeMin?: string },
  ): Promise<z.infer<typeof ZEventsPage>>;
  insertEvent(accessToken: string, calendarId: string, event: TEventWrite & { id: string }): Promise<TGoogleEvent>;
  patchEvent(accessToken: string, calendarId: string, eventId: string, event: Partial<TEventWrite>): Promise<TGoogleEvent>;
  deleteEvent(accessToken: string, calendarId: string, eventId: string): Promise<void>;
  watch(
    accessToken: string,
    calendarId: string,
    channel: { id: string; address: string; token: string; ttlSeconds: number },
  ): Promise<{ id: string; resourceId: string; expiration: Date | null }>;
  stopChannel(accessToken: string, channel: { id: string; resourceId: string }): Promise<void>;
  /** Revokes a refresh (or access) token; an already invalid token counts as revoked. */
  revoke(token: string): Promise<void>;
}

export function createGoogleCalendarClient(
  options: { baseUrl?: string; revokeUrl?: string; fetchImpl?: FetchLike; timeoutMs?: number } = {},
): GoogleCalendarClient {
  const base = (options.baseUrl ?? GOOGLE_CALENDAR_API).replace(/\/$/, '');
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const cal = (calendarId: string) => `${base}/calendars/${encodeURIComponent(calendarId)}`;

  async function call(url: string, init: RequestInit, accessToken?: string): Promise<unknown> {
    const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
    if (accessToken) headers.authorization = `Bearer ${accessToken}`;
    if (init.body) headers['content-type'] ??= 'application/json';
    let res: Response;
    try {
      res = await fetchWithTimeout(fetchImpl, url, { ...init, headers }, timeoutMs);
    } catch (err) {
      if (err instanceof TransportFailure)
        throw new GoogleCalendarError({ message: err.message, httpStatus: null, reason: 'network_error', cause: err });
      throw err;
    }
    if (res.status === 204) return null;
    const json = await readJsonSafely(res);
    if (!res.ok) {
      const parsed = ZErrorBody.safeParse(json);
      const reason = parsed.success ? (parsed.data.error.errors?.[0]?.reason ?? 'http_error') : 'http_error';
      const message = parsed.success ? (parsed.data.error.message ?? reason) : `HTTP ${res.status}`;
      throw new GoogleCalendarError({ message: `${reason}: ${message}`, httpStatus: res.status, reason });
    }
    return json;
  }

  function parse<T>(schema: z.ZodType<T>, json: unknown): T {
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new GoogleCalendarError({ message: 'unexpected Calendar API response', httpStatus: 200, reason: 'invalid_response' });
    return parsed.data;
  }

  return {
    async listEvents(token, calendarId, q) {
      const url = new URL(`${cal(calendarId)}/events`);
      url.searchParams.set('maxResults', '250');
      // Recurring events come as their instances, in the full sync and in every incremental one.
      url.searchParams.set('singleEvents', 'true');
      if (q.syncToken) url.searchParams.set('syncToken', q.syncToken);
      else if (q.timeMin) url.searchParams.set('timeMin', q.timeMin);
      if (q.pageToken) url.searchParams.set('pageToken', q.pageToken);
      return parse(ZEventsPage, await call(url.toString(), { method: 'GET' }, token));
    },
    async insertEvent(token, calendarId, event) {
      return parse(ZEvent, await call(`${cal(calendarId)}/events`, { method: 'POST', body: JSON.stringify(event) }, token));
    },
    async patchEvent(token, calendarId, eventId, event) {
      const url = `${cal(calendarId)}/events/${encodeURIComponent(eventId)}`;
      return parse(ZEvent, await call(url, { method: 'PATCH', body: JSON.stringify(event) }, token));
    },
    async deleteEvent(token, calendarId, eventId) {
      await call(`${cal(calendarId)}/events/${encodeURIComponent(eventId)}`, { method: 'DELETE' }, token);
    },
    async watch(token, calendarId, channel) {
      const body = {
        id: channel.id,
        type: 'web_hook',
        address: channel.address,
        token: channel.token,
        params: { ttl: String(channel.ttlSeconds) },
      };
      const out = parse(ZChannel, await call(`${cal(calendarId)}/events/watch`, { method: 'POST', body: JSON.stringify(body) }, token));
      return { id: out.id, resourceId: out.resourceId, expiration: out.expiration !== undefined ? new Date(Number(out.expiration)) : null };
    },
    async stopChannel(token, channel) {
      await call(`${base}/channels/stop`, { method: 'POST', body: JSON.stringify(channel) }, token);
    },
    async revoke(token) {
      try {
        await call(options.revokeUrl ?? GOOGLE_REVOKE_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token }).toString(),
        });
      } catch (error) {
        if (error instanceof GoogleCalendarError && error.httpStatus === 400) return;
        throw error;
      }
    },
  };
}
