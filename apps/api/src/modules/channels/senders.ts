// Sends one text through the integration of a chat. Errors keep the provider's `retryable` flag,
// so the dispatcher knows whether to try again.
import type { TAppContext } from '../../lib/context.js';
import { credentialsOf, findIntegration } from './repo.js';
import { evolutionClient, instagramClient, isGateway, whatsappCloudClient } from './clients.js';

export class SendFailure extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export async function sendChannelText(ctx: TAppContext, input: { integrationId: string | null; to: string; body: string }): Promise<{ externalId: string }> {
  if (!input.integrationId) throw new SendFailure('chat sem integração', false);
  const integration = await findIntegration(ctx.db, input.integrationId);
  if (!integration || integration.connection_status === 'removed') throw new SendFailure('integração removida', false);
  const creds = await credentialsOf(ctx.db, integration.id);
  try {
    if (integration.identifier === 'whatsapp_api_oficial') {
      const sent = await whatsappCloudClient(ctx, integration, creds).sendText({ to: input.to, body: input.body });
      return { externalId: sent.messageId };
    }
    if (isGateway(integration.identifier)) {
      const instance = String(integration.meta.instance_name ?? '');
      const sent = await evolutionClient(ctx).sendText(instance, { number: input.to, text: input.body });
      return { externalId: sent.messageId };
    }
    if (integration.identifier === 'instagram') {
      const sent = await instagramClient(ctx, integration, creds).sendText({ recipientId: input.to, text: input.body });
      return { externalId: sent.messageId };
    }
  } catch (error) {
    if (error instanceof SendFailure) throw error;
    const retryable = (error as { retryable?: unknown }).retryable;
    throw new SendFailure((error as Error).message, retryable === undefined ? true : Boolean(retryable));
  }
  throw new SendFailure(`canal desconhecido: ${integration.identifier}`, false);
}

/** Marks an inbound message as read on the provider (read-message option); best effort. */
export async function markChannelRead(ctx: TAppContext, integrationId: string | null, externalId: string): Promise<void> {
  if (!integrationId) return;
  const integration = await findIntegration(ctx.db, integrationId);
  if (!integration || integration.identifier !== 'whatsapp_api_oficial') return;
  const creds = await credentialsOf(ctx.db, integration.id);
  await whatsappCloudClient(ctx, integration, creds).markRead(externalId).catch(() => undefined);
}
