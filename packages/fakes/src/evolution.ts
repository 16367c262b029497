// Fake Evolution API v2 for tests and local runs (docs/providers.md §3).
// Covers instance lifecycle (create, connect/QR, connectionState, logout, delete), sendText, sendMedia, sendWhatsAppAudio,
// webhook/set|find and webhook deliveries (qrcode.updated, connection.update, messages.upsert,
// messages.update, send.message). Test controls simulate the phone: scanning the QR, dropping
// the session, receiving messages, and the "connected but not delivering" failure where the
// instance reports `open` yet every sent message stays PENDING and nothing arrives.
import { randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type {
  FakeEvolution,
  FakeEvolutionDelivery,
  FakeEvolutionInstance,
  FakeEvolutionOptions,
  FakeEvolutionSent,
  FakeEvolutionState,
} from './evolution-types.js';
import { EVOLUTION_SEND_ROUTES, evolutionOutgoingOf, opt } from './evolution-media.js';
import { createWebhookEmitter } from './evolution-webhooks.js';
import { createdView, evoError, mediaMessage, parseWebhook, QR_PNG, webhookView } from './evolution-wire.js';

export type { FakeEvolution } from './evolution-types.js';

export async function startFakeEvolution(options: FakeEvolutionOptions = {}): Promise<FakeEvolution> {
  const apiKey = options.apiKey ?? 'evolution-global-key';
  const instances = new Map<string, FakeEvolutionInstance>();
  const sent: FakeEvolutionSent[] = [];
  const deliveries: FakeEvolutionDelivery[] = [];
  const pending = new Set<Promise<unknown>>();
  const unknownNumbers = new Set<string>();
  let connectCalls = 0;

  const app = Fastify({ logger: false });
  let url = '';
  const emit = createWebhookEmitter(deliveries, () => options.serverUrl ?? url);

  app.setErrorHandler<Error & { statusCode?: number }>((err, _request, reply) => {
    const status = typeof err.statusCode === 'number' && err.statusCode < 500 ? err.statusCode : 500;
    return evoError(reply, status, [err.message]);
  });
  app.setNotFoundHandler((request, reply) => evoError(reply, 404, [`Cannot ${request.method} ${request.url}`]));

  /** Global key always works; an instance token works for that instance's routes (auth.guard.ts). */
  function authorised(request: FastifyRequest, instanceName?: string): boolean {
    const key = request.headers.apikey;
    if (key === apiKey) return true;
    if (instanceName === undefined || typeof key !== 'string') return false;
    return instances.get(instanceName)?.token === key;
  }

  function guard(request: FastifyRequest, reply: FastifyReply, name: string): FakeEvolutionInstance | null {
    if (!authorised(request, name)) {
      evoError(reply, 401, 'Unauthorized');
      return null;
    }
    const found = instances.get(name);
    if (!found) {
      evoError(reply, 404, [`The "${name}" instance does not exist`]);
      return null;
    }
    return found;
  }

  app.post('/instance/create', async (request, reply) => {
    if (!authorised(request)) return evoError(reply, 401, 'Unauthorized');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const name = body.instanceName;
    if (typeof name !== 'string' || name === '') {
      return evoError(reply, 400, [['instance requires property "instanceName"']]);
    }
    if (instances.has(name)) return evoError(reply, 403, [`This name "${name}" is already in use.`]);
    const integration = typeof body.integration === 'string' ? body.integration : 'WHATSAPP-BAILEYS';
    const inst: FakeEvolutionInstance = {
      name,
      id: randomUUID(),
      token: typeof body.token === 'string' && body.token !== '' ? body.token : randomUUID().toUpperCase(),
      integration,
      state: 'close',
      webhook: parseWebhook(body.webhook),
      qrCount: 0,
      wuid: null,
      profileName: null,
      stalled: false,
    };
    instances.set(name, inst);
    const wantsQr = body.qrcode === true && integration === 'WHATSAPP-BAILEYS';
    const qrcode = wantsQr ? await newQr(inst, typeof body.number === 'string' ? body.number : undefined) : undefined;
    return reply.code(201).send(createdView(inst, qrcode));
  });

  app.get<{ Params: { name: string }; Querystring: { number?: string } }>('/instance/connect/:name', async (request, reply) => {
    const inst = guard(request, reply, request.params.name);
    if (!inst) return reply;
    if (inst.state === 'open') return { instance: { instanceName: inst.name, state: 'open' } };
    connectCalls += 1;
    if (options.emptyFirstQr && connectCalls === 1) {
      inst.state = 'connecting';
      return { count: 0 };
    }
    return newQr(inst, request.query.number);
  });

  app.get<{ Params: { name: string } }>('/instance/connectionState/:name', async (request, reply) => {
    const inst = guard(request, reply, request.params.name);
    if (!inst) return reply;
    return { instance: { instanceName: inst.name, state: inst.state } };
  });

  app.delete<{ Params: { name: string } }>('/instance/logout/:name', async (request, reply) => {
    const inst = guard(request, reply, request.params.name);
    if (!inst) return reply;
    if (inst.state !== 'open') return evoError(reply, 400, [`The "${inst.name}" instance is not connected`]);
    await setState(inst, 'close', 401);
    inst.wuid = null;
    return { status: 'SUCCESS', error: false, response: { message: 'Instance logged out' } };
  });

  app.delete<{ Params: { name: string } }>('/instance/delete/:name', async (request, reply) => {
    const inst = guard(request, reply, request.params.name);
    if (!inst) return reply;
    instances.delete(inst.name);
    return { status: 'SUCCESS', error: false, response: { message: 'Instance deleted' } };
  });

  app.post<{ Params: { name: string } }>('/webhook/set/:name', async (request, reply) => {
    const inst = guard(request, reply, request.params.name);
    if (!inst) return reply;
    const body = (request.body ?? {}) as { webhook?: unknown };
    const webhook = parseWebhook(body.webhook);
    if (!webhook) return evoError(reply, 400, [['instance.webhook requires property "url"']]);
    inst.webhook = webhook;
    return reply.code(201).send(webhookView(inst));
  });

  app.get<{ Params: { name: string } }>('/webhook/find/:name', async (request, reply) => {
    const inst = guard(request, reply, request.params.name);
    if (!inst) return reply;
    return inst.webhook ? webhookView(inst) : null;
  });

  for (const route of EVOLUTION_SEND_ROUTES)
    app.post<{ Params: { name: string } }>(`/message/${route}/:name`, async (request, reply) => {
      const inst = guard(request, reply, request.params.name);
      if (!inst) return reply;
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (typeof body.number !== 'string' || body.number === '') {
        return evoError(reply, 400, [['instance requires property "number"']]);
      }
      const out = evolutionOutgoingOf(route, body);
      if (typeof out === 'string') return evoError(reply, 400, [out]);
      // Seen in issues #1772/#1286: sending while the socket is down is a 500 "Connection Closed".
      if (inst.state !== 'open') return evoError(reply, 500, ['Error: Connection Closed']);
      const number = body.number;
      const remoteJid = number.includes('@') ? number : `${number.replace(/\D/g, '')}@s.whatsapp.net`;
      if (unknownNumbers.has(remoteJid)) return evoError(reply, 400, [{ jid: remoteJid, exists: false, number }]);
      // `messageId` sets the WhatsApp key id (Evolution's Metadata.messageId, passed to Baileys).
      const messageId = opt(body.messageId) ?? `3EB0${randomBytes(8).toString('hex').toUpperCase()}`;
      const record: FakeEvolutionSent = {
        instanceName: inst.name,
        number,
        remoteJid,
        text: out.text,
        messageId,
        status: 'PENDING',
        at: new Date(),
      };
      if (out.media) record.media = out.media;
      sent.push(record);
      const stored = {
        key: { remoteJid, fromMe: true, id: messageId },
        pushName: inst.profileName ?? 'Você',
        status: 'PENDING',
        message: out.message,
        contextInfo: null,
        messageType: out.messageType,
        messageTimestamp: Math.floor(record.at.getTime() / 1000),
        instanceId: inst.id,
        source: 'web',
      };
      if (!inst.stalled) {
        // The phone acknowledges shortly after; a stalled instance never does (issues #2597, #2626).
        track(
          (async () => {
            await emit(inst, 'send.message', stored);
            record.status = 'DELIVERY_ACK';
            await emit(inst, 'messages.update', {
              messageId: randomUUID(),
              keyId: messageId,
              remoteJid,
              fromMe: true,
              participant: remoteJid,
              status: 'DELIVERY_ACK',
              instanceId: inst.id,
            });
          })(),
        );
      }
      return reply.code(201).send(stored);
    });

  async function newQr(inst: FakeEvolutionInstance, number: string | undefined) {
    inst.state = 'connecting';
    inst.qrCount += 1;
    const code = `2@${randomBytes(24).toString('base64')},${randomBytes(16).toString('base64')},${randomBytes(16).toString('base64')}`;
    const pairingCode = number ? randomBytes(4).toString('hex').toUpperCase() : null;
    await emit(inst, 'qrcode.updated', { qrcode: { instance: inst.name, pairingCode, code, base64: QR_PNG } });
    return { pairingCode, code, base64: QR_PNG, count: inst.qrCount };
  }

  async function setState(inst: FakeEvolutionInstance, state: FakeEvolutionState, statusReason: number): Promise<void> {
    inst.state = state;
    const data: Record<string, unknown> = { instance: inst.name, state, statusReason };
    if (state === 'open') {
      data.wuid = inst.wuid;
      data.profileName = inst.profileName;
      data.profilePictureUrl = null;
    }
    await emit(inst, 'connection.update', data);
  }

  function track(p: Promise<unknown>): void {
    pending.add(p);
    void p.finally(() => pending.delete(p));
  }

  url = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });

  function mustGet(name: string): FakeEvolutionInstance {
    const inst = instances.get(name);
    if (!inst) throw new Error(`fake evolution: no instance "${name}"`);
    return inst;
  }

  return {
    url,
    apiKey,
    sent,
    deliveries,
    instance: (name) => instances.get(name),
    async scanQr(instanceName, phone) {
      const inst = mustGet(instanceName);
      inst.wuid = `${phone.number.replace(/\D/g, '')}@s.whatsapp.net`;
      inst.profileName = phone.profileName ?? null;
      await setState(inst, 'open', 200);
    },
    async dropSession(instanceName, statusReason = 401) {
      await setState(mustGet(instanceName), 'close', statusReason);
    },
    setStalled(instanceName, stalled) {
      mustGet(instanceName).stalled = stalled;
    },
    async deliverInbound(input) {
      const inst = mustGet(input.instanceName);
      if (inst.stalled || inst.state !== 'open') return null;
      const fromJid = `${input.from.replace(/\D/g, '')}@s.whatsapp.net`;
      const fromMe = input.fromMe ?? false;
      const key: Record<string, unknown> = {
        remoteJid: input.groupJid ?? fromJid,
        fromMe,
        id: input.messageId ?? `3EB0${randomBytes(8).toString('hex').toUpperCase()}`,
      };
      if (input.groupJid) key.participant = fromJid;
      return emit(inst, 'messages.upsert', {
        key,
        pushName: input.pushName ?? (fromMe ? inst.profileName : null) ?? input.from,
        status: fromMe ? 'SERVER_ACK' : 'DELIVERY_ACK',
        message: input.media ? mediaMessage(input.media, input.text, inst.webhook?.base64 === true) : { conversation: input.text },
        contextInfo: null,
        messageType: input.media ? `${input.media.type}Message` : 'conversation',
        messageTimestamp: Math.floor((input.timestamp ?? new Date()).getTime() / 1000),
        instanceId: inst.id,
        source: 'android',
      });
    },
    async markReadByRecipient(messageId) {
      const msg = sent.find((s) => s.messageId === messageId);
      if (!msg) throw new Error(`fake evolution: no sent message ${messageId}`);
      const inst = mustGet(msg.instanceName);
      if (inst.stalled) return;
      await emit(inst, 'messages.update', {
        messageId: randomUUID(),
        keyId: messageId,
        remoteJid: msg.remoteJid,
        fromMe: true,
        participant: msg.remoteJid,
        status: 'READ',
        instanceId: inst.id,
      });
    },
    async flush() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    async close() {
      await Promise.allSettled([...pending]);
      await app.close();
    },
    markNotOnWhatsapp(number) {
      unknownNumbers.add(`${number.replace(/\D/g, '')}@s.whatsapp.net`);
    },
  };
}
