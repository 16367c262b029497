// Sends one text through the integration of a chat. Errors keep the provider's `retryable` flag,
// so the dispatcher knows whether to try again.
import { createHash } from 'node:crypto';
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

/** The chat's integration, unless there is none or it was removed (a failure not worth retrying). */
export async function integrationToSend(ctx: TAppContext, integrationId: string | null) {
  if (!integrationId) throw new SendFailure('chat sem integração', false);
  const integration = await findIntegration(ctx.db, integrationId);
  if (!integration || integration.connection_status === 'removed') throw new SendFailure('integração removida', false);
  return integration;
}

type TSendTarget = { integration: Awaited<ReturnType<typeof integrationToSend>>; creds: Awaited<ReturnType<typeof credentialsOf>> };

/**
 * Integrations and credentials read once per send batch (the dispatcher's): a thousand reminders of
 * one company do not read the same two rows a thousand times. Lives only as long as the batch.
 */
export type TSendTargetCache = Map<string, Promise<TSendTarget>>;

async function sendTarget(ctx: TAppContext, integrationId: string | null, cache?: TSendTargetCache): Promise<TSendTarget> {
  const read = async () => {
    const integration = await integrationToSend(ctx, integrationId);
    return { integration, creds: await credentialsOf(ctx.db, integration.id) };
  };
  if (!cache || !integrationId) return read();
  let found = cache.get(integrationId);
  if (!found) {
    found = read();
    cache.set(integrationId, found);
  }
  return found;
}

/** A provider error as a SendFailure keeping its `retryable` flag (retryable when it has none). */
export function providerFailure(error: unknown): SendFailure {
  if (error instanceof SendFailure) return error;
  const retryable = (error as { retryable?: unknown }).retryable;
  return new SendFailure((error as Error).message, retryable === undefined ? true : Boolean(retryable));
}

/**
 * The WhatsApp message id we ask Evolution to use for an outbox message: the same for every attempt,
 * in the shape Baileys gives its own ids ('3EB0' + uppercase hex).
 */
export function evolutionMessageId(idempotencyKey: string): string {
  return `3EB0${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 36).toUpperCase()}`;
}

/**
 * `idempotencyKey` (the outbox message id) goes to the provider where it takes one. Only Evolution
 * does: its send body accepts `messageId` (src/api/dto/sendMessage.dto.ts `Metadata.messageId`, passed
 * to Baileys as the message key id), and WhatsApp keeps one message per key id. The WhatsApp Cloud API
 * (`POST /{phone-number-id}/messages`) and Instagram's Send API document no idempotency key
 * (`biz_opaque_callback_data` only comes back on status webhooks), so there a message is sent once by
 * the dispatcher's per-message claim and lease alone.
 */
export async function sendChannelText(
  ctx: TAppContext,
  input: { integrationId: string | null; to: string; body: string; idempotencyKey?: string },
  cache?: TSendTargetCache,
): Promise<{ externalId: string }> {
  const { integration, creds } = await sendTarget(ctx, input.integrationId, cache);
  try {
    if (integration.identifier === 'whatsapp_api_oficial') {
      const sent = await whatsappCloudClient(ctx, integration, creds).sendText({ to: input.to, body: input.body });
      return { externalId: sent.messageId };
    }
    if (isGateway(integration.identifier)) {
      const instance = String(integration.meta.instance_name ?? '');
      const sent = await evolutionClient(ctx).sendText(instance, {
        number: input.to,
        text: input.body,
        ...(input.idempotencyKey ? { messageId: evolutionMessageId(input.idempotencyKey) } : {}),
      });
      return { externalId: sent.messageId };
    }
    if (integration.identifier === 'instagram') {
      const sent = await instagramClient(ctx, integration, creds).sendText({ recipientId: input.to, text: input.body });
      return { externalId: sent.messageId };
    }
  } catch (error) {
    throw providerFailure(error);
  }
  throw new SendFailure(`canal desconhecido: ${integration.identifier}`, false);
}

/**
 * Marks an inbound message as read on the provider (read-message option). Best effort and called
 * without waiting: it never rejects (a database closing under it at shutdown must not crash the process).
 */
export async function markChannelRead(ctx: TAppContext, integrationId: string | null, externalId: string): Promise<boolean> {
  if (!integrationId) return false;
  try {
    const integration = await findIntegration(ctx.db, integrationId);
    if (!integration || integration.identifier !== 'whatsapp_api_oficial') return false;
    const creds = await credentialsOf(ctx.db, integration.id);
    await whatsappCloudClient(ctx, integration, creds).markRead(externalId);
    return true;
  } catch {
    return false;
  }
}
