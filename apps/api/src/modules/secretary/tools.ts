// The brain's actions backed by the scheduling service: every booking the assistant makes goes
// through the same functions (and the same no-double-booking guarantee) as any other booking.
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import type { TScheduleInterface } from '@agenda/shared/schedule';
import { AppError } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import { maskLogText } from '../../lib/log-mask.js';
import { fold } from './brain/embedded/text.js';
import {
  bookSchedule,
  cancelSchedule,
  clientBookingCap,
  confirmSchedule,
  findAvailableSlots,
  listClientSchedules,
  rescheduleSchedule,
} from '../scheduling/service.js';
import type { TBrainSchedule, TToolResult } from './brain/types.js';
import type { TRawTools } from './guarded-actions.js';
import { renameClient } from '../clients/repo-channel-clients.js';
import { writeWaitlist } from './guarded-waitlist.js';
import { clientSchedulesMemo } from './client-schedules-memo.js';

const ACTOR = { kind: 'assistant' as const, id: null };

function toBrain(s: TScheduleDto): TBrainSchedule {
  return {
    id: s.id,
    service_id: s.service_id,
    service_title: s.service?.title ?? 'Atendimento',
    start_at: new Date(s.start_at),
    status: s.status,
    calendar_id: s.calendar_id,
    professional: s.calendar?.title,
    // The name written on it is the client's own unless someone else was booked for (a child, a friend).
    display_name: s.client && sameName(s.display_name, s.client.name) ? null : s.display_name,
  };
}

const sameName = (a: string, b: string) => fold(a).trim() === fold(b).trim();

/** Runs `fn` in one savepoint: every schedule it writes is kept, or none (a refused booking must not abort the turn). */
async function attemptAll(ctx: TAppContext, fn: (c: TAppContext) => Promise<TScheduleDto[]>): Promise<TToolResult<TBrainSchedule[]>> {
  try {
    const dtos = await ctx.db.transaction(async (tx) => fn({ ...ctx, db: tx as unknown as TAppContext['db'] }));
    return { ok: true, value: dtos.map(toBrain) };
  } catch (error) {
    if (error instanceof AppError) {
      const reason = error.status === 409 ? 'taken' : error.status === 404 ? 'not_found' : 'invalid';
      return { ok: false, reason, message: error.message };
    }
    ctx.log.warn(`secretary tool failed: ${maskLogText((error as Error).message)}`);
    return { ok: false, reason: 'error', message: 'erro interno' };
  }
}

async function attempt(ctx: TAppContext, fn: (c: TAppContext) => Promise<TScheduleDto>): Promise<TToolResult<TBrainSchedule>> {
  const r = await attemptAll(ctx, async (c) => [await fn(c)]);
  return r.ok ? { ok: true, value: r.value[0]! } : r;
}

export function schedulingTools(
  ctx: TAppContext,
  opts: { companyId: string; clientId: string; channel: string; observation?: string | null },
): TRawTools {
  const { companyId, clientId } = opts;
  const iface: TScheduleInterface = 'ASSISTANT_CLIENT';
  const schedules = clientSchedulesMemo((when) => listClientSchedules(ctx, { companyId, clientId, when }));
  const written = schedules.afterWrite;
  type TMove = Omit<Parameters<typeof rescheduleSchedule>[1], 'companyId' | 'actor' | 'interface'>;
  const moved = (q: TMove) => written(attempt(ctx, (c) => rescheduleSchedule(c, { ...q, companyId, actor: ACTOR, interface: iface })));
  const bookOne = (c: TAppContext, q: { serviceId: string; calendarId: string | null; startAt: Date; displayName?: string | null }) =>
    bookSchedule(c, {
      companyId,
      actor: ACTOR,
      clientId,
      serviceId: q.serviceId,
      calendarId: q.calendarId,
      startAt: q.startAt,
      interface: iface,
      displayName: q.displayName ?? null,
      observation: opts.observation ?? null,
      beforeInsert: clientBookingCap(companyId, clientId, c.now),
    });
  return {
    async findSlots(q) {
      const slots = await findAvailableSlots(ctx, {
        companyId,
        serviceId: q.serviceId,
        from: q.from,
        to: q.to,
        limit: q.limit,
        calendarId: q.calendarId ?? undefined,
        ...(q.excludeScheduleId ? { excludeScheduleIds: [q.excludeScheduleId] } : {}),
        ...(q.alsoAt?.length ? { alsoAt: q.alsoAt } : {}),
      });
      return slots.map((s) => ({ calendar_id: s.calendar_id, start_at: s.start_at, end_at: s.end_at }));
    },
    book: (q) => written(attempt(ctx, (c) => bookOne(c, q))),
    // A visit in one transaction: the move of the appointment it follows and every booking, or nothing.
    writeVisit: (q) =>
      written(
        attemptAll(ctx, async (c) => {
          const out: TScheduleDto[] = [];
          if (q.move)
            out.push(
              await rescheduleSchedule(c, {
                companyId,
                actor: ACTOR,
                scheduleId: q.move.scheduleId,
                startAt: q.move.startAt,
                calendarId: q.move.calendarId,
                interface: iface,
              }),
            );
          for (const item of q.items) out.push(await bookOne(c, item));
          return out;
        }),
      ),
    cancel: (q) =>
      written(
        attempt(ctx, (c) =>
          cancelSchedule(c, { companyId, actor: ACTOR, scheduleId: q.scheduleId, reason: q.reason ?? null, interface: iface }),
        ),
      ),
    reschedule: (q) => moved({ scheduleId: q.scheduleId, startAt: q.startAt, calendarId: q.calendarId }),
    // One change of the same appointment (its id, history and reminders stay): the new service's
    // length and price come with it, and the slot is taken under the same locks as a move.
    replace: (q) => moved({ scheduleId: q.scheduleId, startAt: q.startAt, calendarId: q.calendarId ?? null, serviceId: q.serviceId }),
    writeWaitlist: writeWaitlist(ctx, companyId, clientId),
    confirm: (q) =>
      written(attempt(ctx, (c) => confirmSchedule(c, { companyId, actor: ACTOR, scheduleId: q.scheduleId, interface: iface }))),
    clientSchedules: schedules.list,
    async listAppointments(when) {
      const list = await schedules.list(when);
      return list.filter((s) => s.client_id === clientId).map(toBrain);
    },
    async saveClientName(name) {
      await renameClient(ctx, companyId, clientId, name);
    },
  };
}
