// The company's "Integrações" tab: the companies frame around the channels overview.
import { CompanyTabFrame } from '@/features/companies/components/parts/company-tab-frame';
import { IntegrationsOverview } from '@/features/integrations/components/integrations-overview';

export function CompanyIntegrationsPage() {
  return (
    <CompanyTabFrame title="Integrações" description="Canais em que a assistente atende os clientes da empresa.">
      {(company) => <IntegrationsOverview key={String(company.id)} companyId={String(company.id)} />}
    </CompanyTabFrame>
  );
}
