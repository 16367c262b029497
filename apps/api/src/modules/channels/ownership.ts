// Who may connect an external account (issue 8 §1). Webhooks are routed by the provider's account
// id, so an integration may claim an id only after the provider confirmed that the caller's token
// owns it, and only while no other live integration holds it (unique indexes of migration 0007).
import { fetchWhatsappPhoneNumber, type WhatsappPhoneNumber } from '../../integrations/whatsapp-cloud/phone-number.js';
import { WhatsappCloudError } from '../../integrations/whatsapp-cloud/errors.js';
import { fetchInstagramAccount } from '../../integrations/instagram/account.js';
import { InstagramError } from '../../integrations/instagram/errors.js';
import { AppError, conflict } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { findIntegrationByMeta } from './repo.js';

export const WHATSAPP_NUMBER_TAKEN = 'Este número do WhatsApp já está conectado a outra empresa.';
export const INSTAGRAM_ACCOUNT_TAKEN = 'Esta conta do Instagram já está conectada a outra empresa.';
export const WHATSAPP_TOKEN_INVALID = 'O token de acesso do WhatsApp é inválido ou expirou. Gere um novo token e tente de novo.';
export const WHATSAPP_NOT_OWNER =
  'Este token não tem acesso a esse número do WhatsApp. Confira a identificação do número (Phone number ID) e o token.';
const INSTAGRAM_TOKEN_INVALID = 'O token de acesso do Instagram é inválido ou expirou. Gere um novo token e tente de novo.';
export const INSTAGRAM_NOT_OWNER = 'Este token pertence a outra conta do Instagram. Confira o ID da conta e o token.';

/** An Instagram account as the provider reported it for a token (never as a caller claimed it). */
export interface TProvenInstagramAccount {
  userId: string;
  username: string | null;
}

/** Graph answers the number's details only to a token of the business that owns it. */
export async function proveWhatsappNumber(ctx: TAppContext, phoneNumberId: string, accessToken: string): Promise<WhatsappPhoneNumber> {
  try {
    const number = await fetchWhatsappPhoneNumber({
      baseUrl: ctx.config.WHATSAPP_CLOUD_BASE_URL,
      apiVersion: ctx.config.WHATSAPP_CLOUD_API_VERSION,
      accessToken,
      phoneNumberId,
    });
    if (number.id !== phoneNumberId)
      throw new AppError(422, WHATSAPP_NOT_OWNER, { errors: [{ message: WHATSAPP_NOT_OWNER, path: 'phone_number_id' }] });
    return number;
  } catch (err) {
    if (!(err instanceof WhatsappCloudError)) throw err;
    if (err.retryable) throw new AppError(502, 'Não foi possível confirmar o número com o WhatsApp agora. Tente novamente em instantes.');
    if (err.code === 190)
      throw new AppError(422, WHATSAPP_TOKEN_INVALID, { errors: [{ message: WHATSAPP_TOKEN_INVALID, path: 'access_token' }] });
    throw new AppError(422, WHATSAPP_NOT_OWNER, { errors: [{ message: WHATSAPP_NOT_OWNER, path: 'phone_number_id' }] });
  }
}

/** The account a token belongs to, from Instagram; a different `claimedId` is refused. */
export async function proveInstagramAccount(ctx: TAppContext, accessToken: string, claimedId?: string): Promise<TProvenInstagramAccount> {
  let account: TProvenInstagramAccount;
  try {
    account = await fetchInstagramAccount({
      baseUrl: ctx.config.INSTAGRAM_BASE_URL,
      apiVersion: ctx.config.INSTAGRAM_API_VERSION,
      accessToken,
    });
  } catch (err) {
    if (!(err instanceof InstagramError)) throw err;
    if (err.retryable) throw new AppError(502, 'Não foi possível falar com o Instagram agora. Tente novamente em instantes.');
    throw new AppError(422, INSTAGRAM_TOKEN_INVALID, { errors: [{ message: INSTAGRAM_TOKEN_INVALID, path: 'access_token' }] });
  }
  if (claimedId !== undefined && claimedId !== account.userId)
    throw new AppError(422, INSTAGRAM_NOT_OWNER, { errors: [{ message: INSTAGRAM_NOT_OWNER, path: 'ig_account_id' }] });
  return account;
}

/** Refuses an id that another live integration holds (`ownRowId`: the row being reconnected). */
export async function ensureAccountFree(
  ctx: TAppContext,
  identifier: string,
  key: 'phone_number_id' | 'ig_account_id',
  value: string,
  ownRowId: string | null,
  message: string,
): Promise<void> {
  const holder = await findIntegrationByMeta(ctx.db, identifier, key, value);
  if (holder && holder.id !== ownRowId) throw conflict(message);
}

/** Two companies connecting the same id at once: the unique index lets one win, the other hears why. */
export async function claimOrConflict<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(message);
    throw err;
  }
}
