// A client who booked on the public page may never have written to the business: their confirmation
// opens a WhatsApp chat with them through the company's connected number.
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { chats, companyIntegrations } from '../../db/schema/index.js';
import type { TDb } from '../../db/client.js';

export async function connectedWhatsappIntegrationId(db: TDb, companyId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: companyIntegrations.id })
    .from(companyIntegrations)
    .where(
      and(
        eq(companyIntegrations.company_id, companyId),
        eq(companyIntegrations.channel, 'whatsapp'),
        eq(companyIntegrations.connection_status, 'connected'),
      ),
    )
    .orderBy(desc(companyIntegrations.updated_at))
    .limit(1);
  return row?.id;
}

type TChatRow = typeof chats.$inferSelect;

/**
 * Each client's latest chat (latestChannelChat's choice: newest last message, test chats aside), for a
 * batch of booking confirmations in one read.
 */
export async function latestChannelChats(db: TDb, companyId: string, clientIds: string[]): Promise<Map<string, TChatRow>> {
  if (!clientIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([chats.client_id])
    .from(chats)
    .where(and(eq(chats.company_id, companyId), inArray(chats.client_id, [...new Set(clientIds)]), ne(chats.channel, 'test')))
    .orderBy(chats.client_id, desc(chats.last_message_at));
  return new Map(rows.map((row) => [row.client_id, row]));
}
