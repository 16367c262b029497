// Reads and writes of the admin chats pages: conversations of every company, messages, brain runs, tags.
import { and, arrayContains, asc, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { TChatSortOption } from '@agenda/shared/chat';
import type { TAdminChatTag } from '@agenda/shared/schemas/admin';
import { aiModelRuns, chats, companies, messages } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import { chatOrder } from '../secretary/repo.js';

const PAGE = 50;

const chatColumns = {
  id: chats.id,
  company_id: chats.company_id,
  company_name: companies.name,
  company_slug: companies.slug,
  channel: chats.channel,
  display_name: chats.display_name,
  last_message_at: chats.last_message_at,
  last_message_preview: chats.last_message_preview,
  is_transferred_to_human: chats.is_transferred_to_human,
  last_sentiment: chats.last_sentiment,
  average_sentiment: chats.average_sentiment,
  admin_tags: chats.admin_tags,
  created_at: chats.created_at,
};

export async function chatOr404(ctx: TAppContext, id: string) {
  const [row] = await ctx.db
    .select({ ...chatColumns, dialogue_state: chats.dialogue_state, company_field: companies.field, company_timezone: companies.timezone })
    .from(chats)
    .innerJoin(companies, eq(companies.id, chats.company_id))
    .where(eq(chats.id, id))
    .limit(1);
  if (!row) throw notFound('Conversa não encontrada.');
  return row;
}

export const chatMessages = (ctx: TAppContext, chatId: string) =>
  ctx.db
    .select({
      id: messages.id,
      role: messages.role,
      content: messages.content,
      content_type: messages.content_type,
      created_at: messages.created_at,
      delivery_status: messages.delivery_status,
    })
    .from(messages)
    .where(eq(messages.chat_id, chatId))
    .orderBy(asc(messages.created_at), asc(messages.id))
    .limit(500);

export async function listAdminChats(
  ctx: TAppContext,
  q: { tag?: TAdminChatTag; company_id?: string; search?: string; sort: TChatSortOption; page: number },
) {
  const where: SQL[] = [];
  if (q.tag) where.push(arrayContains(chats.admin_tags, [q.tag]));
  if (q.company_id) where.push(eq(chats.company_id, q.company_id));
  if (q.search) where.push(ilike(chats.display_name, `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const rows = await ctx.db
    .select(chatColumns)
    .from(chats)
    .innerJoin(companies, eq(companies.id, chats.company_id))
    .where(where.length ? and(...where) : undefined)
    .orderBy(...chatOrder(q.sort), desc(chats.id))
    .limit(PAGE + 1)
    .offset((q.page - 1) * PAGE);
  return { chats: rows.slice(0, PAGE), has_more: rows.length > PAGE };
}

export const chatRuns = (ctx: TAppContext, chatId: string) =>
  ctx.db
    .select()
    .from(aiModelRuns)
    .where(eq(aiModelRuns.chat_id, chatId))
    .orderBy(asc(aiModelRuns.created_at), asc(aiModelRuns.id))
    .limit(500);

export async function setChatTags(ctx: TAppContext, chatId: string, tags: string[]): Promise<void> {
  await ctx.db.update(chats).set({ admin_tags: tags }).where(eq(chats.id, chatId));
}
