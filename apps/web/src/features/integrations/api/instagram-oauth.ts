import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/client';

/** GET /user/auth/instagram/get_redirect_url (SPEC §7): the Instagram authorisation page. */
export async function getInstagramRedirectUrl(): Promise<string> {
  const { data } = await http.get<{ redirect_url: string }>('/user/auth/instagram/get_redirect_url');
  return data.redirect_url;
}

/** POST /user/auth/instagram/verify: the code Instagram sent back connects the account. */
export async function verifyInstagramCode(code: string): Promise<void> {
  await http.post('/user/auth/instagram/verify', { code, sync_calendars: false });
}

export function useInstagramRedirect() {
  return useMutation({ mutationKey: ['integrations', 'instagram-redirect'], mutationFn: getInstagramRedirectUrl });
}

export function useVerifyInstagramCode() {
  return useMutation({ mutationKey: ['integrations', 'instagram-verify'], mutationFn: verifyInstagramCode });
}
