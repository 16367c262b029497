// Reads and writes of admin roles and of which role each admin holds.
import { asc, eq } from 'drizzle-orm';
import { adminRoles, admins } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';
import { conflict } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';

type TRoleInput = { name: string; permissions: string[] };
const ROLE_TAKEN = 'Já existe um perfil com este nome.';

export async function rolePermissions(ctx: TAppContext, roleId: string): Promise<string[]> {
  const [role] = await ctx.db.select({ permissions: adminRoles.permissions }).from(adminRoles).where(eq(adminRoles.id, roleId));
  return role?.permissions ?? [];
}

export const listRoles = (ctx: TAppContext) => ctx.db.select().from(adminRoles).orderBy(asc(adminRoles.name));

export async function findRole(ctx: TAppContext, id: string) {
  const [role] = await ctx.db.select().from(adminRoles).where(eq(adminRoles.id, id));
  return role;
}

/** Inserts or updates a role; a name another role has is a 409. */
export async function saveRole(ctx: TAppContext, input: TRoleInput, id?: string) {
  try {
    const [role] = id
      ? await ctx.db
          .update(adminRoles)
          .set({ ...input, updated_at: ctx.now() })
          .where(eq(adminRoles.id, id))
          .returning()
      : await ctx.db.insert(adminRoles).values(input).returning();
    return role!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ROLE_TAKEN);
    throw error;
  }
}

export const listAdmins = (ctx: TAppContext) =>
  ctx.db
    .select({ id: admins.id, email: admins.email, name: admins.name, role_id: admins.role_id, created_at: admins.created_at })
    .from(admins)
    .orderBy(asc(admins.email));

export async function findAdminRole(ctx: TAppContext, id: string) {
  const [row] = await ctx.db.select({ id: admins.id, role_id: admins.role_id }).from(admins).where(eq(admins.id, id));
  return row;
}

export async function setAdminRole(ctx: TAppContext, id: string, roleId: string | null): Promise<void> {
  await ctx.db.update(admins).set({ role_id: roleId, updated_at: ctx.now() }).where(eq(admins.id, id));
}
