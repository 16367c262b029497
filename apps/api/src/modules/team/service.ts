// /app/usuarios (docs/spec.md §6): invite by phone (the invitee signs in with the WhatsApp code and joins with the
// role), change role and calendars, remove access (every socket of the user is cut; each request checks membership).
import { COMPANY_USER_ROLE_LABELS } from '@agenda/shared/company';
import type { TTeamDto, TTeamInviteBody, TTeamMemberBody, TTransferOwnershipBody } from '@agenda/shared/schemas/team';
import { AppError, notFound } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import type { TCompanyAccess } from '../companies/access.js';
import { sendPlatformWhatsapp } from '../platform-messages/service.js';
import { listSessions } from '../sessions/service.js';
import { verifyCode } from '../two-factor/service.js';
import {
  acceptInviteRows,
  companyCalendarIds,
  companyNameRow,
  deleteInviteRow,
  deleteMemberRow,
  pendingInviteRows,
  teamMemberRows,
  transferOwnershipRows,
  updateMemberRow,
  upsertInviteRow,
  userPhoneRow,
} from './repo.js';

export async function getTeam(ctx: TAppContext, access: TCompanyAccess): Promise<TTeamDto> {
  const [members, invites] = await Promise.all([teamMemberRows(ctx.db, access.companyId), pendingInviteRows(ctx.db, access.companyId)]);
  return {
    members,
    invites: invites.map((i) => ({
      id: i.id,
      name: i.name,
      phone: i.phone,
      role: i.role,
      calendar_ids: i.calendar_ids,
      created_at: i.created_at.toISOString(),
    })),
  };
}

/** Operation members work on the calendars they are linked to; admins see every calendar (no list kept). */
async function calendarsFor(ctx: TAppContext, companyId: string, role: 'admin' | 'operation', ids: string[]) {
  if (role === 'admin') return [];
  const known = await companyCalendarIds(ctx.db, companyId, ids);
  if (known.length !== new Set(ids).size) throw new AppError(422, 'Agenda não encontrada nesta empresa.');
  return known;
}

export async function inviteMember(ctx: TAppContext, access: TCompanyAccess, body: TTeamInviteBody): Promise<TTeamDto> {
  const members = await teamMemberRows(ctx.db, access.companyId);
  if (members.some((m) => m.phone === body.phone)) throw new AppError(409, 'Este telefone já faz parte da equipe.');
  const calendar_ids = await calendarsFor(ctx, access.companyId, body.role, body.calendar_ids);
  await upsertInviteRow(ctx.db, {
    company_id: access.companyId,
    phone: body.phone,
    name: body.name,
    role: body.role,
    calendar_ids,
    invited_by: access.userId,
  });
  const company = await companyNameRow(ctx.db, access.companyId);
  const base = ctx.config.PUBLIC_URL ?? '';
  await sendPlatformWhatsapp(
    ctx,
    body.phone,
    `Olá, ${body.name}! Você foi convidado(a) para a equipe de ${company} no Agenda Inteligente como ${COMPANY_USER_ROLE_LABELS[body.role]}. ` +
      `Entre em ${base}/login com este número: você receberá um código aqui pelo WhatsApp.`,
  );
  return getTeam(ctx, access);
}

export async function cancelInvite(ctx: TAppContext, access: TCompanyAccess, id: string): Promise<void> {
  if (!(await deleteInviteRow(ctx.db, access.companyId, id))) throw notFound('Convite não encontrado.');
}

export async function updateMember(ctx: TAppContext, access: TCompanyAccess, userId: string, body: TTeamMemberBody): Promise<TTeamDto> {
  if (userId === access.userId) throw new AppError(422, 'Você não pode mudar o seu próprio papel.');
  const calendar_ids = await calendarsFor(ctx, access.companyId, body.role, body.calendar_ids);
  if (!(await updateMemberRow(ctx.db, access.companyId, userId, { role: body.role, calendar_ids })))
    throw notFound('Membro não encontrado.');
  return getTeam(ctx, access);
}

/** Membership is checked on every request, so access ends with the row; open sockets are cut at once. */
export async function removeMember(ctx: TAppContext, access: TCompanyAccess, userId: string): Promise<void> {
  if (userId === access.userId) throw new AppError(422, 'Você não pode remover o seu próprio acesso.');
  if (!(await deleteMemberRow(ctx.db, access.companyId, userId))) throw notFound('Membro não encontrado.');
  const sessions = await listSessions(ctx, 'user', userId);
  for (const s of sessions) ctx.hub.disconnectSession(s.id);
}

/** After a code-verified sign-in or sign-up: the phone's pending invitations become memberships. */
export async function acceptInvites(ctx: TAppContext, userId: string, phone: string): Promise<void> {
  await acceptInviteRows(ctx.db, userId, phone, ctx.now());
}

/**
 * The owner hands the company to another member after confirming with the code sent to the owner's WhatsApp
 * (two-factor action transfer_ownership). The former owner stays as Administrador.
 */
export async function transferOwnership(ctx: TAppContext, access: TCompanyAccess, body: TTransferOwnershipBody): Promise<TTeamDto> {
  if (body.user_id === access.userId) throw new AppError(422, 'Você já é o proprietário desta empresa.');
  const members = await teamMemberRows(ctx.db, access.companyId);
  if (!members.some((m) => m.user_id === body.user_id)) throw notFound('Membro não encontrado.');
  const phone = await userPhoneRow(ctx.db, access.userId);
  if (!phone) throw new AppError(422, 'Cadastre o seu WhatsApp para receber o código de confirmação.');
  await verifyCode(ctx, { phone, action: 'transfer_ownership', code: body.code, consume: true });
  if (!(await transferOwnershipRows(ctx.db, access.companyId, access.userId, body.user_id))) throw notFound('Membro não encontrado.');
  return getTeam(ctx, access);
}
