// Health of gateway sessions: a session that says "connected" but has stopped delivering (our
// messages stay unacknowledged, nothing comes in) is flagged and the owner is notified.
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../lib/context.js';
import type { TApiWorker } from '../module.js';
import { notifyCompanyUsers } from '../notifications/service.js';
import { evolutionClient, isGateway } from './clients.js';
import { markDisconnected } from './service.js';
import { connectedGateways, gatewayDeliveryStats, updateIntegration, whileNotStalled, type TIntegrationRow } from './repo.js';

const STALE_MS = 10 * 60_000;

/** Sent messages older than 10 minutes that never got a delivery ack, with no newer acknowledged one. */
async function stalled(ctx: TAppContext, row: TIntegrationRow): Promise<boolean> {
  const cutoff = new Date(ctx.now().getTime() - STALE_MS);
  const since = new Date(ctx.now().getTime() - 6 * 3_600_000);
  const stats = await gatewayDeliveryStats(ctx.db, row.id, cutoff, since);
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
    const flagged =
      row.connection_status_info !== 'stalled' &&
      (await updateIntegration(
        ctx.db,
        row.id,
        { connection_status_info: 'stalled', updated_at: ctx.now() },
        { onlyIf: whileNotStalled() },
      ));
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
  if (row.connection_status_info === 'stalled')
    await updateIntegration(ctx.db, row.id, { connection_status_info: null, updated_at: ctx.now() });
  await updateIntegration(ctx.db, row.id, {}, { metaPatch: { last_health_ok_at: ctx.now().toISOString() } });
  return 'ok';
}

export async function runHealthChecks(ctx: TAppContext): Promise<void> {
  if (!ctx.config.EVOLUTION_BASE_URL || !ctx.config.EVOLUTION_API_KEY) return;
  const rows = await connectedGateways(ctx.db, ctx.now());
  for (const row of rows) if (isGateway(row.identifier)) await checkGatewayHealth(ctx, row).catch(() => undefined);
}

/**
 * Checks the gateway sessions every EVOLUTION_HEALTH_CHECK_MINUTES (0: never), starting shortly
 * after boot, while the background workers are on (SECRETARY_WORKER).
 */
export function gatewayHealthWorker(app: FastifyInstance): TApiWorker {
  const { ctx } = app;
  const every = ctx.config.EVOLUTION_HEALTH_CHECK_MINUTES * 60_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const tick = (delay: number) => {
    timer = setTimeout(() => {
      running = runHealthChecks(ctx)
        .catch((error: Error) => app.log.warn({ err: error }, 'gateway health check failed'))
        .finally(() => {
          running = null;
          if (timer) tick(every);
        });
    }, delay);
    timer.unref?.();
  };
  if (every > 0 && ctx.config.SECRETARY_WORKER === 'on') tick(ctx.config.JOBS_POLL_MS);
  return {
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
