// Clients found or created from a messaging channel (the AI secretary): matched by the normalised
// remote_jid (then by phone), by the Instagram id, or by the playground e-mail.
import { and, eq, sql } from 'drizzle-orm';
import { clients } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { TClientRow } from './repo.js';

export type TChannelIdentity =
  | { kind: 'whatsapp'; jid: string; name: string | null }
  | { kind: 'instagram'; igsid: string; name: string | null }
  | { kind: 'email'; email: string; name: string; phone: string | null };

async function findBy(ctx: TAppContext, companyId: string, where: ReturnType<typeof eq>): Promise<TClientRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(clients)
    .where(and(eq(clients.company_id, companyId), where))
    .limit(1);
  return row;
}

/** The client behind a channel address, created on first contact. Safe against two messages racing. */
export async function findOrCreateChannelClient(ctx: TAppContext, companyId: string, who: TChannelIdentity): Promise<TClientRow> {
  for (let attempt = 0; attempt < 2; attempt++) {
    if (who.kind === 'whatsapp') {
      const phone = `+${who.jid}`;
      const found =
        (await findBy(ctx, companyId, eq(clients.whatsapp_remote_jid, who.jid))) ??
        (await findBy(ctx, companyId, eq(clients.phone, phone)));
      if (found) {
        if (!found.whatsapp_remote_jid)
          await ctx.db.update(clients).set({ whatsapp_remote_jid: who.jid, updated_at: ctx.now() }).where(eq(clients.id, found.id));
        return found;
      }
    } else if (who.kind === 'instagram') {
      const found = await findBy(ctx, companyId, eq(clients.instagram_username, who.igsid));
      if (found) return found;
    } else {
      const found =
        (await findBy(ctx, companyId, sql`lower(${clients.email}) = ${who.email.toLowerCase()}`)) ??
        (who.phone ? await findBy(ctx, companyId, eq(clients.phone, who.phone)) : undefined);
      if (found) {
        if (!found.email) await ctx.db.update(clients).set({ email: who.email, updated_at: ctx.now() }).where(eq(clients.id, found.id));
        return found;
      }
    }
    try {
      const values =
        who.kind === 'whatsapp'
          ? {
              name: who.name?.trim() || `+${who.jid}`,
              phone: /^\d{10,15}$/.test(who.jid) ? `+${who.jid}` : null,
              whatsapp_remote_jid: who.jid,
            }
          : who.kind === 'instagram'
            ? { name: who.name?.trim() || `Instagram ${who.igsid.slice(-6)}`, instagram_username: who.igsid }
            : { name: who.name, email: who.email, phone: who.phone, tags: ['playground'] };
      const [row] = await ctx.db
        .insert(clients)
        .values({ company_id: companyId, ...values, created_at: ctx.now(), updated_at: ctx.now() })
        .returning();
      return row!;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt > 0) throw error;
    }
  }
  throw new Error('unreachable');
}

export async function renameClient(ctx: TAppContext, companyId: string, clientId: string, name: string): Promise<void> {
  await ctx.db
    .update(clients)
    .set({ name: name.slice(0, 120), updated_at: ctx.now() })
    .where(and(eq(clients.company_id, companyId), eq(clients.id, clientId)));
}

/** A stored name that is only the phone or a placeholder is not a name the assistant can use. */
export function knownClientName(name: string): string | null {
  const n = name.trim();
  if (!n || /^[+\d\s()-]+$/.test(n) || /^Instagram \w{1,6}$/.test(n)) return null;
  return n;
}

export async function clientsByIds(ctx: TAppContext, companyId: string, ids: string[]): Promise<TClientRow[]> {
  if (!ids.length) return [];
  return ctx.db
    .select()
    .from(clients)
    .where(
      and(
        eq(clients.company_id, companyId),
        sql`${clients.id} in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`,
      ),
    );
}

/** The clients the playground created (tagged 'playground'). */
export async function playgroundClientIds(ctx: TAppContext, companyId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.company_id, companyId), sql`'playground' = any(${clients.tags})`));
  return rows.map((r) => r.id);
}
