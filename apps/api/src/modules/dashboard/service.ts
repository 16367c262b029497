// The dashboard of /app/dashboard: the cards' queries run side by side, then each becomes its DTO part.
import { SCHEDULE_STATUSES, type TScheduleInterface } from '@agenda/shared/schedule';
import { SCHEDULE_ORIGINS, type TDashboardDto, type TScheduleOrigin } from '@agenda/shared/schemas/dashboard';
import type { TPeriodQuery } from '@agenda/shared/schemas/finance';
import type { TAppContext } from '../../lib/context.js';
import type { TCompanyAccess } from '../companies/access.js';
import { companyTimezone, periodOf, previousPeriod } from '../finance/repo-period.js';
import { appointmentsCard, busiestCard, clientsCard, occupancyCard, revenueCard, secretaryCard } from './repo.js';

const ORIGIN: Record<TScheduleInterface, TScheduleOrigin> = {
  ASSISTANT_CLIENT: 'secretary',
  ASSISTANT_COMPANY: 'secretary',
  PLATFORM_CLIENT: 'public_page',
  PLATFORM_COMPANY: 'staff',
  PLATFORM_AUTO: 'staff',
};

const pair = <T extends { k: 'c' | 'p' }>(rows: T[], pick: (r: T) => number) => ({
  current: rows.filter((r) => r.k === 'c').reduce((s, r) => s + pick(r), 0),
  previous: rows.filter((r) => r.k === 'p').reduce((s, r) => s + pick(r), 0),
});
const oneDecimal = (x: number) => Math.round(x * 10) / 10;

export async function dashboard(ctx: TAppContext, a: TCompanyAccess, q: TPeriodQuery): Promise<TDashboardDto> {
  const cur = periodOf(await companyTimezone(ctx, a.companyId), q.from, q.to);
  const prev = previousPeriod(cur);
  const [appointments, occupancy, revenue, clients, secretary, busiest] = await Promise.all([
    appointmentsCard(ctx.db, a.companyId, cur, prev),
    occupancyCard(ctx.db, a.companyId, cur),
    revenueCard(ctx.db, a.companyId, cur, prev),
    clientsCard(ctx.db, a.companyId, cur, prev),
    secretaryCard(ctx.db, a.companyId, cur, prev),
    busiestCard(ctx.db, a.companyId, cur),
  ]);
  const total = pair(appointments, (r) => r.n);
  const canceled = pair(appointments, (r) => (r.status === 'canceled' ? r.n : 0));
  const noShows = pair(appointments, (r) => (r.status === 'confirmed_not_attended' ? r.n : 0));
  const rate = (k: 'current' | 'previous') => {
    const held = total[k] - canceled[k];
    return held ? oneDecimal((noShows[k] / held) * 100) : 0;
  };
  const sec = (k: 'c' | 'p') => secretary.find((r) => r.k === k);
  return {
    period: { from: cur.from, to: cur.to, previous_from: prev.from, previous_to: prev.to },
    appointments: {
      total,
      by_status: SCHEDULE_STATUSES.map((status) => ({ status, ...pair(appointments, (r) => (r.status === status ? r.n : 0)) })),
      by_origin: SCHEDULE_ORIGINS.map((origin) => ({
        origin,
        ...pair(appointments, (r) => (ORIGIN[r.interface as TScheduleInterface] === origin ? r.n : 0)),
      })),
      no_show_rate: { current: rate('current'), previous: rate('previous') },
    },
    occupancy: occupancy.map((o) => ({
      calendar_id: o.id,
      title: o.title,
      booked_minutes: o.booked,
      available_minutes: o.available,
      percent: o.available ? oneDecimal((o.booked / o.available) * 100) : 0,
    })),
    revenue: { income_cents: pair(revenue, (r) => r.income), expense_cents: pair(revenue, (r) => r.expense) },
    clients: { new: pair(clients, (r) => r.new), returning: pair(clients, (r) => r.returning) },
    secretary: {
      conversations: pair(secretary, (r) => r.conversations),
      bookings: pair(secretary, (r) => r.bookings),
      handoffs: pair(secretary, (r) => r.handoffs),
      avg_reply_seconds: { current: sec('c')?.avg_reply ?? null, previous: sec('p')?.avg_reply ?? null },
    },
    busiest_hours: busiest.hours,
    busiest_weekdays: busiest.weekdays,
  };
}
