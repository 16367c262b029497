// Connections through Meta (official WhatsApp Cloud API and Instagram): nothing is written until
// the provider confirmed the caller's token owns the account and no other company holds it.
import type { TInstagramConnectBody, TWhatsappCloudConnectBody } from '@agenda/shared/schemas/secretary';
import { AppError } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import type { TCompanyAccess } from '../companies/access.js';
import { findCompanyById } from '../companies/service.js';
import { extraFeatureRequired, hasExtraFeature } from '../subscriptions/feature-gate.js';
import {
  claimOrConflict,
  ensureAccountFree,
  INSTAGRAM_ACCOUNT_TAKEN,
  proveInstagramAccount,
  proveWhatsappNumber,
  WHATSAPP_NUMBER_TAKEN,
  type TProvenInstagramAccount,
} from './ownership.js';
import { insertIntegration, listCompanyIntegrations, saveCredentials, updateIntegration } from './repo.js';
import { integrationDto, markConnected } from './service.js';

/** Nothing is written until Graph confirmed that the token owns the number and no one else holds it. */
export async function connectWhatsappCloud(ctx: TAppContext, access: TCompanyAccess, body: TWhatsappCloudConnectBody) {
  const existing = (await listCompanyIntegrations(ctx.db, access.companyId)).find((i) => i.channel === 'whatsapp');
  if (existing && existing.identifier !== 'whatsapp_api_oficial')
    throw new AppError(409, 'Esta empresa já tem um WhatsApp por QR Code. Remova-o antes.');
  const number = await proveWhatsappNumber(ctx, body.phone_number_id, body.access_token);
  await ensureAccountFree(
    ctx,
    'whatsapp_api_oficial',
    'phone_number_id',
    body.phone_number_id,
    existing?.id ?? null,
    WHATSAPP_NUMBER_TAKEN,
  );
  const display = number.displayPhoneNumber ?? body.display_phone_number ?? null;
  const patch = { phone_number_id: body.phone_number_id, display_phone_number: display, verified_name: number.verifiedName };
  const row = await claimOrConflict(WHATSAPP_NUMBER_TAKEN, async () =>
    existing
      ? (await updateIntegration(ctx.db, existing.id, { login: display, updated_at: ctx.now() }, { metaPatch: patch }))!
      : insertIntegration(ctx.db, {
          company_id: access.companyId,
          identifier: 'whatsapp_api_oficial',
          channel: 'whatsapp',
          login: display,
          meta: { read_message_option: 'all', ...patch },
          created_at: ctx.now(),
          updated_at: ctx.now(),
        }),
  );
  await saveCredentials(ctx.db, row.id, body.access_token, {}, ctx.now());
  return integrationDto((await markConnected(ctx, row, display))!);
}

export const INSTAGRAM_FEATURE_REQUIRED = 'Habilite a funcionalidade Instagram para conectar.';

/** The extra-feature gate of docs/spec.md §4 for Instagram: in the plan, bought, or switched on by flag. */
export async function hasInstagramFeature(ctx: TAppContext, companyId: string): Promise<boolean> {
  const company = await findCompanyById(ctx, companyId);
  if (company?.feature_flags.includes('instagram_integration')) return true;
  return hasExtraFeature(ctx, companyId, 'instagram');
}

/** Result of the Instagram redirect modal; gated by the `instagram` extra feature (docs/spec.md §9). */
export function instagramFeatureRequired() {
  return extraFeatureRequired('instagram', INSTAGRAM_FEATURE_REQUIRED);
}

/** Support's manual connection: the account is the one Instagram reports for the token. */
export async function connectInstagram(ctx: TAppContext, access: TCompanyAccess, body: TInstagramConnectBody) {
  if (!(await hasInstagramFeature(ctx, access.companyId))) throw instagramFeatureRequired();
  const account = await proveInstagramAccount(ctx, body.access_token, body.ig_account_id);
  return connectInstagramAccount(ctx, access, account, body.access_token, { connected_via: 'token' });
}

/**
 * `account` comes from Instagram (the OAuth exchange or /me for the token), never from the caller.
 * `credentials` is kept beside the token (e.g. its expiry, from Instagram Login).
 */
export async function connectInstagramAccount(
  ctx: TAppContext,
  access: TCompanyAccess,
  account: TProvenInstagramAccount,
  accessToken: string,
  credentials: Record<string, unknown> = {},
) {
  if (!(await hasInstagramFeature(ctx, access.companyId))) throw instagramFeatureRequired();
  const existing = (await listCompanyIntegrations(ctx.db, access.companyId)).find((i) => i.channel === 'instagram');
  await ensureAccountFree(ctx, 'instagram', 'ig_account_id', account.userId, existing?.id ?? null, INSTAGRAM_ACCOUNT_TAKEN);
  const patch = { ig_account_id: account.userId, username: account.username };
  const row = await claimOrConflict(INSTAGRAM_ACCOUNT_TAKEN, async () =>
    existing
      ? (await updateIntegration(ctx.db, existing.id, { login: account.username, updated_at: ctx.now() }, { metaPatch: patch }))!
      : insertIntegration(ctx.db, {
          company_id: access.companyId,
          identifier: 'instagram',
          channel: 'instagram',
          login: account.username,
          meta: { read_message_option: 'all', ...patch },
          created_at: ctx.now(),
          updated_at: ctx.now(),
        }),
  );
  await saveCredentials(ctx.db, row.id, accessToken, credentials, ctx.now());
  return integrationDto((await markConnected(ctx, row, null))!);
}
