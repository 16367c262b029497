import { http } from '@/lib/http/client';
import type { TTwoFactorAction } from '@/lib/two-factor-types';

export interface TSendTwoFactorBody {
  phone: string;
  name?: string;
  action: TTwoFactorAction;
}

export interface TSendTwoFactorResult {
  url: string | null;
  /** Only for the fixed review phone (docs/spec.md §9: a test phone gets an auto-filled code). */
  autofillCode: string | null;
}

/** POST /general/two_factor_auth/send; the answer's url is returned (docs/spec.md §7). */
export async function sendTwoFactorCode(body: TSendTwoFactorBody): Promise<TSendTwoFactorResult> {
  const { data } = await http.post<{ message?: string; url?: string | null; code?: string }>('/general/two_factor_auth/send', body, {
    silent: true,
  });
  return { url: data.url ?? null, autofillCode: typeof data.code === 'string' && /^\d{6}$/.test(data.code) ? data.code : null };
}
