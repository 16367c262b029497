// Shared set-up of the unsafe-sequence tests: a test app, a fixture company, playground clients
// identified by phone, their active appointments, and a client who already has an appointment.
import { afterAll, beforeAll } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { clients, schedules } from '../../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../../test/harness.js';
import { bookSchedule } from '../../scheduling/service.js';
import { playgroundEmail } from '../playground.js';
import { buildFixture, nextWeekdayAt, type TFixture } from '../test-support.js';

const TZ = 'America/Sao_Paulo';
export const localIso = (d: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
    .format(d)
    .replace(' ', 'T');
const dayMonth = (d: Date) => new Intl.DateTimeFormat('pt-BR', { timeZone: TZ, day: '2-digit', month: '2-digit' }).format(d);
export const lastTool = (req: Record<string, any>) =>
  JSON.parse([...req.messages].reverse().find((m: { role: string }) => m.role === 'tool').content) as Record<string, any>;
type TReply = { status: number; body: { replies: string[]; actions: Array<{ type: string; schedule_id?: string }> } };

export function setup(env: Record<string, string>) {
  const h = { t: null as unknown as TTestApp, fx: null as unknown as TFixture, phone: 5511970000000 };
  const newClient = () => ({ name: 'Cliente Teste', phone: `+${++h.phone}` });
  const play = (client: { name: string; phone: string }, message: string) =>
    h.fx.api.call('POST', `/user/${h.fx.company.id}/playground/message`, {
      token: h.fx.token,
      body: { message, client },
    }) as Promise<TReply>;
  const clientId = async (client: { phone: string }) => {
    const [row] = await h.t.app.ctx.db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.company_id, h.fx.company.id), eq(clients.email, playgroundEmail(client.phone))));
    return row!.id;
  };
  const active = async (client: { phone: string }) =>
    h.t.app.ctx.db
      .select()
      .from(schedules)
      .where(and(eq(schedules.client_id, await clientId(client)), ne(schedules.status, 'canceled')));
  /** A client who already has a Corte with the first professional. */
  /** An appointment at `at`, for a new client or for one who already has some. */
  const withAppointment = async (at: Date, existing?: { name: string; phone: string }) => {
    const client = existing ?? newClient();
    if (!existing) await play(client, 'oi');
    const s = await bookSchedule(h.t.app.ctx, {
      companyId: h.fx.company.id,
      actor: { kind: 'system', id: null },
      clientId: await clientId(client),
      serviceId: h.fx.services[0]!.id,
      calendarId: h.fx.calendars[0]!.id,
      startAt: at,
      interface: 'PLATFORM_COMPANY',
    });
    return { client, schedule: s };
  };
  beforeAll(async () => {
    h.t = await startTestApp(env);
    h.fx = await buildFixture(h.t.app);
  });
  afterAll(async () => {
    await h.t.close();
  });
  return {
    h,
    newClient,
    clientId,
    play,
    active,
    withAppointment,
    at: (dow: number, hhmm: string) => nextWeekdayAt(h.t.clock.now(), TZ, dow, hhmm, 2),
    /** "dia 02/12" for that same weekday: a bare "quarta" on a Wednesday afternoon would mean a past time. */
    day: (dow: number) => `dia ${dayMonth(nextWeekdayAt(h.t.clock.now(), TZ, dow, '12:00', 2))}`,
  };
}
