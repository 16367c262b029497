// The signed-in user's own account: GET/PATCH/DELETE /user/profile, phone and password, sessions.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUserPasswordBody, TUserProfileBody, TUserProfileDto } from '@agenda/shared/schemas/user-profile';
import { http } from '@/lib/http/client';
import { loadUser } from '@/lib/session/login-sequence';

const PROFILE_KEY = ['user-profile'] as const;
const SESSIONS_KEY = ['user-sessions'] as const;

export interface TUserSession {
  id: string;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  last_used_at: string | null;
  expires_at: string;
  revoked_at: string | null;
  is_current: boolean;
}

export function useProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: async () => (await http.get<{ user: TUserProfileDto }>('/user/profile')).data.user,
  });
}

/** After a change the profile reloads, and the session's user too (the menu shows the new name). */
function useProfileMutation<TInput>(call: (input: TInput) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: PROFILE_KEY });
      await loadUser({ redirect: false }).catch(() => undefined);
    },
  });
}

export const useUpdateProfile = () => useProfileMutation((body: TUserProfileBody) => http.patch('/user/profile', body));

export const useChangePhone = () =>
  useProfileMutation(({ phone, code }: { phone: string; code: string }) =>
    http.post('/user/profile/phone', { phone }, { headers: { 'two-factor-code': code } }),
  );

export const useChangePassword = () => useProfileMutation((body: TUserPasswordBody) => http.post('/user/profile/password', body));

export async function deleteAccount(code: string): Promise<void> {
  await http.delete('/user/profile', { headers: { 'two-factor-code': code } });
}

export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    // The list keeps signed-out and expired sessions too (the back office shows them): here only the open ones.
    queryFn: async () =>
      (await http.get<{ sessions: TUserSession[] }>('/user/auth/sessions')).data.sessions.filter(
        (s) => !s.revoked_at && Date.parse(s.expires_at) > Date.now(),
      ),
  });
}

export function useRevokeSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete(`/user/auth/sessions/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
