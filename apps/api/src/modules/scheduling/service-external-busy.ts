// External calendars' busy times (Google, docs/decisions/0028): written by their sync, they block the
// public booking page's slots the moment they commit, so the cached free times are dropped with them.
import type { TAppContext } from '../../lib/context.js';
import { invalidateAvailability } from './availability-cache.js';
import { clearExternalBusy, type TExternalBusy, writeExternalBusy } from './repo-external-busy.js';
import { findSchedulesWithRefs } from './repo-schedules.js';
import { fromLocal, parseDateKey } from './tz.js';

export type { TExternalBusy } from './repo-external-busy.js';

/** Applies one sync page: `busy` upserted, `gone` removed (or everything first when `reset`). True when a free time changed. */
export async function applyExternalBusy(
  ctx: TAppContext,
  target: { companyId: string; calendarId: string; source: string },
  change: { busy: TExternalBusy[]; gone: string[]; reset?: boolean },
): Promise<boolean> {
  let changed = change.reset ? await clearExternalBusy(ctx.db, target.calendarId, target.source) : 0;
  changed += await writeExternalBusy(ctx.db, target, change.busy, change.gone);
  if (changed > 0) invalidateAvailability(ctx, target.companyId);
  return changed > 0;
}

/** Forgets a calendar's busy times from a source (the link was removed). */
export async function dropExternalBusy(ctx: TAppContext, companyId: string, calendarId: string, source: string): Promise<void> {
  if ((await clearExternalBusy(ctx.db, calendarId, source)) > 0) invalidateAvailability(ctx, companyId);
}

/** What an external calendar shows of one booking of ours, as it is now (null once it is gone). */
export async function scheduleForExternalCalendar(ctx: TAppContext, companyId: string, scheduleId: string) {
  const [found] = await findSchedulesWithRefs(ctx.db, companyId, [scheduleId]);
  if (!found) return null;
  const s = found.schedule;
  return {
    id: s.id,
    calendarId: s.calendar_id,
    active: s.status !== 'canceled',
    start: s.start_at,
    end: s.end_at,
    serviceTitle: found.service?.title ?? null,
    clientName: found.client?.name ?? null,
  };
}

/** An all-day span [start date, end date) of an external calendar in the company's timezone, as instants. */
export function allDaySpan(timezone: string, startDate: string, endDate: string): { start: Date; end: Date } {
  const end = parseDateKey(endDate);
  return { start: new Date(fromLocal(timezone, parseDateKey(startDate), 0)), end: new Date(fromLocal(timezone, end, 0)) };
}
