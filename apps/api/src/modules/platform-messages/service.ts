import type { TAppContext } from '../../lib/context.js';
import { insertMessage, updateMessage } from './repo-messages.js';
import { createWhatsappCloudClient, WhatsappCloudError } from '../../integrations/whatsapp-cloud/client.js';

const MAX_ATTEMPTS = 3;
const BACKOFF_MS = [0, 300, 1200];

export type TSendResult = { ok: true; status: 'sent' | 'dev_outbox' } | { ok: false; reason: string };

/**
 * Messages the platform sends in its own name (confirmation codes). The row is written first,
 * so a crash between the write and the send loses nothing, and a sent row is never sent again.
 */
export async function sendPlatformWhatsapp(ctx: TAppContext, phone: string, body: string): Promise<TSendResult> {
  const id = await insertMessage(ctx, phone, body);

  if (!ctx.config.whatsappCloudConfigured) {
    if (ctx.config.NODE_ENV === 'production') {
      await updateMessage(ctx, id, { status: 'failed', last_error: 'no provider configured' });
      return { ok: false, reason: 'nenhum provedor de WhatsApp configurado' };
    }
    await updateMessage(ctx, id, { status: 'dev_outbox' });
    return { ok: true, status: 'dev_outbox' };
  }

  const client = createWhatsappCloudClient({
    baseUrl: ctx.config.WHATSAPP_CLOUD_BASE_URL,
    apiVersion: ctx.config.WHATSAPP_CLOUD_API_VERSION,
    accessToken: ctx.config.WHATSAPP_CLOUD_ACCESS_TOKEN!,
    phoneNumberId: ctx.config.WHATSAPP_CLOUD_PHONE_NUMBER_ID!,
  });
  let lastError = 'erro desconhecido';
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const wait = BACKOFF_MS[attempt - 1] ?? 0;
    if (wait) await new Promise((r) => setTimeout(r, wait));
    try {
      const sent = await client.sendText({ to: phone, body });
      await updateMessage(ctx, id, { status: 'sent', provider_message_id: sent.messageId, attempts: attempt, sent_at: ctx.now() }, true);
      return { ok: true, status: 'sent' };
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      await updateMessage(ctx, id, { attempts: attempt, last_error: lastError.slice(0, 500) });
      if (error instanceof WhatsappCloudError && !error.retryable) break;
    }
  }
  await updateMessage(ctx, id, { status: 'failed' });
  return { ok: false, reason: lastError };
}
