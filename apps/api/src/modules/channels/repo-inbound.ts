// Webhook intake: each provider event becomes one inbound_events row under the provider's own id,
// inserted before the webhook is acknowledged. A redelivery hits the unique key and changes nothing.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { companyIntegrations, inboundEvents } from '../../db/schema/index.js';
import { rowsOf } from '../../lib/leases.js';
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

/** The integration a Meta event belongs to, found by a value its meta holds (phone_number_id, ig_account_id). */
interface TIntegrationLookup {
  identifier: string;
  key: 'phone_number_id' | 'ig_account_id';
  value: string;
}

export type TInboundItem = {
  providerEventId: string;
  payload: TInboundPayload;
} & ({ integrationId: string; companyId: string } | { lookup: TIntegrationLookup });

export const bodyHash = (raw: Buffer | string) => createHash('sha256').update(raw).digest('hex').slice(0, 32);

/**
 * Stores the items; returns how many were new. Items of an integration found by lookup are stored in one
 * statement with the lookup (no round trip of its own: intake is one statement per webhook, as the
 * plainest intake is); an event of no integration (a number not connected here) is kept as 'ignored'.
 */
export async function storeInbound(
  ctx: TAppContext,
  provider: 'whatsapp_cloud' | 'evolution' | 'instagram',
  items: TInboundItem[],
): Promise<number> {
  const groups = new Map<string, TInboundItem[]>();
  for (const item of items) {
    const key = 'lookup' in item ? JSON.stringify(item.lookup) : `${item.integrationId}:${item.companyId}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  let stored = 0;
  for (const group of groups.values()) stored += await storeGroup(ctx, provider, group);
  return stored;
}

async function storeGroup(ctx: TAppContext, provider: string, items: TInboundItem[]): Promise<number> {
  const first = items[0]!;
  const owner =
    'lookup' in first
      ? sql`select id, company_id from ${companyIntegrations}
          where identifier = ${first.lookup.identifier} and meta ->> ${first.lookup.key} = ${first.lookup.value}
            and connection_status <> 'removed' limit 1`
      : sql`select ${first.integrationId}::uuid as id, ${first.companyId}::uuid as company_id`;
  const values = sql.join(
    items.map((i) => sql`(${i.providerEventId.slice(0, 300)}, ${i.payload.kind}, ${JSON.stringify(i.payload)}::jsonb)`),
    sql`, `,
  );
  const res = await ctx.db.execute(sql`with owner as (${owner})
    insert into ${inboundEvents} (provider, provider_event_id, kind, integration_id, company_id, payload, status, created_at)
    select ${provider}, v.event_id, v.kind, owner.id, owner.company_id, v.payload,
      case when owner.id is null then 'ignored' else 'pending' end, ${ctx.now().toISOString()}::timestamptz
    from (values ${values}) as v(event_id, kind, payload) left join owner on true
    on conflict do nothing returning id`);
  return rowsOf(res).length;
}
