// The AI models table and the brain runs read by /admin/ai_model and /admin/ai_model_run.
import { and, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZAdminAiModelBody, ZAdminAiRunsQuery } from '@agenda/shared/schemas/admin-pages';
import { aiModelRuns, aiModels, companies } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';

const PAGE = 50;
type TModelBody = z.infer<typeof ZAdminAiModelBody>;

const unique = async <T>(work: Promise<T>) =>
  work.catch((err: unknown) => {
    if (isUniqueViolation(err)) throw conflict('Já existe um modelo com este nome.');
    throw err;
  });

export const listAiModels = (ctx: TAppContext) => ctx.db.select().from(aiModels).orderBy(desc(aiModels.is_active), aiModels.name);

export async function findAiModelOr404(ctx: TAppContext, id: string) {
  const [row] = await ctx.db.select().from(aiModels).where(eq(aiModels.id, id));
  if (!row) throw notFound('Modelo não encontrado.');
  return row;
}

export async function saveAiModel(ctx: TAppContext, id: string | null, body: TModelBody) {
  const [row] = await unique(
    id
      ? ctx.db
          .update(aiModels)
          .set({ ...body, updated_at: ctx.now() })
          .where(eq(aiModels.id, id))
          .returning()
      : ctx.db.insert(aiModels).values(body).returning(),
  );
  return row!;
}

export async function listAiRuns(ctx: TAppContext, q: z.infer<typeof ZAdminAiRunsQuery>) {
  const where: SQL[] = [];
  if (q.company_id) where.push(eq(aiModelRuns.company_id, q.company_id));
  if (q.model) where.push(eq(aiModelRuns.model, q.model));
  if (q.errors_only === 'true') where.push(isNotNull(aiModelRuns.error));
  const filter = where.length ? and(...where) : undefined;
  // Cost in BRL cents (fractional: a turn costs far less than a cent) from the model's prices; null when the model is not priced.
  const cost = sql<
    number | null
  >`(${aiModelRuns.prompt_tokens} * ${aiModels.input_price_per_million} + ${aiModelRuns.completion_tokens} * ${aiModels.output_price_per_million}) / 1000000.0`;
  const runs = await ctx.db
    .select({
      id: aiModelRuns.id,
      created_at: aiModelRuns.created_at,
      company_id: aiModelRuns.company_id,
      company_name: companies.name,
      chat_id: aiModelRuns.chat_id,
      brain: aiModelRuns.brain,
      model: aiModelRuns.model,
      prompt_tokens: aiModelRuns.prompt_tokens,
      completion_tokens: aiModelRuns.completion_tokens,
      total_tokens: aiModelRuns.total_tokens,
      latency_ms: aiModelRuns.latency_ms,
      tool_calls: sql<number>`jsonb_array_length(${aiModelRuns.tool_calls})`,
      error: aiModelRuns.error,
      cost_cents: cost,
    })
    .from(aiModelRuns)
    .leftJoin(companies, eq(companies.id, aiModelRuns.company_id))
    .leftJoin(aiModels, eq(aiModels.name, aiModelRuns.model))
    .where(filter)
    .orderBy(desc(aiModelRuns.created_at), desc(aiModelRuns.id))
    .limit(PAGE)
    .offset((q.page - 1) * PAGE);
  const [total] = await ctx.db.select({ n: count() }).from(aiModelRuns).where(filter);
  return {
    runs: runs.map((r) => ({ ...r, cost_cents: r.cost_cents === null ? null : Number(r.cost_cents), tool_calls: Number(r.tool_calls) })),
    total: total?.n ?? 0,
    page: q.page,
    page_size: PAGE,
  };
}
