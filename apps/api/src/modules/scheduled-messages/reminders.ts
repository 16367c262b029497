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
import type { TScheduleEvent, TScheduleEventHandler } from '../scheduling/service.js';
import { scheduleMessages, updateScheduledMessage } from './repo.js';
import { planScheduledMessage, plannedSendTime } from './service.js';
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

async function syncReminder(event: TScheduleEvent, ctx: TAppContext): Promise<void> {
  if (!['booked', 'rescheduled', 'canceled', 'status_changed'].includes(event.type)) return;
  const company = await findCompanyById(ctx, event.companyId);
  if (!company) return;
  const s = event.schedule;
  await ctx.db.transaction(async (db) => {
    const tx: TAppContext = { ...ctx, db: db as unknown as TAppContext['db'] };
    const now = tx.now();
    const want = wantedAt(company, s, now);
    const existing = await scheduleMessages(tx.db, s.id, 'schedule_reminder');
    for (const row of existing)
      if (row.status === 'pending' && row.due_at.getTime() !== want?.getTime())
        await updateScheduledMessage(tx.db, row.id, { status: 'canceled', canceled_at: now, updated_at: now });
    // Already planned (or sent) for this time: a replay of the same event changes nothing.
    if (!want || existing.some((r) => r.status !== 'canceled' && r.due_at.getTime() === want.getTime())) return;
    await planScheduledMessage(tx, {
      companyId: company.id,
      clientId: s.client_id,
      scheduleId: s.id,
      type: 'schedule_reminder',
      source: 'schedule',
      content: reminderText(company, s),
      dueAt: want,
    });
  });
}

/** The handler the scheduled-messages module declares (modules/index.ts). */
export const reminderHandler: TScheduleEventHandler = syncReminder;
