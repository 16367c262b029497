import { queryOptions, useQuery } from '@tanstack/react-query';
import { addDays } from '@/lib/dates';
import { getSchedules } from './get-schedules';
import { schedulingKeys } from './keys';

type Id = string | number;

export interface TKnownClient {
  id: string;
  name: string;
  phone: string | null;
  /** Last time they had a schedule (ISO). */
  last_at: string;
}

/**
 * The clients the schedule form can pick: there is no client list call yet, so they come from
 * the schedules of the last 6 months and the next 2 (including canceled ones), newest first.
 */
export async function getRecentClients(companyId: Id, today: string): Promise<TKnownClient[]> {
  const schedules = await getSchedules({ companyId, init: addDays(today, -180), end: addDays(today, 60), showCanceled: true });
  const byId = new Map<string, TKnownClient>();
  for (const s of schedules) {
    if (!s.client) continue;
    const prev = byId.get(s.client.id);
    if (!prev || prev.last_at < s.start_at) byId.set(s.client.id, { ...s.client, last_at: s.start_at });
  }
  return [...byId.values()].sort((a, b) => b.last_at.localeCompare(a.last_at));
}

export function recentClientsQueryOptions(companyId: Id | null | undefined, today: string) {
  return queryOptions({
    queryKey: [...schedulingKeys.clients(companyId ?? 'none'), today] as const,
    queryFn: () => getRecentClients(companyId!, today),
    enabled: Boolean(companyId),
    staleTime: 60_000,
  });
}

export function useRecentClients(companyId: Id | null | undefined, today: string) {
  return useQuery(recentClientsQueryOptions(companyId, today));
}

/** Case- and accent-insensitive match on name or phone digits. */
export function matchClient(client: Pick<TKnownClient, 'name' | 'phone'>, search: string): boolean {
  const norm = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const q = norm(search.trim());
  if (!q) return true;
  const digits = q.replace(/\D/g, '');
  return norm(client.name).includes(q) || (digits.length >= 3 && (client.phone ?? '').replace(/\D/g, '').includes(digits));
}
