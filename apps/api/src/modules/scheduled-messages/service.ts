// Scheduled messages (issue 11): a row per planned message, and a job of the runner due at its send
// time, both written in one transaction. The job's key carries the due time, so re-planning adds a
// new job and the old one, finding another due time on the row, does nothing; a canceled row is
// never sent. Staff list, filter, edit the text of and cancel them (routes.ts).
import {
  MESSAGE_CHANNEL_LABELS,
  type TCreateScheduledMessage,
  type TScheduledMessageDto,
  type TScheduledMessageFilter,
} from '@agenda/shared/scheduled-message';
import type { TAppContext } from '../../lib/context.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { enqueueJob } from '../../lib/jobs/enqueue.js';
import { findCompanyById } from '../companies/service.js';
import { previewScheduleOf } from '../automations/repo.js';
import { clientChannels } from './repo-channels.js';
import { sendTimeFor, type TQuietHours } from './quiet-hours.js';
import { renderForClient } from './variables.js';
import {
  findClientOfCompany,
  findScheduledMessageWithRefs,
  insertScheduledMessage,
  listScheduledMessages,
  lockScheduledMessage,
  updateScheduledMessage,
  type TScheduledMessageRow,
  type TScheduledMessageWithRefs,
} from './repo.js';

export const SEND_JOB = 'scheduled-messages.send';

type TCompany = NonNullable<Awaited<ReturnType<typeof findCompanyById>>>;

export const quietHoursOf = (company: TCompany): TQuietHours => ({
  timezone: company.timezone,
  startMinute: company.quiet_hours_start_minute,
  endMinute: company.quiet_hours_end_minute,
});

/** When a message wanted at `due` goes out: outside the quiet hours, never in the past. */
export function plannedSendTime(company: TCompany, due: Date, now: Date, appointmentAt?: Date | null): Date {
  const q = quietHoursOf(company);
  const at = sendTimeFor(q, due, appointmentAt);
  return at.getTime() >= now.getTime() ? at : sendTimeFor(q, now);
}

/** The send job of a row at its current due time (inside the caller's transaction). */
export async function enqueueSend(tx: TAppContext, row: Pick<TScheduledMessageRow, 'id' | 'due_at'>): Promise<void> {
  const dueAt = row.due_at.toISOString();
  await enqueueJob(tx.db, { name: SEND_JOB, key: `${row.id}@${dueAt}`, runAt: row.due_at, payload: { id: row.id, due_at: dueAt } });
}

export interface TPlanInput {
  companyId: string;
  clientId: string;
  scheduleId?: string | null;
  automationId?: string | null;
  type: TScheduledMessageRow['type'];
  source: TScheduledMessageRow['source'];
  content: string;
  /** Already moved out of the quiet hours (plannedSendTime). */
  dueAt: Date;
  /** Only a message by hand names its channel; the others go to the client's latest conversation. */
  channel?: TScheduledMessageRow['channel'];
}

/** Inserts a pending message and its send job, in the caller's transaction. */
export async function planScheduledMessage(tx: TAppContext, input: TPlanInput): Promise<TScheduledMessageRow> {
  const now = tx.now();
  const row = await insertScheduledMessage(tx.db, {
    company_id: input.companyId,
    client_id: input.clientId,
    schedule_id: input.scheduleId ?? null,
    automation_id: input.automationId ?? null,
    type: input.type,
    source: input.source,
    content: input.content,
    due_at: input.dueAt,
    ...(input.channel ? { channel: input.channel } : {}),
    created_at: now,
    updated_at: now,
  });
  await enqueueSend(tx, row);
  return row;
}

function scheduledMessageDto({ row, client_name, delivery_status }: TScheduledMessageWithRefs): TScheduledMessageDto {
  return {
    id: row.id,
    company_id: row.company_id,
    client_id: row.client_id,
    client_name,
    schedule_id: row.schedule_id,
    type: row.type,
    source: row.source,
    channel: row.channel,
    content: row.content,
    due_at: row.due_at.toISOString(),
    status: row.status,
    attempts: row.attempts,
    last_error: row.last_error,
    delivery_status,
    sent_at: row.sent_at?.toISOString() ?? null,
    canceled_at: row.canceled_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export async function listCompanyScheduledMessages(ctx: TAppContext, companyId: string, f: TScheduledMessageFilter) {
  return (await listScheduledMessages(ctx.db, companyId, f)).map(scheduledMessageDto);
}

async function dtoOf(ctx: TAppContext, companyId: string, id: string): Promise<TScheduledMessageDto> {
  const found = await findScheduledMessageWithRefs(ctx.db, companyId, id);
  if (!found) throw notFound('Mensagem agendada não encontrada.');
  return scheduledMessageDto(found);
}

/** Changes a pending message: its text, or cancels it. A message already sent or canceled is 409. */
async function changePending(
  ctx: TAppContext,
  companyId: string,
  id: string,
  patch: (row: TScheduledMessageRow, now: Date) => Partial<TScheduledMessageRow>,
): Promise<TScheduledMessageDto> {
  await ctx.db.transaction(async (db) => {
    const tx: TAppContext = { ...ctx, db: db as unknown as TAppContext['db'] };
    const row = await lockScheduledMessage(tx.db, companyId, id);
    if (!row) throw notFound('Mensagem agendada não encontrada.');
    if (row.status !== 'pending') throw conflict('Só dá para alterar uma mensagem que ainda não foi enviada.');
    const now = tx.now();
    await updateScheduledMessage(tx.db, id, { ...patch(row, now), updated_at: now });
  });
  return dtoOf(ctx, companyId, id);
}

export const editScheduledMessage = (ctx: TAppContext, companyId: string, id: string, content: string) =>
  changePending(ctx, companyId, id, () => ({ content }));

export const cancelScheduledMessage = (ctx: TAppContext, companyId: string, id: string) =>
  changePending(ctx, companyId, id, (_row, now) => ({ status: 'canceled', canceled_at: now }));

/** A little grace for "now": the minute picked in the form may already have started. */
const PAST_GRACE_MS = 5 * 60_000;

/**
 * A message written by staff for one client: its variables filled in with the client's data (what
 * the preview showed is what goes), through a channel the client has, sent at `due_at` (moved out of
 * the quiet hours; the daily cap may move it to the next morning). A time in the past is 422.
 */
export async function createManualMessage(
  ctx: TAppContext,
  companyId: string,
  input: TCreateScheduledMessage,
): Promise<TScheduledMessageDto> {
  const company = await findCompanyById(ctx, companyId);
  if (!company) throw notFound('Empresa não encontrada.');
  const client = await findClientOfCompany(ctx.db, companyId, input.client_id);
  if (!client) throw notFound('Cliente não encontrado.');
  const channels = (await clientChannels(ctx.db, companyId, client.id)) ?? [];
  if (input.channel && !channels.includes(input.channel))
    throw new AppError(422, `Este cliente não tem conversa pelo ${MESSAGE_CHANNEL_LABELS[input.channel]}. Escolha outro canal.`);
  const due = new Date(input.due_at);
  if (due.getTime() < ctx.now().getTime() - PAST_GRACE_MS) throw new AppError(422, 'Escolha uma data e hora no futuro.');
  const schedule = await previewScheduleOf(ctx.db, companyId, client.id, ctx.now());
  const content = renderForClient(input.content, { company, clientName: client.name, schedule });
  if (!content) throw new AppError(422, 'Escreva o texto da mensagem.');
  const row = await ctx.db.transaction(async (db) => {
    const tx: TAppContext = { ...ctx, db: db as unknown as TAppContext['db'] };
    return planScheduledMessage(tx, {
      companyId,
      clientId: client.id,
      type: 'manual',
      source: 'manual',
      content,
      channel: input.channel ?? channels[0] ?? 'whatsapp',
      dueAt: plannedSendTime(company, due, tx.now()),
    });
  });
  return dtoOf(ctx, companyId, row.id);
}

/** GET …/clients/{client}/message-channels: the channels a message by hand can go through. */
export async function messageChannelsOf(ctx: TAppContext, companyId: string, clientId: string) {
  const channels = await clientChannels(ctx.db, companyId, clientId);
  if (!channels) throw notFound('Cliente não encontrado.');
  return channels;
}
