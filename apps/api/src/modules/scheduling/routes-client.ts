// The public booking page (no token) and the signed-in client's calls. {company} is the slug or id of
// an active company; a client token only works on its own company's paths.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZClientBookBody,
  ZClientCancelBody,
  ZPublicAvailableDaysQuery,
  ZPublicAvailableSlotsQuery,
} from '@agenda/shared/schemas/scheduling';
import { ZClientRescheduleBody } from '@agenda/shared/schemas/client-reschedule';
import { forbidden, unauthorized } from '../../lib/app-error.js';
import { checkFirst } from '../../lib/check-first.js';
import { parseInput } from '../../lib/validation.js';
import { authOf } from '../../plugins/auth.js';
import { clientExists } from '../clients/repo.js';
import { findActiveCompany } from '../companies/service.js';
import { publicCompanyProfile } from './service-public.js';
import { availableDaysOfMonth, availableSlotsOfDay } from './service-availability.js';
import { cachedAvailability, cachedPublicCompany } from './availability-cache.js';
import { bookSchedule } from './service-booking.js';
import { clientBookingCap } from './client-booking-cap.js';
import { changeScheduleStatus } from './service-changes.js';
import { listClientSchedules } from './service-queries.js';
import { rescheduleSchedule } from './service-reschedule.js';
import { icsUrl } from './ics.js';

const ZCompany = z.object({ company: z.string().min(1).max(80) });
const ZScheduleParams = z.object({ company: z.string().min(1).max(80), id: z.uuid({ error: 'Agendamento não encontrado.' }) });

export async function schedulingClientRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const client = { config: { auth: 'client' as const } };

  /** The signed-in client of this company (a session of another company is refused). */
  const signedClient = async (request: FastifyRequest, company: string) => {
    const auth = authOf(request);
    // The company by slug as the booking page caches it (dropped on any change to it, deactivation included).
    const c = await cachedPublicCompany(ctx, company, () => findActiveCompany(ctx, company));
    if (auth.companyId !== c.id) throw forbidden('Esta sessão pertence a outra empresa. Entre novamente.');
    if (!(await clientExists(ctx, c.id, auth.subjectId))) throw unauthorized();
    return { companyId: c.id, clientId: auth.subjectId };
  };
  // A booking checks its client in the booking's own statements (service-booking.ts: one statement fewer), so
  // before the input only the company and the session's company are checked, neither a statement.
  const bookingClientFirst = checkFirst(async (request) => {
    const auth = authOf(request);
    const company = companyParam(request);
    const c = await cachedPublicCompany(ctx, company, () => findActiveCompany(ctx, company));
    if (auth.companyId !== c.id) throw forbidden('Esta sessão pertence a outra empresa. Entre novamente.');
    return { companyId: c.id, clientId: auth.subjectId };
  });
  // Checked before the route schemas, as when handlers parsed their input after these checks.
  const companyParam = (request: FastifyRequest) => parseInput(ZCompany, request.params).company;
  const companyFirst = checkFirst((request) => {
    const company = companyParam(request);
    return cachedPublicCompany(ctx, company, () => findActiveCompany(ctx, company));
  });
  const clientFirst = checkFirst((request) => signedClient(request, companyParam(request)));
  const signed = { ...client, preValidation: clientFirst.preValidation };

  app.get('/client/:company/public/company', { schema: { params: ZCompany } }, async (request) =>
    publicCompanyProfile(ctx, (await findActiveCompany(ctx, request.params.company)).id),
  );

  app.get(
    '/client/:company/public/available_days',
    { schema: { params: ZCompany, querystring: ZPublicAvailableDaysQuery }, preValidation: companyFirst.preValidation },
    async (request) => {
      const c = companyFirst.resultOf(request);
      const q = request.query;
      return cachedAvailability(ctx, c.id, `days|${q.service_id}|${q.calendar_id ?? ''}|${q.month}`, () =>
        availableDaysOfMonth(ctx, { companyId: c.id, serviceId: q.service_id, calendarId: q.calendar_id ?? null, month: q.month }),
      );
    },
  );

  app.get(
    '/client/:company/public/available_slots',
    { schema: { params: ZCompany, querystring: ZPublicAvailableSlotsQuery }, preValidation: companyFirst.preValidation },
    async (request) => {
      const c = companyFirst.resultOf(request);
      const q = request.query;
      return cachedAvailability(ctx, c.id, `slots|${q.service_id}|${q.calendar_id ?? ''}|${q.date}`, () =>
        availableSlotsOfDay(ctx, { companyId: c.id, serviceId: q.service_id, calendarId: q.calendar_id ?? null, date: q.date }),
      );
    },
  );

  // The input is validated before the handler but answered in it (attachValidation), after the client check.
  const signedBooking = { ...client, preValidation: bookingClientFirst.preValidation, attachValidation: true };
  app.post('/client/:company/schedule/book', { schema: { params: ZCompany, body: ZClientBookBody }, ...signedBooking }, async (request) => {
    const { companyId, clientId } = bookingClientFirst.resultOf(request);
    if (request.validationError) {
      // A caller the client check refuses gets that refusal, never a 422 about the input (lib/check-first.ts).
      if (!(await clientExists(ctx, companyId, clientId))) throw unauthorized();
      throw request.validationError;
    }
    const body = request.body;
    const schedule = await bookSchedule(ctx, {
      companyId,
      actor: { kind: 'client', id: clientId },
      clientId,
      serviceId: body.service_id,
      calendarId: body.calendar_id,
      startAt: body.start_at,
      interface: 'PLATFORM_CLIENT',
      observation: body.observation,
      beforeInsert: clientBookingCap(companyId, clientId, ctx.now),
      sessionClient: true,
    });
    // The success page's "Adicionar à agenda" (the same link the WhatsApp confirmation carries).
    const ics_url = icsUrl(ctx.config.JWT_SECRET, ctx.config.PUBLIC_URL, schedule.id);
    return { schedule, ics_url, toast: 'Agendamento realizado com sucesso!' };
  });

  app.post(
    '/client/:company/schedule/:id/cancel',
    { schema: { params: ZScheduleParams, body: ZClientCancelBody }, ...signed },
    async (request) => {
      const { companyId, clientId } = clientFirst.resultOf(request);
      const { id } = request.params;
      const body = request.body;
      const schedule = await changeScheduleStatus(ctx, {
        companyId,
        actor: { kind: 'client', id: clientId },
        scheduleId: id,
        status: 'canceled',
        reason: body.reason,
        interface: 'PLATFORM_CLIENT',
        scope: 'this',
      });
      return { schedule, toast: 'Agendamento cancelado.' };
    },
  );

  app.post('/client/:company/schedule/:id/confirm', { schema: { params: ZScheduleParams }, ...signed }, async (request) => {
    const { companyId, clientId } = clientFirst.resultOf(request);
    const { id } = request.params;
    const schedule = await changeScheduleStatus(ctx, {
      companyId,
      actor: { kind: 'client', id: clientId },
      scheduleId: id,
      status: 'confirmed',
      interface: 'PLATFORM_CLIENT',
      scope: 'this',
    });
    return { schedule, toast: 'Presença confirmada.' };
  });

  // Only to a slot the public page offers (rescheduleSchedule applies the booking rules to clients).
  app.post(
    '/client/:company/schedule/:id/reschedule',
    { schema: { params: ZScheduleParams, body: ZClientRescheduleBody }, ...signed },
    async (request) => {
      const { companyId, clientId } = clientFirst.resultOf(request);
      const schedule = await rescheduleSchedule(ctx, {
        companyId,
        actor: { kind: 'client', id: clientId },
        scheduleId: request.params.id,
        startAt: request.body.start_at,
        calendarId: request.body.calendar_id,
        interface: 'PLATFORM_CLIENT',
        scope: 'this',
      });
      return { schedule, toast: 'Agendamento remarcado.' };
    },
  );

  for (const when of ['upcoming', 'history'] as const) {
    app.get(`/client/:company/schedule/${when}`, { schema: { params: ZCompany }, ...client }, async (request) => {
      const { companyId, clientId } = await signedClient(request, request.params.company);
      return { schedules: await listClientSchedules(ctx, { companyId, clientId, when }) };
    });
  }
}
