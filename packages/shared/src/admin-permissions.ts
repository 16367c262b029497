// What each platform-staff permission allows (docs/spec.md §6): the one table the admin API checks and
// docs/admin-permissions.md describes. The super-admin holds every permission; other admins hold those of their role.
export const ADMIN_PERMISSIONS = {
  'companies.read': 'Ver empresas, suas páginas e métricas',
  'companies.manage': 'Bloquear e desbloquear empresas, estender teste, trocar plano, flags e ignorar assinatura inativa',
  'companies.impersonate': 'Entrar no aplicativo de uma empresa como a proprietária',
  'chats.read': 'Ver conversas, registros da IA e exportar cenários',
  'chats.tag': 'Marcar conversas com etiquetas de revisão',
  'webhooks.read': 'Ver eventos de webhook recebidos',
  'webhooks.replay': 'Reprocessar um evento de webhook com falha',
  'audit.read': 'Ver os logs da plataforma (ações dos administradores e erros do site)',
  'users.read': 'Ver usuários, suas sessões, empresas e eventos',
  'users.manage': 'Encerrar sessões de usuários',
  'billing.read': 'Ver assinaturas, cobranças e o calendário de vencimentos',
  'billing.manage': 'Confirmar pagamentos por Pix à mão e reembolsar cobranças pelo Stripe',
  'plans.manage': 'Criar e editar planos e as funcionalidades extras de cada plano',
  'content.manage': 'Escrever, publicar e despublicar artigos e páginas de campanha',
  'ai.read': 'Ver as execuções dos modelos de IA com tokens, custo, tempo e erros',
  'ai.manage': 'Cadastrar os modelos de IA e seus preços, as ferramentas da IA e as personalidades da secretária',
  'dashboard.read': 'Ver o painel com os números da plataforma',
  'notifications.manage': 'Enviar notificações às empresas e ver quais foram lidas',
  'events.read': 'Ver os eventos da plataforma (UTMs, cadastros e uso) de todas as empresas',
  'scheduled_messages.manage': 'Ver as mensagens agendadas de todas as empresas e cancelar as que ainda não saíram',
  'integrations.read': 'Ver as integrações de todas as empresas (WhatsApp, Instagram, Google Agenda) e sua saúde, sem segredos',
  'tools.use': 'Usar as ferramentas internas: localizar empresas e usuários por telefone, e-mail, link ou código',
  'admins.manage': 'Criar perfis de acesso e definir o perfil de cada administrador',
} as const;

export type TAdminPermission = keyof typeof ADMIN_PERMISSIONS;

export const ADMIN_PERMISSION_KEYS = Object.keys(ADMIN_PERMISSIONS) as TAdminPermission[];
