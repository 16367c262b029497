import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from './google.js';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

const REDIRECT = 'http://localhost:3000/cb';
const EMAIL = 'dona.clinica@gmail.com';
let google: FakeGoogle;
let hooks: WebhookReceiver;
let token: string;

beforeEach(async () => {
  google = await startFakeGoogle({ clients: [{ clientId: 'cid', clientSecret: 's', redirectUris: [REDIRECT] }] });
  hooks = await startWebhookReceiver();
  const auth = new URL(google.endpoints.authorization);
  for (const [k, v] of Object.entries({
    client_id: 'cid',
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: 'openid email https://www.googleapis.com/auth/calendar.events',
  }))
    auth.searchParams.set(k, v);
  const code = new URL((await fetch(auth, { redirect: 'manual' })).headers.get('location')!).searchParams.get('code')!;
  const res = await fetch(google.endpoints.token, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, client_id: 'cid', client_secret: 's', redirect_uri: REDIRECT }),
  });
  token = ((await res.json()) as { access_token: string }).access_token;
});
afterEach(async () => {
  await google.close();
  await hooks.close();
});

function api(method: string, path: string, body?: unknown, bearer = token) {
  return fetch(`${google.url}/calendar/v3${path}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}
const event = (id?: string) => ({
  ...(id ? { id } : {}),
  summary: 'Corte',
  start: { dateTime: '2026-12-01T13:00:00Z' },
  end: { dateTime: '2026-12-01T14:00:00Z' },
});

describe('fake Google Calendar API v3', () => {
  it('inserts with a client id once (409 duplicate), patches, deletes (then 410), in the wire format', async () => {
    const created = await api('POST', '/calendars/primary/events', event('ag0123456789abcdef'));
    expect(created.status).toBe(200);
    expect(await created.json()).toMatchObject({
      kind: 'calendar#event',
      id: 'ag0123456789abcdef',
      status: 'confirmed',
      organizer: { email: EMAIL },
    });
    const dup = await api('POST', '/calendars/primary/events', event('ag0123456789abcdef'));
    expect(dup.status).toBe(409);
    expect(await dup.json()).toMatchObject({ error: { code: 409, errors: [{ reason: 'duplicate' }] } });
    expect((await api('POST', '/calendars/primary/events', event('NOT_base32!'))).status).toBe(400);
    const patched = await api('PATCH', '/calendars/primary/events/ag0123456789abcdef', { summary: 'Barba' });
    expect(await patched.json()).toMatchObject({ summary: 'Barba', sequence: 1 });
    expect((await api('DELETE', '/calendars/primary/events/ag0123456789abcdef')).status).toBe(204);
    expect((await api('DELETE', '/calendars/primary/events/ag0123456789abcdef')).status).toBe(410);
    expect((await api('GET', '/calendars/primary/events', undefined, 'ya29.bad')).status).toBe(401);
    expect((await api('GET', `/calendars/${encodeURIComponent('someone@else.com')}/events`)).status).toBe(404);
  });

  it('lists changes since a sync token (deleted ones as cancelled), pages, and answers 410 once tokens are invalid', async () => {
    await google.calendar.addEvent(EMAIL, event());
    const full = (await (await api('GET', '/calendars/primary/events?maxResults=1')).json()) as Record<string, any>;
    expect(full.items).toHaveLength(1);
    expect(full.nextSyncToken).toEqual(expect.any(String));
    const second = await google.calendar.addEvent(EMAIL, event());
    await google.calendar.removeEvent(EMAIL, full.items[0].id);
    const third = await google.calendar.addEvent(EMAIL, event());
    const page1 = (await (await api('GET', `/calendars/primary/events?maxResults=2&syncToken=${full.nextSyncToken}`)).json()) as Record<
      string,
      any
    >;
    expect(page1.items.map((e: { id: string }) => e.id)).toEqual([second.id, full.items[0].id]);
    expect(page1.items[1].status).toBe('cancelled');
    expect(page1.nextSyncToken).toBeUndefined();
    const page2 = (await (
      await api('GET', `/calendars/primary/events?maxResults=2&syncToken=${full.nextSyncToken}&pageToken=${page1.nextPageToken}`)
    ).json()) as Record<string, any>;
    expect(page2.items.map((e: { id: string }) => e.id)).toEqual([third.id]);
    google.calendar.invalidateSyncTokens();
    const gone = await api('GET', `/calendars/primary/events?syncToken=${page2.nextSyncToken}`);
    expect(gone.status).toBe(410);
    expect(await gone.json()).toMatchObject({ error: { errors: [{ reason: 'fullSyncRequired' }] } });
  });

  it('watches a calendar: a sync message, then one per change with the channel token; stop ends them', async () => {
    const res = await api('POST', '/calendars/primary/events/watch', {
      id: 'chan-1',
      type: 'web_hook',
      address: `${hooks.url}/hook`,
      token: 'secret-1',
    });
    const channel = (await res.json()) as Record<string, string>;
    expect(channel).toMatchObject({ kind: 'api#channel', id: 'chan-1', token: 'secret-1', expiration: expect.any(String) });
    await hooks.waitFor(1);
    await google.calendar.addEvent(EMAIL, event());
    const [sync, change] = await hooks.waitFor(2);
    expect(sync!.headers['x-goog-resource-state']).toBe('sync');
    expect(change!.headers).toMatchObject({
      'x-goog-channel-id': 'chan-1',
      'x-goog-channel-token': 'secret-1',
      'x-goog-resource-state': 'exists',
      'x-goog-message-number': '2',
      'x-goog-resource-id': channel.resourceId,
    });
    expect((await api('POST', '/channels/stop', { id: 'chan-1', resourceId: channel.resourceId })).status).toBe(204);
    await google.calendar.addEvent(EMAIL, event());
    expect(hooks.received).toHaveLength(2);
  });
});
