// The runner's job that sends scheduled messages when due (in one transaction with the jobs'
// done-mark, lib/jobs/table-queue.ts). Due jobs are claimed together (a morning's reminders) and
// handled as a set: the rows locked and re-checked in one read (still pending, still due at their
// job's time), the company, its paid features and its quiet hours read once per company, the daily
// cap counted once per company under a lock that makes it exact across processes, the conversations
// found, the outbox rows written and the rows marked in a few statements. A crash anywhere before the
// commit runs it again; after it, the rows are 'sent' and a second run does nothing. The outbox sends
// each message once (one claim, one send).
import type { TAppContext } from '../../lib/context.js';
import type { TJob, TJobDefinition } from '../../lib/jobs/table-queue.js';
import { interestTurnedIntoBooking } from '../automations/interest.js';
import { findCompanyById } from '../companies/service.js';
import { hasExtraFeature } from '../subscriptions/feature-gate.js';
import { addDays, fromLocal, toLocal } from '../scheduling/tz.js';
import { markSchedulesNotified } from '../scheduling/service.js';
import { queueOnChats } from '../secretary/outbound.js';
import { inQuietHours, sendTimeFor } from './quiet-hours.js';
import { countSentBetween, updateScheduledMessage, type TScheduledMessageRow } from './repo.js';
import { chatKey, chatsForSending, lockScheduledMessages, markScheduledOutcomes } from './repo-send.js';
import { enqueueSend, quietHoursOf, SEND_JOB } from './service.js';
import { lockDailyCap } from './daily-cap.js';

/**
 * Sources the daily cap (max_active_messages_per_day) counts: the company's automatic marketing, not
 * reminders of booked appointments nor a message a person of the staff scheduled by hand (they chose it).
 */
const CAPPED_SOURCES: TScheduledMessageRow['source'][] = ['automation', 'auto_pilot'];

const NO_CHAT = 'O cliente ainda não tem conversa no WhatsApp ou no Instagram com a empresa.';
const NO_FEATURE = 'A funcionalidade Automações não está ativa nesta empresa.';

type TCompany = NonNullable<Awaited<ReturnType<typeof findCompanyById>>>;
type TPayload = { id: string; due_at: string };

/** What one company allows a batch of its messages now, read once per batch. */
interface TCompanyGate {
  company: TCompany;
  /** When the quiet hours hold now: the time they end. */
  quietUntil: Date | null;
  automations: boolean;
  /** Capped messages this batch may still send today (read on the first capped message), and tomorrow's first send time. */
  capLeft: number | null;
  nextDay: Date;
}

async function gateOf(tx: TAppContext, company: TCompany, now: Date): Promise<TCompanyGate> {
  const q = quietHoursOf(company);
  const today = toLocal(company.timezone, now.getTime());
  return {
    company,
    quietUntil: inQuietHours(q, now) ? sendTimeFor(q, now) : null,
    automations: await hasExtraFeature(tx, company.id, 'automations'),
    capLeft: null,
    nextDay: sendTimeFor(q, new Date(fromLocal(company.timezone, addDays(today, 1), q.endMinute))),
  };
}

/** The company's capped sends left today: counted once per batch (under the lock taken in `admitted`). */
async function capLeft(tx: TAppContext, gate: TCompanyGate, now: Date): Promise<number> {
  if (gate.capLeft !== null) return gate.capLeft;
  const { company } = gate;
  const today = toLocal(company.timezone, now.getTime());
  const start = new Date(fromLocal(company.timezone, today, 0));
  const end = new Date(fromLocal(company.timezone, addDays(today, 1), 0));
  gate.capLeft = company.max_active_messages_per_day - (await countSentBetween(tx.db, company.id, start, end, CAPPED_SOURCES));
  return gate.capLeft;
}

/** The rows of the batch that go out now; the others are canceled or moved on the way. */
async function admitted(tx: TAppContext, rows: TScheduledMessageRow[], now: Date): Promise<TScheduledMessageRow[]> {
  const gates = new Map<string, TCompanyGate | null>();
  const out: TScheduledMessageRow[] = [];
  const cancel = (row: TScheduledMessageRow, error?: string) =>
    updateScheduledMessage(tx.db, row.id, {
      status: 'canceled',
      canceled_at: now,
      updated_at: now,
      ...(error ? { last_error: error } : {}),
    });
  const postpone = async (row: TScheduledMessageRow, until: Date) =>
    enqueueSend(tx, (await updateScheduledMessage(tx.db, row.id, { due_at: until, updated_at: now }))!);
  // The caps of the batch's companies are locked up front, in one order: two batches never wait on each other in a circle.
  const cappedCompanies = [...new Set(rows.filter((r) => CAPPED_SOURCES.includes(r.source)).map((r) => r.company_id))].sort();
  for (const companyId of cappedCompanies) await lockDailyCap(tx.db, companyId);
  for (const row of rows) {
    if (!gates.has(row.company_id)) {
      const company = await findCompanyById(tx, row.company_id);
      gates.set(row.company_id, company ? await gateOf(tx, company, now) : null);
    }
    const gate = gates.get(row.company_id);
    if (!gate) continue;
    // A follow-up of interest in a service is moot once the client booked.
    if (
      row.type === 'after_service_interest_and_not_scheduled' &&
      (await interestTurnedIntoBooking(tx, row.company_id, row.client_id, row.created_at))
    ) {
      await cancel(row);
      continue;
    }
    const capped = CAPPED_SOURCES.includes(row.source);
    // Automations and the auto-pilot are the paid `automations` feature: planned while it was on, a message
    // of theirs does not go once it is off (switched off, subscription lapsed).
    if (capped && !gate.automations) await cancel(row, NO_FEATURE);
    else if (gate.quietUntil) await postpone(row, gate.quietUntil);
    else if (capped && (await capLeft(tx, gate, now)) <= 0) await postpone(row, gate.nextDay);
    else {
      if (capped) gate.capLeft!--;
      out.push(row);
    }
  }
  return out;
}

async function sendScheduledMessages(tx: TAppContext, payloads: TPayload[]): Promise<void> {
  const dueAt = new Map(payloads.map((p) => [p.id, p.due_at]));
  const locked = await lockScheduledMessages(tx.db, [...dueAt.keys()]);
  // Canceled, already sent, or re-planned to another time (that time has its own job). In the jobs' order.
  const order = new Map(payloads.map((p, i) => [p.id, i]));
  const live = locked
    .filter((row) => row.status === 'pending' && row.due_at.toISOString() === dueAt.get(row.id))
    .sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  if (!live.length) return;
  const now = tx.now();
  const going = await admitted(tx, live, now);
  if (!going.length) return;
  const chats = await chatsForSending(tx.db, going);
  // A message by hand goes through the channel staff chose; the others to the client's latest conversation.
  const chatOf = (row: TScheduledMessageRow) =>
    chats.get(row.source === 'manual' ? chatKey(row.client_id, row.channel) : chatKey(row.client_id));
  const withChat = going.filter((row) => chatOf(row));
  const queued = await queueOnChats(
    tx,
    withChat.map((row) => ({
      chat: chatOf(row)!,
      companyId: row.company_id,
      content: row.content,
      meta: { kind: row.type, scheduled_message_id: row.id, ...(row.schedule_id ? { schedule_id: row.schedule_id } : {}) },
    })),
  );
  const messageOf = new Map(withChat.map((row, i) => [row.id, queued[i]!.id]));
  await markScheduledOutcomes(
    tx.db,
    going.map((row) => ({ id: row.id, message_id: messageOf.get(row.id) ?? null, last_error: messageOf.has(row.id) ? null : NO_CHAT })),
    now,
  );
  // The agenda shows that the appointments' reminders went out.
  const reminded = new Map<string, string[]>();
  for (const row of withChat)
    if (row.type === 'schedule_reminder' && row.schedule_id)
      reminded.set(row.company_id, [...(reminded.get(row.company_id) ?? []), row.schedule_id]);
  for (const [companyId, ids] of reminded) await markSchedulesNotified(tx, companyId, ids);
}

/** Due messages claimed together (a morning's reminders) are handed to the outbox in one transaction. */
const SEND_BATCH = 50;

const payloadsOf = (jobs: TJob<TPayload>[]) => jobs.map((j) => j.payload);

export const scheduledMessageSendJob: TJobDefinition<TPayload> = {
  name: SEND_JOB,
  handler: (tx, job) => sendScheduledMessages(tx, payloadsOf([job])),
  batch: { size: SEND_BATCH, handler: (tx, jobs) => sendScheduledMessages(tx, payloadsOf(jobs)) },
};
