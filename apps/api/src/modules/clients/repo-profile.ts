// Reads of the client profile: appointments with service and professional, messages, stage and tag history,
// and the prontuário's records as the timeline shows them.
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import {
  calendars,
  chats,
  clientRecords,
  clientStageChanges,
  clientTagChanges,
  clientTags,
  messages,
  schedules,
  services,
} from '../../db/schema/index.js';

export async function clientScheduleRows(
  db: TDb,
  companyId: string,
  clientId: string,
  when: { upcoming: boolean; now: Date; limit: number },
) {
  const time = when.upcoming ? gte(schedules.start_at, when.now) : lt(schedules.start_at, when.now);
  return db
    .select({
      id: schedules.id,
      start_at: schedules.start_at,
      end_at: schedules.end_at,
      status: schedules.status,
      service_id: schedules.service_id,
      service_title: services.title,
      calendar_id: schedules.calendar_id,
      calendar_title: calendars.title,
      price: schedules.price,
      created_at: schedules.created_at,
    })
    .from(schedules)
    .innerJoin(services, eq(services.id, schedules.service_id))
    .innerJoin(calendars, eq(calendars.id, schedules.calendar_id))
    .where(and(eq(schedules.company_id, companyId), eq(schedules.client_id, clientId), time))
    .orderBy(when.upcoming ? asc(schedules.start_at) : desc(schedules.start_at))
    .limit(when.limit);
}

export async function clientMessageRows(db: TDb, companyId: string, clientId: string, limit: number) {
  return db
    .select({
      id: messages.id,
      chat_id: messages.chat_id,
      role: messages.role,
      content: messages.content,
      channel: chats.channel,
      created_at: messages.created_at,
    })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chat_id))
    .where(and(eq(chats.company_id, companyId), eq(chats.client_id, clientId)))
    .orderBy(desc(messages.created_at))
    .limit(limit);
}

export async function clientStageChangeRows(db: TDb, companyId: string, clientId: string, limit: number) {
  return db
    .select()
    .from(clientStageChanges)
    .where(and(eq(clientStageChanges.company_id, companyId), eq(clientStageChanges.client_id, clientId)))
    .orderBy(desc(clientStageChanges.created_at))
    .limit(limit);
}

export async function clientTagChangeRows(db: TDb, companyId: string, clientId: string, limit: number) {
  return db
    .select()
    .from(clientTagChanges)
    .where(and(eq(clientTagChanges.company_id, companyId), eq(clientTagChanges.client_id, clientId)))
    .orderBy(desc(clientTagChanges.created_at))
    .limit(limit);
}

/** Only the type and text of the client's records: never the file key, which only the prontuário's signed URLs reach. */
export async function clientRecordTimelineRows(db: TDb, companyId: string, clientId: string, limit: number) {
  return db
    .select({ id: clientRecords.id, type: clientRecords.type, text: clientRecords.text, created_at: clientRecords.created_at })
    .from(clientRecords)
    .where(and(eq(clientRecords.company_id, companyId), eq(clientRecords.client_id, clientId)))
    .orderBy(desc(clientRecords.created_at))
    .limit(limit);
}

export async function listTagRows(db: TDb, companyId: string) {
  return db
    .select()
    .from(clientTags)
    .where(eq(clientTags.company_id, companyId))
    .orderBy(asc(sql`lower(${clientTags.name})`));
}

/** The chat channels and the last attended visit of one client. */
export async function clientExtrasRow(db: TDb, clientId: string, now: Date) {
  const rows = await db.select({ channel: chats.channel }).from(chats).where(eq(chats.client_id, clientId));
  const [visit] = await db
    .select({ at: sql<Date | null>`max(${schedules.start_at})` })
    .from(schedules)
    .where(and(eq(schedules.client_id, clientId), sql`${schedules.status} <> 'canceled'`, lt(schedules.start_at, now)));
  return { chatChannels: [...new Set(rows.map((r) => r.channel))], lastVisitAt: visit?.at ? new Date(visit.at) : null };
}
