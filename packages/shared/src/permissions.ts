// Who may do what in a company (docs/spec.md §6): the one table the API checks (memberFirst / general entities)
// and docs/permissions.md is generated from (`pnpm --filter @agenda/api permissions:doc`).
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
} as const satisfies Record<string, { roles: readonly TCompanyUserRole[]; label: string }>;

export type TPermission = keyof typeof PERMISSIONS;

export function rolesFor(permission: TPermission): readonly TCompanyUserRole[] {
  return PERMISSIONS[permission].roles;
}

export function roleMay(role: TCompanyUserRole, permission: TPermission): boolean {
  return rolesFor(permission).includes(role);
}
