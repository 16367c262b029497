// /app/usuarios calls: the team, invitations by phone, role and calendars, remove access.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TTeamDto, TTeamInviteBody, TTeamMemberBody } from '@agenda/shared/schemas/team';
import { graphqlQuery } from '@/lib/http/graphql';
import { http } from '@/lib/http/client';

type Id = string | number;
const teamKey = (companyId: Id) => ['team', String(companyId)] as const;

/** GET /user/{company}/team: members with role and calendars, and pending invitations. */
export function useTeam(companyId: Id | null | undefined) {
  return useQuery({
    queryKey: teamKey(companyId ?? 'none'),
    queryFn: async () => (await http.get<TTeamDto>(`/user/${companyId}/team`, { silent: true })).data,
    enabled: Boolean(companyId),
    retry: false,
  });
}

/** user_get_calendars: the calendars an operation member can be linked to. */
export function useTeamCalendars(companyId: Id | null | undefined) {
  return useQuery({
    queryKey: ['team', String(companyId ?? 'none'), 'calendars'],
    queryFn: async () =>
      (
        await graphqlQuery<{ user_get_calendars: { id: string; title: string }[] }>(
          'user',
          'user_get_calendars',
          'query($company_id: ID!) { user_get_calendars(company_id: $company_id) { id title } }',
          { company_id: String(companyId) },
        )
      ).user_get_calendars,
    enabled: Boolean(companyId),
    staleTime: 60_000,
  });
}

export function useTeamWrites(companyId: Id | null | undefined) {
  const qc = useQueryClient();
  const done = () => void qc.invalidateQueries({ queryKey: teamKey(companyId ?? 'none') });
  return {
    invite: useMutation({
      mutationFn: (body: TTeamInviteBody) => http.post(`/user/${companyId}/team/invites`, body),
      onSuccess: done,
    }),
    cancelInvite: useMutation({ mutationFn: (id: string) => http.delete(`/user/${companyId}/team/invites/${id}`), onSuccess: done }),
    update: useMutation({
      mutationFn: (input: { userId: string; body: TTeamMemberBody }) =>
        http.post(`/user/${companyId}/team/members/${input.userId}`, input.body),
      onSuccess: done,
    }),
    remove: useMutation({ mutationFn: (userId: string) => http.delete(`/user/${companyId}/team/members/${userId}`), onSuccess: done }),
  };
}
