import type { TRouteDef } from './route-types';
import { CLIENT_PAGES } from './client-pages';
import { FINANCE_PAGES } from './finance-pages';
import { SECRETARY_PAGES } from './secretary-pages';

const app = () => import('@/app/areas/app-area');
const affiliates = () => import('@/app/areas/affiliates-area');

/** `routeTitle`: the document's title when the heading alone would repeat another page's ("Conversas do cliente"). */
function soon(name: string, path: string, title: string, description: string, routeTitle = title): TRouteDef {
  const page = SECRETARY_PAGES[name] ?? CLIENT_PAGES[name] ?? FINANCE_PAGES[name];
  if (page) return { name, title: routeTitle, path, layout: 'app', guard: 'check-auth', page };
  return { name, title: routeTitle, path, layout: 'app', guard: 'check-auth', placeholder: { title, description } };
}

const CLIENT_SUB_PAGES = [
  ['timeline', 'Linha do tempo', 'Tudo o que aconteceu com este cliente, em ordem.'],
  ['conversas', 'Conversas', 'As conversas do cliente com a secretária e com a equipe.'],
  ['historico', 'Histórico', 'Atendimentos anteriores do cliente.'],
  ['prontuario', 'Prontuário', 'Avaliações, observações, restrições, fotos, vídeos e áudios.'],
  ['agendamentos', 'Agendamentos', 'Próximos horários e agendamentos passados do cliente.'],
  ['mensagens-agendadas', 'Mensagens agendadas', 'Mensagens programadas para este cliente.'],
] as const;

const COMPANY_SUB_PAGES = [
  ['info', 'Informações', ''],
  ['importar', 'Importar clientes', 'Importe seus clientes de uma planilha ou de mapas.'],
  ['assinatura', 'Assinatura', 'Plano atual, faturas, forma de pagamento e funcionalidades extras.'],
  ['assistente', 'Assistente', 'Personalidade, saudação e instruções da secretária com IA.'],
  ['integracoes', 'Integrações', 'Canais conectados à empresa.'],
  ['perguntas-frequentes', 'Perguntas frequentes', 'Respostas que a secretária usa para atender seus clientes.'],
  ['configuracao-avancada', 'Configuração avançada', 'Ajustes finos do atendimento automático.'],
  ['mensagens-personalizadas', 'Mensagens personalizadas', 'Lembretes, aniversários e mensagens de confirmação.'],
] as const;

export const appRoutes: TRouteDef[] = [
  soon('app-crm', '/app/crm', 'CRM', 'Funil de clientes por etapa: contato inicial, qualificado, ativo e mais.'),
  soon('app-dashboard', '/app/dashboard', 'Painel', 'Indicadores de agendamentos, conversas e faturamento.'),
  soon('app-chats', '/app/chats', 'Conversas', 'Todas as conversas do WhatsApp e Instagram em um só lugar.'),
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
  soon('app-clientes', '/app/clientes', 'Clientes', 'Cadastro e busca de clientes.'),
  ...CLIENT_SUB_PAGES.map(([sub, title, description]) =>
    soon(`app-clientes-${sub}`, `/app/clientes/:client_id/${sub}`, title, description, `${title} do cliente`),
  ),
  soon('app-cliente', '/app/clientes/:client_id', 'Cliente', 'Ficha completa do cliente.'),
  soon('app-explorer', '/app/explorer', 'Explorador', 'Encontre novos clientes na sua região.'),
  {
    name: 'app-servicos',
    title: 'Serviços',
    path: '/app/servicos',
    layout: 'app',
    guard: 'check-auth',
    page: () => app().then((m) => m.ServicesPage),
  },
  soon('app-usuarios', '/app/usuarios', 'Usuários', 'Equipe da empresa e permissões de acesso.'),
  {
    name: 'app-afiliados',
    title: 'Indique e ganhe',
    path: '/app/afiliados',
    layout: 'app',
    guard: 'check-auth',
    page: () => app().then((m) => m.AppAffiliatesPage),
  },
  soon('app-mensagens', '/app/mensagens', 'Mensagens', 'Modelos de mensagens enviadas pela secretária.'),
  soon('app-mensagens-agendadas', '/app/mensagens-agendadas', 'Mensagens agendadas', 'Lembretes e mensagens programadas para envio.'),
  soon('app-automacoes', '/app/automacoes', 'Automações', 'Mensagens automáticas antes e depois dos atendimentos.'),
  soon('app-financeiro', '/app/financeiro', 'Financeiro', 'Entradas, saídas e formas de pagamento.'),
  soon('app-playground', '/app/playground', 'Testar assistente', 'Converse com a secretária como se fosse um cliente.'),
  {
    name: 'app-notificacoes',
    title: 'Notificações',
    path: '/app/notificacoes',
    layout: 'app',
    guard: 'check-auth',
    page: () => app().then((m) => m.NotificationsPage),
  },
  soon('app-integracoes-whatsapp', '/app/integracoes/whatsapp', 'WhatsApp', 'Conecte o WhatsApp da empresa à secretária.'),
  soon('app-integracoes-instagram', '/app/integracoes/instagram', 'Instagram', 'Conecte o Instagram da empresa à secretária.'),
  soon('app-midias-e-arquivos', '/app/midias-e-arquivos', 'Mídias e arquivos', 'Fotos, vídeos e documentos que a secretária pode enviar.'),
  soon(
    'app-perguntas-frequentes',
    '/app/perguntas-frequentes',
    'Perguntas frequentes',
    'Respostas que a secretária usa para atender seus clientes.',
  ),
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
  ...COMPANY_SUB_PAGES.filter(([sub]) => sub !== 'info' && sub !== 'assinatura').map(([sub, title, description]) =>
    soon(`app-empresa-${sub}`, `/app/empresas/:company_slug/${sub}`, title, description, `${title} da empresa`),
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
