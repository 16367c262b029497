// The AI tools (/admin/ai_tool) and chat personalities (/admin/chat_personality) tables of the back-office.
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { TAdminAiToolBody, TAdminChatPersonalityBody } from '@agenda/shared/schemas/admin-ai-tools';
import { admins, aiTools, aiToolSnapshots, chatPersonalities, companies } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';

const unique = async <T>(work: Promise<T>, message: string) =>
  work.catch((err: unknown) => {
    if (isUniqueViolation(err)) throw conflict(message);
    throw err;
  });

export const listAiTools = (ctx: TAppContext) => ctx.db.select().from(aiTools).orderBy(asc(aiTools.type), asc(aiTools.name));

export async function findAiToolOr404(ctx: TAppContext, id: string) {
  const [row] = await ctx.db.select().from(aiTools).where(eq(aiTools.id, id));
  if (!row) throw notFound('Ferramenta não encontrada.');
  return row;
}

export async function saveAiTool(ctx: TAppContext, id: string | null, body: TAdminAiToolBody) {
  const duplicate = 'Já existe uma ferramenta com este nome.';
  const [row] = await unique(
    id
      ? ctx.db
          .update(aiTools)
          .set({ ...body, version: sql`${aiTools.version} + 1`, updated_at: ctx.now() })
          .where(eq(aiTools.id, id))
          .returning()
      : ctx.db.insert(aiTools).values(body).returning(),
    duplicate,
  );
  return row!;
}

/** Keeps the saved version of a tool in ai_tool_snapshots (who saved it, when). */
export async function snapshotAiTool(ctx: TAppContext, tool: typeof aiTools.$inferSelect, adminId: string) {
  const { id, name, version, type, description, parameters, is_active } = tool;
  await ctx.db
    .insert(aiToolSnapshots)
    .values({ ai_tool_id: id, name, version, type, description, parameters, is_active, admin_id: adminId, created_at: ctx.now() });
}

const SNAPSHOT_PAGE = 50;

export async function listAiToolSnapshots(ctx: TAppContext, q: { name?: string; page: number }) {
  const filter = q.name ? eq(aiToolSnapshots.name, q.name) : undefined;
  const rows = await ctx.db
    .select({ snapshot: aiToolSnapshots, admin_email: admins.email })
    .from(aiToolSnapshots)
    .leftJoin(admins, eq(admins.id, aiToolSnapshots.admin_id))
    .where(filter)
    .orderBy(desc(aiToolSnapshots.created_at), desc(aiToolSnapshots.version))
    .limit(SNAPSHOT_PAGE)
    .offset((q.page - 1) * SNAPSHOT_PAGE);
  const [total] = await ctx.db.select({ n: count() }).from(aiToolSnapshots).where(filter);
  const names = await ctx.db.selectDistinct({ name: aiToolSnapshots.name }).from(aiToolSnapshots).orderBy(aiToolSnapshots.name);
  return {
    snapshots: rows.map((r) => ({ ...r.snapshot, admin_email: r.admin_email })),
    names: names.map((n) => n.name),
    total: total?.n ?? 0,
    page: q.page,
    page_size: SNAPSHOT_PAGE,
  };
}

export const deleteAiTool = (ctx: TAppContext, id: string) => ctx.db.delete(aiTools).where(eq(aiTools.id, id));

/** Qualified by hand: in a one-table select drizzle writes a bare "slug", which the subquery would read as the company's. */
const personalitySlug = sql.raw('"chat_personalities"."slug"');

/** Each personality with how many companies use it (a used one cannot be deleted). */
export const listChatPersonalities = (ctx: TAppContext) =>
  ctx.db
    .select({
      id: chatPersonalities.id,
      slug: chatPersonalities.slug,
      name: chatPersonalities.name,
      description: chatPersonalities.description,
      instructions: chatPersonalities.instructions,
      is_active: chatPersonalities.is_active,
      updated_at: chatPersonalities.updated_at,
      companies: sql<number>`(select count(*)::int from companies c where c.chat_personality_slug = ${personalitySlug})`,
    })
    .from(chatPersonalities)
    .orderBy(asc(chatPersonalities.name));

export async function findPersonalityOr404(ctx: TAppContext, id: string) {
  const [row] = await ctx.db.select().from(chatPersonalities).where(eq(chatPersonalities.id, id));
  if (!row) throw notFound('Personalidade não encontrada.');
  return row;
}

const companiesUsing = async (ctx: TAppContext, slug: string) =>
  (await ctx.db.select({ n: count() }).from(companies).where(eq(companies.chat_personality_slug, slug)))[0]?.n ?? 0;

export async function savePersonality(ctx: TAppContext, before: { id: string; slug: string } | null, body: TAdminChatPersonalityBody) {
  if (before && before.slug !== body.slug) {
    const using = await companiesUsing(ctx, before.slug);
    if (using) throw conflict(`O identificador não pode mudar: ${using} empresa(s) usam esta personalidade.`);
  }
  const duplicate = 'Já existe uma personalidade com este identificador.';
  const [row] = await unique(
    before
      ? ctx.db
          .update(chatPersonalities)
          .set({ ...body, updated_at: ctx.now() })
          .where(eq(chatPersonalities.id, before.id))
          .returning()
      : ctx.db.insert(chatPersonalities).values(body).returning(),
    duplicate,
  );
  return row!;
}

export async function deletePersonality(ctx: TAppContext, row: { id: string; slug: string }) {
  const using = await companiesUsing(ctx, row.slug);
  if (using) throw conflict(`Não dá para excluir: ${using} empresa(s) usam esta personalidade. Desative-a em vez disso.`);
  await ctx.db.delete(chatPersonalities).where(eq(chatPersonalities.id, row.id));
}
