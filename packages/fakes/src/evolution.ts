// Fake Evolution API v2 for tests and local runs (PROVIDERS.md §3).
// Covers instance lifecycle (create, connect/QR, connectionState, logout, delete), sendText,
// webhook/set|find and webhook deliveries (qrcode.updated, connection.update, messages.upsert,
// messages.update, send.message). Test controls simulate the phone: scanning the QR, dropping
// the session, receiving messages, and the "connected but not delivering" failure where the
// instance reports `open` yet every sent message stays PENDING and nothing arrives.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

export type FakeEvolutionState = 'open' | 'connecting' | 'close';

export interface FakeEvolutionWebhook {
  enabled: boolean;
  url: string;
  headers: Record<string, string>;
  byEvents: boolean;
  base64: boolean;
  /** Config names (MESSAGES_UPSERT …); empty means every event. */
  events: string[];
}

export interface FakeEvolutionInstance {
  name: string;
  id: string;
  token: string;
  integration: string;
  state: FakeEvolutionState;
  webhook: FakeEvolutionWebhook | null;
  qrCount: number;
  /** Owner JID once the QR was scanned. */
  wuid: string | null;
  profileName: string | null;
  /** "Connected but not delivering": state stays open, sends stay PENDING, no webhooks. */
  stalled: boolean;
}

export interface FakeEvolutionSent {
  instanceName: string;
  number: string;
  remoteJid: string;
  text: string;
  messageId: string;
  status: 'PENDING' | 'DELIVERY_ACK';
  at: Date;
}

export interface FakeEvolutionDelivery {
  url: string;
  event: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
  /** HTTP status, or 0 when the receiver could not be reached. */
  status: number;
}

export interface FakeEvolutionOptions {
  port?: number;
  host?: string;
  /** Global AUTHENTICATION_API_KEY; required on every request (or the instance token). */
  apiKey?: string;
  /** Value of `server_url` in webhook envelopes. */
  serverUrl?: string;
  /** Reproduces the quirk where the first /instance/connect answers {"count":0} (issue #2385). */
  emptyFirstQr?: boolean;
}

export interface DeliverEvolutionInboundInput {
  instanceName: string;
  /** Sender phone digits (1:1) — or, with `groupJid`, the participant's digits. */
  from: string;
  text: string;
  pushName?: string;
  /** Simulates a message typed on the connected phone itself. */
  fromMe?: boolean;
  groupJid?: string;
  messageId?: string;
  timestamp?: Date;
  /** Sends a media message (`text` becomes the caption of images, videos and documents). As in
   *  Evolution's Baileys service, the bytes ride along at `message.base64` only when the instance's
   *  webhook was set with `base64: true`. */
  media?: { type: 'image' | 'audio' | 'video' | 'document'; data: Buffer; mimeType: string; fileName?: string; ptt?: boolean };
}

export interface FakeEvolution {
  url: string;
  apiKey: string;
  sent: FakeEvolutionSent[];
  deliveries: FakeEvolutionDelivery[];
  instance(name: string): FakeEvolutionInstance | undefined;
  /** The phone scans the QR: state → open, emits connection.update. */
  scanQr(instanceName: string, phone: { number: string; profileName?: string }): Promise<void>;
  /** The session drops (e.g. 401 logged out on the phone, 428 connection closed). */
  dropSession(instanceName: string, statusReason?: number): Promise<void>;
  setStalled(instanceName: string, stalled: boolean): void;
  /** sendText to this number answers 400 [{jid, exists:false, number}] (issues #2111, #2308). */
  markNotOnWhatsapp(number: string): void;
  /** Delivers a messages.upsert; null when nothing was sent (no webhook, filtered, or stalled). */
  deliverInbound(input: DeliverEvolutionInboundInput): Promise<number | null>;
  /** The recipient read a message we sent: emits messages.update READ. */
  markReadByRecipient(messageId: string): Promise<void>;
  /** Resolves once background webhook deliveries (acks after sendText) are done. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

// 1×1 PNG; enough for an <img src> in the UI while staying a valid data URL.
const QR_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

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
    const webhook = inst.webhook;
    return reply.code(201).send({
      instance: {
        instanceName: inst.name,
        instanceId: inst.id,
        integration,
        webhookWaBusiness: null,
        accessTokenWaBusiness: '',
        status: inst.state,
      },
      hash: inst.token,
      webhook: webhook
        ? { webhookUrl: webhook.url, webhookHeaders: webhook.headers, webhookByEvents: webhook.byEvents, webhookBase64: webhook.base64 }
        : {},
      websocket: {},
      rabbitmq: {},
      nats: {},
      sqs: {},
      settings: {
        rejectCall: false,
        msgCall: '',
        groupsIgnore: false,
        alwaysOnline: false,
        readMessages: false,
        readStatus: false,
        syncFullHistory: false,
        wavoipToken: '',
      },
      ...(qrcode ? { qrcode } : {}),
    });
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

  app.post<{ Params: { name: string } }>('/message/sendText/:name', async (request, reply) => {
    const inst = guard(request, reply, request.params.name);
    if (!inst) return reply;
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body.number !== 'string' || body.number === '') {
      return evoError(reply, 400, [['instance requires property "number"']]);
    }
    if (typeof body.text !== 'string' || body.text === '') return evoError(reply, 400, ['Text is required']);
    // Seen in issues #1772/#1286: sending while the socket is down is a 500 "Connection Closed".
    if (inst.state !== 'open') return evoError(reply, 500, ['Error: Connection Closed']);
    const number = body.number;
    const remoteJid = number.includes('@') ? number : `${number.replace(/\D/g, '')}@s.whatsapp.net`;
    if (unknownNumbers.has(remoteJid)) {
      return evoError(reply, 400, [{ jid: remoteJid, exists: false, number }]);
    }
    // `messageId` sets the WhatsApp key id (Evolution's Metadata.messageId, passed to Baileys).
    const messageId = typeof body.messageId === 'string' && body.messageId !== '' ? body.messageId : `3EB0${randomBytes(8).toString('hex').toUpperCase()}`;
    const record: FakeEvolutionSent = { instanceName: inst.name, number, remoteJid, text: body.text, messageId, status: 'PENDING', at: new Date() };
    sent.push(record);
    const stored = {
      key: { remoteJid, fromMe: true, id: messageId },
      pushName: inst.profileName ?? 'Você',
      status: 'PENDING',
      message: { conversation: body.text },
      contextInfo: null,
      messageType: 'conversation',
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

  /** POSTs one webhook envelope (webhook.controller.ts); skips when disabled or filtered out. */
  async function emit(inst: FakeEvolutionInstance, event: string, data: unknown): Promise<number | null> {
    const hook = inst.webhook;
    if (!hook || !hook.enabled) return null;
    const configName = event.toUpperCase().replace(/\./g, '_');
    if (hook.events.length > 0 && !hook.events.includes(configName)) return null;
    const target = hook.byEvents ? `${hook.url.replace(/\/+$/, '')}/${event.replace(/\./g, '-')}` : hook.url;
    const body = {
      event,
      instance: inst.name,
      data,
      destination: hook.url,
      date_time: new Date().toISOString(),
      sender: inst.wuid,
      server_url: options.serverUrl ?? url,
      apikey: null,
    };
    const headers = { 'content-type': 'application/json', ...hook.headers };
    let status = 0;
    try {
      const res = await fetch(target, { method: 'POST', headers, body: JSON.stringify(body) });
      await res.arrayBuffer().catch(() => undefined);
      status = res.status;
    } catch {
      status = 0; // receiver down; the real server would retry with backoff (not simulated)
    }
    deliveries.push({ url: target, event, body, headers, status });
    return status;
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

function parseWebhook(raw: unknown): FakeEvolutionWebhook | null {
  if (!raw || typeof raw !== 'object') return null;
  const w = raw as Record<string, unknown>;
  if (typeof w.url !== 'string' || w.url === '') return null;
  return {
    enabled: w.enabled !== false,
    url: w.url,
    headers: isStringRecord(w.headers) ? w.headers : {},
    byEvents: w.byEvents === true,
    base64: w.base64 === true,
    events: Array.isArray(w.events) ? w.events.filter((e): e is string => typeof e === 'string') : [],
  };
}

function webhookView(inst: FakeEvolutionInstance) {
  const w = inst.webhook!;
  return {
    id: inst.id,
    url: w.url,
    headers: w.headers,
    enabled: w.enabled,
    events: w.events,
    webhookByEvents: w.byEvents,
    webhookBase64: w.base64,
    instanceId: inst.id,
  };
}

function isStringRecord(v: unknown): v is Record<string, string> {
  return !!v && typeof v === 'object' && Object.values(v).every((x) => typeof x === 'string');
}

const REASONS: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 500: 'Internal Server Error' };

/** Error body of src/main.ts: {status, error, response:{message}}. */
function evoError(reply: FastifyReply, status: number, message: unknown): FastifyReply {
  return reply.code(status).send({ status, error: REASONS[status] ?? 'Error', response: { message } });
}

/** A Baileys media message as Evolution forwards it (proto field names), with `base64` as its sibling. */
function mediaMessage(media: NonNullable<DeliverEvolutionInboundInput['media']>, caption: string, withBase64: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {
    url: `https://mmg.whatsapp.net/v/t62.7117-24/${randomBytes(8).toString('hex')}.enc`,
    mimetype: media.mimeType,
    fileSha256: createHash('sha256').update(media.data).digest('base64'),
    fileLength: String(media.data.length),
    mediaKey: randomBytes(32).toString('base64'),
  };
  if (media.type === 'audio') body.ptt = media.ptt ?? true;
  else if (caption) body.caption = caption;
  if (media.type === 'document') body.fileName = media.fileName ?? 'arquivo';
  return { [`${media.type}Message`]: body, ...(withBase64 ? { base64: media.data.toString('base64') } : {}) };
}
