// The event bus the secretary subscribes to, its durable rows, and the live company events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNull } from 'drizzle-orm';
import { scheduleEvents } from '../../db/schema/index.js';
import type { TRealtimeMessage } from '../../lib/context.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { waitFor } from '../../test/wait-for.js';
import {
  bookSchedule,
  cancelSchedule,
  confirmSchedule,
  dispatchPendingScheduleEvents,
  rescheduleSchedule,
  type TScheduleEvent,
  type TScheduleEventHandler,
} from './service.js';
import { buildFixture, nextWeekdayAt, type TFixture } from './test-fixtures.js';

const TZ = 'America/Sao_Paulo';

describe('schedule events', () => {
  let t: TTestApp;
  let f: TFixture;
  const seen: TScheduleEvent[] = [];
  const rooms: { room: string; message: TRealtimeMessage }[] = [];
  let off: () => void;
  // Handlers are per app: the test adds its own beside the modules' ones.
  const onScheduleEvent = (handler: TScheduleEventHandler) => {
    const handlers = t.app.ctx.scheduleEventHandlers;
    handlers.push(handler);
    return () => void handlers.splice(handlers.indexOf(handler), 1);
  };
  beforeAll(async () => {
    t = await startTestApp();
    f = await buildFixture(t.app);
    off = onScheduleEvent((event) => void seen.push(event));
    const emit = t.app.ctx.hub.emit.bind(t.app.ctx.hub);
    t.app.ctx.hub.emit = (room, message) => {
      rooms.push({ room, message });
      emit(room, message);
    };
  });
  afterAll(async () => {
    off();
    await t.close();
  });

  it('emits booked, rescheduled, confirmed and canceled to subscribers, and schedule_update to the company room', async () => {
    const actor = { kind: 'assistant' as const, id: null };
    const start = nextWeekdayAt(t.clock.now(), TZ, 2, '10:00', 2);
    const booked = await bookSchedule(t.app.ctx, {
      companyId: f.company.id,
      actor,
      clientId: f.client.id,
      serviceId: f.services[0]!.id,
      calendarId: null,
      startAt: start,
      interface: 'ASSISTANT_CLIENT',
    });
    const moved = await rescheduleSchedule(t.app.ctx, {
      companyId: f.company.id,
      actor,
      scheduleId: booked.id,
      startAt: new Date(start.getTime() + 3_600_000),
      interface: 'ASSISTANT_CLIENT',
    });
    await confirmSchedule(t.app.ctx, { companyId: f.company.id, actor, scheduleId: booked.id, interface: 'ASSISTANT_CLIENT' });
    await cancelSchedule(t.app.ctx, {
      companyId: f.company.id,
      actor,
      scheduleId: booked.id,
      reason: 'Pediu pelo WhatsApp',
      interface: 'ASSISTANT_CLIENT',
    });
    expect(seen.map((e) => e.type)).toEqual(['booked', 'rescheduled', 'confirmed', 'canceled']);
    expect(seen[1]!.previous).toMatchObject({ start_at: booked.start_at });
    expect(seen[1]!.schedule.start_at).toBe(moved.start_at);
    expect(seen[3]!.schedule).toMatchObject({ status: 'canceled', canceled_reason: 'Pediu pelo WhatsApp', client: { id: f.client.id } });
    const updates = rooms.filter(
      (r) => r.room === `company_update:${f.company.id}` && r.message.events?.some((e) => e.name === 'schedule_update'),
    );
    expect(updates.length).toBeGreaterThanOrEqual(4);
    // The assistant acted: the company users got notifications, each also on their own room.
    expect(rooms.some((r) => r.room.startsWith('app:user_id:') && r.message.events?.[0]?.name === 'notification')).toBe(true);
    const pending = await t.app.ctx.db.select().from(scheduleEvents).where(isNull(scheduleEvents.dispatched_at));
    expect(pending).toHaveLength(0);
  });

  it('replays an event whose handler failed on the app timer, once, without anyone calling the replay', async () => {
    let fail = true;
    const offFailing = onScheduleEvent(() => {
      if (fail) throw new Error('provider down');
    });
    const start = nextWeekdayAt(t.clock.now(), TZ, 3, '10:00', 2);
    const booked = await bookSchedule(t.app.ctx, {
      companyId: f.company.id,
      actor: { kind: 'user', id: null },
      clientId: f.client.id,
      serviceId: f.services[0]!.id,
      startAt: start,
      interface: 'PLATFORM_COMPANY',
    });
    const [failed] = await t.app.ctx.db.select().from(scheduleEvents).where(isNull(scheduleEvents.dispatched_at));
    expect(failed).toMatchObject({ schedule_id: booked.id, attempts: 1, lease_owner: null });
    expect(failed!.last_error).toContain('provider down');
    fail = false;
    seen.length = 0;
    t.clock.advance(120_000); // past the event's retry time
    // SCHEDULE_EVENTS_REPLAY_INTERVAL_MS (1 s by default) runs it in the app.
    await waitFor(async () => (await t.app.ctx.db.select().from(scheduleEvents).where(isNull(scheduleEvents.dispatched_at))).length === 0, {
      label: 'the replay',
    });
    expect(seen.map((e) => [e.type, e.schedule.id])).toEqual([['booked', booked.id]]);
    expect(await dispatchPendingScheduleEvents(t.app.ctx)).toBe(0);
    expect(seen).toHaveLength(1);
    offFailing();
  });
});
