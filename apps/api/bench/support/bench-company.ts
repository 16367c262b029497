// The company a benchmark works on: `calendars` professionals performing one service, a client, and
// `fill` to book many distinct free slots at once (bulk insert; the database constraints still check).
import type { TAppContext } from '../../src/lib/context.js';
import { storeCompany } from '../../src/modules/companies/service.js';
import type { TCompanyAccess } from '../../src/modules/companies/access.js';
import { createClient } from '../../src/modules/clients/repo.js';
import { createUser } from '../../src/modules/users/service.js';
import { saveCompanyWorkdays, upsertCalendar, upsertService } from '../../src/modules/scheduling/service-catalog.js';
import { findAvailableSlots } from '../../src/modules/scheduling/service.js';
import { insertSchedules } from '../../src/modules/scheduling/repo-schedules.js';

let seq = 0;

/** A company with `calendars` calendars and one service they all perform, owned by a fresh user. */
export async function company(
  ctx: TAppContext,
  name: string,
  calendars: number,
  opts: { duration: number; increment?: 10 | 30; allDay?: boolean },
) {
  const n = ++seq;
  const owner = await createUser(ctx, {
    name: 'Bench Owner',
    email: `bench${n}-${Date.now()}@example.com`,
    phone: `+551197${String(Date.now() % 1_000_000).padStart(6, '0')}${n}`.slice(0, 14),
  });
  const c = await storeCompany(ctx, owner.id, { name, field: 'barbearia' });
  const access: TCompanyAccess = { companyId: c.id, userId: owner.id, role: 'owner', calendarIds: [] };
  if (opts.allDay) {
    const workdays = [0, 1, 2, 3, 4, 5, 6].map((dow) => ({ dow, is_available: true, work_hours: [{ start: '00:00', end: '23:59' }] }));
    await saveCompanyWorkdays(ctx, access, { workdays, apply_to_calendars: false });
  }
  const calendarIds: string[] = [];
  for (let i = 0; i < calendars; i++) {
    const cal = await upsertCalendar(ctx, access, null, {
      title: `Profissional ${i + 1}`,
      color: '#2563eb',
      min_notice_in_minutes: 0,
      dates_window: 730,
      slots_increment_in_minutes: opts.increment ?? 30,
    });
    calendarIds.push(cal.id);
  }
  const service = await upsertService(ctx, access, null, {
    title: 'Corte',
    duration_in_minutes: opts.duration,
    price_type: 'fixed',
    price: 4500,
  });
  const client = await createClient(ctx, c.id, {
    name: 'Cliente Bench',
    phone: `+551196${String(Date.now() % 1_000_000).padStart(6, '0')}${n}`.slice(0, 14),
  });
  return { company: c, access, owner, calendarIds, serviceId: service.id, clientId: client.id };
}

/** Fills `count` distinct free slots of [from, to) with schedules (bulk insert; the constraints still check). */
export async function fill(ctx: TAppContext, co: Awaited<ReturnType<typeof company>>, from: Date, to: Date, count: number) {
  const free = await findAvailableSlots(ctx, { companyId: co.company.id, serviceId: co.serviceId, from, to, audience: 'staff' });
  for (let i = free.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [free[i], free[j]] = [free[j]!, free[i]!];
  }
  const chosen = free.slice(0, count);
  for (let i = 0; i < chosen.length; i += 500) {
    await insertSchedules(
      ctx.db,
      chosen.slice(i, i + 500).map((s) => ({
        company_id: co.company.id,
        calendar_id: s.calendar_id,
        service_id: co.serviceId,
        client_id: co.clientId,
        interface: 'PLATFORM_COMPANY' as const,
        display_name: 'Cliente Bench',
        start_at: s.start_at,
        end_at: s.end_at,
        duration_in_minutes: Math.round((s.end_at.getTime() - s.start_at.getTime()) / 60_000),
        created_by_kind: 'system' as const,
      })),
    );
  }
  return chosen.length;
}
