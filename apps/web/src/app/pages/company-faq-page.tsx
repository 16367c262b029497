// The company's "Perguntas frequentes" tab: the companies frame around the FAQ manager.
import { CompanyTabFrame } from '@/features/companies/components/parts/company-tab-frame';
import { FaqManager } from '@/features/faq/components/faq-manager';

export function CompanyFaqPage() {
  return (
    <CompanyTabFrame title="Perguntas frequentes" description="Respostas que a assistente usa para atender seus clientes.">
      {(company) => <FaqManager key={String(company.id)} companyId={String(company.id)} />}
    </CompanyTabFrame>
  );
}
