import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TCompanyUserRole } from '@agenda/shared/company';
import { COMPANY_ROUTE_PERMISSIONS, rolesFor, type TPermission } from '@agenda/shared/permissions';
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
    /** Company routes (`/user/:company/…`, `/user/:id/…`) with no permission anywhere: the role test requires none. */
    routesWithoutPermission: readonly string[];
  }
}

const COMPANY_ROUTE = /^\/user\/:(company|id)\//;

/**
 * Records each route that declares a permission; app.ts adds it before the modules' routes. A company route
 * whose handler declares none takes its permission from COMPANY_ROUTE_PERMISSIONS, checked here (membership
 * of the company in the path and the permission's roles) before the route's own hooks and schemas.
 */
export function collectPermissionRoutes(app: FastifyInstance): void {
  const routes: { method: string; url: string; permission: TPermission }[] = [];
  const missing: string[] = [];
  app.decorate('permissionRoutes', routes);
  app.decorate('routesWithoutPermission', missing);
  app.addHook('onRoute', (route) => {
    const param = COMPANY_ROUTE.exec(route.url)?.[1];
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    if (route.config?.permission) {
      for (const method of methods) routes.push({ method, url: route.url, permission: route.config.permission });
      return;
    }
    if (!param) return;
    // A GET's automatic HEAD twin is checked as the GET.
    const key = (m: string) => `${m === 'HEAD' ? 'GET' : m} ${route.url}`;
    const permission = [route.method].flat().map((m) => COMPANY_ROUTE_PERMISSIONS[key(m)])[0];
    if (!permission) {
      for (const method of methods) missing.push(`${method} ${route.url}`);
      return;
    }
    for (const method of methods) routes.push({ method, url: route.url, permission });
    const check = async (request: FastifyRequest) => {
      await requireCompanyAccess(
        app.ctx,
        authOf(request),
        String((request.params as Record<string, unknown>)[param] ?? ''),
        rolesFor(permission),
      );
    };
    route.preValidation = [check, ...[route.preValidation ?? []].flat()];
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
