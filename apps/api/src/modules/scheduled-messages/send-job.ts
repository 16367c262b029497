// The runner's job that sends one scheduled message when due (in one transaction with the job's
// done-mark, lib/jobs/table-queue.ts): the row is locked, re-checked (still pending, still due at
// this job's time, outside the quiet hours, under the company's daily cap) and handed to the
// secretary's outbox. A crash anywhere before the commit runs it again; after it, the row is 'sent'
// and a second run does nothing. The outbox sends the message once (one claim, one send).
import type { TAppContext } from '../../lib/context.js';
import type { TJobDefinition } from '../../lib/jobs/table-queue.js';
import { interestTurnedIntoBooking } from '../automations/interest.js';
import { findCompanyById } from '../companies/service.js';
import { addDays, fromLocal, toLocal } from '../scheduling/tz.js';
import { markScheduleNotified } from '../scheduling/service.js';
import { queueClientMessage } from '../secretary/outbound.js';
import { inQuietHours, sendTimeFor } from './quiet-hours.js';
import { countSentBetween, lockScheduledMessage, updateScheduledMessage, type TScheduledMessageRow } from './repo.js';
import { enqueueSend, quietHoursOf, SEND_JOB } from './service.js';

/** Sources the daily cap (max_active_messages_per_day) counts: the company's marketing, not reminders or staff's own. */
const CAPPED_SOURCES: TScheduledMessageRow['source'][] = ['automation', 'auto_pilot'];

const NO_CHAT = 'O cliente ainda não tem conversa no WhatsApp ou no Instagram com a empresa.';

type TCompany = NonNullable<Awaited<ReturnType<typeof findCompanyById>>>;

/** The next time the message may go, when it may not go now; null when it may. */
async function postponedUntil(tx: TAppContext, company: TCompany, row: TScheduledMessageRow, now: Date): Promise<Date | null> {
  const q = quietHoursOf(company);
  if (inQuietHours(q, now)) return sendTimeFor(q, now);
  if (!CAPPED_SOURCES.includes(row.source)) return null;
  const today = toLocal(company.timezone, now.getTime());
  const start = new Date(fromLocal(company.timezone, today, 0));
  const end = new Date(fromLocal(company.timezone, addDays(today, 1), 0));
  if ((await countSentBetween(tx.db, company.id, start, end, CAPPED_SOURCES)) < company.max_active_messages_per_day) return null;
  return sendTimeFor(q, new Date(fromLocal(company.timezone, addDays(today, 1), q.endMinute)));
}

async function sendScheduledMessage(tx: TAppContext, payload: { id: string; due_at: string }): Promise<void> {
  const row = await lockScheduledMessage(tx.db, null, payload.id);
  // Canceled, already sent, or re-planned to another time (that time has its own job).
  if (!row || row.status !== 'pending' || row.due_at.toISOString() !== payload.due_at) return;
  const company = await findCompanyById(tx, row.company_id);
  if (!company) return;
  const now = tx.now();
  // A follow-up of interest in a service is moot once the client booked.
  if (
    row.type === 'after_service_interest_and_not_scheduled' &&
    (await interestTurnedIntoBooking(tx, row.company_id, row.client_id, row.created_at))
  )
    return void (await updateScheduledMessage(tx.db, row.id, { status: 'canceled', canceled_at: now, updated_at: now }));
  const later = await postponedUntil(tx, company, row, now);
  if (later) {
    const moved = await updateScheduledMessage(tx.db, row.id, { due_at: later, updated_at: now });
    await enqueueSend(tx, moved!);
    return;
  }
  const queued = await queueClientMessage(tx, {
    companyId: row.company_id,
    clientId: row.client_id,
    content: row.content,
    meta: { kind: row.type, scheduled_message_id: row.id, ...(row.schedule_id ? { schedule_id: row.schedule_id } : {}) },
  });
  await updateScheduledMessage(tx.db, row.id, {
    attempts: row.attempts + 1,
    updated_at: now,
    ...(queued
      ? { status: 'sent', sent_at: now, message_id: queued.message.id, last_error: null }
      : { status: 'failed', last_error: NO_CHAT }),
  });
  // The agenda shows that the appointment's reminder went out.
  if (queued && row.type === 'schedule_reminder' && row.schedule_id) await markScheduleNotified(tx, row.company_id, row.schedule_id);
}

/** Due messages claimed together (a morning's reminders) are handed to the outbox in one transaction. */
const SEND_BATCH = 50;

export const scheduledMessageSendJob: TJobDefinition<{ id: string; due_at: string }> = {
  name: SEND_JOB,
  handler: (tx, job) => sendScheduledMessage(tx, job.payload),
  batch: {
    size: SEND_BATCH,
    handler: async (tx, jobs) => {
      for (const job of jobs) await sendScheduledMessage(tx, job.payload);
    },
  },
};
