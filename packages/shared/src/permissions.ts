// Who may do what in a company (docs/spec.md §6): the one table the API checks (memberFirst / general entities
// on REST, GRAPHQL_FIELDS on every GraphQL query and mutation) and docs/permissions.md is generated from
// (apps/api/src/modules/team/roles.integration.test.ts with UPDATE_PERMISSIONS_DOC=1).
import type { TCompanyUserRole } from './company';

const ALL: readonly TCompanyUserRole[] = ['owner', 'admin', 'operation'];
const MANAGERS: readonly TCompanyUserRole[] = ['owner', 'admin'];

export const PERMISSIONS = {
  'clients.read': { roles: ALL, label: 'Ver clientes, ficha, linha do tempo e CRM' },
  'clients.write': { roles: ALL, label: 'Cadastrar e editar clientes, mudar a etapa do CRM' },
  'clients.delete': { roles: MANAGERS, label: 'Excluir cliente (LGPD) e juntar clientes duplicados' },
  'client_tags.write': { roles: MANAGERS, label: 'Criar, editar e excluir etiquetas de clientes' },
  'client_records.read': { roles: ALL, label: 'Ver o prontuário (avaliações, restrições, fotos, vídeos e áudios)' },
  'client_records.write': { roles: ALL, label: 'Adicionar e excluir registros do prontuário' },
  'company_media.read': { roles: ALL, label: 'Ver mídias e arquivos da empresa' },
  'company_media.write': { roles: MANAGERS, label: 'Enviar, descrever e excluir mídias e arquivos' },
  'clients.import': { roles: MANAGERS, label: 'Importar clientes de planilhas (CSV e XLSX)' },
  'team.read': { roles: MANAGERS, label: 'Ver a equipe e os convites' },
  'team.manage': { roles: MANAGERS, label: 'Convidar, mudar papel e agendas, remover acesso' },
  'team.transfer_ownership': { roles: ['owner'], label: 'Transferir a propriedade da empresa (com código pelo WhatsApp)' },
  'finance.read': { roles: MANAGERS, label: 'Ver o financeiro, resumos e exportar' },
  'finance.write': { roles: MANAGERS, label: 'Lançar receitas e despesas, recorrências e comissões' },
  'dashboard.read': { roles: MANAGERS, label: 'Ver o painel de indicadores' },
  'agenda.read': { roles: ALL, label: 'Ver a agenda: agendamentos, bloqueios, agendas e serviços (operação: só as suas agendas)' },
  'notifications.read': { roles: ALL, label: 'Ver as próprias notificações' },
  'chats.read': { roles: ALL, label: 'Ver conversas e mensagens com clientes' },
  'secretary_setup.read': {
    roles: ALL,
    label: 'Ver as perguntas frequentes, os canais conectados e as personalidades da secretária (usados nas conversas)',
  },
  'ai_runs.read': { roles: MANAGERS, label: 'Ver as execuções do modelo de IA da secretária' },
  'team.pick': { roles: ALL, label: 'Ver nomes e agendas da equipe para escolher o profissional' },
  'extra_features.read': { roles: ALL, label: 'Ver os recursos extras do plano e se estão ativos' },
  'agenda.write': {
    roles: ALL,
    label: 'Confirmar, remarcar e cancelar agendamentos e usar a lista de espera (operação: só nas suas agendas)',
  },
  'agenda.sync': { roles: ALL, label: 'Ligar agendas ao Google Agenda' },
  'chats.write': { roles: ALL, label: 'Responder clientes, marcar como lida, transferir, retomar a secretária e etiquetar conversas' },
  'scheduled_messages.read': { roles: ALL, label: 'Ver as mensagens agendadas e os canais de cada cliente' },
  'scheduled_messages.write': {
    roles: ALL,
    label: 'Programar, editar e cancelar mensagens para clientes; ligar o piloto automático de um cliente',
  },
  'entities.write': { roles: ALL, label: 'Salvar e excluir pela rota geral: cada entidade exige o seu papel (tabela "Entidades")' },
  'company_profile.read': { roles: ALL, label: 'Ver as fotos da empresa' },
  'company_settings.write': {
    roles: MANAGERS,
    label: 'Editar dados, fotos e imagens da empresa, dos profissionais e dos serviços; testar a secretária',
  },
  'automations.manage': { roles: MANAGERS, label: 'Configurar automações, o piloto automático e os modelos de mensagem' },
  'integrations.manage': { roles: MANAGERS, label: 'Conectar, configurar e desconectar canais (WhatsApp, Instagram)' },
  'billing.read': { roles: MANAGERS, label: 'Ver a assinatura, as faturas e os pagamentos' },
  'billing.manage': { roles: MANAGERS, label: 'Mudar de plano, pagar, cancelar, retomar e ligar recursos extras' },
} as const satisfies Record<string, { roles: readonly TCompanyUserRole[]; label: string }>;

export type TPermission = keyof typeof PERMISSIONS;

export function rolesFor(permission: TPermission): readonly TCompanyUserRole[] {
  return PERMISSIONS[permission].roles;
}

export function roleMay(role: TCompanyUserRole, permission: TPermission): boolean {
  return rolesFor(permission).includes(role);
}

/** GraphQL fields outside a company: who reaches them is the endpoint's session, not a role. */
export const GRAPHQL_OPEN_ACCESS = {
  signed_in_user: 'qualquer usuário com sessão (dados próprios, sem empresa)',
  platform_admin: 'administrador da plataforma (endpoint /admin)',
  client_session: 'cliente final com sessão na empresa (endpoint /client)',
  public: 'público, sem sessão (endpoint /general)',
} as const;

export type TGraphqlAccess = TPermission | keyof typeof GRAPHQL_OPEN_ACCESS;

/**
 * Every GraphQL query and mutation field by endpoint, with the permission (above) the field checks against the
 * company in its `company_id` argument, or the open access of a field outside a company. The API refuses to
 * boot with a field missing here, and the role test calls each one with each role.
 */
export const GRAPHQL_FIELDS = {
  user: {
    loggedUser: 'signed_in_user',
    user_get_schedules: 'agenda.read',
    user_get_schedules_with_count: 'agenda.read',
    user_get_blocked_periods: 'agenda.read',
    user_get_calendars: 'agenda.read',
    user_get_services: 'agenda.read',
    user_get_schedule: 'agenda.read',
    user_get_notifications: 'notifications.read',
    user_get_clients: 'clients.read',
    user_get_company_users: 'team.pick',
    user_get_chats: 'chats.read',
    user_get_chat: 'chats.read',
    user_get_faqs: 'secretary_setup.read',
    user_get_integrations: 'secretary_setup.read',
    user_get_chat_personalities: 'secretary_setup.read',
    user_get_ai_model_runs: 'ai_runs.read',
    user_subscription_extra_features_options: 'extra_features.read',
  },
  admin: { loggedAdmin: 'platform_admin' },
  client: { loggedClient: 'client_session' },
  general: { plans: 'public' },
} as const satisfies Record<'user' | 'admin' | 'client' | 'general', Record<string, TGraphqlAccess>>;

export const isPermission = (access: string): access is TPermission => access in PERMISSIONS;

/**
 * Company routes (`/user/:company/…`, `/user/:id/…`) whose handlers do not declare `config.permission`
 * themselves: the API adds the same membership-and-role check to each (member-first.ts), and the role test
 * fails on a company route found in neither place.
 */
export const COMPANY_ROUTE_PERMISSIONS: Readonly<Record<string, TPermission>> = {
  'POST /user/:id/company/update': 'company_settings.write',
  'POST /user/:id/company/upload_image': 'company_settings.write',
  'POST /user/:id/company/generate_company_description': 'company_settings.write',
  'GET /user/:id/company/photos': 'company_profile.read',
  'POST /user/:id/company/photos': 'company_settings.write',
  'POST /user/:id/company/photos/order': 'company_settings.write',
  'DELETE /user/:id/company/photos/:photoId': 'company_settings.write',
  'POST /user/:id/calendars/:calendarId/photo': 'company_settings.write',
  'DELETE /user/:id/calendars/:calendarId/photo': 'company_settings.write',
  'POST /user/:company/service/:id/upload_image': 'company_settings.write',
  'GET /user/:company/chats': 'chats.read',
  'GET /user/:company/chats/:chat': 'chats.read',
  'POST /user/:company/chats/:chat/messages': 'chats.write',
  'POST /user/:company/chats/:chat/read': 'chats.write',
  'POST /user/:company/chats/:chat/resume': 'chats.write',
  'POST /user/:company/chats/:chat/transfer': 'chats.write',
  'POST /user/:company/chats/:chat/admin_tags': 'chats.write',
  'GET /user/:company/faqs': 'secretary_setup.read',
  'DELETE /user/:company/playground': 'company_settings.write',
  'POST /user/:company/playground/message': 'company_settings.write',
  'POST /user/:company/general/update_or_create': 'entities.write',
  'DELETE /user/:company/general/delete': 'entities.write',
  'GET /user/:company/google_calendar': 'agenda.sync',
  'POST /user/:company/google_calendar/links': 'agenda.sync',
  'DELETE /user/:company/google_calendar/links/:id': 'agenda.sync',
  'POST /user/:company/schedule/cancel_schedules_batch': 'agenda.write',
  'GET /user/:company/schedule/available_slots': 'agenda.read',
  'POST /user/:company/schedule/:id/status': 'agenda.write',
  'POST /user/:company/schedule/:id/cancel': 'agenda.write',
  'POST /user/:company/schedule/:id/reschedule': 'agenda.write',
  'GET /user/:company/blocked_period/conflicts': 'agenda.read',
  'GET /user/:company/waitlist': 'agenda.read',
  'POST /user/:company/waitlist': 'agenda.write',
  'POST /user/:company/waitlist/:id/cancel': 'agenda.write',
  'GET /user/:company/scheduled-messages': 'scheduled_messages.read',
  'POST /user/:company/scheduled-messages': 'scheduled_messages.write',
  'PATCH /user/:company/scheduled-messages/:id': 'scheduled_messages.write',
  'POST /user/:company/scheduled-messages/:id/cancel': 'scheduled_messages.write',
  'GET /user/:company/clients/:client/message-channels': 'scheduled_messages.read',
  'POST /user/:company/clients/:client/auto-pilot': 'scheduled_messages.write',
  'PATCH /user/:company/clients/:client/auto-pilot': 'scheduled_messages.write',
  'GET /user/:company/auto-pilot': 'automations.manage',
  'GET /user/:company/automations': 'automations.manage',
  'POST /user/:company/automations': 'automations.manage',
  'POST /user/:company/automations/preview': 'automations.manage',
  'PATCH /user/:company/automations/:id': 'automations.manage',
  'DELETE /user/:company/automations/:id': 'automations.manage',
  'GET /user/:company/message-templates': 'automations.manage',
  'POST /user/:company/message-templates': 'automations.manage',
  'POST /user/:company/message-templates/preview': 'scheduled_messages.write',
  'PATCH /user/:company/message-templates/:id': 'automations.manage',
  'DELETE /user/:company/message-templates/:id': 'automations.manage',
  'GET /user/:company/notifications': 'notifications.read',
  'POST /user/:company/notification/read': 'notifications.read',
  'GET /user/:company/integrations': 'secretary_setup.read',
  'POST /user/:company/integrations/whatsapp/connect': 'integrations.manage',
  'POST /user/:company/integrations/whatsapp-cloud/connect': 'integrations.manage',
  'POST /user/:company/integrations/instagram/connect': 'integrations.manage',
  'DELETE /user/:company/integrations/:integration': 'integrations.manage',
  'GET /user/:company/integrations/:integration/qr': 'integrations.manage',
  'POST /user/:company/integrations/:integration/settings': 'integrations.manage',
  'POST /user/:company/integrations/:integration/health_check': 'integrations.manage',
  'POST /user/:company/integrations/:integration/disconnect': 'integrations.manage',
  'GET /user/:company/subscription': 'billing.read',
  'GET /user/:company/subscription/payments/:payment': 'billing.read',
  'POST /user/:company/subscription/generate_subscription_bill': 'billing.manage',
  'GET /user/:company/subscription/stripe/get_checkout_url': 'billing.manage',
  'POST /user/:company/subscription/stripe/get_stripe_billing_portal_url': 'billing.manage',
  'POST /user/:company/subscription/stripe/update_subscription_by_stripe_session_id': 'billing.manage',
  'POST /user/:company/subscription/cancel': 'billing.manage',
  'POST /user/:company/subscription/change_plan': 'billing.manage',
  'POST /user/:company/subscription/resume': 'billing.manage',
  'POST /user/:company/subscription/enable_subscription_extra_feature': 'billing.manage',
  'POST /user/:company/subscription/disable_subscription_extra_feature': 'billing.manage',
};
