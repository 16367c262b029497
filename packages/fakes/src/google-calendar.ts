// Fake Google Calendar API v3 (docs/providers.md §7.1), mounted on the fake Google host under
// /calendar/v3, authorized by the access tokens the fake's /token issued (scope calendar or calendar.events):
//   GET    /calendar/v3/users/me/calendarList
//   GET    /calendar/v3/calendars/{calendarId}/events          full list, pageToken, or incremental with syncToken
//   POST   /calendar/v3/calendars/{calendarId}/events          insert (client-chosen base32hex id → 409 duplicate)
//   PATCH  /calendar/v3/calendars/{calendarId}/events/{eventId}
//   DELETE /calendar/v3/calendars/{calendarId}/events/{eventId}  204; 410 once deleted
//   POST   /calendar/v3/calendars/{calendarId}/events/watch    web_hook channel; notifications POSTed with X-Goog-* headers
//   POST   /calendar/v3/channels/stop                            204
// Errors use Google's JSON error envelope ({error:{code,message,errors:[{domain,reason,message}]}}).
// 'primary' is the signed-in user's calendar, whose id is their e-mail.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiError, type Channel, decodeToken, deliver, encodeToken, type StoredEvent, toWire } from './google-calendar-wire.js';
import type { FakeCalendarEvent, FakeGoogleCalendar, FakeEventInput, TokenOwner } from './google-types.js';

const SCOPES = ['https://www.googleapis.com/auth/calendar', 'https://www.googleapis.com/auth/calendar.events'];
const READ_SCOPES = [
  ...SCOPES,
  'https://www.googleapis.com/auth/calendar.readonly',
  'https://www.googleapis.com/auth/calendar.events.readonly',
];
const EVENT_ID = /^[a-v0-9]{5,1024}$/;
const PAGE = 250;

export function mountFakeCalendar(app: FastifyInstance, ownerOf: (bearer: string | undefined) => TokenOwner | null): FakeGoogleCalendar {
  const calendars = new Map<string, Map<string, StoredEvent>>();
  const channels = new Map<string, Channel>();
  const requests: Array<{ method: string; path: string }> = [];
  let seq = 0;
  let tokenEpoch = 1;
  const failures: number[] = [];

  const eventsOf = (calendarId: string) => {
    let events = calendars.get(calendarId);
    if (!events) calendars.set(calendarId, (events = new Map()));
    return events;
  };

  async function notify(calendarId: string): Promise<void> {
    const now = Date.now();
    await Promise.all(
      [...channels.values()].filter((c) => c.calendarId === calendarId && c.expiration > now).map((c) => deliver(c, 'exists')),
    );
  }

  function write(calendarId: string, input: FakeEventInput & { id?: string }, existing?: StoredEvent): StoredEvent {
    const now = new Date().toISOString();
    const id = input.id ?? existing?.id ?? randomBytes(13).toString('hex');
    const event: StoredEvent = {
      ...(existing ?? { created: now, iCalUID: `${id}@google.com`, sequence: 0 }),
      ...input,
      id,
      status: input.status ?? existing?.status ?? 'confirmed',
      htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(`${id} ${calendarId}`).toString('base64url')}`,
      organizer: { email: calendarId, self: true },
      updated: now,
      seq: ++seq,
    };
    if (existing) event.sequence = (existing.sequence ?? 0) + 1;
    eventsOf(calendarId).set(id, event);
    return event;
  }

  type TReq = {
    headers: Record<string, string | string[] | undefined>;
    params: unknown;
    query: unknown;
    body: unknown;
    method: string;
    url: string;
  };
  /** The calendar a request may touch, or the error already sent. */
  function guard(request: TReq, reply: FastifyReply, needWrite: boolean): string | null {
    requests.push({ method: request.method, path: request.url.split('?')[0]! });
    const fail = failures.shift();
    if (fail) {
      apiError(reply, fail, fail === 429 ? 'rateLimitExceeded' : 'backendError', fail === 429 ? 'Rate Limit Exceeded' : 'Backend Error');
      return null;
    }
    const auth = request.headers.authorization;
    const owner = ownerOf(typeof auth === 'string' && auth.startsWith('Bearer ') ? auth.slice(7) : undefined);
    if (!owner) {
      apiError(reply, 401, 'authError', 'Invalid Credentials');
      return null;
    }
    const scopes = owner.scope.split(' ');
    if (!scopes.some((s) => (needWrite ? SCOPES : READ_SCOPES).includes(s))) {
      apiError(reply, 403, 'insufficientPermissions', 'Request had insufficient authentication scopes.');
      return null;
    }
    const raw = (request.params as { calendarId?: string }).calendarId;
    const calendarId = raw === 'primary' || raw === undefined ? owner.email : decodeURIComponent(raw);
    if (calendarId !== owner.email) {
      apiError(reply, 404, 'notFound', 'Not Found');
      return null;
    }
    return calendarId;
  }

  app.get('/calendar/v3/users/me/calendarList', async (request, reply) => {
    const calendarId = guard(request, reply, false);
    if (!calendarId) return reply;
    return {
      kind: 'calendar#calendarList',
      etag: '"p33c9bnkl6ulf80o"',
      items: [
        {
          kind: 'calendar#calendarListEntry',
          id: calendarId,
          summary: calendarId,
          timeZone: 'America/Sao_Paulo',
          accessRole: 'owner',
          primary: true,
        },
      ],
    };
  });

  app.get<{ Params: { calendarId: string }; Querystring: Record<string, string> }>(
    '/calendar/v3/calendars/:calendarId/events',
    async (request, reply) => {
      const calendarId = guard(request, reply, false);
      if (!calendarId) return reply;
      const q = request.query;
      let since = 0;
      if (q.syncToken) {
        if (q.timeMin || q.timeMax || q.orderBy || q.q)
          return apiError(reply, 400, 'invalid', 'Sync token cannot be used with other filters.');
        const t = decodeToken(q.syncToken);
        if (!t || t.c !== calendarId || t.e !== tokenEpoch || typeof t.s !== 'number')
          return apiError(reply, 410, 'fullSyncRequired', 'Sync token is no longer valid, a full sync is required.');
        since = t.s;
      }
      const page = q.pageToken ? decodeToken(q.pageToken) : { o: 0, s: since, at: seq };
      if (!page || typeof page.o !== 'number') return apiError(reply, 400, 'invalid', 'Invalid page token value.');
      const showDeleted = Boolean(q.syncToken) || q.showDeleted === 'true';
      const timeMin = q.timeMin ? Date.parse(q.timeMin) : null;
      const all = [...eventsOf(calendarId).values()]
        .filter((e) => e.seq > (page.s as number) && e.seq <= (page.at as number))
        .filter((e) => showDeleted || e.status !== 'cancelled')
        .filter((e) => timeMin === null || Date.parse(e.end.dateTime ?? `${e.end.date}T00:00:00Z`) > timeMin)
        .sort((a, b) => a.seq - b.seq);
      const size = Math.min(Number(q.maxResults) || PAGE, 2500);
      const items = all.slice(page.o, page.o + size);
      const out: Record<string, unknown> = {
        kind: 'calendar#events',
        etag: `"${seq}"`,
        summary: calendarId,
        updated: new Date().toISOString(),
        timeZone: 'America/Sao_Paulo',
        accessRole: 'owner',
        defaultReminders: [],
        items: items.map(toWire),
      };
      if (page.o + size < all.length) out.nextPageToken = encodeToken({ ...page, o: page.o + size });
      else out.nextSyncToken = encodeToken({ c: calendarId, s: page.at, e: tokenEpoch });
      return out;
    },
  );

  app.post<{ Params: { calendarId: string } }>('/calendar/v3/calendars/:calendarId/events', async (request, reply) => {
    const calendarId = guard(request, reply, true);
    if (!calendarId) return reply;
    const body = (request.body ?? {}) as FakeEventInput & { id?: string };
    if (!body.start || !body.end) return apiError(reply, 400, 'required', 'Missing end time.');
    if (body.id !== undefined && !EVENT_ID.test(body.id)) return apiError(reply, 400, 'invalid', 'Invalid resource id value.');
    if (body.id !== undefined && eventsOf(calendarId).has(body.id))
      return apiError(reply, 409, 'duplicate', 'The requested identifier already exists.');
    const event = write(calendarId, body);
    void notify(calendarId);
    return toWire(event);
  });

  app.patch<{ Params: { calendarId: string; eventId: string } }>(
    '/calendar/v3/calendars/:calendarId/events/:eventId',
    async (request, reply) => {
      const calendarId = guard(request, reply, true);
      if (!calendarId) return reply;
      const existing = eventsOf(calendarId).get(request.params.eventId);
      if (!existing) return apiError(reply, 404, 'notFound', 'Not Found');
      const event = write(
        calendarId,
        { ...(request.body as FakeEventInput), status: (request.body as FakeEventInput).status ?? 'confirmed' },
        existing,
      );
      void notify(calendarId);
      return toWire(event);
    },
  );

  app.delete<{ Params: { calendarId: string; eventId: string } }>(
    '/calendar/v3/calendars/:calendarId/events/:eventId',
    async (request, reply) => {
      const calendarId = guard(request, reply, true);
      if (!calendarId) return reply;
      const existing = eventsOf(calendarId).get(request.params.eventId);
      if (!existing) return apiError(reply, 404, 'notFound', 'Not Found');
      if (existing.status === 'cancelled') return apiError(reply, 410, 'deleted', 'Resource has been deleted');
      write(calendarId, { start: existing.start, end: existing.end, status: 'cancelled' }, existing);
      void notify(calendarId);
      return reply.code(204).send();
    },
  );

  app.post<{ Params: { calendarId: string } }>('/calendar/v3/calendars/:calendarId/events/watch', async (request, reply) => {
    const calendarId = guard(request, reply, false);
    if (!calendarId) return reply;
    const body = (request.body ?? {}) as { id?: string; type?: string; address?: string; token?: string; params?: { ttl?: string } };
    if (!body.id || !body.address || (body.type !== 'web_hook' && body.type !== 'webhook'))
      return apiError(reply, 400, 'required', 'Required channel id, type web_hook and address.');
    if (channels.has(body.id)) return apiError(reply, 400, 'channelIdNotUnique', `Channel id ${body.id} not unique`);
    const ttlMs = Math.min(Number(body.params?.ttl ?? 604_800) * 1000, 2_592_000_000);
    const channel: Channel = {
      id: body.id,
      resourceId: randomBytes(14).toString('base64url'),
      calendarId,
      address: body.address,
      token: body.token,
      expiration: Date.now() + ttlMs,
      messages: 0,
    };
    channels.set(channel.id, channel);
    void deliver(channel, 'sync');
    return {
      kind: 'api#channel',
      id: channel.id,
      resourceId: channel.resourceId,
      resourceUri: `https://www.googleapis.com/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events?alt=json`,
      ...(channel.token !== undefined ? { token: channel.token } : {}),
      expiration: String(channel.expiration),
    };
  });

  app.post('/calendar/v3/channels/stop', async (request, reply) => {
    if (!guard(request, reply, false)) return reply;
    const body = (request.body ?? {}) as { id?: string; resourceId?: string };
    const channel = body.id ? channels.get(body.id) : undefined;
    if (!channel || channel.resourceId !== body.resourceId) return apiError(reply, 404, 'notFound', `Channel '${body.id ?? ''}' not found`);
    channels.delete(channel.id);
    return reply.code(204).send();
  });

  return {
    async addEvent(calendarId, input) {
      const event = write(calendarId, input);
      await notify(calendarId);
      return toWire(event) as unknown as FakeCalendarEvent;
    },
    async removeEvent(calendarId, eventId) {
      const existing = eventsOf(calendarId).get(eventId);
      if (existing) write(calendarId, { start: existing.start, end: existing.end, status: 'cancelled' }, existing);
      await notify(calendarId);
    },
    events: (calendarId) =>
      [...eventsOf(calendarId).values()].filter((e) => e.status !== 'cancelled').map((e) => toWire(e) as unknown as FakeCalendarEvent),
    channels: () =>
      [...channels.values()].map(({ id, resourceId, calendarId, address, expiration }) => ({
        id,
        resourceId,
        calendarId,
        address,
        expiration,
      })),
    invalidateSyncTokens() {
      tokenEpoch++;
    },
    failNext(status) {
      failures.push(status);
    },
    requests,
  };
}
