// The prontuário of a client (GET …/clients/{id}/records), shared by the client profile and the schedule drawer,
// and the address of a private file: the API answers a signed, expiring path that <img>/<video> can load.
import { useQuery } from '@tanstack/react-query';
import type { TClientRecordType } from '@agenda/shared/client';
import type { TClientRecord } from '@agenda/shared/schemas/records';
import { API_BASE_URL } from './config';
import { http } from './http/client';

type Id = string | number;

export const clientRecordKeys = {
  all: (companyId: Id, clientId: string) => ['client-records', String(companyId), clientId] as const,
};

/** Records of a client, newest first; `type` narrows them (the drawer asks for restrictions only). */
export function useClientRecords(companyId: Id | null | undefined, clientId: string | null | undefined, type?: TClientRecordType) {
  return useQuery({
    queryKey: [...clientRecordKeys.all(companyId ?? 'none', clientId ?? ''), type ?? 'all'],
    queryFn: async () =>
      (
        await http.get<{ records: TClientRecord[] }>(`/user/${companyId}/clients/${clientId}/records`, {
          params: type ? { type } : undefined,
          silent: true,
        })
      ).data.records,
    enabled: Boolean(companyId && clientId),
    retry: false,
    // Signed URLs last FILE_URL_TTL_SECONDS (5 min by default): fetch again before they expire.
    staleTime: 60_000,
    refetchInterval: 240_000,
  });
}

/** A signed `/files/…` path of the API as a URL the browser can open. */
export const privateFileUrl = (path: string) => `${API_BASE_URL}${path}`;
