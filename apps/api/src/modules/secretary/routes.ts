// REST of the secretary: chats, staff answers, handoff, FAQ list, the playground and the home's live demo.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZChatAdminTagsBody,
  ZChatListQuery,
  ZChatMessagesQuery,
  ZPlaygroundMessageBody,
  ZStaffMessageBody,
} from '@agenda/shared/schemas/secretary';
import { authOf } from '../../plugins/auth.js';
import { requireCompanyAccess } from '../companies/access.js';
import { memberFirst } from '../companies/member-first.js';
import { getChat, listChats, markChatRead, resumeChatAssistant, sendStaffMessage, setChatAdminTags, transferToHuman } from './chats.js';
import { ZDemoMessageAnswer, ZDemoMessageBody } from '@agenda/shared/schemas/public-content';
import { demoMessage } from './demo.js';
import { listFaqs } from './faq.js';
import { playgroundMessage, resetPlayground } from './playground.js';

const ZCompany = z.object({ company: z.string().max(64) });
const ZChatParams = z.object({ company: z.string().max(64), chat: z.string().max(64) });
const user = { config: { auth: 'user' as const } };

export async function secretaryRoutes(fastify: FastifyInstance, opts: { kick: () => void }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const access = async (request: Parameters<typeof authOf>[0], company: string) => requireCompanyAccess(ctx, authOf(request), company);
  const member = memberFirst(ctx);

  app.get('/user/:company/chats', { schema: { params: ZCompany, querystring: ZChatListQuery }, ...member.options }, async (request) => {
    const a = member.accessOf(request);
    return { chats: await listChats(ctx, a.companyId, request.query) };
  });
  app.get(
    '/user/:company/chats/:chat',
    { schema: { params: ZChatParams, querystring: ZChatMessagesQuery }, ...member.options },
    async (request) => {
      const { chat } = request.params;
      const a = member.accessOf(request);
      return getChat(ctx, a.companyId, chat, request.query);
    },
  );
  app.post(
    '/user/:company/chats/:chat/messages',
    { schema: { params: ZChatParams, body: ZStaffMessageBody }, ...user },
    async (request) => {
      const { company, chat } = request.params;
      const body = request.body;
      const a = await access(request, company);
      const result = await sendStaffMessage(ctx, a, chat, body.content);
      opts.kick();
      return result;
    },
  );
  app.post('/user/:company/chats/:chat/read', { schema: { params: ZChatParams }, ...user }, async (request) => {
    const { company, chat } = request.params;
    const a = await access(request, company);
    return { chat: await markChatRead(ctx, a.companyId, chat) };
  });
  app.post('/user/:company/chats/:chat/transfer', { schema: { params: ZChatParams }, ...user }, async (request) => {
    const { company, chat } = request.params;
    const a = await access(request, company);
    return { chat: await transferToHuman(ctx, a.companyId, chat) };
  });
  app.post('/user/:company/chats/:chat/resume', { schema: { params: ZChatParams }, ...user }, async (request) => {
    const { company, chat } = request.params;
    const a = await access(request, company);
    return { chat: await resumeChatAssistant(ctx, a.companyId, chat) };
  });
  app.post(
    '/user/:company/chats/:chat/admin_tags',
    { schema: { params: ZChatParams, body: ZChatAdminTagsBody }, ...user },
    async (request) => {
      const { company, chat } = request.params;
      const body = request.body;
      const a = await access(request, company);
      return { chat: await setChatAdminTags(ctx, a.companyId, chat, body.admin_tags) };
    },
  );
  app.get('/user/:company/faqs', { schema: { params: ZCompany }, ...user }, async (request) => {
    const { company } = request.params;
    const a = await access(request, company);
    return { faqs: await listFaqs(ctx, a.companyId) };
  });
  app.post(
    '/user/:company/playground/message',
    { schema: { params: ZCompany, body: ZPlaygroundMessageBody }, ...user },
    async (request) => {
      const { company } = request.params;
      const body = request.body;
      const a = await access(request, company);
      return playgroundMessage(ctx, a, body);
    },
  );
  // Anonymous (the marketing home): rate-limited per IP, since every message runs the brain.
  app.post(
    '/general/demo/message',
    {
      schema: { body: ZDemoMessageBody, response: { 200: ZDemoMessageAnswer } },
      config: { rateLimit: { max: ctx.config.HOME_DEMO_MESSAGES_PER_IP_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request) => demoMessage(ctx, request.body),
  );
  app.delete('/user/:company/playground', { schema: { params: ZCompany }, ...user }, async (request) => {
    const { company } = request.params;
    const a = await requireCompanyAccess(ctx, authOf(request), company, ['owner', 'admin']);
    return resetPlayground(ctx, a);
  });
}
