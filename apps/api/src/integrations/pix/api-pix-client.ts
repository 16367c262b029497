// Client of the Banco Central's standard "API Pix" (docs/providers.md §6.3) as Efí implements it
// (docs/decisions/0012): OAuth2 client credentials, immediate charges `PUT /v2/cob/{txid}`,
// read-back `GET /v2/cob/{txid}`. The same client works with any PSP that follows the standard.
import { fetchWithTimeout, readJsonSafely, TransportFailure, type FetchLike } from '../fetch-with-timeout.js';

export interface TApiPixConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The receiver's Pix key registered at the PSP. */
  pixKey: string;
  timeoutMs?: number;
  fetch?: FetchLike;
}

type TCobStatus = 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';

export interface TCob {
  txid: string;
  status: TCobStatus;
  calendario: { criacao: string; expiracao: number };
  valor: { original: string };
  chave: string;
  location?: string;
  loc?: { id: number; location: string; tipoCob: string };
  pixCopiaECola?: string;
  pix?: Array<{ endToEndId: string; txid: string; valor: string; horario: string }>;
}

class ApiPixError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'ApiPixError';
  }
}

export function createApiPixClient(config: TApiPixConfig) {
  const fetchImpl = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? 10_000;
  const base = config.baseUrl.replace(/\/$/, '');
  let token: { value: string; until: number } | null = null;

  async function call(path: string, init: RequestInit): Promise<unknown> {
    let res: Response;
    try {
      res = await fetchWithTimeout(fetchImpl, `${base}${path}`, init, timeoutMs);
    } catch (err) {
      if (err instanceof TransportFailure) throw new ApiPixError(`Pix PSP unreachable: ${err.message}`, 0, true);
      throw err;
    }
    const body = await readJsonSafely(res);
    if (!res.ok) {
      const detail = (body as { detail?: string; mensagem?: string } | undefined)?.detail ?? (body as { mensagem?: string })?.mensagem;
      throw new ApiPixError(
        `Pix PSP answered ${res.status}${detail ? `: ${detail}` : ''}`,
        res.status,
        res.status >= 500 || res.status === 429,
      );
    }
    return body;
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const body = (await call('/oauth/token', {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials' }),
    })) as { access_token: string; expires_in: number };
    token = { value: body.access_token, until: Date.now() + (body.expires_in - 60) * 1000 };
    return token.value;
  }

  const authed = async (path: string, init: RequestInit = {}) =>
    call(path, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
    });

  return {
    /** Immediate charge with our txid (26–35 letters/digits); the answer carries the BR Code. */
    async createCharge(input: { txid: string; amountCents: number; expirySeconds: number; description: string }): Promise<TCob> {
      return (await authed(`/v2/cob/${input.txid}`, {
        method: 'PUT',
        body: JSON.stringify({
          calendario: { expiracao: input.expirySeconds },
          valor: { original: (input.amountCents / 100).toFixed(2) },
          chave: config.pixKey,
          solicitacaoPagador: input.description.slice(0, 140),
        }),
      })) as TCob;
    },
    async getCharge(txid: string): Promise<TCob> {
      return (await authed(`/v2/cob/${encodeURIComponent(txid)}`)) as TCob;
    },
  };
}

export type TApiPixClient = ReturnType<typeof createApiPixClient>;
