// Fake Pix PSP speaking the Banco Central's standard "API Pix" as Efí serves it (docs/providers.md
// §6.3, docs/decisions/0012): OAuth2 client credentials (`POST /oauth/token`, Basic auth), immediate
// charges (`PUT /v2/cob/{txid}`, `GET /v2/cob/{txid}`) whose `pixCopiaECola` is a dynamic BR Code,
// and the webhook per Pix key (`PUT /v2/webhook/{chave}`). `pay(txid)` settles a charge and POSTs
// `{"pix":[{endToEndId, txid, chave, valor, horario}]}` to `{webhookUrl}/pix` — or to the URL as is
// when it carries `ignorar=`, as Efí documents for URLs that must not get the suffix.
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { buildBrCode } from '@agenda/shared/pix-br-code';

interface FakePixCharge {
  txid: string;
  status: 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';
  calendario: { criacao: string; expiracao: number };
  valor: { original: string };
  chave: string;
  solicitacaoPagador?: string;
  loc: { id: number; location: string; tipoCob: 'cob' };
  location: string;
  pixCopiaECola: string;
  pix?: Array<{ endToEndId: string; txid: string; chave: string; valor: string; horario: string }>;
}

export interface FakePixPsp {
  url: string;
  charges: Map<string, FakePixCharge>;
  webhooks: Map<string, string>;
  deliveries: Array<{ url: string; body: string; status: number }>;
  /** Settles the charge (status CONCLUIDA) and notifies the key's webhook; returns the HTTP status (0 if none). */
  pay(txid: string): Promise<number>;
  close(): Promise<void>;
}

const problem = (reply: FastifyReply, status: number, nome: string, mensagem: string) =>
  reply.status(status).send({ nome, mensagem, type: `https://pix.bcb.gov.br/api/v2/error/${nome}`, title: mensagem, status });

export interface TFakePixTls {
  /** The server's own certificate and key (PEM). */
  cert: Buffer;
  key: Buffer;
  /** The CA whose client certificates are accepted: with it, every call must present one (mutual TLS). */
  ca: Buffer;
}

export async function startFakePixPsp(options: {
  clientId: string;
  clientSecret: string;
  port?: number;
  /** Serve over HTTPS and demand a client certificate signed by `ca`, as Efí does. */
  tls?: TFakePixTls;
}): Promise<FakePixPsp> {
  const charges = new Map<string, FakePixCharge>();
  const webhooks = new Map<string, string>();
  const tokens = new Set<string>();
  const deliveries: FakePixPsp['deliveries'] = [];
  let locId = 0;
  // One route table for both transports: the HTTPS instance differs only in its server type.
  const app = (
    options.tls
      ? Fastify({
          logger: false,
          https: { cert: options.tls.cert, key: options.tls.key, ca: options.tls.ca, requestCert: true, rejectUnauthorized: true },
        })
      : Fastify({ logger: false })
  ) as FastifyInstance;

  const bearer = async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = request.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ') || !tokens.has(auth.slice(7))) return problem(reply, 401, 'nao_autorizado', 'Token inválido.');
  };

  app.post('/oauth/token', async (request, reply) => {
    const auth = request.headers.authorization ?? '';
    const [id, secret] = Buffer.from(auth.replace(/^Basic /, ''), 'base64')
      .toString('utf8')
      .split(':');
    if (!auth.startsWith('Basic ') || id !== options.clientId || secret !== options.clientSecret) {
      return reply.status(401).send({ error: 'invalid_client', error_description: 'Invalid or inactive credentials' });
    }
    if ((request.body as { grant_type?: string } | undefined)?.grant_type !== 'client_credentials') {
      return reply.status(400).send({ error: 'unsupported_grant_type' });
    }
    const token = randomBytes(24).toString('hex');
    tokens.add(token);
    return { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: 'cob.write cob.read webhook.write webhook.read' };
  });

  app.put<{ Params: { txid: string } }>('/v2/cob/:txid', { onRequest: bearer }, async (request, reply) => {
    const { txid } = request.params;
    if (!/^[a-zA-Z0-9]{26,35}$/.test(txid))
      return problem(reply, 400, 'cob_invalida', 'txid deve ter de 26 a 35 caracteres alfanuméricos.');
    if (charges.has(txid)) return problem(reply, 400, 'cob_invalida', 'Já existe cobrança com este txid.');
    const body = (request.body ?? {}) as {
      calendario?: { expiracao?: number };
      valor?: { original?: string };
      chave?: string;
      solicitacaoPagador?: string;
    };
    if (!body.valor?.original || !/^\d{1,10}\.\d{2}$/.test(body.valor.original))
      return problem(reply, 400, 'cob_invalida', 'valor.original inválido.');
    if (!body.chave) return problem(reply, 400, 'cob_invalida', 'chave é obrigatória.');
    const id = ++locId;
    const location = `${new URL(baseUrl).host}/v2/qr/${randomBytes(16).toString('hex')}`;
    const charge: FakePixCharge = {
      txid,
      status: 'ATIVA',
      calendario: { criacao: new Date().toISOString(), expiracao: body.calendario?.expiracao ?? 86_400 },
      valor: { original: body.valor.original },
      chave: body.chave,
      solicitacaoPagador: body.solicitacaoPagador,
      loc: { id, location, tipoCob: 'cob' },
      location,
      pixCopiaECola: buildBrCode({
        url: location,
        amountCents: Math.round(Number(body.valor.original) * 100),
        merchantName: 'Agenda Inteligente',
        merchantCity: 'Sao Paulo',
      }),
    };
    charges.set(txid, charge);
    return reply.status(201).send(charge);
  });

  app.get<{ Params: { txid: string } }>('/v2/cob/:txid', { onRequest: bearer }, async (request, reply) => {
    const charge = charges.get(request.params.txid);
    return charge ?? problem(reply, 404, 'cobranca_nao_encontrada', 'Cobrança não encontrada para o txid informado.');
  });

  app.put<{ Params: { chave: string } }>('/v2/webhook/:chave', { onRequest: bearer }, async (request, reply) => {
    const url = (request.body as { webhookUrl?: string } | undefined)?.webhookUrl;
    if (!url) return problem(reply, 400, 'webhook_invalido', 'webhookUrl é obrigatório.');
    webhooks.set(request.params.chave, url);
    return { webhookUrl: url, chave: request.params.chave, criacao: new Date().toISOString() };
  });

  const baseUrl = await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });

  return {
    url: baseUrl,
    charges,
    webhooks,
    deliveries,
    async pay(txid) {
      const charge = charges.get(txid);
      if (!charge) throw new Error(`fake pix: no charge ${txid}`);
      const payment = {
        endToEndId: `E${randomBytes(15).toString('hex').toUpperCase()}`.slice(0, 32),
        txid,
        chave: charge.chave,
        valor: charge.valor.original,
        horario: new Date().toISOString(),
      };
      charge.status = 'CONCLUIDA';
      charge.pix = [payment];
      const hook = webhooks.get(charge.chave);
      if (!hook) return 0;
      const target = new URL(hook);
      if (!target.searchParams.has('ignorar')) target.pathname = `${target.pathname.replace(/\/$/, '')}/pix`;
      const body = JSON.stringify({ pix: [payment] });
      let status = 0;
      try {
        const res = await fetch(target.toString(), { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        await res.arrayBuffer().catch(() => undefined);
        status = res.status;
      } catch {
        status = 0;
      }
      deliveries.push({ url: target.toString(), body, status });
      return status;
    },
    async close() {
      await app.close();
    },
  };
}
