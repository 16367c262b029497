// GET /general/ics/{id}.{signature}.ics: the appointment as a calendar file, linked from the WhatsApp
// confirmation and the booking success page (no session: the signature is the key).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { renderIcs, scheduleIdOfToken } from './ics.js';
import { findIcsSchedule } from './repo-ics.js';

const ZParams = z.object({ token: z.string().min(1).max(120) });

export async function schedulingIcsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  app.get('/general/ics/:token', { schema: { params: ZParams } }, async (request, reply) => {
    const id = scheduleIdOfToken(ctx.config.JWT_SECRET, request.params.token);
    const row = id ? await findIcsSchedule(ctx.db, id) : undefined;
    if (!row) throw notFound('Agendamento não encontrado.');
    const body = renderIcs({
      id: row.id,
      startAt: row.start_at,
      endAt: row.end_at,
      summary: `${row.service} · ${row.company}`,
      description: [
        `Profissional: ${row.professional}`,
        row.phone ? `Contato: ${row.phone}` : null,
        ctx.config.PUBLIC_URL ? `Remarcar ou cancelar: ${ctx.config.PUBLIC_URL}/${row.slug}/minha-conta/agendamentos` : null,
      ]
        .filter(Boolean)
        .join('\n'),
      location: row.address,
      canceled: row.status === 'canceled',
      now: ctx.now(),
    });
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="agendamento.ics"')
      .header('cache-control', 'no-store')
      .send(body);
  });
}
