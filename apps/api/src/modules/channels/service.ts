// Integration life cycle: connect (QR code through the gateway, official Cloud API, Instagram),
// follow the connection, disconnect and remove (docs/spec.md §3 "Integrations", issue 5 §1).
import { randomBytes, randomUUID } from 'node:crypto';
import { normalizeRemoteJid } from '@agenda/shared/remote-jid';
import type { TIntegrationDisconnectReason } from '@agenda/shared/integration';
import type { TIntegrationSettingsBody, TWhatsappConnectBody } from '@agenda/shared/schemas/secretary';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import type { TCompanyAccess } from '../companies/access.js';
import { completeOnboardingStep, findCompanyById } from '../companies/service.js';
import { notifyCompanyUsers } from '../notifications/service.js';
import { evolutionClient, isGateway } from './clients.js';
import {
  findCompanyIntegration,
  findIntegration,
  insertIntegration,
  listCompanyIntegrations,
  saveCredentials,
  updateIntegration,
  whileConnected,
  type TIntegrationRow,
} from './repo.js';

const SECRET_META_KEYS = new Set(['qr_code']);

export function integrationDto(row: TIntegrationRow) {
  const meta = Object.fromEntries(Object.entries(row.meta).filter(([k]) => !SECRET_META_KEYS.has(k)));
  return {
    id: row.id,
    company_id: row.company_id,
    identifier: row.identifier,
    channel: row.channel,
    login: row.login,
    connection_status: row.connection_status,
    last_connected_at: row.last_connected_at?.toISOString() ?? null,
    connection_status_info: row.connection_status_info,
    meta,
    whatsapp_remote_jid: row.whatsapp_remote_jid,
    phone_to_send_qr: row.phone_to_send_qr,
    disconnected_interface: row.disconnected_interface,
    disconnected_at: row.disconnected_at?.toISOString() ?? null,
    read_message_option: (row.meta.read_message_option as string | undefined) ?? 'all',
    created_at: row.created_at.toISOString(),
  };
}

function emitIntegration(ctx: TAppContext, row: TIntegrationRow) {
  ctx.hub.emit(`company_update:${row.company_id}`, { events: [{ name: 'integration_update', data: integrationDto(row) }] });
}

export async function listIntegrations(ctx: TAppContext, companyId: string) {
  return (await listCompanyIntegrations(ctx.db, companyId)).map(integrationDto);
}

async function requireIntegration(ctx: TAppContext, access: TCompanyAccess, id: string): Promise<TIntegrationRow> {
  const row = await findCompanyIntegration(ctx.db, access.companyId, id);
  if (!row || row.connection_status === 'removed') throw notFound('Integração não encontrada.');
  return row;
}

/** Starts (or restarts) a QR-code connection through the Evolution gateway. */
export async function connectWhatsappGateway(ctx: TAppContext, access: TCompanyAccess, body: TWhatsappConnectBody, publicUrl: string) {
  if (body.identifier === 'whatsapp_api_oficial') throw new AppError(422, 'Use a conexão do WhatsApp oficial para este tipo.');
  const company = await findCompanyById(ctx, access.companyId);
  if (company?.feature_flags.includes('!whatsapp_integration'))
    throw forbidden('A integração com WhatsApp está desativada para esta empresa.');
  const evo = evolutionClient(ctx);
  const existing = (await listCompanyIntegrations(ctx.db, access.companyId)).find((i) => i.channel === 'whatsapp');
  if (existing && !isGateway(existing.identifier))
    throw new AppError(409, 'Esta empresa já tem um WhatsApp oficial conectado. Remova-o antes.');
  // The instance name is stored with the row: the gateway's first webhook can be processed before this call
  // finishes, and an event handler must never see (and write back) a row without it.
  const newId = randomUUID();
  const row =
    existing ??
    (await insertIntegration(ctx.db, {
      id: newId,
      company_id: access.companyId,
      identifier: body.identifier,
      channel: 'whatsapp',
      connection_status: 'pending',
      webhook_secret: randomBytes(24).toString('hex'),
      meta: { read_message_option: 'all', instance_name: `agenda-${newId}` },
      created_at: ctx.now(),
      updated_at: ctx.now(),
    }));
  const instanceName = String(row.meta.instance_name ?? `agenda-${row.id}`);
  const webhookUrl = `${publicUrl.replace(/\/+$/, '')}/webhooks/evolution/${row.id}?token=${row.webhook_secret}`;
  const events = ['QRCODE_UPDATED', 'CONNECTION_UPDATE', 'MESSAGES_UPSERT', 'MESSAGES_UPDATE'];
  let qr: { code: string; base64: string; pairingCode: string | null } | null = null;
  if (!existing?.meta.instance_name) {
    const created = await evo.createInstance({
      instanceName,
      qrcode: true,
      integration: 'WHATSAPP-BAILEYS',
      webhook: { url: webhookUrl, events, base64: true },
    });
    await saveCredentials(ctx.db, row.id, created.token, {}, ctx.now());
    qr = created.qr ?? null;
  } else {
    await evo.setWebhook(instanceName, { url: webhookUrl, events, base64: true });
  }
  if (body.phone_to_send_qr || !qr) {
    const res = await evo.connect(instanceName, body.phone_to_send_qr ? { number: body.phone_to_send_qr.replace(/\D/g, '') } : undefined);
    if (res.state === 'qr') qr = res.qr;
    if (res.state === 'open') return integrationDto((await markConnected(ctx, row, null))!);
  }
  const updated = await updateIntegration(
    ctx.db,
    row.id,
    { connection_status: 'qr_code', phone_to_send_qr: body.phone_to_send_qr ?? null, updated_at: ctx.now() },
    {
      metaPatch: {
        instance_name: instanceName,
        qr_base64: qr?.base64 ?? null,
        qr_code: qr?.code ?? null,
        pairing_code: qr?.pairingCode ?? null,
      },
    },
  );
  emitIntegration(ctx, updated!);
  return integrationDto(updated!);
}

/** The current QR (asks the gateway again, so an expired one is replaced). */
export async function refreshQr(ctx: TAppContext, access: TCompanyAccess, id: string) {
  const row = await requireIntegration(ctx, access, id);
  if (!isGateway(row.identifier)) throw new AppError(422, 'Esta integração não usa QR Code.');
  const res = await evolutionClient(ctx).connect(String(row.meta.instance_name));
  if (res.state === 'open') return integrationDto((await markConnected(ctx, row, null))!);
  if (res.state === 'qr') {
    const updated = await updateIntegration(
      ctx.db,
      row.id,
      { connection_status: 'qr_code', updated_at: ctx.now() },
      { metaPatch: { qr_base64: res.qr.base64, qr_code: res.qr.code, pairing_code: res.qr.pairingCode } },
    );
    return integrationDto(updated!);
  }
  return integrationDto(row);
}

export async function markConnected(ctx: TAppContext, row: TIntegrationRow, wuid: string | null) {
  const updated = await updateIntegration(
    ctx.db,
    row.id,
    {
      connection_status: 'connected',
      last_connected_at: ctx.now(),
      connection_status_info: null,
      disconnected_at: null,
      disconnected_interface: null,
      whatsapp_remote_jid: wuid ? normalizeRemoteJid(wuid) : row.whatsapp_remote_jid,
      updated_at: ctx.now(),
    },
    { metaPatch: { qr_base64: null, qr_code: null, pairing_code: null, last_health_ok_at: ctx.now().toISOString() } },
  );
  if (row.channel === 'whatsapp') await completeOnboardingStep(ctx, row.company_id, 'connect_whatsapp');
  emitIntegration(ctx, updated!);
  return updated;
}

/**
 * With `notify`, the owner hears about the drop once: several processes can see the same session
 * drop (health checks started together, a gateway event beside a check), and only the one whose
 * update moves the row out of 'connected' sends the notification; the others change nothing.
 */
export async function markDisconnected(
  ctx: TAppContext,
  row: TIntegrationRow,
  reason: TIntegrationDisconnectReason,
  info: string | null,
  notify: boolean,
) {
  const values = {
    connection_status: 'disconnected',
    disconnected_at: ctx.now(),
    disconnected_interface: reason,
    connection_status_info: info,
    updated_at: ctx.now(),
  };
  const updated = await updateIntegration(ctx.db, row.id, values, notify ? { onlyIf: whileConnected() } : {});
  if (!updated) return findIntegration(ctx.db, row.id);
  emitIntegration(ctx, updated);
  if (notify) {
    await notifyCompanyUsers(ctx, row.company_id, {
      type: 'general',
      title: 'WhatsApp desconectado',
      body: info ?? 'O WhatsApp da empresa foi desconectado. Conecte novamente em Integrações › WhatsApp.',
      data: { integration_id: row.id, reason },
      roles: ['owner', 'admin'],
    });
  }
  return updated;
}

/** Applies a connection.update / qrcode.updated event of the gateway. */
export async function applyGatewayEvent(
  ctx: TAppContext,
  row: TIntegrationRow,
  event:
    | { kind: 'connection'; state: string; statusReason?: number; wuid?: string }
    | { kind: 'qrcode'; base64?: string; code?: string; pairingCode?: string | null; limitReached: boolean },
) {
  if (event.kind === 'qrcode') {
    if (event.limitReached) return markDisconnected(ctx, row, 'MIAU_QR_CODE', 'O QR Code expirou sem ser lido. Gere um novo.', false);
    const updated = await updateIntegration(
      ctx.db,
      row.id,
      { connection_status: 'qr_code', updated_at: ctx.now() },
      { metaPatch: { qr_base64: event.base64 ?? null, qr_code: event.code ?? null, pairing_code: event.pairingCode ?? null } },
    );
    emitIntegration(ctx, updated!);
    return updated;
  }
  if (event.state === 'open') return markConnected(ctx, row, event.wuid ?? null);
  if (event.state === 'connecting') return row;
  const wasConnected = row.connection_status === 'connected';
  const loggedOut = event.statusReason === 401;
  return markDisconnected(
    ctx,
    row,
    loggedOut ? 'MIAU_LOGGED_OUT' : 'MIAU_DISCONNECTED',
    loggedOut ? 'O WhatsApp foi desconectado no celular.' : 'A conexão com o WhatsApp caiu.',
    wasConnected,
  );
}

export async function disconnectIntegration(ctx: TAppContext, access: TCompanyAccess, id: string) {
  const row = await requireIntegration(ctx, access, id);
  if (isGateway(row.identifier))
    await evolutionClient(ctx)
      .logout(String(row.meta.instance_name))
      .catch(() => undefined);
  return integrationDto((await markDisconnected(ctx, row, 'MIAU_MANUAL_DISCONNECT', 'Desconectado manualmente.', false))!);
}

export async function removeIntegration(ctx: TAppContext, access: TCompanyAccess, id: string) {
  const row = await requireIntegration(ctx, access, id);
  if (isGateway(row.identifier) && row.meta.instance_name)
    await evolutionClient(ctx)
      .deleteInstance(String(row.meta.instance_name))
      .catch(() => undefined);
  const updated = await updateIntegration(ctx.db, row.id, {
    connection_status: 'removed',
    disconnected_at: ctx.now(),
    updated_at: ctx.now(),
  });
  await saveCredentials(ctx.db, row.id, null, {}, ctx.now());
  emitIntegration(ctx, updated!);
  return integrationDto(updated!);
}

export async function updateIntegrationSettings(ctx: TAppContext, access: TCompanyAccess, id: string, body: TIntegrationSettingsBody) {
  const row = await requireIntegration(ctx, access, id);
  const updated = await updateIntegration(
    ctx.db,
    row.id,
    { updated_at: ctx.now() },
    { metaPatch: { read_message_option: body.read_message_option } },
  );
  emitIntegration(ctx, updated!);
  return integrationDto(updated!);
}
