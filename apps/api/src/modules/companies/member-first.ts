import { z } from 'zod';
import type { TCompanyUserRole } from '@agenda/shared/company';
import { checkFirst } from '../../lib/check-first.js';
import type { TAppContext } from '../../lib/context.js';
import { parseInput } from '../../lib/validation.js';
import { authOf } from '../../plugins/auth.js';
import { requireCompanyAccess } from './access.js';

/**
 * User-route options checking membership of the company in the path before the route schemas run, as when
 * handlers parsed their input after that check: outside the company the answer stays 404/403, never a 422.
 */
export function memberFirst(ctx: TAppContext, opts: { param?: string; roles?: readonly TCompanyUserRole[] } = {}) {
  const param = opts.param ?? 'company';
  const ZParam = z.object({ [param]: z.string().max(64) });
  const first = checkFirst((request) =>
    requireCompanyAccess(ctx, authOf(request), parseInput(ZParam, request.params)[param] ?? '', opts.roles),
  );
  return { options: { config: { auth: 'user' as const }, preValidation: first.preValidation }, accessOf: first.resultOf };
}
