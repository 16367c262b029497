// Wire pieces of the fake Calendar API (google-calendar.ts): stored shapes, Google's error envelope,
// opaque page/sync tokens, the event resource and push-notification delivery.
import type { FastifyReply } from 'fastify';
import type { FakeCalendarEvent } from './google-types.js';

export interface StoredEvent extends FakeCalendarEvent {
  seq: number;
}
export interface Channel {
  id: string;
  resourceId: string;
  calendarId: string;
  address: string;
  token: string | undefined;
  expiration: number;
  messages: number;
}

export function apiError(reply: FastifyReply, code: number, reason: string, message: string): FastifyReply {
  return reply.code(code).send({ error: { errors: [{ domain: 'global', reason, message }], code, message } });
}

export const encodeToken = (v: Record<string, unknown>) => Buffer.from(JSON.stringify(v)).toString('base64url');
export function decodeToken(v: string): Record<string, unknown> | null {
  try {
    return JSON.parse(Buffer.from(v, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export function toWire(e: StoredEvent): Record<string, unknown> {
  const { seq: _seq, ...rest } = e;
  return { kind: 'calendar#event', etag: `"${3_181_161_784_712_000 + e.seq}"`, ...rest };
}

export async function deliver(c: Channel, state: 'sync' | 'exists'): Promise<void> {
  const headers: Record<string, string> = {
    'x-goog-channel-id': c.id,
    'x-goog-channel-expiration': new Date(c.expiration).toUTCString(),
    'x-goog-resource-id': c.resourceId,
    'x-goog-resource-uri': `https://www.googleapis.com/calendar/v3/calendars/${encodeURIComponent(c.calendarId)}/events?alt=json`,
    'x-goog-resource-state': state,
    'x-goog-message-number': String(++c.messages),
  };
  if (c.token !== undefined) headers['x-goog-channel-token'] = c.token;
  await fetch(c.address, { method: 'POST', headers }).catch(() => undefined);
}
