import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TCompanyUserRole } from '@agenda/shared/company';
import { rolesFor, type TPermission } from '@agenda/shared/permissions';
import { checkFirst } from '../../lib/check-first.js';
import type { TAppContext } from '../../lib/context.js';
import { parseInput } from '../../lib/validation.js';
import { authOf } from '../../plugins/auth.js';
import { requireCompanyAccess } from './access.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission (packages/shared/src/permissions.ts) a company route checks; the role test walks them. */
    permission?: TPermission;
  }
  interface FastifyInstance {
    /** Every route declaring a permission, as registered (the role test and docs/permissions.md read it). */
    permissionRoutes: readonly { method: string; url: string; permission: TPermission }[];
  }
}

/** Records each route that declares a permission; app.ts adds it before the modules' routes. */
export function collectPermissionRoutes(app: FastifyInstance): void {
  const routes: { method: string; url: string; permission: TPermission }[] = [];
  app.decorate('permissionRoutes', routes);
  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    if (!permission) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, permission });
  });
}

/**
 * User-route options checking membership of the company in the path before the route schemas run, as when
 * handlers parsed their input after that check: outside the company the answer stays 404/403, never a 422.
 * With `permission`, the roles come from the permission table and the route carries it in its config.
 */
export function memberFirst(
  ctx: TAppContext,
  opts: { param?: string; roles?: readonly TCompanyUserRole[]; permission?: TPermission } = {},
) {
  const param = opts.param ?? 'company';
  const ZParam = z.object({ [param]: z.string().max(64) });
  const roles = opts.permission ? rolesFor(opts.permission) : opts.roles;
  const first = checkFirst((request) => requireCompanyAccess(ctx, authOf(request), parseInput(ZParam, request.params)[param] ?? '', roles));
  const config = opts.permission ? { auth: 'user' as const, permission: opts.permission } : { auth: 'user' as const };
  return { options: { config, preValidation: first.preValidation }, accessOf: first.resultOf };
}
