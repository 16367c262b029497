import type { TPageLoader, TRouteDef } from './route-types';

const pages = () => import('@/features/admin/pages');

/** The back-office pages by route name (a sub-page opens its parent's page). */
const ADMIN_PAGES: Record<string, TPageLoader> = {
  'admin-empresas': () => pages().then((m) => m.AdminCompaniesPage),
  'admin-empresa': () => pages().then((m) => m.AdminCompanyPage),
  'admin-chats': () => pages().then((m) => m.AdminChatsPage),
  'admin-chat': () => pages().then((m) => m.AdminChatPage),
  'admin-chat-logs': () => pages().then((m) => m.AdminChatPage),
  'admin-webhook-events': () => pages().then((m) => m.AdminWebhookEventsPage),
  'admin-logs-plataforma': () => pages().then((m) => m.AdminAuditLogsPage),
  'admin-roles': () => pages().then((m) => m.AdminRolesPage),
  'admin-admins': () => pages().then((m) => m.AdminStaffPage),
  'admin-assinaturas': () => pages().then((m) => m.AdminSubscriptionsPage),
  'admin-assinaturas-calendario': () => pages().then((m) => m.AdminRenewalsCalendarPage),
  'admin-plans': () => pages().then((m) => m.AdminPlansPage),
  'admin-plan-features': () => pages().then((m) => m.AdminPlansPage),
  'admin-plan-plan-features': () => pages().then((m) => m.AdminPlansPage),
  'admin-usuarios': () => pages().then((m) => m.AdminUsersPage),
  'admin-usuario': () => pages().then((m) => m.AdminUserPage),
  'admin-articles': () => pages().then((m) => m.AdminArticlesPage),
  'admin-landing-pages': () => pages().then((m) => m.AdminLandingPagesPage),
  'admin-ai-model': () => pages().then((m) => m.AdminAiModelsPage),
  'admin-ai-model-run': () => pages().then((m) => m.AdminAiRunsPage),
  'admin-company-metrics': () => pages().then((m) => m.AdminCompanyMetricsPage),
  'admin-ai-tool': () => pages().then((m) => m.AdminAiToolsPage),
  'admin-ai-tool-detail': () => pages().then((m) => m.AdminAiToolsPage),
  'admin-ai-tool-snapshots': () => pages().then((m) => m.AdminAiToolSnapshotsPage),
  'admin-chat-personality': () => pages().then((m) => m.AdminPersonalitiesPage),
  'admin-dashboard': () => pages().then((m) => m.AdminDashboardPage),
  'admin-notifications': () => pages().then((m) => m.AdminNotificationsPage),
  'admin-eventos-plataforma': () => pages().then((m) => m.AdminPlatformEventsPage),
  'admin-scheduled-messages': () => pages().then((m) => m.AdminScheduledMessagesPage),
  'admin-integrations': () => pages().then((m) => m.AdminIntegrationsPage),
  'admin-tools': () => pages().then((m) => m.AdminToolsPage),
  'admin-dashboard-leads': () => pages().then((m) => m.AdminDashboardLeadsPage),
  'admin-dashboard-vendas': () => pages().then((m) => m.AdminDashboardSalesPage),
};

/** Sub-pages open their parent page (which shows every section). */
const parentOf = (name: string) =>
  name.startsWith('admin-empresa-') ? 'admin-empresa' : name.startsWith('admin-usuario-') ? 'admin-usuario' : null;

/**
 * A back-office page. A route without a built page fails at start-up (and in route-pages.test.ts).
 * `routeTitle`: the document's title when the heading alone would repeat another page's ("Usuários da empresa").
 */
function adminPage(name: string, path: string, title: string, routeTitle = title): TRouteDef {
  const parent = parentOf(name);
  const page = ADMIN_PAGES[name] ?? (parent ? ADMIN_PAGES[parent] : undefined);
  if (!page) throw new Error(`A rota ${name} não tem página.`);
  return { name, title: routeTitle, path, layout: 'admin', guard: 'check-admin-auth', page };
}

const ADMIN_COMPANY_SUB_PAGES = [
  ['agendas', 'Agendas'],
  ['clientes', 'Clientes'],
  ['usuarios', 'Usuários'],
  ['mensagens', 'Mensagens'],
  ['assinatura', 'Assinatura'],
  ['integracoes', 'Integrações'],
  ['personalizar', 'Personalizar'],
  ['eventos-plataforma', 'Eventos da plataforma'],
  ['formas-de-pagamento', 'Formas de pagamento'],
] as const;

const ADMIN_USER_SUB_PAGES = [
  ['sessoes', 'Sessões'],
  ['empresas', 'Empresas'],
  ['eventos-plataforma', 'Eventos da plataforma'],
] as const;

export const adminRoutes: TRouteDef[] = [
  adminPage('admin-chats', '/admin/chats', 'Conversas'),
  adminPage('admin-chat', '/admin/chats/:chat_id', 'Conversa'),
  adminPage('admin-chat-logs', '/admin/chats/:chat_id/logs', 'Registros da conversa'),
  adminPage('admin-plans', '/admin/plans', 'Planos'),
  adminPage('admin-roles', '/admin/roles', 'Perfis de acesso'),
  adminPage('admin-tools', '/admin/tools', 'Ferramentas'),
  adminPage('admin-admins', '/admin/admins', 'Administradores'),
  adminPage('admin-ai-tool', '/admin/ai_tool', 'Ferramentas de IA'),
  adminPage('admin-ai-tool-snapshots', '/admin/ai_tool/snapshots', 'Versões das ferramentas de IA'),
  adminPage('admin-ai-tool-detail', '/admin/ai_tool/:ai_tool_name', 'Ferramenta de IA'),
  adminPage('admin-ai-model', '/admin/ai_model', 'Modelos de IA'),
  adminPage('admin-ai-model-run', '/admin/ai_model_run', 'Execuções de IA'),
  adminPage('admin-articles', '/admin/articles', 'Artigos'),
  adminPage('admin-empresas', '/admin/empresas', 'Empresas'),
  ...ADMIN_COMPANY_SUB_PAGES.map(([sub, title]) =>
    adminPage(`admin-empresa-${sub}`, `/admin/empresas/:company_id/${sub}`, title, `${title} da empresa`),
  ),
  // chats-{product}: one dynamic segment, validated by the page.
  adminPage('admin-empresa-chats', '/admin/empresas/:company_id/:chats_product', 'Conversas por produto'),
  adminPage('admin-empresa', '/admin/empresas/:company_id', 'Empresa'),
  adminPage('admin-usuarios', '/admin/usuarios', 'Usuários'),
  ...ADMIN_USER_SUB_PAGES.map(([sub, title]) =>
    adminPage(`admin-usuario-${sub}`, `/admin/usuarios/:user_id/${sub}`, title, `${title} do usuário`),
  ),
  adminPage('admin-usuario', '/admin/usuarios/:user_id', 'Usuário'),
  adminPage('admin-dashboard', '/admin/dashboard', 'Painel'),
  adminPage('admin-dashboard-leads', '/admin/dashboard/leads', 'Leads'),
  adminPage('admin-dashboard-vendas', '/admin/dashboard/vendas', 'Vendas'),
  adminPage('admin-assinaturas', '/admin/assinaturas', 'Assinaturas'),
  adminPage('admin-assinaturas-calendario', '/admin/assinaturas/calendario', 'Calendário de assinaturas'),
  adminPage('admin-integrations', '/admin/integrations', 'Integrações'),
  adminPage('admin-landing-pages', '/admin/landing_pages', 'Páginas de campanha'),
  adminPage('admin-notifications', '/admin/notifications', 'Notificações'),
  adminPage('admin-plan-features', '/admin/plan_features', 'Funcionalidades dos planos'),
  adminPage('admin-plan-plan-features', '/admin/plan_plan_features', 'Funcionalidades por plano'),
  adminPage('admin-webhook-events', '/admin/webhook_events', 'Eventos de webhook'),
  adminPage('admin-company-metrics', '/admin/company_metrics', 'Métricas das empresas'),
  adminPage('admin-logs-plataforma', '/admin/logs_plataforma', 'Logs da plataforma'),
  adminPage('admin-eventos-plataforma', '/admin/eventos_plataforma', 'Eventos da plataforma'),
  adminPage('admin-scheduled-messages', '/admin/scheduled_messages', 'Mensagens agendadas'),
  adminPage('admin-chat-personality', '/admin/chat_personality', 'Personalidades'),
];
