// REST of the secretary: chats, staff answers, handoff, FAQ list and the playground.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ZChatAdminTagsBody,
  ZChatListQuery,
  ZChatMessagesQuery,
  ZPlaygroundMessageBody,
  ZStaffMessageBody,
} from '@agenda/shared/schemas/secretary';
import { parseInput } from '../../lib/validation.js';
import { authOf } from '../../plugins/auth.js';
import { requireCompanyAccess } from '../companies/access.js';
import { getChat, listChats, markChatRead, resumeChatAssistant, sendStaffMessage, setChatAdminTags, transferToHuman } from './chats.js';
import { listFaqs } from './faq.js';
import { playgroundMessage, resetPlayground } from './playground.js';

const ZCompany = z.object({ company: z.string().max(64) });
const ZChatParams = z.object({ company: z.string().max(64), chat: z.string().max(64) });
const user = { config: { auth: 'user' as const } };

export async function secretaryRoutes(app: FastifyInstance, opts: { kick: () => void }) {
  const ctx = app.ctx;
  const access = async (request: Parameters<typeof authOf>[0], company: string) => requireCompanyAccess(ctx, authOf(request), company);

  app.get('/user/:company/chats', user, async (request) => {
    const { company } = parseInput(ZCompany, request.params);
    const a = await access(request, company);
    return { chats: await listChats(ctx, a.companyId, parseInput(ZChatListQuery, request.query)) };
  });
  app.get('/user/:company/chats/:chat', user, async (request) => {
    const { company, chat } = parseInput(ZChatParams, request.params);
    const a = await access(request, company);
    return getChat(ctx, a.companyId, chat, parseInput(ZChatMessagesQuery, request.query));
  });
  app.post('/user/:company/chats/:chat/messages', user, async (request) => {
    const { company, chat } = parseInput(ZChatParams, request.params);
    const body = parseInput(ZStaffMessageBody, request.body);
    const a = await access(request, company);
    const result = await sendStaffMessage(ctx, a, chat, body.content);
    opts.kick();
    return result;
  });
  app.post('/user/:company/chats/:chat/read', user, async (request) => {
    const { company, chat } = parseInput(ZChatParams, request.params);
    const a = await access(request, company);
    return { chat: await markChatRead(ctx, a.companyId, chat) };
  });
  app.post('/user/:company/chats/:chat/transfer', user, async (request) => {
    const { company, chat } = parseInput(ZChatParams, request.params);
    const a = await access(request, company);
    return { chat: await transferToHuman(ctx, a.companyId, chat) };
  });
  app.post('/user/:company/chats/:chat/resume', user, async (request) => {
    const { company, chat } = parseInput(ZChatParams, request.params);
    const a = await access(request, company);
    return { chat: await resumeChatAssistant(ctx, a.companyId, chat) };
  });
  app.post('/user/:company/chats/:chat/admin_tags', user, async (request) => {
    const { company, chat } = parseInput(ZChatParams, request.params);
    const body = parseInput(ZChatAdminTagsBody, request.body);
    const a = await access(request, company);
    return { chat: await setChatAdminTags(ctx, a.companyId, chat, body.admin_tags) };
  });
  app.get('/user/:company/faqs', user, async (request) => {
    const { company } = parseInput(ZCompany, request.params);
    const a = await access(request, company);
    return { faqs: await listFaqs(ctx, a.companyId) };
  });
  app.post('/user/:company/playground/message', user, async (request) => {
    const { company } = parseInput(ZCompany, request.params);
    const body = parseInput(ZPlaygroundMessageBody, request.body);
    const a = await access(request, company);
    return playgroundMessage(ctx, a, body);
  });
  app.delete('/user/:company/playground', user, async (request) => {
    const { company } = parseInput(ZCompany, request.params);
    const a = await requireCompanyAccess(ctx, authOf(request), company, ['owner', 'admin']);
    return resetPlayground(ctx, a);
  });
}
