// Health of gateway sessions: a session that says "connected" but has stopped delivering (our
// messages stay unacknowledged, nothing comes in) is flagged and the owner is notified.
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { chats, messages } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';
import { notifyCompanyUsers } from '../notifications/service.js';
import { evolutionClient, isGateway } from './clients.js';
import { markDisconnected } from './service.js';
import { updateIntegration, whileNotStalled, type TIntegrationRow } from './repo.js';
import { companyIntegrations } from '../../db/schema/index.js';

const STALE_MS = 10 * 60_000;

/** Sent messages older than 10 minutes that never got a delivery ack, with no newer acknowledged one. */
async function stalled(ctx: TAppContext, row: TIntegrationRow): Promise<boolean> {
  const cutoff = new Date(ctx.now().getTime() - STALE_MS);
  const since = new Date(ctx.now().getTime() - 6 * 3_600_000);
  const [stats] = await ctx.db
    .select({
      unacked: sql<number>`count(*) filter (where ${messages.delivery_status} = 'sent' and ${messages.sent_at} < ${cutoff.toISOString()}::timestamptz)`,
      acked: sql<number>`count(*) filter (where ${messages.delivery_status} in ('delivered', 'read'))`,
      inbound: sql<number>`count(*) filter (where ${messages.role} = 'client')`,
    })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chat_id))
    .where(and(eq(chats.integration_id, row.id), gte(messages.created_at, since)));
  return Number(stats?.unacked ?? 0) >= 2 && Number(stats?.acked ?? 0) === 0 && Number(stats?.inbound ?? 0) === 0;
}

export async function checkGatewayHealth(ctx: TAppContext, row: TIntegrationRow): Promise<'ok' | 'disconnected' | 'stalled'> {
  const state = await evolutionClient(ctx).connectionState(String(row.meta.instance_name));
  if (state !== 'open') {
    await markDisconnected(ctx, row, 'MIAU_STATUS_CHECK', 'A verificação periódica encontrou o WhatsApp desconectado.', true);
    return 'disconnected';
  }
  if (await stalled(ctx, row)) {
    // Processes checking at the same time: only the one that flags the row tells the owner.
    const flagged = row.connection_status_info !== 'stalled' && (await updateIntegration(ctx.db, row.id, { connection_status_info: 'stalled', updated_at: ctx.now() }, { onlyIf: whileNotStalled() }));
    if (flagged) {
      await notifyCompanyUsers(ctx, row.company_id, {
        type: 'general',
        title: 'WhatsApp parou de entregar mensagens',
        body: 'O WhatsApp aparece conectado, mas as mensagens não estão sendo entregues. Desconecte e leia o QR Code novamente.',
        data: { integration_id: row.id },
        roles: ['owner', 'admin'],
      });
    }
    return 'stalled';
  }
  if (row.connection_status_info === 'stalled') await updateIntegration(ctx.db, row.id, { connection_status_info: null, updated_at: ctx.now() });
  await updateIntegration(ctx.db, row.id, {}, { metaPatch: { last_health_ok_at: ctx.now().toISOString() } });
  return 'ok';
}

export async function runHealthChecks(ctx: TAppContext): Promise<void> {
  if (!ctx.config.EVOLUTION_BASE_URL || !ctx.config.EVOLUTION_API_KEY) return;
  const rows = await ctx.db
    .select()
    .from(companyIntegrations)
    .where(and(inArray(companyIntegrations.identifier, ['whatsapp_baileys', 'whatsapp_miau']), eq(companyIntegrations.connection_status, 'connected'), lt(companyIntegrations.updated_at, ctx.now())));
  for (const row of rows) if (isGateway(row.identifier)) await checkGatewayHealth(ctx, row).catch(() => undefined);
}
