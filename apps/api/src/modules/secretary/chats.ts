// The inbox of /app/chats: list with the sort options of docs/spec.md §3, a conversation, staff answers
// (role user, sent through the outbox), transfer and resume.
import type { TChatListQuery, TChatMessagesQuery } from '@agenda/shared/schemas/secretary';
import { notFound } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import type { TCompanyAccess } from '../companies/access.js';
import { findCompanyById } from '../companies/service.js';
import { chatDto, messageDto } from './dto.js';
import { resumeAssistant, suspendAssistant, transferChat } from './handoff.js';
import { chatMessages, findChat, insertMessage, listChatRows, updateChat, type TChatRow } from './repo.js';
import { emitChat } from './turn.js';

export async function listChats(ctx: TAppContext, companyId: string, q: TChatListQuery) {
  const rows = await listChatRows(ctx.db, companyId, q);
  const now = ctx.now();
  return rows.map((c) => chatDto(c, now));
}

async function requireChat(ctx: TAppContext, companyId: string, chatId: string): Promise<TChatRow> {
  const chat = /^[0-9a-f-]{36}$/i.test(chatId) ? await findChat(ctx.db, companyId, chatId) : undefined;
  if (!chat) throw notFound('Conversa não encontrada.');
  return chat;
}

export async function getChat(ctx: TAppContext, companyId: string, chatId: string, q: TChatMessagesQuery) {
  const chat = await requireChat(ctx, companyId, chatId);
  const rows = await chatMessages(ctx.db, chat.id, { limit: q.limit, ...(q.before ? { before: new Date(q.before) } : {}) });
  return { chat: chatDto(chat, ctx.now()), messages: rows.map(messageDto) };
}

export async function markChatRead(ctx: TAppContext, companyId: string, chatId: string) {
  const chat = await requireChat(ctx, companyId, chatId);
  const row = await updateChat(ctx.db, chat.id, { unread_count: 0 });
  return chatDto(row!, ctx.now());
}

/** Staff answer from /app/chats: a role-user message in the outbox, and the assistant goes quiet. */
export async function sendStaffMessage(ctx: TAppContext, access: TCompanyAccess, chatId: string, content: string) {
  const result = await ctx.db.transaction(async (db) => {
    const tx: TAppContext = { ...ctx, db: db as unknown as TAppContext['db'] };
    const chat = await requireChat(tx, access.companyId, chatId);
    const company = await findCompanyById(tx, access.companyId);
    const now = tx.now();
    const deliver = chat.channel !== 'test';
    const row = await insertMessage(tx.db, {
      company_id: chat.company_id,
      chat_id: chat.id,
      role: 'user',
      content,
      user_id: access.userId,
      delivery_status: deliver ? 'pending' : null,
      next_attempt_at: deliver ? now : null,
      created_at: now,
    });
    const updated = await suspendAssistant(tx, chat, company?.hours_to_suspend_assistant_after_human_intervention ?? 2, row!);
    return { chat: updated, message: row! };
  });
  emitChat(ctx, result.chat, [result.message]);
  return { chat: chatDto(result.chat, ctx.now()), message: messageDto(result.message) };
}

export async function transferToHuman(ctx: TAppContext, companyId: string, chatId: string) {
  const chat = await requireChat(ctx, companyId, chatId);
  const company = await findCompanyById(ctx, companyId);
  const row = await transferChat(ctx, chat, company?.hours_to_suspend_assistant_after_human_intervention ?? 2);
  emitChat(ctx, row, []);
  return chatDto(row, ctx.now());
}

export async function resumeChatAssistant(ctx: TAppContext, companyId: string, chatId: string) {
  const chat = await requireChat(ctx, companyId, chatId);
  const row = await resumeAssistant(ctx, chat);
  emitChat(ctx, row, []);
  return chatDto(row, ctx.now());
}

export async function setChatAdminTags(ctx: TAppContext, companyId: string, chatId: string, tags: string[]) {
  const chat = await requireChat(ctx, companyId, chatId);
  const row = await updateChat(ctx.db, chat.id, { admin_tags: tags });
  return chatDto(row!, ctx.now());
}
