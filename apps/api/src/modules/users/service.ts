import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TSignUpBody } from '@agenda/shared/schemas/auth';
import { companies, companyUsers, sessions, users } from '../../db/schema/index.js';
import type { TDb } from '../../db/client.js';
import type { TAppContext } from '../../lib/context.js';
import { conflict } from '../../lib/app-error.js';
import { randomCode } from '../../lib/codes.js';
import { hashPassword } from '../../lib/passwords.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';

export type TUserRow = typeof users.$inferSelect;

export async function findUserByPhone(ctx: TAppContext, phone: string): Promise<TUserRow | undefined> {
  const [row] = await ctx.db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

export async function findUserByEmail(ctx: TAppContext, email: string): Promise<TUserRow | undefined> {
  const [row] = await ctx.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row;
}

export async function findUserById(ctx: TAppContext, id: string): Promise<TUserRow | undefined> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function assertSignUpAvailable(ctx: TAppContext, body: Pick<TSignUpBody, 'email' | 'phone'>): Promise<void> {
  if (await findUserByPhone(ctx, body.phone)) throw conflict('Já existe uma conta com este telefone. Entre com ele.');
  if (await findUserByEmail(ctx, body.email)) throw conflict('Já existe uma conta com este e-mail.');
}

export async function createUser(ctx: TAppContext, body: TSignUpBody): Promise<TUserRow> {
  const password_hash = body.password ? await hashPassword(body.password) : null;
  try {
    const [row] = await ctx.db
      .insert(users)
      .values({
        name: body.name,
        email: body.email,
        phone: body.phone,
        password_hash,
        sharing_code: randomCode(8),
        whatsapp_remote_jid: body.phone.replace(/\D/g, ''),
        referral_code: body.cupom || null,
      })
      .returning();
    return row!;
  } catch (error) {
    // Two sign-ups racing for the same phone or e-mail: the unique index decides.
    if (isUniqueViolation(error)) throw conflict('Já existe uma conta com este telefone ou e-mail.');
    throw error;
  }
}

export async function setLastCompanySelected(ctx: TAppContext, userId: string, companyId: string): Promise<void> {
  await ctx.db.update(users).set({ last_company_selected_id: companyId, updated_at: ctx.now() }).where(eq(users.id, userId));
}

export async function setGoogleCalendarIntegration(ctx: TAppContext, userId: string, enabled: boolean): Promise<void> {
  await ctx.db.update(users).set({ has_google_calendar_integration: enabled, updated_at: ctx.now() }).where(eq(users.id, userId));
}

export type TUserValues = Partial<typeof users.$inferInsert>;

export async function updateUserRow(db: TDb, userId: string, values: TUserValues, now: Date) {
  const [row] = await db
    .update(users)
    .set({ ...values, updated_at: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** In one transaction: the owned companies close, the memberships end, the row keeps no personal data, every session is revoked (their ids returned). */
export async function eraseAccount(db: TDb, userId: string, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.update(companies).set({ is_active: false, updated_at: now }).where(eq(companies.owner_id, userId));
    await tx.delete(companyUsers).where(eq(companyUsers.user_id, userId));
    await tx
      .update(users)
      .set({
        name: 'Conta excluída',
        email: `excluida-${userId}@conta-excluida.invalid`,
        phone: `excluida-${userId}`,
        password_hash: null,
        username: null,
        avatar_path: null,
        whatsapp_remote_jid: null,
        last_company_selected_id: null,
        has_google_calendar_integration: false,
        updated_at: now,
      })
      .where(eq(users.id, userId));
    const ended = await tx
      .update(sessions)
      .set({ revoked_at: now })
      .where(and(eq(sessions.kind, 'user'), eq(sessions.subject_id, userId), isNull(sessions.revoked_at)))
      .returning({ id: sessions.id });
    return ended.map((s) => s.id);
  });
}
