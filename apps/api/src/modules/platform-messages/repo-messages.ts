import { and, desc, eq } from 'drizzle-orm';
import { platformMessages } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';

type TMessageRow = typeof platformMessages.$inferSelect;
type TMessageUpdate = Partial<Pick<TMessageRow, 'status' | 'provider_message_id' | 'attempts' | 'last_error' | 'sent_at'>>;

export async function insertMessage(ctx: TAppContext, phone: string, body: string): Promise<string> {
  const [row] = await ctx.db.insert(platformMessages).values({ phone, body }).returning({ id: platformMessages.id });
  return row!.id;
}

/** `onlyPending`: a row another send already settled is left as it is. */
export const updateMessage = (ctx: TAppContext, id: string, set: TMessageUpdate, onlyPending = false) =>
  ctx.db
    .update(platformMessages)
    .set(set)
    .where(onlyPending ? and(eq(platformMessages.id, id), eq(platformMessages.status, 'pending')) : eq(platformMessages.id, id));

/** The development outbox of one phone: what would have gone to WhatsApp when no provider is configured. */
export const listDevOutbox = (ctx: TAppContext, phone: string) =>
  ctx.db
    .select({
      id: platformMessages.id,
      phone: platformMessages.phone,
      body: platformMessages.body,
      created_at: platformMessages.created_at,
    })
    .from(platformMessages)
    .where(and(eq(platformMessages.status, 'dev_outbox'), eq(platformMessages.phone, phone)))
    .orderBy(desc(platformMessages.created_at))
    .limit(50);
