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
