// The company users' notice of schedule changes a client or the secretary made (the staff did the others
// themselves): for a batch of changes (effects.ts), the clients' restrictions in one read and every
// notice's rows in one insert, then each row to its user's room.
import type { TNotificationType } from '@agenda/shared/notification';
import type { TAppContext } from '../../lib/context.js';
import { maskLogText } from '../../lib/log-mask.js';
import { notificationDto, notifyCompanyUsersMany, type TCompanyNotice, type TNotificationRow } from '../notifications/service.js';
import { clientsRestrictions } from '../records/service.js';
import type { TScheduleChange } from './effects.js';
import type { TScheduleEventType } from './types.js';
import { localDateKey, localTime } from './tz.js';

const NOTIFY: Partial<Record<TScheduleEventType, { type: TNotificationType; title: string; verb: string }>> = {
  booked: { type: 'new_schedule', title: 'Novo agendamento', verb: 'agendou' },
  canceled: { type: 'schedule_cancellation', title: 'Agendamento cancelado', verb: 'cancelou' },
  rescheduled: { type: 'general', title: 'Agendamento remarcado', verb: 'remarcou para' },
  confirmed: { type: 'general', title: 'Agendamento confirmado', verb: 'confirmou' },
};

function when(tz: string, iso: string): string {
  const ms = Date.parse(iso);
  const [y, m, d] = localDateKey(tz, ms).split('-');
  return `${d}/${m}/${y} às ${localTime(tz, ms)}`;
}

const told = (change: TScheduleChange) => NOTIFY[change.type] && (change.actor.kind === 'client' || change.actor.kind === 'assistant');

// The professional who will attend is told the client's restrictions with the booking (issue 12).
const withRestrictions = (change: TScheduleChange) => change.type === 'booked' || change.type === 'rescheduled';

/** The restrictions of the changes' clients, by company then client: one read per company of the batch. */
async function restrictionsOf(ctx: TAppContext, changes: TScheduleChange[]): Promise<Map<string, Map<string, string[]>>> {
  const clients = new Map<string, string[]>();
  for (const c of changes.filter(withRestrictions))
    clients.set(c.companyId, [...(clients.get(c.companyId) ?? []), c.schedules[0]!.client_id]);
  const byCompany = new Map<string, Map<string, string[]>>();
  for (const [companyId, ids] of clients) byCompany.set(companyId, await clientsRestrictions(ctx, companyId, ids));
  return byCompany;
}

function noticeOf(change: TScheduleChange, restrictions: string[]): TCompanyNotice {
  const notify = NOTIFY[change.type]!;
  const { schedules } = change;
  const first = schedules[0]!;
  const who =
    change.actor.kind === 'assistant'
      ? `A secretária (${first.client?.name ?? first.display_name})`
      : (first.client?.name ?? first.display_name);
  const extra = schedules.length > 1 ? ` (+${schedules.length - 1} ocorrências)` : '';
  const warning = restrictions.length ? ` Restrições do cliente: ${restrictions.join('; ')}.` : '';
  return {
    companyId: change.companyId,
    type: notify.type,
    title: notify.title,
    body: `${who} ${notify.verb} ${first.service?.title ?? 'um serviço'} em ${when(change.timezone, first.start_at)}${first.calendar ? ` com ${first.calendar.title}` : ''}${extra}.${warning}`,
    data: {
      schedule_id: first.id,
      schedule_ids: schedules.map((s) => s.id),
      calendar_id: first.calendar_id,
      start_at: first.start_at,
      action: change.type,
      restrictions,
    },
    calendarId: first.calendar_id,
  };
}

/** A failed notice is logged, not thrown (the change committed); alone, so the others still go. */
async function written(ctx: TAppContext, notices: TCompanyNotice[]): Promise<TNotificationRow[]> {
  try {
    return await notifyCompanyUsersMany(ctx, notices);
  } catch (error) {
    if (notices.length === 1) {
      ctx.log.warn(`notification failed: ${maskLogText((error as Error).message)}`);
      return [];
    }
    const rows: TNotificationRow[] = [];
    for (const notice of notices) rows.push(...(await written(ctx, [notice])));
    return rows;
  }
}

export async function notifyStaff(ctx: TAppContext, changes: TScheduleChange[]): Promise<void> {
  const toTell = changes.filter(told);
  if (!toTell.length) return;
  const restrictions = await restrictionsOf(ctx, toTell);
  const notices = toTell.map((c) =>
    noticeOf(c, withRestrictions(c) ? (restrictions.get(c.companyId)?.get(c.schedules[0]!.client_id) ?? []) : []),
  );
  // The company room got the toast; each user's own room gets the row (the bell updates live).
  for (const row of await written(ctx, notices))
    ctx.hub.emit(`app:user_id:${row.user_id}`, { events: [{ name: 'notification', data: notificationDto(row) }] });
}
