// Company users' scheduling calls (besides GraphQL and general/update_or_create). Thin: parse, check
// membership, call one service function, return a DTO.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZNotificationReadBody } from '@agenda/shared/schemas/notifications';
import {
  ZBlockedPeriodConflictsQuery,
  ZCancelScheduleBody,
  ZCancelSchedulesBatchBody,
  ZRescheduleBody,
  ZScheduleStatusBody,
  ZStaffAvailableSlotsQuery,
} from '@agenda/shared/schemas/scheduling';
import { memberFirst } from '../companies/member-first.js';
import { markNotificationsRead } from '../notifications/service.js';
import { blockedPeriodConflicts, cancelSchedulesBatch } from './service-blocked.js';
import { findAvailableSlots, mergeSlots } from './service-availability.js';
import { changeScheduleStatus } from './service-changes.js';
import { calendarScopeOf } from './service-queries.js';
import { rescheduleSchedule } from './service-reschedule.js';
import { companySettings } from './support.js';

const ZCompany = z.object({ company: z.string().max(64) });
const ZScheduleParams = z.object({ company: z.string().max(64), id: z.uuid({ error: 'Agendamento não encontrado.' }) });

export async function schedulingUserRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const { options: member, accessOf: access } = memberFirst(ctx);
  const scheduleRef = (request: FastifyRequest, { id }: z.infer<typeof ZScheduleParams>) => {
    const a = access(request);
    return {
      a,
      base: {
        companyId: a.companyId,
        actor: { kind: 'user' as const, id: a.userId },
        scheduleId: id,
        interface: 'PLATFORM_COMPANY' as const,
        calendarScope: calendarScopeOf(a),
      },
    };
  };

  app.post(
    '/user/:company/schedule/cancel_schedules_batch',
    { schema: { params: ZCompany, body: ZCancelSchedulesBatchBody }, ...member },
    async (request) => {
      const a = access(request);
      const body = request.body;
      const blocked_periods = await cancelSchedulesBatch(ctx, a, body);
      return { blocked_periods, canceled_schedule_ids: body.schedules_ids_to_cancel, toast: 'Período bloqueado.' };
    },
  );

  app.get(
    '/user/:company/schedule/available_slots',
    { schema: { params: ZCompany, querystring: ZStaffAvailableSlotsQuery }, ...member },
    async (request) => {
      const a = access(request);
      const q = request.query;
      const company = await companySettings(ctx, a.companyId);
      const slots = await findAvailableSlots(ctx, {
        companyId: a.companyId,
        serviceId: q.service_id,
        calendarId: q.calendar_id ?? null,
        from: q.from,
        to: q.to,
        limit: q.limit,
        audience: 'staff',
        excludeScheduleIds: q.exclude_schedule_id ? [q.exclude_schedule_id] : [],
        calendarScope: calendarScopeOf(a),
      });
      return { timezone: company.timezone, slots: slots.map((s) => mergeSlots([s], company.timezone)[0]!) };
    },
  );

  app.post(
    '/user/:company/schedule/:id/status',
    { schema: { params: ZScheduleParams, body: ZScheduleStatusBody }, ...member },
    async (request) => {
      const { base } = scheduleRef(request, request.params);
      const body = request.body;
      return { schedule: await changeScheduleStatus(ctx, { ...base, status: body.status, reason: body.reason, scope: body.scope }) };
    },
  );

  app.post(
    '/user/:company/schedule/:id/cancel',
    { schema: { params: ZScheduleParams, body: ZCancelScheduleBody }, ...member },
    async (request) => {
      const { base } = scheduleRef(request, request.params);
      const body = request.body;
      return { schedule: await changeScheduleStatus(ctx, { ...base, status: 'canceled', reason: body.reason, scope: body.scope }) };
    },
  );

  app.post(
    '/user/:company/schedule/:id/reschedule',
    { schema: { params: ZScheduleParams, body: ZRescheduleBody }, ...member },
    async (request) => {
      const { base } = scheduleRef(request, request.params);
      const body = request.body;
      return {
        schedule: await rescheduleSchedule(ctx, {
          ...base,
          startAt: body.start_at,
          calendarId: body.calendar_id,
          durationInMinutes: body.duration_in_minutes,
          scope: body.scope,
        }),
      };
    },
  );

  app.get(
    '/user/:company/blocked_period/conflicts',
    { schema: { params: ZCompany, querystring: ZBlockedPeriodConflictsQuery }, ...member },
    async (request) => {
      const a = access(request);
      const q = request.query;
      return { schedules: await blockedPeriodConflicts(ctx, a, q) };
    },
  );

  app.post(
    '/user/:company/notification/read',
    { schema: { params: ZCompany, body: ZNotificationReadBody }, ...member },
    async (request) => {
      const a = access(request);
      const body = request.body;
      const updated = await markNotificationsRead(ctx, a.companyId, a.userId, body.all ? null : (body.ids ?? []));
      ctx.hub.emit(`app:user_id:${a.userId}`, {
        events: [{ name: 'notifications_read', data: { company_id: a.companyId, ids: body.all ? null : body.ids } }],
      });
      return { updated };
    },
  );
}
