// Test fixture: October 2025 of a São Paulo salon, written straight into the tables so every figure of the
// dashboard and the finance summary can be computed by hand (see the comments of finance-dashboard test).
// Times are local (UTC−3, no daylight saving in 2025); the month boundary is crossed both ways.
import { eq } from 'drizzle-orm';
import { calendars, chats, clients, messages, schedules } from '../../db/schema/index.js';
import type { TDb } from '../../db/client.js';
import type { TFixture } from '../scheduling/test-fixtures.js';

/** A local São Paulo time as an instant. */
const sp = (local: string) => new Date(`${local}:00-03:00`);

const hours = (start: string, end: string) => [{ start, end }];

export async function writeOctober(db: TDb, f: TFixture) {
  const [p1, p2] = f.calendars.map((c) => c.id) as [string, string];
  const [corte, barba] = f.services.map((s) => s.id) as [string, string];
  // P1 works Tue–Sat 08–12 and 13–18 (540 min a day); P2 only on Mondays 09–17 (480 min).
  const tueSat = [0, 1, 2, 3, 4, 5, 6].map((dow) => ({
    dow,
    is_available: dow >= 2,
    work_hours: dow >= 2 ? [...hours('08:00', '12:00'), ...hours('13:00', '18:00')] : [],
  }));
  const mondays = [0, 1, 2, 3, 4, 5, 6].map((dow) => ({
    dow,
    is_available: dow === 1,
    work_hours: dow === 1 ? hours('09:00', '17:00') : [],
  }));
  await db.update(calendars).set({ workdays: tueSat }).where(eq(calendars.id, p1));
  await db.update(calendars).set({ workdays: mondays }).where(eq(calendars.id, p2));

  const people = await db
    .insert(clients)
    .values(['Ana', 'Bruno', 'Carla', 'Davi'].map((name) => ({ company_id: f.company.id, name })))
    .returning({ id: clients.id, name: clients.name });
  const [ana, bruno, carla, davi] = people.map((p) => p.id) as [string, string, string, string];

  const s = (
    key: string,
    client_id: string,
    calendar_id: string,
    service: 'corte' | 'barba',
    local: string,
    status: typeof schedules.$inferInsert.status,
    iface: typeof schedules.$inferInsert.interface,
    createdLocal: string,
  ) => {
    const minutes = service === 'corte' ? 30 : 60;
    const start = sp(local);
    return {
      key,
      row: {
        company_id: f.company.id,
        calendar_id,
        service_id: service === 'corte' ? corte : barba,
        client_id,
        status,
        interface: iface,
        display_name: key,
        start_at: start,
        end_at: new Date(start.getTime() + minutes * 60_000),
        duration_in_minutes: minutes,
        created_by_kind: 'system' as const,
        created_at: sp(createdLocal),
      },
    };
  };
  const plan = [
    s('S0', ana, p1, 'corte', '2025-08-20T10:00', 'confirmed', 'PLATFORM_COMPANY', '2025-08-19T10:00'),
    s('S1', bruno, p1, 'corte', '2025-09-30T22:00', 'confirmed', 'ASSISTANT_CLIENT', '2025-09-29T10:00'),
    s('S2', ana, p1, 'corte', '2025-10-07T10:00', 'confirmed', 'ASSISTANT_CLIENT', '2025-10-06T10:00'),
    s('S3', bruno, p1, 'barba', '2025-10-08T10:00', 'confirmed', 'PLATFORM_CLIENT', '2025-10-01T10:00'),
    s('S4', carla, p1, 'corte', '2025-10-08T14:00', 'confirmed_not_attended', 'PLATFORM_COMPANY', '2025-10-01T11:00'),
    s('S5', davi, p2, 'barba', '2025-10-13T10:00', 'canceled', 'ASSISTANT_CLIENT', '2025-10-10T10:00'),
    s('S6', davi, p1, 'corte', '2025-10-31T22:30', 'scheduled', 'PLATFORM_COMPANY', '2025-10-20T10:00'),
    s('S7', carla, p1, 'corte', '2025-11-01T10:00', 'scheduled', 'PLATFORM_CLIENT', '2025-10-20T11:00'),
  ];
  const made = await db
    .insert(schedules)
    .values(plan.map((p) => p.row))
    .returning({ id: schedules.id, name: schedules.display_name });
  const sched = Object.fromEntries(made.map((m) => [m.name, m.id])) as Record<string, string>;

  // Secretary: Ana's chat in October (replies after 30 s and 60 s, handed off), Bruno's on 30/09 (60 s, handed off).
  const [chatAna, chatBruno] = await db
    .insert(chats)
    .values([
      {
        company_id: f.company.id,
        client_id: ana,
        channel: 'whatsapp',
        remote_id: 'ana',
        display_name: 'Ana',
        transferred_at: sp('2025-10-07T09:10'),
      },
      {
        company_id: f.company.id,
        client_id: bruno,
        channel: 'whatsapp',
        remote_id: 'bruno',
        display_name: 'Bruno',
        transferred_at: sp('2025-09-30T21:02'),
      },
    ])
    .returning({ id: chats.id });
  const m = (chat_id: string, role: 'client' | 'ai', local: string) => ({
    company_id: f.company.id,
    chat_id,
    role,
    content: role,
    created_at: new Date(`${local}-03:00`),
  });
  await db
    .insert(messages)
    .values([
      m(chatAna!.id, 'client', '2025-10-07T09:00:00'),
      m(chatAna!.id, 'ai', '2025-10-07T09:00:30'),
      m(chatAna!.id, 'client', '2025-10-07T09:05:00'),
      m(chatAna!.id, 'client', '2025-10-07T09:05:10'),
      m(chatAna!.id, 'ai', '2025-10-07T09:06:10'),
      m(chatBruno!.id, 'client', '2025-09-30T21:00:00'),
      m(chatBruno!.id, 'ai', '2025-09-30T21:01:00'),
    ]);
  return { p1, p2, sched, clients: { ana, bruno, carla, davi } };
}
