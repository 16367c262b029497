// The one permission check of the admin back-office: every route of this module declares
// `config.adminPermission`; a route without one is refused, so a new call cannot slip through unchecked.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TAdminPermission } from '@agenda/shared/admin-permissions';
import { ADMIN_PERMISSION_KEYS } from '@agenda/shared/admin-permissions';
import { forbidden, unauthorized } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import { authOf } from '../../plugins/auth.js';
import { findAdmin, isSuperAdmin, type TAdminRow } from '../admins/service.js';
import { rolePermissions } from './repo-staff.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The admin permission (packages/shared/src/admin-permissions.ts) an admin data route requires. */
    adminPermission?: TAdminPermission;
  }
}

export interface TAdminAccess {
  admin: TAdminRow;
  permissions: ReadonlySet<TAdminPermission>;
  sessionId: string;
}

const NOT_ALLOWED = 'Seu perfil de administrador não permite esta ação.';
const accessOf = new WeakMap<FastifyRequest, TAdminAccess>();
const routesOf = new WeakMap<TAppContext, { method: string; url: string; permission: TAdminPermission | null }[]>();

async function adminPermissions(ctx: TAppContext, admin: TAdminRow): Promise<Set<TAdminPermission>> {
  if (isSuperAdmin(ctx, admin)) return new Set(ADMIN_PERMISSION_KEYS);
  if (!admin.role_id) return new Set();
  const known = new Set<string>(ADMIN_PERMISSION_KEYS);
  return new Set((await rolePermissions(ctx, admin.role_id)).filter((p): p is TAdminPermission => known.has(p)));
}

/** Installs the check (before validation, so a refused caller never learns which input is valid) and records the routes. */
export function installAdminGuard(app: FastifyInstance): void {
  const ctx = app.ctx;
  const routes = routesOf.get(ctx) ?? [];
  routesOf.set(ctx, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routes.push({ method, url: route.url, permission: route.config?.adminPermission ?? null });
  });
  app.addHook('preValidation', async (request) => {
    const auth = authOf(request);
    if (auth.kind !== 'admin') throw unauthorized();
    const permission = request.routeOptions.config?.adminPermission;
    if (!permission) throw forbidden(NOT_ALLOWED);
    const admin = await findAdmin(ctx, auth.subjectId);
    if (!admin) throw unauthorized();
    const permissions = await adminPermissions(ctx, admin);
    if (!permissions.has(permission)) throw forbidden(NOT_ALLOWED);
    accessOf.set(request, { admin, permissions, sessionId: auth.sessionId });
  });
}

export function adminAccessOf(request: FastifyRequest): TAdminAccess {
  const access = accessOf.get(request);
  if (!access) throw unauthorized();
  return access;
}

/** Every route of the back-office as registered, with its permission (the permission test walks them). */
export function adminDataRoutes(ctx: TAppContext) {
  return routesOf.get(ctx) ?? [];
}

/** Route options of an admin data call. */
export const adminRoute = (permission: TAdminPermission) => ({ config: { auth: 'admin' as const, adminPermission: permission } });
