// /app/usuarios: the team of a company, invitations by phone and roles (docs/spec.md §6).
import { z } from 'zod';
import { ASSIGNABLE_COMPANY_USER_ROLES, COMPANY_USER_ROLES } from '../company';
import { ZPersonName, ZPhone } from './fields';

const ZRole = z.enum(ASSIGNABLE_COMPANY_USER_ROLES, { error: 'Papel inválido: escolha Administrador ou Consultas e agendamentos.' });
const ZCalendarIds = z
  .array(z.uuid({ error: 'Agenda inválida.' }))
  .max(50)
  .default([]);

export const ZTeamInviteBody = z.object({ name: ZPersonName, phone: ZPhone, role: ZRole, calendar_ids: ZCalendarIds });
export type TTeamInviteBody = z.infer<typeof ZTeamInviteBody>;

export const ZTeamMemberBody = z.object({ role: ZRole, calendar_ids: ZCalendarIds });
export type TTeamMemberBody = z.infer<typeof ZTeamMemberBody>;

/** The owner hands the company to another member; the code came to the owner's WhatsApp (action transfer_ownership). */
export const ZTransferOwnershipBody = z.object({
  user_id: z.uuid({ error: 'Membro não encontrado.' }),
  code: z.string().regex(/^\d{6}$/, 'Informe o código de 6 dígitos.'),
});
export type TTransferOwnershipBody = z.infer<typeof ZTransferOwnershipBody>;

const ZTeamMemberDto = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(COMPANY_USER_ROLES),
  calendar_ids: z.array(z.string()),
});
const ZTeamInviteDto = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  role: z.enum(ASSIGNABLE_COMPANY_USER_ROLES),
  calendar_ids: z.array(z.string()),
  created_at: z.string(),
});
export const ZTeamDto = z.object({ members: z.array(ZTeamMemberDto), invites: z.array(ZTeamInviteDto) });
export type TTeamDto = z.infer<typeof ZTeamDto>;
