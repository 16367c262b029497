import type { TMoneyCurrency } from '@agenda/shared/company';
import { tzOf } from '@/lib/dates';
import { useSelectedCompany } from '@/stores/company-store';

/** The selected company's id, timezone and currency: every scheduling screen works in them. */
export function useCompanyContext() {
  const company = useSelectedCompany();
  return {
    company,
    companyId: company?.id ?? null,
    timezone: tzOf(company),
    currency: ((company?.currency as TMoneyCurrency | null | undefined) ?? 'BRL') as TMoneyCurrency,
  };
}
