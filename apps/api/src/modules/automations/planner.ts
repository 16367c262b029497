// Automations follow the schedule's changes (issue 11): the handler of the booking events (run after
// the booking committed, replayed if it failed, so idempotent) plans, for every active automation
// of the company whose services match, its message (or its client tag job) at the trigger's base
// time moved by the automation's offset in the company's timezone: before_schedule from the start,
// after_schedule from the end (or, for return messages, the service's expected recurrence in days
// from the start), after_cancel_schedule from the cancellation. A schedule moved re-plans; one no
// longer matching (canceled, moved to another service) cancels what is still pending.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import type { AutomationTiming } from '@agenda/shared/automation';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import type { TAppContext } from '../../lib/context.js';
import { cancelJob, enqueueJob } from '../../lib/jobs/enqueue.js';
import { findCompanyById } from '../companies/service.js';
import type { TScheduleEvent, TScheduleEventHandler } from '../scheduling/service.js';
import { updateScheduledMessage } from '../scheduled-messages/repo.js';
import { planScheduledMessage, plannedSendTime } from '../scheduled-messages/service.js';
import { renderForClient } from '../scheduled-messages/variables.js';
import { hasExtraFeature } from '../subscriptions/feature-gate.js';
import { automationMessages, listAutomationRows, lockAutomationTarget, serviceRecurrenceDays, type TAutomationRow } from './repo.js';
import { batchRead } from '../../lib/batch-reads.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const TAG_JOB = 'automations.tag-client';

type TCompany = NonNullable<Awaited<ReturnType<typeof findCompanyById>>>;

const ACTIVE = new Set(['scheduled', 'confirmed']);

/** `base` moved by the offset; days and months are calendar ones in the company's timezone (DST-safe). */
export function applyOffset(base: Date, tz: string, t: AutomationTiming): Date {
  const n = t.time_operation === 'subtract' ? -t.time_value : t.time_value;
  if (t.time_unit === 'hours') return new Date(base.getTime() + n * 3_600_000);
  return dayjs(base)
    .tz(tz)
    .add(n, t.time_unit === 'months' ? 'month' : 'day')
    .toDate();
}

export const matchesService = (a: Pick<TAutomationRow, 'service_ids'>, serviceId: string) =>
  a.service_ids.length === 0 || a.service_ids.includes(serviceId);

/** When the automation acts for this schedule now; null when it should not. */
async function wantedAt(ctx: TAppContext, company: TCompany, a: TAutomationRow, s: TScheduleDto): Promise<Date | null> {
  if (!matchesService(a, s.service_id)) return null;
  const start = new Date(s.start_at);
  switch (a.trigger) {
    case 'before_schedule':
      return ACTIVE.has(s.status) ? applyOffset(start, company.timezone, a) : null;
    case 'after_schedule': {
      if (s.status === 'canceled') return null;
      if (!a.use_service_recurrence) return applyOffset(new Date(s.end_at), company.timezone, a);
      const days = await serviceRecurrenceDays(ctx.db, company.id, s.service_id);
      return days ? applyOffset(start, company.timezone, { time_operation: 'add', time_unit: 'days', time_value: days }) : null;
    }
    case 'after_cancel_schedule':
      return s.status === 'canceled' ? applyOffset(new Date(s.canceled_at ?? ctx.now()), company.timezone, a) : null;
    default:
      return null;
  }
}

async function syncTag(tx: TAppContext, a: TAutomationRow, s: TScheduleDto, want: Date | null) {
  const key = `${a.id}:${s.id}`;
  if (!want) return void (await cancelJob(tx.db, TAG_JOB, key));
  await enqueueJob(tx.db, {
    name: TAG_JOB,
    key,
    replace: true,
    runAt: want.getTime() > tx.now().getTime() ? want : tx.now(),
    payload: { automation_id: a.id, company_id: s.company_id, client_id: s.client_id },
  });
}

async function syncMessage(tx: TAppContext, company: TCompany, a: TAutomationRow, event: TScheduleEvent, want: Date | null) {
  const s = event.schedule;
  const now = tx.now();
  const start = new Date(s.start_at);
  let at = want ? plannedSendTime(company, want, now, a.trigger === 'before_schedule' ? start : null) : null;
  // A message meant for before the appointment that can no longer go before it is not sent at all.
  if (at && a.trigger === 'before_schedule' && at.getTime() >= start.getTime()) at = null;
  const existing = await automationMessages(tx.db, a.id, { scheduleId: s.id });
  if (at && existing.some((r) => r.due_at.getTime() === at.getTime())) return;
  // A replay of the same booking keeps what it planned; a move or a schedule that no longer matches re-plans.
  if (at && existing.length && event.type !== 'rescheduled') return;
  for (const row of existing)
    if (row.status === 'pending') await updateScheduledMessage(tx.db, row.id, { status: 'canceled', canceled_at: now, updated_at: now });
  if (!at) return;
  await planScheduledMessage(tx, {
    companyId: company.id,
    clientId: s.client_id,
    scheduleId: s.id,
    automationId: a.id,
    type: a.trigger,
    source: 'automation',
    content: renderForClient(a.content, {
      company,
      clientName: s.client?.name,
      schedule: { start_at: s.start_at, service_title: s.service?.title },
    }),
    dueAt: at,
  });
}

async function syncAutomations(event: TScheduleEvent, ctx: TAppContext): Promise<void> {
  if (!['booked', 'rescheduled', 'canceled', 'status_changed'].includes(event.type)) return;
  // The company's automations once per batch of booking effects (handlers never write them).
  const active = await batchRead(ctx, `automations:${event.companyId}`, () => listAutomationRows(ctx.db, event.companyId, true));
  const list = active.filter((a) => a.trigger !== 'after_service_interest_and_not_scheduled');
  if (!list.length || !(await hasExtraFeature(ctx, event.companyId, 'automations'))) return;
  const company = await findCompanyById(ctx, event.companyId);
  if (!company) return;
  await ctx.db.transaction(async (db) => {
    const tx: TAppContext = { ...ctx, db: db as unknown as TAppContext['db'] };
    await lockAutomationTarget(tx.db, event.schedule.id);
    for (const a of list) {
      const want = await wantedAt(tx, company, a, event.schedule);
      if (a.action === 'set_client_tag') await syncTag(tx, a, event.schedule, want);
      else await syncMessage(tx, company, a, event, want);
    }
  });
}

/** The handler the automations module declares (modules/index.ts). */
export const automationHandler: TScheduleEventHandler = syncAutomations;
