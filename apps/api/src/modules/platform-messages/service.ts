import { and, desc, eq } from 'drizzle-orm';
import { platformMessages } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';
import { createWhatsappCloudClient, WhatsappCloudError } from '../../integrations/whatsapp-cloud/client.js';

const MAX_ATTEMPTS = 3;
const BACKOFF_MS = [0, 300, 1200];

export type TSendResult = { ok: true; status: 'sent' | 'dev_outbox' } | { ok: false; reason: string };

/**
 * Messages the platform sends in its own name (confirmation codes). The row is written first,
 * so a crash between the write and the send loses nothing, and a sent row is never sent again.
 */
export async function sendPlatformWhatsapp(ctx: TAppContext, phone: string, body: string): Promise<TSendResult> {
  const [row] = await ctx.db.insert(platformMessages).values({ phone, body }).returning({ id: platformMessages.id });
  const id = row!.id;

  if (!ctx.config.whatsappCloudConfigured) {
    if (ctx.config.NODE_ENV === 'production') {
      await ctx.db
        .update(platformMessages)
        .set({ status: 'failed', last_error: 'no provider configured' })
        .where(eq(platformMessages.id, id));
      return { ok: false, reason: 'nenhum provedor de WhatsApp configurado' };
    }
    await ctx.db.update(platformMessages).set({ status: 'dev_outbox' }).where(eq(platformMessages.id, id));
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
      await ctx.db
        .update(platformMessages)
        .set({ status: 'sent', provider_message_id: sent.messageId, attempts: attempt, sent_at: ctx.now() })
        .where(and(eq(platformMessages.id, id), eq(platformMessages.status, 'pending')));
      return { ok: true, status: 'sent' };
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      await ctx.db
        .update(platformMessages)
        .set({ attempts: attempt, last_error: lastError.slice(0, 500) })
        .where(eq(platformMessages.id, id));
      if (error instanceof WhatsappCloudError && !error.retryable) break;
    }
  }
  await ctx.db.update(platformMessages).set({ status: 'failed' }).where(eq(platformMessages.id, id));
  return { ok: false, reason: lastError };
}

/** The development outbox of one phone: what would have gone to WhatsApp when no provider is configured. */
export async function listDevOutbox(ctx: TAppContext, phone: string) {
  const where = and(eq(platformMessages.status, 'dev_outbox'), eq(platformMessages.phone, phone));
  return ctx.db
    .select({
      id: platformMessages.id,
      phone: platformMessages.phone,
      body: platformMessages.body,
      created_at: platformMessages.created_at,
    })
    .from(platformMessages)
    .where(where)
    .orderBy(desc(platformMessages.created_at))
    .limit(50);
}
