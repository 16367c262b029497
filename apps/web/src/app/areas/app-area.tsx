// Company app chunk: the app layout and its pages.
import { Navigate, useParams } from 'react-router';
export { AppLayout } from '../layouts/app/app-layout';
export { AppAffiliatesPage } from '@/features/affiliates/components/app-affiliates-page';
export { CompaniesPage } from '@/features/companies/components/companies-page';
export { CompanyInfoPage } from '@/features/companies/components/company-info-page';
export { AgendaPage, AgendaFullPage } from '@/features/scheduling/components/agenda/agenda-page';
export { WaitlistPage } from '@/features/scheduling/components/waitlist/waitlist-page';
export { SchedulesPage } from '@/features/scheduling/components/schedules/schedules-page';
export { ServicesPage } from '@/features/scheduling/components/services/services-page';
export { WorkingHoursPage } from '@/features/scheduling/components/workdays/working-hours-page';
export { NotificationsPage } from '@/features/notifications/components/notifications-page';
export { SubscriptionPage } from '@/features/billing/components/subscription-page';
export { ReceiptPage } from '@/features/billing/components/receipt-page';
export { AccountPage } from '@/features/account/components/account-page';

export function AppIndexRedirect() {
  return <Navigate to="/app/agendamentos" replace />;
}

export function CompanyIndexRedirect() {
  const { company_slug } = useParams();
  return <Navigate to={`/app/empresas/${company_slug ?? ''}/info`} replace />;
}
