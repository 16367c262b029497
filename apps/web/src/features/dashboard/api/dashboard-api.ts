// /app/dashboard call: the period's cards against the previous period.
import { useQuery } from '@tanstack/react-query';
import type { TDashboardDto } from '@agenda/shared/schemas/dashboard';
import { http } from '@/lib/http/client';
import type { TPeriod } from '@/components/ui/period-picker';

export function useDashboard(companyId: string | null, p: TPeriod) {
  return useQuery({
    queryKey: ['dashboard', companyId, p],
    queryFn: async () =>
      (await http.get<{ dashboard: TDashboardDto }>(`/user/${companyId}/dashboard?from=${p.from}&to=${p.to}`, { silent: true })).data
        .dashboard,
    enabled: Boolean(companyId),
    retry: false,
  });
}
