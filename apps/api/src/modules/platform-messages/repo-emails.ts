import { and, desc, eq } from 'drizzle-orm';
import { platformEmails } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';

type TEmailRow = typeof platformEmails.$inferSelect;

export async function insertEmail(
  ctx: TAppContext,
  mail: { to_email: string; subject: string; text_body: string; html_body: string | null },
) {
  const [row] = await ctx.db.insert(platformEmails).values(mail).returning({ id: platformEmails.id });
  return row!.id;
}

export const updateEmail = (
  ctx: TAppContext,
  id: string,
  set: Partial<Pick<TEmailRow, 'status' | 'provider_message_id' | 'attempts' | 'last_error' | 'sent_at'>>,
) => ctx.db.update(platformEmails).set(set).where(eq(platformEmails.id, id));

/** The development outbox of one address: what would have gone out by e-mail without SMTP_URL. */
export const listDevEmailOutbox = (ctx: TAppContext, to: string) =>
  ctx.db
    .select({
      id: platformEmails.id,
      to: platformEmails.to_email,
      subject: platformEmails.subject,
      text: platformEmails.text_body,
      created_at: platformEmails.created_at,
    })
    .from(platformEmails)
    .where(and(eq(platformEmails.status, 'dev_outbox'), eq(platformEmails.to_email, to)))
    .orderBy(desc(platformEmails.created_at))
    .limit(50);
