// Reminders (issue 11 item 3): a schedule's reminder is kept in step with the schedule by the
// handler of its booking events (run after the booking committed, replayed if it failed, so
// idempotent): booked → planned at notify_at (the calendar's notify settings) moved out of the quiet
// hours; rescheduled → the pending one is canceled and a new one planned; canceled → canceled. The
// text is the company's reminder_custom_message (or the default) with its variables; the sent
// message carries the schedule's id, so the client's answer is about that appointment.
import { DEFAULT_REMINDER_MESSAGE } from '@agenda/shared/scheduled-message';
import type { TAppContext } from '../../lib/context.js';
import { findCompanyById } from '../companies/service.js';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import type { TScheduleEvent } from '../scheduling/service.js';
import type { TScheduleEventBatchHandler } from '../../lib/context.js';
import type { TDb } from '../../db/client.js';
import { lockScheduleReminders, syncScheduleReminders, type TWantedReminder } from './repo-reminders.js';
import { SEND_JOB, plannedSendTime } from './service.js';
import { renderForClient } from './variables.js';

type TCompany = NonNullable<Awaited<ReturnType<typeof findCompanyById>>>;

const ACTIVE = new Set(['scheduled', 'confirmed']);

function reminderText(company: TCompany, s: TScheduleDto): string {
  return renderForClient(company.reminder_custom_message?.trim() || DEFAULT_REMINDER_MESSAGE, {
    company,
    clientName: s.client?.name,
    schedule: { start_at: s.start_at, service_title: s.service?.title },
  });
}

/** When the schedule's reminder goes out now; null when it should have none. */
function wantedAt(company: TCompany, s: TScheduleDto, now: Date): Date | null {
  if (!company.send_reminder_message || !ACTIVE.has(s.status) || !s.notify_at || !s.client_id) return null;
  const start = new Date(s.start_at);
  const at = plannedSendTime(company, new Date(s.notify_at), now, start);
  return at.getTime() < start.getTime() ? at : null;
}

const SYNCED = new Set(['booked', 'rescheduled', 'canceled', 'status_changed']);

/**
 * The reminders of a batch of booking events (at most one per schedule: handler-runs.ts), in one
 * transaction of two statements whatever the batch's size (repo-reminders.ts), under the same
 * per-schedule locks as always: a replay racing the first run still plans one reminder.
 */
async function syncReminders(events: TScheduleEvent[], ctx: TAppContext): Promise<void> {
  const now = ctx.now();
  const wanted: TWantedReminder[] = [];
  for (const event of events) {
    if (!SYNCED.has(event.type)) continue;
    // Once per company and batch (lib/batch-reads.ts).
    const company = await findCompanyById(ctx, event.companyId);
    if (!company) continue;
    const s = event.schedule;
    const want = wantedAt(company, s, now);
    wanted.push({
      schedule_id: s.id,
      company_id: company.id,
      client_id: s.client_id,
      due_at: want?.toISOString() ?? null,
      content: want ? reminderText(company, s) : null,
    });
  }
  if (!wanted.length) return;
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as TDb;
    await lockScheduleReminders(
      db,
      wanted.map((w) => w.schedule_id),
    );
    await syncScheduleReminders(db, wanted, now, SEND_JOB);
  });
}

/** The handler the scheduled-messages module declares (modules/index.ts). */
export const reminderHandler: TScheduleEventBatchHandler = { batch: syncReminders };
