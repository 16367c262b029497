import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/client';
import type { TTwoFactorAction } from '@/lib/two-factor-types';

export interface TSendTwoFactorBody {
  phone: string;
  name?: string;
  action: TTwoFactorAction;
}

/** POST /general/two_factor_auth/send; the answer's url is returned (SPEC §7). */
export async function sendTwoFactorCode(body: TSendTwoFactorBody): Promise<string | null> {
  const { data } = await http.post<{ message?: string; url?: string | null }>('/general/two_factor_auth/send', body, { silent: true });
  return data.url ?? null;
}

export const sendTwoFactorCodeMutation = { mutationKey: ['two-factor', 'send'], mutationFn: sendTwoFactorCode } as const;

export function useSendTwoFactorCode() {
  return useMutation(sendTwoFactorCodeMutation);
}
