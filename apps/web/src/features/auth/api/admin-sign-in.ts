import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/client';

/** POST /admin/auth/sign_in */
export async function adminSignIn(body: { email: string; password: string }): Promise<string> {
  const { data } = await http.post<{ token: string }>('/admin/auth/sign_in', body);
  return data.token;
}

export const adminSignInMutation = { mutationKey: ['admin', 'sign-in'], mutationFn: adminSignIn } as const;

export function useAdminSignIn() {
  return useMutation(adminSignInMutation);
}
