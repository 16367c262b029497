import type { TRouteDef } from './route-types';

const company = () => import('@/features/public-company/components/company-page');
const booking = () => import('@/app/areas/company-booking-area');
// The client's account pages have their own chunk, out of the booking page's first load.
const account = () => import('@/features/public-company/components/account/account-pages');

// The public page of a company (/{company_slug}): its page, the booking flow and the client's account.
export const companyRoutes: TRouteDef[] = [
  {
    name: 'company',
    title: 'Agende online',
    path: '/:company_slug',
    layout: 'company',
    guard: 'none',
    page: () => company().then((m) => m.CompanyPage),
  },
  {
    name: 'company-agendar',
    title: 'Agendar horário',
    path: '/:company_slug/agendar',
    layout: 'company',
    guard: 'none',
    page: () => booking().then((m) => m.BookingPage),
  },
  {
    name: 'company-minha-conta-historico',
    title: 'Histórico',
    path: '/:company_slug/minha-conta/historico',
    layout: 'company',
    guard: 'none',
    page: () => account().then((m) => m.HistoryPage),
  },
  {
    name: 'company-minha-conta-agendamentos',
    title: 'Meus agendamentos',
    path: '/:company_slug/minha-conta/agendamentos',
    layout: 'company',
    guard: 'none',
    page: () => account().then((m) => m.MySchedulesPage),
  },
  {
    name: 'company-service',
    title: 'Agendar serviço',
    path: '/:company_slug/:service_slug',
    layout: 'company',
    guard: 'none',
    page: () => booking().then((m) => m.BookingPage),
  },
];
