// The loggedUser query (docs/spec.md §7): profile, companies with integrations, subscription and
// membership.
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http/client';
import type { TSessionUser } from './types';

const LOGGED_USER_QUERY = `query loggedUser {
  loggedUser {
    id name email phone sharing_code username whatsapp_remote_jid milestones
    has_google_calendar_integration avatar_path avatar_url role timezone
    last_company_selected_id full_name
    companies {
      id owner_id slug name field description custom_greeting website phone instagram google
      is_active is_blocked timezone currency assistant_language onboarding
      avatar_url cover_url last_purchase_event_sent_at feature_flags workdays cancelation_observations
      integrations { id identifier channel connection_status last_connected_at }
      current_subscription { id status is_active remaining_days end_at plan { id title } }
      logged_user_company_user { id role calendar_ids }
    }
  }
}`;

async function fetchLoggedUser(): Promise<TSessionUser> {
  const { data } = await http.post<{ data?: { loggedUser?: TSessionUser | null }; errors?: { message: string }[] }>(
    '/user/graphql/query',
    { query: LOGGED_USER_QUERY },
    { params: { caller: 'loggedUser' }, silent: true },
  );
  const user = data.data?.loggedUser;
  if (!user) throw new Error(data.errors?.[0]?.message ?? 'Login error');
  return user;
}

const loggedUserQueryKey = ['logged-user'] as const;

export function loggedUserQueryOptions() {
  return queryOptions({ queryKey: loggedUserQueryKey, queryFn: fetchLoggedUser, staleTime: 0 });
}
