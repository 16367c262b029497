import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/client';

/**
 * GET /user/auth/instagram/get_redirect_url?company_id=… (docs/spec.md §7): the Instagram authorisation page.
 * The URL already carries `state`, signed by the API for this user and company (valid 10 minutes).
 */
async function getInstagramRedirectUrl(companyId: string): Promise<string> {
  const { data } = await http.get<{ redirect_url: string; state?: string }>('/user/auth/instagram/get_redirect_url', {
    params: { company_id: companyId },
  });
  return data.redirect_url;
}

/** POST /user/auth/instagram/verify: the code and state Instagram sent back connect the account. */
async function verifyInstagramCode(input: { code: string; state: string }): Promise<void> {
  await http.post('/user/auth/instagram/verify', input);
}

export function useInstagramRedirect(companyId: string) {
  return useMutation({
    mutationKey: ['integrations', 'instagram-redirect', companyId],
    mutationFn: () => getInstagramRedirectUrl(companyId),
  });
}

export function useVerifyInstagramCode() {
  return useMutation({ mutationKey: ['integrations', 'instagram-verify'], mutationFn: verifyInstagramCode });
}
