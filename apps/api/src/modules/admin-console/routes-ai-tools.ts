// /admin/ai_tool and /admin/chat_personality: list, create, edit and delete, each change audited.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParam } from '@agenda/shared/schemas/admin';
import { ZAdminAiToolBody, ZAdminAiToolSnapshotsQuery, ZAdminChatPersonalityBody } from '@agenda/shared/schemas/admin-ai-tools';
import {
  deleteAiTool,
  deletePersonality,
  findAiToolOr404,
  findPersonalityOr404,
  listAiTools,
  listAiToolSnapshots,
  listChatPersonalities,
  saveAiTool,
  savePersonality,
  snapshotAiTool,
} from './repo-ai-tools.js';
import { writeAudit } from './repo-audit.js';
import { adminAccessOf, adminRoute } from './guard.js';

export async function adminAiToolRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const manage = adminRoute('ai.manage');

  app.get('/admin/console/ai_tools', manage, async () => ({ tools: await listAiTools(ctx) }));

  app.post('/admin/console/ai_tools', { ...manage, schema: { body: ZAdminAiToolBody } }, async (request) => {
    const tool = await saveAiTool(ctx, null, request.body);
    await snapshotAiTool(ctx, tool, adminAccessOf(request).admin.id);
    await writeAudit(ctx, request, { action: 'ai_tool.create', target_type: 'ai_tool', target_id: tool.id, after: tool });
    return { tool, toast: 'Ferramenta cadastrada.' };
  });

  app.put('/admin/console/ai_tools/:id', { ...manage, schema: { params: ZIdParam, body: ZAdminAiToolBody } }, async (request) => {
    const before = await findAiToolOr404(ctx, request.params.id);
    const tool = await saveAiTool(ctx, before.id, request.body);
    await snapshotAiTool(ctx, tool, adminAccessOf(request).admin.id);
    await writeAudit(ctx, request, { action: 'ai_tool.update', target_type: 'ai_tool', target_id: before.id, before, after: tool });
    return { tool, toast: 'Ferramenta salva.' };
  });

  app.delete('/admin/console/ai_tools/:id', { ...manage, schema: { params: ZIdParam } }, async (request) => {
    const before = await findAiToolOr404(ctx, request.params.id);
    await deleteAiTool(ctx, before.id);
    await writeAudit(ctx, request, { action: 'ai_tool.delete', target_type: 'ai_tool', target_id: before.id, before });
    return { toast: 'Ferramenta excluída.' };
  });

  app.get(
    '/admin/console/ai_tools/snapshots',
    { ...adminRoute('ai.read'), schema: { querystring: ZAdminAiToolSnapshotsQuery } },
    async (request) => listAiToolSnapshots(ctx, request.query),
  );

  app.get('/admin/console/chat_personalities', manage, async () => ({ personalities: await listChatPersonalities(ctx) }));

  app.post('/admin/console/chat_personalities', { ...manage, schema: { body: ZAdminChatPersonalityBody } }, async (request) => {
    const personality = await savePersonality(ctx, null, request.body);
    await writeAudit(ctx, request, {
      action: 'chat_personality.create',
      target_type: 'chat_personality',
      target_id: personality.id,
      after: personality,
    });
    return { personality, toast: 'Personalidade cadastrada.' };
  });

  app.put(
    '/admin/console/chat_personalities/:id',
    { ...manage, schema: { params: ZIdParam, body: ZAdminChatPersonalityBody } },
    async (request) => {
      const before = await findPersonalityOr404(ctx, request.params.id);
      const personality = await savePersonality(ctx, before, request.body);
      await writeAudit(ctx, request, {
        action: 'chat_personality.update',
        target_type: 'chat_personality',
        target_id: before.id,
        before,
        after: personality,
      });
      return { personality, toast: 'Personalidade salva.' };
    },
  );

  app.delete('/admin/console/chat_personalities/:id', { ...manage, schema: { params: ZIdParam } }, async (request) => {
    const before = await findPersonalityOr404(ctx, request.params.id);
    await deletePersonality(ctx, before);
    await writeAudit(ctx, request, { action: 'chat_personality.delete', target_type: 'chat_personality', target_id: before.id, before });
    return { toast: 'Personalidade excluída.' };
  });
}
