import type { TPageLoader, TRouteDef } from './route-types';

const pages = () => import('@/features/admin/pages');

/** The back-office pages built so far (issue 14), by route name; the others keep their empty state. */
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

/** `routeTitle`: the document's title when the heading alone would repeat another page's ("Usuários da empresa"). */
function admin(name: string, path: string, title: string, description: string, routeTitle = title): TRouteDef {
  const parent = parentOf(name);
  const page = ADMIN_PAGES[name] ?? (parent ? ADMIN_PAGES[parent] : undefined);
  if (page) return { name, title: routeTitle, path, layout: 'admin', guard: 'check-admin-auth', page };
  return { name, title: routeTitle, path, layout: 'admin', guard: 'check-admin-auth', placeholder: { title, description } };
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
  admin('admin-chats', '/admin/chats', 'Conversas', 'Conversas de todas as empresas, com etiquetas de revisão.'),
  admin('admin-chat', '/admin/chats/:chat_id', 'Conversa', 'Mensagens de uma conversa.'),
  admin('admin-chat-logs', '/admin/chats/:chat_id/logs', 'Registros da conversa', 'Chamadas de ferramentas e respostas da IA.'),
  admin('admin-plans', '/admin/plans', 'Planos', 'Planos de assinatura e preços.'),
  admin('admin-roles', '/admin/roles', 'Perfis de acesso', 'Perfis dos administradores da plataforma.'),
  admin('admin-tools', '/admin/tools', 'Ferramentas', 'Ferramentas internas da plataforma.'),
  admin('admin-admins', '/admin/admins', 'Administradores', 'Equipe interna com acesso ao painel.'),
  admin('admin-ai-tool', '/admin/ai_tool', 'Ferramentas de IA', 'Ferramentas que a secretária pode usar.'),
  admin('admin-ai-tool-snapshots', '/admin/ai_tool/snapshots', 'Versões das ferramentas de IA', 'Histórico de versões das ferramentas.'),
  admin('admin-ai-tool-detail', '/admin/ai_tool/:ai_tool_name', 'Ferramenta de IA', 'Configuração de uma ferramenta de IA.'),
  admin('admin-ai-model', '/admin/ai_model', 'Modelos de IA', 'Modelos de linguagem disponíveis.'),
  admin('admin-ai-model-run', '/admin/ai_model_run', 'Execuções de IA', 'Chamadas feitas aos modelos, com custo e tempo.'),
  admin('admin-articles', '/admin/articles', 'Artigos', 'Artigos do blog.'),
  admin('admin-empresas', '/admin/empresas', 'Empresas', 'Todas as empresas da plataforma.'),
  ...ADMIN_COMPANY_SUB_PAGES.map(([sub, title]) =>
    admin(`admin-empresa-${sub}`, `/admin/empresas/:company_id/${sub}`, title, `${title} da empresa.`, `${title} da empresa`),
  ),
  // chats-{product}: one dynamic segment, validated by the page.
  admin('admin-empresa-chats', '/admin/empresas/:company_id/:chats_product', 'Conversas por produto', 'Conversas da empresa por produto.'),
  admin('admin-empresa', '/admin/empresas/:company_id', 'Empresa', 'Detalhes da empresa.'),
  admin('admin-usuarios', '/admin/usuarios', 'Usuários', 'Todos os usuários da plataforma.'),
  ...ADMIN_USER_SUB_PAGES.map(([sub, title]) =>
    admin(`admin-usuario-${sub}`, `/admin/usuarios/:user_id/${sub}`, title, `${title} do usuário.`, `${title} do usuário`),
  ),
  admin('admin-usuario', '/admin/usuarios/:user_id', 'Usuário', 'Detalhes do usuário.'),
  admin('admin-dashboard', '/admin/dashboard', 'Painel', 'Indicadores gerais da plataforma.'),
  admin('admin-dashboard-leads', '/admin/dashboard/leads', 'Leads', 'Novos cadastros e origem.'),
  admin('admin-dashboard-vendas', '/admin/dashboard/vendas', 'Vendas', 'Assinaturas vendidas e receita.'),
  admin('admin-assinaturas', '/admin/assinaturas', 'Assinaturas', 'Vencimentos próximos e assinaturas vencidas.'),
  admin('admin-assinaturas-calendario', '/admin/assinaturas/calendario', 'Calendário de assinaturas', 'Vencimentos por dia.'),
  admin('admin-integrations', '/admin/integrations', 'Integrações', 'Integrações de todas as empresas.'),
  admin('admin-landing-pages', '/admin/landing_pages', 'Páginas de campanha', 'Páginas publicadas em /lp.'),
  admin('admin-notifications', '/admin/notifications', 'Notificações', 'Notificações enviadas aos usuários.'),
  admin('admin-plan-features', '/admin/plan_features', 'Funcionalidades dos planos', 'Funcionalidades disponíveis.'),
  admin('admin-plan-plan-features', '/admin/plan_plan_features', 'Funcionalidades por plano', 'O que cada plano inclui.'),
  admin('admin-webhook-events', '/admin/webhook_events', 'Eventos de webhook', 'Eventos recebidos dos provedores.'),
  admin('admin-company-metrics', '/admin/company_metrics', 'Métricas das empresas', 'Uso e engajamento por empresa.'),
  admin('admin-logs-plataforma', '/admin/logs_plataforma', 'Logs da plataforma', 'Ações dos administradores e erros do site.'),
  admin('admin-eventos-plataforma', '/admin/eventos_plataforma', 'Eventos da plataforma', 'Eventos de uso e UTMs.'),
  admin('admin-scheduled-messages', '/admin/scheduled_messages', 'Mensagens agendadas', 'Fila de mensagens de todas as empresas.'),
  admin('admin-chat-personality', '/admin/chat_personality', 'Personalidades', 'Personalidades disponíveis para a secretária.'),
];
