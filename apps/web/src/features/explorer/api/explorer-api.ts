// /app/explorer calls: status (flag, key, the company on the map, tiles), a search and the import of leads.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TExplorerPlaceDto, TExplorerSearchBody, TExplorerStatusDto } from '@agenda/shared/schemas/explorer';
import { http } from '@/lib/http/client';

export function useExplorer(companyId: string | null, onSearched: () => void) {
  const base = `/user/${companyId}/explorer`;
  return {
    status: useQuery({
      queryKey: ['explorer', companyId, 'status'],
      queryFn: async () => (await http.get<TExplorerStatusDto>(`${base}/status`, { silent: true })).data,
      enabled: Boolean(companyId),
      retry: false,
    }),
    search: useMutation({
      mutationFn: async (body: TExplorerSearchBody) =>
        (await http.post<{ places: TExplorerPlaceDto[] }>(`${base}/search`, body, { silent: true })).data.places,
      onSuccess: onSearched,
    }),
    importer: useMutation({
      mutationFn: async (places: TExplorerPlaceDto[]) =>
        (await http.post<{ clients: { id: string }[] }>(`${base}/import`, { places })).data.clients,
      onSuccess: onSearched,
    }),
  };
}
