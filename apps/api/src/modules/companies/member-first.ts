import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TCompanyUserRole } from '@agenda/shared/company';
import { unauthorized } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import { parseInput } from '../../lib/validation.js';
import { authOf } from '../../plugins/auth.js';
import { requireCompanyAccess, type TCompanyAccess } from './access.js';

/**
 * Route options that check the caller's membership of the company in the path before the route schemas
 * run, as when handlers parsed their input after that check: outside the company the answer stays 404/403,
 * never a 422 about the input sent there. The handler reads the checked membership with `accessOf`.
 */
export function memberFirst(ctx: TAppContext, opts: { param?: string; roles?: readonly TCompanyUserRole[] } = {}) {
  const param = opts.param ?? 'company';
  const ZParam = z.object({ [param]: z.string().max(64) });
  const checked = new WeakMap<FastifyRequest, TCompanyAccess>();
  return {
    options: {
      config: { auth: 'user' as const },
      preValidation: async (request: FastifyRequest) => {
        const company = parseInput(ZParam, request.params)[param] ?? '';
        checked.set(request, await requireCompanyAccess(ctx, authOf(request), company, opts.roles));
      },
    },
    accessOf: (request: FastifyRequest): TCompanyAccess => {
      const access = checked.get(request);
      if (!access) throw unauthorized();
      return access;
    },
  };
}
