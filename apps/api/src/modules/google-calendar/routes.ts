// Google Calendar sync calls (docs/api.md "Google Agenda"): the company's links, linking and unlinking
// a calendar, disconnecting the account, and Google's push notifications. Thin: membership checked
// first, one service call.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZGoogleCalendarLinkBody } from '@agenda/shared/schemas/google-calendar';
import { authOf } from '../../plugins/auth.js';
import { memberFirst } from '../companies/member-first.js';
import {
  disconnectGoogleAccount,
  googleCalendarStatus,
  linkGoogleCalendar,
  onGoogleNotification,
  unlinkGoogleCalendar,
} from './service.js';

const ZCompany = z.object({ company: z.string().max(64) });
const ZLinkParams = z.object({ company: z.string().max(64), id: z.uuid({ error: 'Vínculo com o Google Agenda não encontrado.' }) });
const header = (v: string | string[] | undefined) => (typeof v === 'string' ? v.slice(0, 256) : '');

export async function googleCalendarRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const member = memberFirst(ctx);

  app.get('/user/:company/google_calendar', { schema: { params: ZCompany }, ...member.options }, async (request) =>
    googleCalendarStatus(ctx, member.accessOf(request)),
  );

  app.post(
    '/user/:company/google_calendar/links',
    { schema: { params: ZCompany, body: ZGoogleCalendarLinkBody }, ...member.options },
    async (request) => {
      const access = member.accessOf(request);
      await linkGoogleCalendar(ctx, access, request.body.calendar_id);
      app.jobs.kick();
      return { ...(await googleCalendarStatus(ctx, access)), toast: 'Agenda vinculada ao Google Agenda.' };
    },
  );

  app.delete('/user/:company/google_calendar/links/:id', { schema: { params: ZLinkParams }, ...member.options }, async (request) => {
    const access = member.accessOf(request);
    await unlinkGoogleCalendar(ctx, access, request.params.id);
    return { ...(await googleCalendarStatus(ctx, access)), toast: 'Vínculo com o Google Agenda removido.' };
  });

  app.delete('/user/google_calendar', { config: { auth: 'user' } }, async (request) => {
    await disconnectGoogleAccount(ctx, authOf(request).subjectId);
    return { message: 'Google Agenda desconectado.' };
  });

  /** Google's watch-channel notifications: no body, X-Goog-* headers; the channel token is the check. */
  app.post('/webhooks/google-calendar', { bodyLimit: 1024 }, async (request, reply) => {
    const h = request.headers;
    const known = await onGoogleNotification(ctx, {
      channelId: header(h['x-goog-channel-id']),
      token: header(h['x-goog-channel-token']),
      resourceId: header(h['x-goog-resource-id']),
      state: header(h['x-goog-resource-state']),
    });
    if (!known) return reply.code(404).send({ message: 'Canal desconhecido.' });
    app.jobs.kick();
    return reply.code(200).send({ ok: true });
  });
}
