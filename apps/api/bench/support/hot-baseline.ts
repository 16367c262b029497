// The plainest code that does the work of each hot path, on the same database: a bare Fastify app
// with a pg pool of the API's size and hand-written SQL. Every figure of bench/hot-paths.ts is printed
// beside the same load on these routes, so it reads as a ratio to what the hardware allows.
//   GET  /b/slots?date=          one indexed read of the busy intervals + the same pure engine
//   POST /b/logged_user          the token, one session check, one joined read (user, companies, subscription)
//   POST /b/book                 the token, one session check, one insert under the exclusion constraint
//   GET  /b/agenda?from=&to=     the token, one session check, one indexed range read with its joins
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { availableSlots } from '../../src/modules/scheduling/availability.js';
import { engineSettings, mergeSlots } from '../../src/modules/scheduling/service-availability.js';
import type { companySettings } from '../../src/modules/scheduling/support.js';
import type { listCalendarRows } from '../../src/modules/scheduling/repo-catalog.js';
import { readSessionToken } from '../../src/modules/sessions/tokens.js';
import { addDays, fromLocal, parseDateKey } from '../../src/modules/scheduling/tz.js';

interface TBaselineInput {
  url: string;
  secret: string;
  companyId: string;
  serviceId: string;
  durationMinutes: number;
  settings: Awaited<ReturnType<typeof companySettings>>;
  calendars: Awaited<ReturnType<typeof listCalendarRows>>;
}

const SESSION_CHECK = `select subject_id from sessions where id = $1 and kind = $2 and revoked_at is null and expires_at > now()`;

const LOGGED_USER = `
select u.id, u.name, u.email, u.phone, coalesce(json_agg(json_build_object(
  'id', c.id, 'slug', c.slug, 'name', c.name, 'timezone', c.timezone, 'is_blocked', c.is_blocked, 'role', cu.role,
  'calendar_ids', cu.calendar_ids,
  'subscription', (select json_build_object('id', s.id, 'status', s.status, 'end_at', s.end_at) from subscriptions s
                   where s.company_id = c.id order by s.created_at desc limit 1),
  'integrations', (select coalesce(json_agg(json_build_object('id', i.id, 'identifier', i.identifier,
                   'connection_status', i.connection_status)), '[]') from company_integrations i where i.company_id = c.id)
)) filter (where c.id is not null), '[]') as companies
from users u left join company_users cu on cu.user_id = u.id left join companies c on c.id = cu.company_id
where u.id = $1 group by u.id`;

const BUSY = `
select calendar_id, start_at, end_at from schedules
 where calendar_id = any($1) and status <> 'canceled' and start_at < $3 and start_at > $4 and end_at > $2
union all
select calendar_id, start_at, end_at from blocked_periods where calendar_id = any($1) and start_at < $3 and end_at > $2`;

const AGENDA = `
select s.id, s.status, s.start_at, s.end_at, s.duration_in_minutes, s.calendar_id, s.display_name,
       cl.id as client_id, cl.name as client_name, cl.phone as client_phone,
       sv.id as service_id, sv.title as service_title, sv.price as service_price,
       ca.id as cal_id, ca.title as cal_title, ca.color as cal_color
  from schedules s join clients cl on cl.id = s.client_id join services sv on sv.id = s.service_id
  join calendars ca on ca.id = s.calendar_id
 where s.company_id = $1 and s.start_at >= $2 and s.start_at < $3 order by s.start_at`;

export async function startBaseline(input: TBaselineInput): Promise<{ url: string; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: input.url, max: 10 });
  pool.on('error', () => undefined); // the bench drops its database at the end, with force
  const secret = new TextEncoder().encode(input.secret);
  const app: FastifyInstance = Fastify({ logger: false });
  const tz = input.settings.timezone;

  const session = async (auth: string | undefined, kind: 'user' | 'client') => {
    const claims = await readSessionToken(secret, (auth ?? '').replace(/^Bearer /, ''), kind);
    if (!claims) return null;
    const { rows } = await pool.query(SESSION_CHECK, [claims.sessionId, kind]);
    return rows[0]?.subject_id === claims.subjectId ? claims : null;
  };

  app.get<{ Querystring: { date: string } }>('/b/slots', async (request) => {
    const day = parseDateKey(request.query.date);
    const from = fromLocal(tz, day, 0);
    const to = fromLocal(tz, addDays(day, 1), 0);
    const ids = input.calendars.map((c) => c.id);
    const { rows } = await pool.query(BUSY, [ids, new Date(from), new Date(to), new Date(from - 86_400_000)]);
    const busy = new Map<string, Array<{ start: number; end: number }>>(ids.map((id) => [id, []]));
    for (const r of rows) busy.get(r.calendar_id)!.push({ start: new Date(r.start_at).getTime(), end: new Date(r.end_at).getTime() });
    const now = new Date();
    const slots = input.calendars.flatMap((cal) =>
      availableSlots({
        ...engineSettings(input.settings, cal, input.durationMinutes, now, 'client'),
        from,
        to,
        busy: busy.get(cal.id)!,
      }).map((s) => ({ calendar_id: cal.id, start_at: new Date(s.start), end_at: new Date(s.end) })),
    );
    return { date: request.query.date, timezone: tz, slots: mergeSlots(slots, tz) };
  });

  app.post('/b/logged_user', async (request, reply) => {
    const claims = await session(request.headers.authorization, 'user');
    if (!claims) return reply.status(401).send({ message: 'Unauthorized' });
    const { rows } = await pool.query(LOGGED_USER, [claims.subjectId]);
    return { data: { loggedUser: rows[0] } };
  });

  app.post<{ Body: { calendar_id: string; start_at: string } }>('/b/book', async (request, reply) => {
    const claims = await session(request.headers.authorization, 'client');
    if (!claims) return reply.status(401).send({ message: 'Unauthorized' });
    const start = new Date(request.body.start_at);
    const end = new Date(start.getTime() + input.durationMinutes * 60_000);
    try {
      const { rows } = await pool.query(
        `insert into schedules (company_id, calendar_id, service_id, client_id, interface, display_name, start_at, end_at,
           duration_in_minutes, created_by_kind) values ($1, $2, $3, $4, 'PLATFORM_CLIENT', 'Cliente', $5, $6, $7, 'client') returning id`,
        [input.companyId, request.body.calendar_id, input.serviceId, claims.subjectId, start, end, input.durationMinutes],
      );
      return { schedule: { id: rows[0].id } };
    } catch (err) {
      if ((err as { code?: string }).code === '23P01') return reply.status(409).send({ message: 'Horário indisponível.' });
      throw err;
    }
  });

  app.get<{ Querystring: { from: string; to: string } }>('/b/agenda', async (request, reply) => {
    const claims = await session(request.headers.authorization, 'user');
    if (!claims) return reply.status(401).send({ message: 'Unauthorized' });
    const { rows } = await pool.query(AGENDA, [input.companyId, new Date(request.query.from), new Date(request.query.to)]);
    return {
      data: {
        user_get_schedules: rows.map((r) => ({
          id: r.id,
          status: r.status,
          start_at: r.start_at,
          end_at: r.end_at,
          duration_in_minutes: r.duration_in_minutes,
          calendar_id: r.calendar_id,
          display_name: r.display_name,
          client: { id: r.client_id, name: r.client_name, phone: r.client_phone },
          service: { id: r.service_id, title: r.service_title, price: r.service_price },
          calendar: { id: r.cal_id, title: r.cal_title, color: r.cal_color },
        })),
      },
    };
  });

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
