// The signed-in user's own account (issue 16): name and e-mail, phone proved by a code sent to the new
// number, password, and deleting the account (proved by a code to the current number).
import { ZUserProfileDto, type TUserPasswordBody, type TUserProfileBody, type TUserProfileDto } from '@agenda/shared/schemas/user-profile';
import type { TAppContext } from '../../lib/context.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { forgetSession } from '../sessions/session-cache.js';
import { checkCode, consumeCode } from '../two-factor/service.js';
import { eraseAccount, findUserById, updateUserRow, type TUserRow, type TUserValues } from './service.js';

/** Only these fields leave the API (never the password hash): the shared contract strips the rest. */
const profileDto = (u: TUserRow): TUserProfileDto => ZUserProfileDto.parse({ ...u, has_password: Boolean(u.password_hash) });

async function requireUser(ctx: TAppContext, userId: string): Promise<TUserRow> {
  const user = await findUserById(ctx, userId);
  if (!user) throw notFound('Conta não encontrada.');
  return user;
}

export async function readProfile(ctx: TAppContext, userId: string): Promise<TUserProfileDto> {
  return profileDto(await requireUser(ctx, userId));
}

async function setUser(ctx: TAppContext, userId: string, values: TUserValues, taken: string) {
  try {
    const row = await updateUserRow(ctx.db, userId, values, ctx.now());
    if (!row) throw notFound('Conta não encontrada.');
    return profileDto(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(taken);
    throw error;
  }
}

export function updateProfile(ctx: TAppContext, userId: string, body: TUserProfileBody) {
  return setUser(ctx, userId, { name: body.name, email: body.email }, 'Este e-mail já é de outra conta.');
}

/** The code was sent to the new phone (action change_phone): it proves the user holds that number. */
export async function changePhone(ctx: TAppContext, userId: string, phone: string, code: string) {
  const checked = await checkCode(ctx, { phone, action: 'change_phone', code });
  const profile = await setUser(ctx, userId, { phone }, 'Este telefone já é de outra conta.');
  await consumeCode(ctx, checked);
  return profile;
}

export async function changePassword(ctx: TAppContext, userId: string, body: TUserPasswordBody) {
  const user = await requireUser(ctx, userId);
  if (user.password_hash && !(await verifyPassword(user.password_hash, body.current_password ?? '')))
    throw new AppError(422, 'A senha atual não confere.');
  await setUser(ctx, userId, { password_hash: await hashPassword(body.new_password) }, 'Não foi possível trocar a senha.');
  return { message: 'Senha alterada.' };
}

/**
 * Deletes the account (LGPD): the personal data is erased from the row (which stays, anonymous, for the
 * records that point to it), the companies the user owns are closed, the memberships end and every session
 * is signed out. The code sent to the current phone (action delete_account) proves it is the holder.
 */
export async function deleteAccount(ctx: TAppContext, userId: string, code: string): Promise<{ message: string }> {
  const user = await requireUser(ctx, userId);
  const checked = await checkCode(ctx, { phone: user.phone, action: 'delete_account', code });
  const ended = await eraseAccount(ctx.db, userId, ctx.now());
  await consumeCode(ctx, checked);
  for (const id of ended) {
    forgetSession(ctx, id);
    ctx.hub.disconnectSession(id);
  }
  return { message: 'Sua conta foi excluída.' };
}
