// The company's "Integrações" tab: the companies frame around the channels overview and the Google
// Agenda sync (whose "Conectar" leaves for Google's consent through the auth feature's round trip).
import { startGoogleSignIn } from '@/features/auth/api/google-sign-in';
import { CompanyTabFrame } from '@/features/companies/components/parts/company-tab-frame';
import { GoogleCalendarCard } from '@/features/integrations/components/google-calendar-card';
import { IntegrationsOverview } from '@/features/integrations/components/integrations-overview';

export function CompanyIntegrationsPage() {
  return (
    <CompanyTabFrame title="Integrações" description="Canais em que a assistente atende os clientes da empresa.">
      {(company) => (
        <div className="space-y-4">
          <IntegrationsOverview key={String(company.id)} companyId={String(company.id)} />
          <GoogleCalendarCard
            key={`google-${String(company.id)}`}
            companyId={String(company.id)}
            timezone={company.timezone ?? 'America/Sao_Paulo'}
            onConnect={() => startGoogleSignIn('user', { includeCalendar: true })}
          />
        </div>
      )}
    </CompanyTabFrame>
  );
}
