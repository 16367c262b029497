import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { admins } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';

export type TAdminRow = typeof admins.$inferSelect;

/** Admins come from ADMIN_EMAILS/ADMIN_PASSWORD: created on boot when missing; existing ones keep their password. */
export async function ensureConfiguredAdmins(ctx: TAppContext): Promise<void> {
  const password = ctx.config.ADMIN_PASSWORD;
  if (!password || ctx.config.adminEmails.length === 0) return;
  const password_hash = await hashPassword(password);
  for (const email of ctx.config.adminEmails) {
    await ctx.db
      .insert(admins)
      .values({ email, name: email.split('@')[0] ?? email, password_hash })
      .onConflictDoNothing();
  }
}

export async function authenticateAdmin(ctx: TAppContext, email: string, password: string): Promise<TAdminRow | null> {
  const [row] = await ctx.db.select().from(admins).where(sql`lower(${admins.email}) = ${email.toLowerCase()}`).limit(1);
  // Hashes even for an unknown e-mail (verifyPassword), so timing does not reveal which admins exist.
  const valid = await verifyPassword(row?.password_hash, password);
  return valid && row ? row : null;
}

export async function findAdminByEmail(ctx: TAppContext, email: string): Promise<TAdminRow | null> {
  const [row] = await ctx.db.select().from(admins).where(sql`lower(${admins.email}) = ${email.trim().toLowerCase()}`).limit(1);
  return row ?? null;
}

export async function findAdmin(ctx: TAppContext, id: string): Promise<TAdminRow | undefined> {
  const [row] = await ctx.db.select().from(admins).where(eq(admins.id, id)).limit(1);
  return row;
}

export function adminDto(ctx: TAppContext, admin: TAdminRow) {
  return {
    id: admin.id,
    email: admin.email,
    name: admin.name,
    timezone: admin.timezone,
    is_super_admin: isSuperAdmin(ctx, admin),
  };
}

/**
 * The super-admin of docs/spec.md §6 holds every admin permission: SUPER_ADMIN_EMAIL, or, when it is unset,
 * the first e-mail of ADMIN_EMAILS (so a fresh install has someone who can hand out roles).
 */
export function isSuperAdmin(ctx: TAppContext, admin: Pick<TAdminRow, 'email'>): boolean {
  const superEmail = (ctx.config.SUPER_ADMIN_EMAIL ?? ctx.config.adminEmails[0] ?? '').toLowerCase();
  return Boolean(superEmail) && admin.email.toLowerCase() === superEmail;
}

/**
 * The admin behind a verified external identity (Google): only e-mails listed in ADMIN_EMAILS.
 * When ADMIN_PASSWORD is unset no row exists yet, so one is created with an unguessable password.
 */
export async function findConfiguredAdminByEmail(ctx: TAppContext, email: string): Promise<TAdminRow | null> {
  const lower = email.toLowerCase();
  if (!ctx.config.adminEmails.includes(lower)) return null;
  const byEmail = () => ctx.db.select().from(admins).where(sql`lower(${admins.email}) = ${lower}`).limit(1);
  const [row] = await byEmail();
  if (row) return row;
  const password_hash = await hashPassword(randomBytes(32).toString('base64url'));
  await ctx.db
    .insert(admins)
    .values({ email: lower, name: lower.split('@')[0] ?? lower, password_hash })
    .onConflictDoNothing();
  const [created] = await byEmail();
  return created ?? null;
}
