// The channels a message by hand may go through: WhatsApp when the client has a phone or a WhatsApp
// conversation, Instagram when they have an Instagram conversation. A manual message with a chosen
// channel is queued to the client's conversation on that channel when due (repo-send.ts, send-job.ts).
import type { TMessageChannel } from '@agenda/shared/scheduled-message';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { chats, clients } from '../../db/schema/index.js';

/** The client's channels (WhatsApp first), or undefined when the client is not the company's. */
export async function clientChannels(db: TDb, companyId: string, clientId: string): Promise<TMessageChannel[] | undefined> {
  const [client] = await db
    .select({ phone: clients.phone, jid: clients.whatsapp_remote_jid })
    .from(clients)
    .where(and(eq(clients.company_id, companyId), eq(clients.id, clientId)));
  if (!client) return undefined;
  const rows = await db
    .selectDistinct({ channel: chats.channel })
    .from(chats)
    .where(and(eq(chats.company_id, companyId), eq(chats.client_id, clientId), isNotNull(chats.integration_id)));
  const has = new Set(rows.map((r) => r.channel));
  const found: TMessageChannel[] = [];
  if (client.phone || client.jid || has.has('whatsapp')) found.push('whatsapp');
  if (has.has('instagram')) found.push('instagram');
  return found;
}
