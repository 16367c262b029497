// Two-way Google Calendar sync against the fake Google (OAuth + Calendar API v3, packages/fakes):
// connect with calendar consent, link a calendar, a busy event in Google removes the slot from the
// public booking page within one sync (pushed by a watch-channel notification), our bookings appear
// in Google once (retries, a lost bookkeeping row and a restart make no duplicate), moves and cancels follow,
// expired sync tokens and access tokens recover, channels are renewed before they expire and the
// periodic sweep catches a change whose notification was lost, and disconnecting revokes the grant.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeGoogle, type FakeGoogle } from '@agenda/fakes/google';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { googleCalendarEvents, googleCalendarLinks } from '../../db/schema/index.js';
import { enqueueJob } from '../../lib/jobs/enqueue.js';
import type { TDatabase } from '../../db/client.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, nextWeekdayAt, type TFixture } from '../scheduling/test-fixtures.js';
import { localDateKey } from '../scheduling/tz.js';
import { googleEventIdOf } from './push.js';

const TZ = 'America/Sao_Paulo';
const GOOGLE_EMAIL = 'dona.clinica@gmail.com';
const REDIRECT = 'http://localhost:3000/user/auth/google/callback';
const HOUR = 3_600_000;

describe('Google Calendar two-way sync', () => {
  let google: FakeGoogle;
  let t: TTestApp & { database: TDatabase };
  let googleEnv: Record<string, string>;
  let f: TFixture;
  let relay: Server;
  let tuesday10: Date;
  let date: string;
  let linkId: string;
  /** When set, Google's notifications are lost on the way (the app never hears of the change). */
  let dropNotifications = false;

  const run = () => t.app.jobs.runOnce();
  const slots = () =>
    f.api
      .call(
        'GET',
        `/client/${f.company.slug}/public/available_slots?service_id=${f.services[0]!.id}&date=${date}&calendar_id=${f.calendars[0]!.id}`,
      )
      .then((res) => (res.body.slots as Array<{ time: string }>).map((s) => s.time));
  const status = (token = f.token) => f.api.call('GET', `/user/${f.company.id}/google_calendar`, { token });
  const ourEvents = () => google.calendar.events(GOOGLE_EMAIL).filter((e) => e.extendedProperties?.private?.agendaScheduleId);

  beforeAll(async () => {
    google = await startFakeGoogle({ clients: [{ clientId: 'cid', clientSecret: 'secret', redirectUris: [REDIRECT] }] });
    // Google's notifications reach the app through this relay (the app itself answers inject() calls only).
    relay = createServer((req, res) => {
      if (dropNotifications) return void res.writeHead(200).end();
      void t.app
        .inject({ method: 'POST', url: '/webhooks/google-calendar', headers: req.headers as Record<string, string> })
        .then((r) => res.writeHead(r.statusCode).end(r.body));
    });
    await new Promise<void>((done) => relay.listen(0, '127.0.0.1', done));
    googleEnv = {
      AVAILABILITY_CACHE_MS: '60000',
      GOOGLE_CLIENT_ID: 'cid',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_REDIRECT_URI: REDIRECT,
      GOOGLE_AUTH_URL: google.endpoints.authorization,
      GOOGLE_TOKEN_URL: google.endpoints.token,
      GOOGLE_USERINFO_URL: google.endpoints.userinfo,
      GOOGLE_JWKS_URL: google.endpoints.jwks,
      GOOGLE_CALENDAR_API_URL: `${google.url}/calendar/v3`,
      GOOGLE_REVOKE_URL: `${google.url}/revoke`,
      GOOGLE_CALENDAR_WEBHOOK_URL: `http://127.0.0.1:${(relay.address() as AddressInfo).port}/webhooks/google-calendar`,
    };
    t = await startTestApp(googleEnv);
    f = await buildFixture(t.app, { calendars: 2 });
    tuesday10 = nextWeekdayAt(t.clock.now(), TZ, 2, '10:00', 2);
    date = localDateKey(TZ, tuesday10.getTime());
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
    relay?.close();
  });

  it('connects the account with calendar consent (offline access) and links a calendar', async () => {
    expect((await status()).body).toMatchObject({ account: null, links: [] });
    const linkFirst = await f.api.call('POST', `/user/${f.company.id}/google_calendar/links`, {
      token: f.token,
      body: { calendar_id: f.calendars[0]!.id },
    });
    expect(linkFirst).toMatchObject({ status: 422, body: { message: expect.stringContaining('Conecte sua conta Google') } });

    const consentUrl = new URL((await f.api.call('GET', '/user/auth/google/get_redirect_url?includeCalendar=true')).body.redirect_url);
    expect(Object.fromEntries(consentUrl.searchParams)).toMatchObject({ access_type: 'offline', prompt: 'consent' });
    const atGoogle = await fetch(`${consentUrl.toString()}&state=s1`, { redirect: 'manual' });
    const code = new URL(atGoogle.headers.get('location')!).searchParams.get('code')!;
    const verify = await f.api.call('POST', '/user/auth/google/verify', { token: f.token, body: { code, sync_calendars: true } });
    expect(verify.status, JSON.stringify(verify.body)).toBe(200);
    expect((await status()).body.account).toEqual({ email: GOOGLE_EMAIL });

    expect(await slots()).toContain('10:00');
    const link = await f.api.call('POST', `/user/${f.company.id}/google_calendar/links`, {
      token: f.token,
      body: { calendar_id: f.calendars[0]!.id },
    });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(link.body.links).toHaveLength(1);
    expect(link.body.links[0]).toMatchObject({ calendar_id: f.calendars[0]!.id, google_calendar_id: GOOGLE_EMAIL, push_active: true });
    expect(link.body.linkable.map((c: { id: string }) => c.id)).toEqual([f.calendars[1]!.id]);
    linkId = link.body.links[0].id;
    expect(google.calendar.channels()).toHaveLength(1);
    const again = await f.api.call('POST', `/user/${f.company.id}/google_calendar/links`, {
      token: f.token,
      body: { calendar_id: f.calendars[0]!.id },
    });
    expect(again.status).toBe(409);
    await run();
    expect((await status()).body.links[0].last_synced_at).not.toBeNull();
  });

  it('a busy event created in Google removes the slot within one sync, and its removal gives it back', async () => {
    expect(await slots()).toContain('10:00');
    const busy = await google.calendar.addEvent(GOOGLE_EMAIL, {
      summary: 'Dentista',
      start: { dateTime: tuesday10.toISOString() },
      end: { dateTime: new Date(tuesday10.getTime() + HOUR).toISOString() },
    });
    // A free ("transparent") event blocks nothing.
    await google.calendar.addEvent(GOOGLE_EMAIL, {
      summary: 'Lembrete',
      transparency: 'transparent',
      start: { dateTime: new Date(tuesday10.getTime() + 3 * HOUR).toISOString() },
      end: { dateTime: new Date(tuesday10.getTime() + 4 * HOUR).toISOString() },
    });
    await run(); // the notification enqueued the sync
    const after = await slots();
    expect(after).not.toContain('10:00');
    expect(after).not.toContain('10:30');
    expect(after).toContain('11:00');
    expect(after).toContain('13:00');

    await google.calendar.removeEvent(GOOGLE_EMAIL, busy.id);
    await run();
    expect(await slots()).toContain('10:00');
  });

  it('a booking made here appears in Google once; retries and a lost bookkeeping row add no duplicate', async () => {
    const book = await f.api.call('POST', `/client/${f.company.slug}/schedule/book`, {
      token: f.client.token,
      body: {
        service_id: f.services[0]!.id,
        calendar_id: f.calendars[0]!.id,
        start_at: new Date(tuesday10.getTime() + HOUR).toISOString(),
      },
    });
    expect(book.status, JSON.stringify(book.body)).toBe(200);
    const scheduleId = book.body.schedule.id as string;
    await run();
    await run(); // our own event's notification syncs back, and must not block anything new
    expect(ourEvents()).toHaveLength(1);
    expect(ourEvents()[0]).toMatchObject({
      id: googleEventIdOf(scheduleId),
      start: { dateTime: new Date(tuesday10.getTime() + HOUR).toISOString() },
    });

    // The same push again (a retry), and again after the row saying where the event lives was lost (a crash before commit).
    await enqueueJob(t.app.ctx.db, {
      name: 'google-calendar.push',
      payload: { companyId: f.company.id, scheduleId },
      runAt: t.clock.now(),
    });
    await run();
    await t.app.ctx.db.delete(googleCalendarEvents);
    await enqueueJob(t.app.ctx.db, {
      name: 'google-calendar.push',
      payload: { companyId: f.company.id, scheduleId },
      runAt: t.clock.now(),
    });
    await run();
    expect(ourEvents()).toHaveLength(1);

    const moved = await f.api.call('POST', `/client/${f.company.slug}/schedule/${scheduleId}/reschedule`, {
      token: f.client.token,
      body: { start_at: new Date(tuesday10.getTime() + 4 * HOUR).toISOString() },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await run();
    expect(ourEvents()).toHaveLength(1);
    expect(ourEvents()[0]!.start.dateTime).toBe(new Date(tuesday10.getTime() + 4 * HOUR).toISOString());

    const cancel = await f.api.call('POST', `/client/${f.company.slug}/schedule/${scheduleId}/cancel`, { token: f.client.token, body: {} });
    expect(cancel.status).toBe(200);
    await run();
    expect(ourEvents()).toHaveLength(0);
    // Our own events never came back as busy time.
    expect(await slots()).toContain('11:00');
  });

  it('recovers from an expired sync token (full sync) and an expired access token (refresh)', async () => {
    google.calendar.invalidateSyncTokens();
    google.expireAccessTokens();
    await google.calendar.addEvent(GOOGLE_EMAIL, {
      summary: 'Curso',
      start: { dateTime: new Date(tuesday10.getTime() + 6 * HOUR).toISOString() },
      end: { dateTime: new Date(tuesday10.getTime() + 7 * HOUR).toISOString() },
    });
    await run();
    expect(await slots()).not.toContain('16:00');
    expect((await status()).body.links[0].last_error).toBeNull();
  });

  it('a booking whose push was still pending when the process stopped appears in Google once after a restart', async () => {
    const at = new Date(tuesday10.getTime() + HOUR); // 11:00, free again since the cancel above
    const book = await f.api.call('POST', `/client/${f.company.slug}/schedule/book`, {
      token: f.client.token,
      body: { service_id: f.services[0]!.id, calendar_id: f.calendars[0]!.id, start_at: at.toISOString() },
    });
    expect(book.status, JSON.stringify(book.body)).toBe(200);
    const id = googleEventIdOf(book.body.schedule.id as string);
    expect(ourEvents().filter((e) => e.id === id)).toHaveLength(0); // queued, not yet pushed
    // The process stops before its job runner picks the push up; a new process on the same database takes over.
    const restarted = await startTestApp(googleEnv, t.database);
    try {
      await restarted.app.jobs.runOnce();
      await restarted.app.jobs.runOnce();
      expect(ourEvents().filter((e) => e.id === id)).toHaveLength(1);
      expect(ourEvents().find((e) => e.id === id)!.start.dateTime).toBe(at.toISOString());
    } finally {
      await restarted.close();
    }
    await run(); // the old process, were it still around, adds nothing
    expect(ourEvents().filter((e) => e.id === id)).toHaveLength(1);
  });

  it('renews a channel before it expires, and the periodic sweep syncs a change whose notification was lost', async () => {
    const [before] = await t.app.ctx.db.select().from(googleCalendarLinks).where(eq(googleCalendarLinks.id, linkId));
    // The channel ends within the renewal margin (a day): the next sweep opens a new one and stops the old.
    await t.app.ctx.db
      .update(googleCalendarLinks)
      .set({ channel_expires_at: new Date(t.clock.now().getTime() + 2 * HOUR) })
      .where(eq(googleCalendarLinks.id, linkId));
    dropNotifications = true;
    await google.calendar.addEvent(GOOGLE_EMAIL, {
      summary: 'Reunião',
      start: { dateTime: new Date(tuesday10.getTime() + 5 * HOUR).toISOString() },
      end: { dateTime: new Date(tuesday10.getTime() + 6 * HOUR).toISOString() },
    });
    await run();
    expect(await slots()).toContain('15:00'); // nothing told the app yet
    dropNotifications = false;
    t.clock.advance(16 * 60_000); // the sweep runs every 15 minutes
    await run();
    await run();
    expect(await slots()).not.toContain('15:00');
    const channels = google.calendar.channels();
    expect(channels).toHaveLength(1);
    expect(channels[0]!.id).not.toBe(before!.channel_id);
    const [after] = await t.app.ctx.db.select().from(googleCalendarLinks).where(eq(googleCalendarLinks.id, linkId));
    expect(after!.channel_id).toBe(channels[0]!.id);
    expect(after!.channel_expires_at!.getTime()).toBeGreaterThan(t.clock.now().getTime() + 86_400_000);
  });

  it('keeps the company links away from other companies, and disconnecting revokes the grant', async () => {
    const other = await buildFixture(t.app, { calendars: 1 });
    expect((await f.api.call('GET', `/user/${f.company.id}/google_calendar`, { token: other.token })).status).toBe(404);
    const foreign = await other.api.call('DELETE', `/user/${other.company.id}/google_calendar/links/${linkId}`, { token: other.token });
    expect(foreign.status).toBe(404);
    // A notification with a wrong channel token is refused.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/webhooks/google-calendar',
      headers: {
        'x-goog-channel-id': google.calendar.channels()[0]!.id,
        'x-goog-channel-token': 'nope',
        'x-goog-resource-state': 'exists',
      },
    });
    expect(forged.statusCode).toBe(404);

    const out = await f.api.call('DELETE', '/user/google_calendar', { token: f.token });
    expect(out.status).toBe(200);
    expect(google.revoked).toHaveLength(1);
    expect(google.calendar.channels()).toHaveLength(0);
    expect((await status()).body).toMatchObject({ account: null, links: [] });
    expect(await slots()).toContain('16:00');
  });
});
