import { http } from '@/lib/http/client';
import type { TTwoFactorAction } from '@/lib/two-factor-types';

/** POST /general/two_factor_auth/check; the answer is not read (docs/spec.md §7). */
export async function checkTwoFactorCode(body: { phone: string; code: string; action: TTwoFactorAction }): Promise<void> {
  await http.post('/general/two_factor_auth/check', body, { silent: true });
}
