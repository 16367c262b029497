// Pages of clients, CRM and team (issue 12), each its own lazy chunk, by route name.
import type { TPageLoader } from './route-types';

const profile = () => import('@/features/clients/components/client-tabs');

export const CLIENT_PAGES: Record<string, TPageLoader> = {
  'app-clientes': () => import('@/features/clients/components/clients-page').then((m) => m.ClientsPage),
  'app-cliente': () => import('@/features/clients/components/client-index-redirect').then((m) => m.ClientIndexRedirect),
  'app-clientes-timeline': () => profile().then((m) => m.ClientTimelinePage),
  'app-clientes-historico': () => profile().then((m) => m.ClientHistoryPage),
  'app-clientes-agendamentos': () => profile().then((m) => m.ClientSchedulesPage),
  'app-clientes-prontuario': () => import('@/features/clients/components/client-records-page').then((m) => m.ClientRecordsPage),
  'app-midias-e-arquivos': () => import('@/features/media/components/media-page').then((m) => m.MediaPage),
  'app-empresa-importar': () => import('@/features/companies/components/client-import-page').then((m) => m.ClientImportPage),
  'app-crm': () => import('@/features/clients/components/crm-page').then((m) => m.CrmPage),
  'app-usuarios': () => import('@/features/team/components/team-page').then((m) => m.TeamPage),
};
