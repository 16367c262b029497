// /admin/ai_model (the models the brains call, with prices) and /admin/ai_model_run (every brain turn
// with tokens, cost, latency and errors; filters by company, model and errors).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParam } from '@agenda/shared/schemas/admin';
import { ZAdminAiModelBody, ZAdminAiRunsQuery } from '@agenda/shared/schemas/admin-pages';
import { findAiModelOr404, listAiModels, listAiRuns, saveAiModel } from './repo-ai.js';
import { writeAudit } from './repo-audit.js';
import { adminRoute } from './guard.js';

export async function adminAiRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get('/admin/console/ai_models', adminRoute('ai.manage'), async () => ({
    models: await listAiModels(ctx),
    configured: { brain: ctx.config.secretaryBrain, model: ctx.config.LLM_MODEL },
  }));

  app.post('/admin/console/ai_models', { ...adminRoute('ai.manage'), schema: { body: ZAdminAiModelBody } }, async (request) => {
    const model = await saveAiModel(ctx, null, request.body);
    await writeAudit(ctx, request, { action: 'ai_model.create', target_type: 'ai_model', target_id: model.id, after: model });
    return { model, toast: 'Modelo cadastrado.' };
  });

  app.put(
    '/admin/console/ai_models/:id',
    { ...adminRoute('ai.manage'), schema: { params: ZIdParam, body: ZAdminAiModelBody } },
    async (request) => {
      const before = await findAiModelOr404(ctx, request.params.id);
      const model = await saveAiModel(ctx, before.id, request.body);
      await writeAudit(ctx, request, { action: 'ai_model.update', target_type: 'ai_model', target_id: before.id, before, after: model });
      return { model, toast: 'Modelo salvo.' };
    },
  );

  app.get('/admin/console/ai_model_runs', { ...adminRoute('ai.read'), schema: { querystring: ZAdminAiRunsQuery } }, async (request) =>
    listAiRuns(ctx, request.query),
  );
}
