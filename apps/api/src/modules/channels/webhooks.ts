// Provider webhooks: verify on the raw body, store each event under its provider id, answer 200.
// Processing happens from the stored rows (secretary worker), never inside the request.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseWhatsappWebhook, verifyWhatsappHandshake, type WhatsappInboundMessage } from '../../integrations/whatsapp-cloud/webhook.js';
import { verifyWhatsappSignature } from '../../integrations/whatsapp-cloud/signature.js';
import { parseEvolutionWebhook } from '../../integrations/evolution/webhook.js';
import { parseInstagramWebhook, verifyInstagramHandshake } from '../../integrations/instagram/webhook.js';
import { verifyInstagramSignature } from '../../integrations/instagram/signature.js';
import { findIntegration, type TIntegrationRow } from './repo.js';
import { bodyHash, storeInbound, type TInboundItem } from './repo-inbound.js';
import { gateIntake } from '../../lib/intake-gate.js';

export interface TWebhookHooks {
  /** Called after new events were stored (the worker picks them up now). */
  onStored(): void;
}

function rawOf(request: FastifyRequest): Buffer {
  return Buffer.isBuffer(request.body) ? request.body : Buffer.from(typeof request.body === 'string' ? request.body : '');
}

function jsonOf(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

function contentTypeOf(type: string): 'text' | 'image' | 'audio' | 'video' | 'document' | 'other' {
  if (type === 'text' || type === 'interactive' || type === 'button') return 'text';
  if (type === 'image' || type === 'sticker') return 'image';
  if (type === 'audio' || type === 'video' || type === 'document') return type;
  return 'other';
}

function instagramKind(type: string | undefined): 'image' | 'audio' | 'video' | 'document' | 'other' {
  if (type === 'image' || type === 'audio' || type === 'video') return type;
  if (type === 'file') return 'document';
  return 'other';
}

function cloudMessageText(m: WhatsappInboundMessage): string {
  return (
    m.text ??
    m.reply?.title ??
    m.media?.caption ??
    (m.location ? `[localização] ${m.location.name ?? ''} ${m.location.address ?? ''}`.trim() : '')
  );
}

const equalSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Meta documents webhook payloads of up to 3 MB ("Webhooks payloads can be up to 3MB", WhatsApp Cloud
 * API webhooks page); Instagram events come from the same Graph webhooks. Media never rides along
 * (only ids or CDN URLs), so nothing Meta sends is larger.
 */
export const META_WEBHOOK_BODY_LIMIT = 3 * 1024 * 1024;

/** Integrations whose URL secret the Evolution route's onRequest hook accepted, for its handler. */
const evolutionCallers = new WeakMap<FastifyRequest, TIntegrationRow>();

function whatsappCloudItems(payload: unknown): TInboundItem[] {
  const items: TInboundItem[] = [];
  for (const ev of parseWhatsappWebhook(payload)) {
    const base = { lookup: { identifier: 'whatsapp_api_oficial', key: 'phone_number_id', value: ev.phoneNumberId } } as const;
    if (ev.kind === 'message') {
      if (ev.type === 'reaction') continue;
      items.push({
        ...base,
        providerEventId: `msg:${ev.messageId}`,
        payload: {
          kind: 'message',
          channel: 'whatsapp',
          remote_id: ev.waId || ev.from,
          name: ev.profileName ?? null,
          text: cloudMessageText(ev),
          content_type: contentTypeOf(ev.type),
          media: ev.media ? { ...ev.media } : null,
          external_id: ev.messageId,
          from_me: false,
          at: ev.timestamp.toISOString(),
        },
      });
    } else if (ev.status === 'sent' || ev.status === 'delivered' || ev.status === 'read' || ev.status === 'failed') {
      items.push({
        ...base,
        providerEventId: `status:${ev.messageId}:${ev.status}`,
        payload: {
          kind: 'status',
          external_id: ev.messageId,
          status: ev.status as 'sent' | 'delivered' | 'read' | 'failed',
          error: ev.errors?.[0]?.message ?? ev.errors?.[0]?.title ?? null,
        },
      });
    }
  }
  return items;
}

export async function webhookRoutes(app: FastifyInstance, opts: { hooks: TWebhookHooks }) {
  const ctx = app.ctx;
  // Only in this scope: JSON bodies stay raw bytes, because signatures are computed over them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: META_WEBHOOK_BODY_LIMIT }, (_req, body, done) => done(null, body));
  gateIntake(app, ctx.config.WEBHOOK_MAX_IN_FLIGHT);

  // --- WhatsApp Business Cloud API ---
  app.get('/webhooks/whatsapp-cloud', async (request, reply) => {
    const challenge = verifyWhatsappHandshake(request.query as Record<string, unknown>, ctx.config.WHATSAPP_CLOUD_VERIFY_TOKEN ?? '');
    if (challenge === null) return reply.status(403).send({ message: 'Token de verificação inválido.' });
    return reply.type('text/plain').send(challenge);
  });
  app.post('/webhooks/whatsapp-cloud', { bodyLimit: META_WEBHOOK_BODY_LIMIT }, async (request, reply) => {
    const raw = rawOf(request);
    const header = request.headers['x-hub-signature-256'];
    if (!verifyWhatsappSignature(raw, typeof header === 'string' ? header : undefined, ctx.config.WHATSAPP_CLOUD_APP_SECRET ?? '')) {
      return reply.status(401).send({ message: 'Assinatura inválida.' });
    }
    const stored = await storeInbound(ctx, 'whatsapp_cloud', whatsappCloudItems(jsonOf(raw)));
    if (stored) opts.hooks.onStored();
    return reply.send({ ok: true });
  });

  // --- Evolution API gateway (unsigned: the URL carries the integration's secret) ---
  // The body cap is EVOLUTION_WEBHOOK_BODY_LIMIT_MB (see config.ts for why 24 MB). The secret is
  // checked in onRequest, before Fastify reads a byte of the body, so a caller without it cannot make
  // the API buffer megabytes; the connection is closed so the rest of the upload is not read either.
  const evolutionBodyLimit = Math.floor(ctx.config.EVOLUTION_WEBHOOK_BODY_LIMIT_MB * 1024 * 1024);
  const evolutionAuth = async (request: FastifyRequest, reply: FastifyReply) => {
    const { integrationId } = (request.params ?? {}) as { integrationId?: string };
    const token = (request.query as Record<string, unknown>).token;
    const header = request.headers['x-webhook-secret'];
    const given = typeof token === 'string' ? token : typeof header === 'string' ? header : '';
    const integration =
      integrationId && z.uuid().safeParse(integrationId).success ? await findIntegration(ctx.db, integrationId) : undefined;
    if (!integration?.webhook_secret || !given || !equalSecret(given, integration.webhook_secret)) {
      return reply.header('connection', 'close').status(401).send({ message: 'Não autorizado.' });
    }
    evolutionCallers.set(request, integration);
  };
  app.post('/webhooks/evolution/:integrationId', { bodyLimit: evolutionBodyLimit, onRequest: evolutionAuth }, async (request, reply) => {
    const integration = evolutionCallers.get(request);
    if (!integration) return reply.status(401).send({ message: 'Não autorizado.' });
    // Only the instance we created for this integration may speak for it.
    const instanceName = String(integration.meta.instance_name ?? `agenda-${integration.id}`);
    const raw = rawOf(request);
    const hash = bodyHash(raw);
    const items: TInboundItem[] = [];
    const base = { integrationId: integration.id, companyId: integration.company_id };
    for (const ev of parseEvolutionWebhook(jsonOf(raw))) {
      if (ev.instance !== instanceName) continue;
      if (ev.kind === 'message') {
        if (ev.isGroup || !ev.number) continue;
        items.push({
          ...base,
          providerEventId: `${integration.id}:msg:${ev.messageId}`,
          payload: {
            kind: 'message',
            channel: 'whatsapp',
            remote_id: ev.number,
            name: ev.pushName ?? null,
            text: ev.text ?? '',
            content_type: ev.media?.kind ?? (ev.text !== undefined ? 'text' : ev.messageType.includes('audio') ? 'audio' : 'other'),
            media: ev.media ? { ...ev.media } : null,
            external_id: ev.messageId,
            from_me: ev.fromMe,
            at: (ev.timestamp ?? ctx.now()).toISOString(),
          },
        });
      } else if (ev.kind === 'message_status') {
        const status =
          ev.status === 'READ' || ev.status === 'PLAYED'
            ? 'read'
            : ev.status === 'DELIVERY_ACK'
              ? 'delivered'
              : ev.status === 'SERVER_ACK'
                ? 'sent'
                : ev.status === 'ERROR'
                  ? 'failed'
                  : null;
        if (status)
          items.push({
            ...base,
            providerEventId: `${integration.id}:status:${ev.messageId}:${status}`,
            payload: { kind: 'status', external_id: ev.messageId, status, error: null },
          });
      } else if (ev.kind === 'connection') {
        items.push({
          ...base,
          providerEventId: `${integration.id}:conn:${hash}`,
          payload: {
            kind: 'connection',
            state: ev.state,
            ...(ev.statusReason !== undefined ? { statusReason: ev.statusReason } : {}),
            ...(ev.wuid ? { wuid: ev.wuid } : {}),
          },
        });
      } else {
        items.push({
          ...base,
          providerEventId: `${integration.id}:qr:${hash}`,
          payload: { kind: 'qrcode', base64: ev.base64, code: ev.code, pairingCode: ev.pairingCode ?? null, limitReached: ev.limitReached },
        });
      }
    }
    const stored = await storeInbound(ctx, 'evolution', items);
    if (stored) opts.hooks.onStored();
    return reply.send({ ok: true });
  });

  // --- Instagram messaging ---
  app.get('/webhooks/instagram', async (request, reply) => {
    const challenge = verifyInstagramHandshake(request.query as Record<string, unknown>, ctx.config.INSTAGRAM_VERIFY_TOKEN ?? '');
    if (challenge === null) return reply.status(403).send({ message: 'Token de verificação inválido.' });
    return reply.type('text/plain').send(challenge);
  });
  app.post('/webhooks/instagram', { bodyLimit: META_WEBHOOK_BODY_LIMIT }, async (request, reply) => {
    const raw = rawOf(request);
    const header = request.headers['x-hub-signature-256'];
    const secrets = [ctx.config.INSTAGRAM_APP_SECRET, ctx.config.WHATSAPP_CLOUD_APP_SECRET].filter((s): s is string => !!s);
    if (!secrets.length || !verifyInstagramSignature(raw, typeof header === 'string' ? header : undefined, secrets)) {
      return reply.status(401).send({ message: 'Assinatura inválida.' });
    }
    const items: TInboundItem[] = [];
    for (const ev of parseInstagramWebhook(jsonOf(raw))) {
      if (ev.kind !== 'message' || ev.isDeleted) continue;
      // Echoes are our own sends (or staff replying in the Instagram app): the person is the recipient.
      const person = ev.isEcho ? ev.recipientId : ev.senderId;
      items.push({
        lookup: { identifier: 'instagram', key: 'ig_account_id', value: ev.igAccountId },
        providerEventId: `${ev.isEcho ? 'echo' : 'msg'}:${ev.messageId}`,
        payload: {
          kind: 'message',
          channel: 'instagram',
          remote_id: person,
          name: null,
          text: ev.text ?? '',
          content_type: ev.text !== undefined ? 'text' : instagramKind(ev.attachments[0]?.type),
          media: ev.attachments.length ? { attachments: ev.attachments } : null,
          external_id: ev.messageId,
          from_me: ev.isEcho,
          at: ev.timestamp.toISOString(),
        },
      });
    }
    const stored = await storeInbound(ctx, 'instagram', items);
    if (stored) opts.hooks.onStored();
    return reply.send({ ok: true });
  });
}
