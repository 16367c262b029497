import { http, HttpResponse } from 'msw';
import { addDays } from '@/lib/dates';
import { authorized, localDay, schdb } from './scheduling-db';

const CALLERS = [
  'user_get_calendars',
  'user_get_services',
  'user_get_schedules',
  'user_get_schedules_with_count',
  'user_get_blocked_periods',
  'user_get_schedule',
  'user_get_notifications',
  'user_get_clients',
  'user_get_company_users',
];

type TVars = Record<string, unknown>;
const list = (v: unknown) => (Array.isArray(v) && v.length ? v.map(String) : null);
const fold = (v: string) =>
  v
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const inRange = (iso: string, init: string, end: string) => {
  const day = localDay(iso);
  return day >= init && day <= end;
};

/** The scheduling GraphQL callers; any other caller falls through to the next handler. */
export const schedulingGraphqlHandlers = [
  http.post('*/user/graphql/query', async ({ request }) => {
    const caller = new URL(request.url).searchParams.get('caller');
    if (!caller || !CALLERS.includes(caller)) return undefined;
    if (!authorized(request)) return HttpResponse.json({ message: 'Unauthorized access' }, { status: 401 });
    const { variables: v = {} } = (await request.clone().json()) as { variables?: TVars };
    const s = schdb();
    const calendars = list(v.calendar_ids);
    switch (caller) {
      case 'user_get_clients': {
        const q = fold(String(v.search ?? '').trim());
        const digits = q.replace(/\D/g, '');
        const found = s.clients
          .filter(
            (c) =>
              !q ||
              fold(c.name).includes(q) ||
              (c.email ?? '').toLowerCase().includes(q) ||
              (digits.length >= 3 && c.phone.replace(/\D/g, '').includes(digits)),
          )
          .sort((a, b) => fold(a.name).localeCompare(fold(b.name)))
          .slice(0, Math.min(Number(v.limit ?? 20), 50))
          .map((c) => ({ id: c.id, name: c.name, phone: c.phone, email: c.email ?? null }));
        return HttpResponse.json({ data: { user_get_clients: found } });
      }
      case 'user_get_company_users':
        return HttpResponse.json({
          data: {
            user_get_company_users: s.members.map((m) => ({
              ...m,
              calendar_ids: s.calendars.filter((c) => c.user_ids.includes(m.user_id)).map((c) => c.id),
            })),
          },
        });
      case 'user_get_calendars':
        return HttpResponse.json({ data: { user_get_calendars: s.calendars } });
      case 'user_get_services':
        return HttpResponse.json({ data: { user_get_services: v.active_only ? s.services.filter((x) => x.is_active) : s.services } });
      case 'user_get_schedule':
        return HttpResponse.json({ data: { user_get_schedule: s.schedules.find((x) => x.id === v.id) ?? null } });
      case 'user_get_notifications':
        return HttpResponse.json({
          data: { user_get_notifications: [...s.notifications].sort((a, b) => b.created_at.localeCompare(a.created_at)) },
        });
      case 'user_get_blocked_periods':
        return HttpResponse.json({
          data: {
            user_get_blocked_periods: s.blocked.filter(
              (b) =>
                (!calendars || calendars.includes(b.calendar_id)) &&
                localDay(b.end_at) >= String(v.init) &&
                localDay(b.start_at) <= String(v.end),
            ),
          },
        });
      case 'user_get_schedules_with_count': {
        const counts = new Map<string, number>();
        for (const x of s.schedules) {
          if (x.status === 'canceled' || (calendars && !calendars.includes(x.calendar_id))) continue;
          const day = localDay(x.start_at);
          if (day >= String(v.init) && day <= String(v.end)) counts.set(day, (counts.get(day) ?? 0) + 1);
        }
        return HttpResponse.json({
          data: { user_get_schedules_with_count: [...counts].map(([date, schedules_count]) => ({ date, schedules_count })) },
        });
      }
      default: {
        const statuses = list(v.statuses);
        const services = list(v.service_ids);
        const found = s.schedules.filter(
          (x) =>
            inRange(x.start_at, String(v.init), String(v.end ?? addDays(String(v.init), 1))) &&
            (!calendars || calendars.includes(x.calendar_id)) &&
            (!services || services.includes(x.service_id)) &&
            (!v.client_id || x.client_id === v.client_id) &&
            (statuses ? statuses.includes(x.status) : v.show_canceleds || x.status !== 'canceled'),
        );
        return HttpResponse.json({ data: { user_get_schedules: found } });
      }
    }
  }),
];
