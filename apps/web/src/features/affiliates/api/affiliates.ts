import { useQuery } from '@tanstack/react-query';
import { ZAffiliateHome, type TAffiliateHome } from '@agenda/shared/schemas/affiliates-dto';
import { http } from '@/lib/http/client';

/** GET /user/affiliates/home: the logged-in user's link, referrals, commission ledger and payouts due. */
async function getAffiliateHome(): Promise<TAffiliateHome> {
  const { data } = await http.get<{ home: unknown }>('/user/affiliates/home', { silent: true });
  return ZAffiliateHome.parse(data.home);
}

export function useAffiliateHome() {
  return useQuery({ queryKey: ['affiliates', 'home'], queryFn: getAffiliateHome, staleTime: 30_000 });
}
