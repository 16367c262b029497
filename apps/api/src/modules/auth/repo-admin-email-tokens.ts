import { and, eq, gt, isNull } from 'drizzle-orm';
import { adminEmailTokens } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';

export const insertAdminEmailToken = (
  ctx: TAppContext,
  row: { admin_id: string; token_hash: string; ip: string | null; expires_at: Date },
) => ctx.db.insert(adminEmailTokens).values({ ...row, created_at: ctx.now() });

/**
 * Uses a token in one statement: only an unused, unexpired row is marked, so two requests racing with the
 * same link cannot both succeed. Returns the admin, or why the token was refused.
 */
export async function consumeAdminEmailToken(
  ctx: TAppContext,
  tokenHash: string,
): Promise<{ adminId: string } | { refused: 'unknown' | 'used' | 'expired' }> {
  const now = ctx.now();
  const [used] = await ctx.db
    .update(adminEmailTokens)
    .set({ used_at: now })
    .where(and(eq(adminEmailTokens.token_hash, tokenHash), isNull(adminEmailTokens.used_at), gt(adminEmailTokens.expires_at, now)))
    .returning({ adminId: adminEmailTokens.admin_id });
  if (used) return used;
  const [row] = await ctx.db
    .select({ used_at: adminEmailTokens.used_at })
    .from(adminEmailTokens)
    .where(eq(adminEmailTokens.token_hash, tokenHash));
  if (!row) return { refused: 'unknown' };
  return { refused: row.used_at ? 'used' : 'expired' };
}
