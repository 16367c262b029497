// Provider clients built from the config and an integration's credentials.
import { createEvolutionClient, type EvolutionClient } from '../../integrations/evolution/client.js';
import { createInstagramClient, type InstagramClient } from '../../integrations/instagram/client.js';
import { createWhatsappCloudClient, type WhatsappCloudClient } from '../../integrations/whatsapp-cloud/client.js';
import { AppError } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import type { TCredentialsRow, TIntegrationRow } from './repo.js';

export function evolutionClient(ctx: TAppContext): EvolutionClient {
  const { EVOLUTION_BASE_URL, EVOLUTION_API_KEY } = ctx.config;
  if (!EVOLUTION_BASE_URL || !EVOLUTION_API_KEY)
    throw new AppError(503, 'O gateway de WhatsApp (QR Code) não está configurado neste servidor.');
  return createEvolutionClient({ baseUrl: EVOLUTION_BASE_URL, apiKey: EVOLUTION_API_KEY });
}

export function whatsappCloudClient(
  ctx: TAppContext,
  integration: TIntegrationRow,
  creds: TCredentialsRow | undefined,
): WhatsappCloudClient {
  const phoneNumberId = String(integration.meta.phone_number_id ?? '');
  const token = creds?.access_token;
  if (!phoneNumberId || !token) throw new AppError(422, 'Integração do WhatsApp oficial sem credenciais.');
  return createWhatsappCloudClient({
    baseUrl: ctx.config.WHATSAPP_CLOUD_BASE_URL,
    apiVersion: ctx.config.WHATSAPP_CLOUD_API_VERSION,
    accessToken: token,
    phoneNumberId,
  });
}

export function instagramClient(ctx: TAppContext, integration: TIntegrationRow, creds: TCredentialsRow | undefined): InstagramClient {
  const token = creds?.access_token;
  if (!token) throw new AppError(422, 'Integração do Instagram sem credenciais.');
  const igUserId = typeof integration.meta.ig_account_id === 'string' ? integration.meta.ig_account_id : 'me';
  return createInstagramClient({
    baseUrl: ctx.config.INSTAGRAM_BASE_URL,
    apiVersion: ctx.config.INSTAGRAM_API_VERSION,
    accessToken: token,
    igUserId,
  });
}

export const isGateway = (identifier: string) => identifier === 'whatsapp_baileys' || identifier === 'whatsapp_miau';
