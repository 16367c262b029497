// chat_personalities as the company side reads them (the staff edit them in admin-console/repo-ai-tools.ts).
import { and, asc, eq, or } from 'drizzle-orm';
import { chatPersonalities, companies } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';

export const currentPersonalitySlug = async (ctx: TAppContext, companyId: string) =>
  (await ctx.db.select({ slug: companies.chat_personality_slug }).from(companies).where(eq(companies.id, companyId)))[0]?.slug ?? null;

/** The active personalities, plus `keep` (the company's current one) even when the staff deactivated it. */
export const selectPersonalities = (ctx: TAppContext, keep: string | null) =>
  ctx.db
    .select({
      slug: chatPersonalities.slug,
      name: chatPersonalities.name,
      description: chatPersonalities.description,
      is_active: chatPersonalities.is_active,
    })
    .from(chatPersonalities)
    .where(keep ? or(eq(chatPersonalities.is_active, true), eq(chatPersonalities.slug, keep)) : eq(chatPersonalities.is_active, true))
    .orderBy(asc(chatPersonalities.name));

export async function isActivePersonality(ctx: TAppContext, slug: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: chatPersonalities.id })
    .from(chatPersonalities)
    .where(and(eq(chatPersonalities.slug, slug), eq(chatPersonalities.is_active, true)));
  return Boolean(row);
}

/** What the secretary is told about the company's personality (kept even when the staff deactivated it). */
export async function personalityInstructions(ctx: TAppContext, slug: string | null): Promise<string | null> {
  if (!slug) return null;
  const [row] = await ctx.db
    .select({ instructions: chatPersonalities.instructions })
    .from(chatPersonalities)
    .where(eq(chatPersonalities.slug, slug));
  return row?.instructions ?? null;
}
