// /admin/chats…: conversations of every company, one conversation with its messages, its brain runs
// (dialogue state, tool calls, latency), the review tags of docs/spec.md §3 and the eval-scenario export.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAdminChatsQuery, ZAdminChatTagsBody, ZIdParam } from '@agenda/shared/schemas/admin';
import { writeAudit } from './repo-audit.js';
import { chatMessages, chatOr404, chatRuns, listAdminChats, setChatTags } from './repo-chats.js';
import { adminRoute } from './guard.js';
import { chatAsScenario } from './scenario-export.js';

export async function adminChatRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get('/admin/console/chats', { ...adminRoute('chats.read'), schema: { querystring: ZAdminChatsQuery } }, async (request) =>
    listAdminChats(ctx, request.query),
  );

  app.get('/admin/console/chats/:id', { ...adminRoute('chats.read'), schema: { params: ZIdParam } }, async (request) => {
    const chat = await chatOr404(ctx, request.params.id);
    return { chat, messages: await chatMessages(ctx, chat.id) };
  });

  app.get('/admin/console/chats/:id/logs', { ...adminRoute('chats.read'), schema: { params: ZIdParam } }, async (request) => {
    const chat = await chatOr404(ctx, request.params.id);
    return { chat, messages: await chatMessages(ctx, chat.id), runs: await chatRuns(ctx, chat.id) };
  });

  app.put(
    '/admin/console/chats/:id/tags',
    { ...adminRoute('chats.tag'), schema: { params: ZIdParam, body: ZAdminChatTagsBody } },
    async (request) => {
      const chat = await chatOr404(ctx, request.params.id);
      const tags = [...new Set(request.body.tags)];
      await setChatTags(ctx, chat.id, tags);
      await writeAudit(ctx, request, {
        action: 'chat.tags',
        target_type: 'chat',
        target_id: chat.id,
        company_id: chat.company_id,
        before: { admin_tags: chat.admin_tags },
        after: { admin_tags: tags },
      });
      return { chat: { ...chat, admin_tags: tags }, toast: 'Etiquetas salvas.' };
    },
  );

  app.get('/admin/console/chats/:id/scenario', { ...adminRoute('chats.read'), schema: { params: ZIdParam } }, async (request) => {
    const chat = await chatOr404(ctx, request.params.id);
    const scenario = chatAsScenario({
      chat,
      company: { field: chat.company_field, timezone: chat.company_timezone },
      messages: await chatMessages(ctx, chat.id),
    });
    return { scenario };
  });
}
