// Webhook intake: each provider event becomes one inbound_events row under the provider's own id,
// inserted before the webhook is acknowledged. A redelivery hits the unique key and changes nothing.
import { createHash } from 'node:crypto';
import { inboundEvents } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';

export type TInboundPayload =
  | {
      kind: 'message';
      channel: 'whatsapp' | 'instagram';
      remote_id: string;
      name: string | null;
      text: string;
      content_type: 'text' | 'image' | 'audio' | 'video' | 'document' | 'other';
      media: Record<string, unknown> | null;
      external_id: string;
      from_me: boolean;
      at: string;
    }
  | { kind: 'status'; external_id: string; status: 'sent' | 'delivered' | 'read' | 'failed'; error: string | null }
  | { kind: 'connection'; state: string; statusReason?: number; wuid?: string }
  | { kind: 'qrcode'; base64?: string; code?: string; pairingCode?: string | null; limitReached: boolean };

export interface TInboundItem {
  providerEventId: string;
  integrationId: string | null;
  companyId: string | null;
  payload: TInboundPayload;
}

export const bodyHash = (raw: Buffer | string) => createHash('sha256').update(raw).digest('hex').slice(0, 32);

/** Stores the items; returns how many were new. */
export async function storeInbound(
  ctx: TAppContext,
  provider: 'whatsapp_cloud' | 'evolution' | 'instagram',
  items: TInboundItem[],
): Promise<number> {
  if (!items.length) return 0;
  const now = ctx.now();
  const rows = await ctx.db
    .insert(inboundEvents)
    .values(
      items.map((i) => ({
        provider,
        provider_event_id: i.providerEventId.slice(0, 300),
        kind: i.payload.kind,
        integration_id: i.integrationId,
        company_id: i.companyId,
        payload: i.payload as unknown as Record<string, unknown>,
        status: i.integrationId ? ('pending' as const) : ('ignored' as const),
        created_at: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: inboundEvents.id });
  return rows.length;
}
