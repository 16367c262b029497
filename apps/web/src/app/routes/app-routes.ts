import type { TRouteDef } from './route-types';
import { CLIENT_PAGES } from './client-pages';
import { FINANCE_PAGES } from './finance-pages';
import { SECRETARY_PAGES } from './secretary-pages';

const app = () => import('@/app/areas/app-area');
const affiliates = () => import('@/app/areas/affiliates-area');

/**
 * A page of the app area from one of the page tables. A route without a built page fails at start-up
 * (and in route-pages.test.ts): no link may lead to a page that does nothing.
 * `routeTitle`: the document's title when the heading alone would repeat another page's ("Conversas do cliente").
 */
function appPage(name: string, path: string, title: string, routeTitle = title): TRouteDef {
  const page = SECRETARY_PAGES[name] ?? CLIENT_PAGES[name] ?? FINANCE_PAGES[name];
  if (!page) throw new Error(`A rota ${name} não tem página.`);
  return { name, title: routeTitle, path, layout: 'app', guard: 'check-auth', page };
}

const CLIENT_SUB_PAGES = [
  ['timeline', 'Linha do tempo'],
  ['conversas', 'Conversas'],
  ['historico', 'Histórico'],
  ['prontuario', 'Prontuário'],
  ['agendamentos', 'Agendamentos'],
  ['mensagens-agendadas', 'Mensagens agendadas'],
] as const;

const COMPANY_SUB_PAGES = [
  ['info', 'Informações'],
  ['importar', 'Importar clientes'],
  ['assinatura', 'Assinatura'],
  ['assistente', 'Assistente'],
  ['integracoes', 'Integrações'],
  ['perguntas-frequentes', 'Perguntas frequentes'],
  ['configuracao-avancada', 'Configuração avançada'],
  ['mensagens-personalizadas', 'Mensagens personalizadas'],
] as const;

export const appRoutes: TRouteDef[] = [
  appPage('app-crm', '/app/crm', 'CRM'),
  appPage('app-dashboard', '/app/dashboard', 'Painel'),
  appPage('app-chats', '/app/chats', 'Conversas'),
  {
    name: 'app-agenda',
    title: 'Agenda',
    path: '/app/agenda',
    layout: 'app',
    guard: 'check-auth',
    page: () => app().then((m) => m.AgendaPage),
  },
  {
    name: 'app-agenda-completa',
    title: 'Agenda completa',
    path: '/app/agenda/completa',
    layout: 'app',
    guard: 'check-auth',
    page: () => app().then((m) => m.AgendaFullPage),
  },
  {
    name: 'app-agenda-lista-de-espera',
    title: 'Lista de espera',
    path: '/app/agenda/lista-de-espera',
    layout: 'app',
    guard: 'check-auth',
    page: () => app().then((m) => m.WaitlistPage),
  },
  {
    name: 'app-agendamentos',
    title: 'Agendamentos',
    path: '/app/agendamentos',
    layout: 'app',
    guard: 'check-auth',
    page: () => app().then((m) => m.SchedulesPage),
  },
  appPage('app-clientes', '/app/clientes', 'Clientes'),
  ...CLIENT_SUB_PAGES.map(([sub, title]) =>
    appPage(`app-clientes-${sub}`, `/app/clientes/:client_id/${sub}`, title, `${title} do cliente`),
  ),
  appPage('app-cliente', '/app/clientes/:client_id', 'Cliente'),
  appPage('app-explorer', '/app/explorer', 'Explorador'),
  {
    name: 'app-servicos',
    title: 'Serviços',
    path: '/app/servicos',
    layout: 'app',
    guard: 'check-auth',
    page: () => app().then((m) => m.ServicesPage),
  },
  appPage('app-usuarios', '/app/usuarios', 'Usuários'),
  {
    name: 'app-afiliados',
    title: 'Indique e ganhe',
    path: '/app/afiliados',
    layout: 'app',
    guard: 'check-auth',
    page: () => app().then((m) => m.AppAffiliatesPage),
  },
  appPage('app-mensagens', '/app/mensagens', 'Mensagens'),
  appPage('app-mensagens-agendadas', '/app/mensagens-agendadas', 'Mensagens agendadas'),
  appPage('app-automacoes', '/app/automacoes', 'Automações'),
  appPage('app-financeiro', '/app/financeiro', 'Financeiro'),
  appPage('app-playground', '/app/playground', 'Testar assistente'),
  {
    name: 'app-notificacoes',
    title: 'Notificações',
    path: '/app/notificacoes',
    layout: 'app',
    guard: 'check-auth',
    page: () => app().then((m) => m.NotificationsPage),
  },
  appPage('app-integracoes-whatsapp', '/app/integracoes/whatsapp', 'WhatsApp'),
  appPage('app-integracoes-instagram', '/app/integracoes/instagram', 'Instagram'),
  appPage('app-midias-e-arquivos', '/app/midias-e-arquivos', 'Mídias e arquivos'),
  appPage('app-perguntas-frequentes', '/app/perguntas-frequentes', 'Perguntas frequentes'),
  {
    name: 'app-horarios-de-funcionamento',
    title: 'Horários de funcionamento',
    path: '/app/horarios-de-funcionamento',
    layout: 'app',
    guard: 'check-auth',
    page: () => app().then((m) => m.WorkingHoursPage),
  },
  {
    name: 'app-minha-conta',
    title: 'Minha conta',
    path: '/app/minha-conta',
    layout: 'app',
    guard: 'check-auth',
    page: () => app().then((m) => m.AccountPage),
  },
  {
    name: 'app-empresas',
    title: 'Empresas',
    path: '/app/empresas',
    layout: 'app',
    guard: 'check-auth',
    page: () => app().then((m) => m.CompaniesPage),
  },
  {
    name: 'app-empresa-info',
    title: 'Informações da empresa',
    path: '/app/empresas/:company_slug/info',
    layout: 'app',
    guard: 'check-auth',
    page: () => app().then((m) => m.CompanyInfoPage),
  },
  {
    name: 'app-empresa-assinatura',
    title: 'Assinatura',
    path: '/app/empresas/:company_slug/assinatura',
    layout: 'app',
    guard: 'check-auth',
    page: () => app().then((m) => m.SubscriptionPage),
  },
  {
    name: 'app-empresa-assinatura-recibo',
    title: 'Recibo',
    path: '/app/empresas/:company_slug/assinatura/recibo/:bill_id',
    layout: 'app',
    guard: 'check-auth',
    page: () => app().then((m) => m.ReceiptPage),
  },
  ...COMPANY_SUB_PAGES.filter(([sub]) => sub !== 'info' && sub !== 'assinatura').map(([sub, title]) =>
    appPage(`app-empresa-${sub}`, `/app/empresas/:company_slug/${sub}`, title, `${title} da empresa`),
  ),
  {
    name: 'app-empresa',
    title: 'Empresa',
    path: '/app/empresas/:company_slug',
    layout: 'app',
    guard: 'check-auth',
    page: () => app().then((m) => m.CompanyIndexRedirect),
  },
  {
    name: 'app-index',
    title: 'Início',
    path: '/app',
    layout: 'app',
    guard: 'check-auth',
    page: () => app().then((m) => m.AppIndexRedirect),
  },
];

export const affiliateRoutes: TRouteDef[] = [
  {
    name: 'afiliados-home',
    title: 'Área do afiliado',
    path: '/afiliados/home',
    layout: 'affiliates',
    guard: 'check-auth',
    page: () => affiliates().then((m) => m.AffiliatesHomePage),
  },
  {
    name: 'afiliados-meu-link',
    title: 'Convite',
    path: '/afiliados/meu-link/:sharing_code/*',
    layout: 'affiliates',
    // Opened by visitors (not logged in yet): it keeps the code and sends them to sign-up.
    guard: 'none',
    page: () => affiliates().then((m) => m.ReferralLinkPage),
  },
];
