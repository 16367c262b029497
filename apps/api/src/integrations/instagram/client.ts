// Real client of the Instagram API with Instagram Login: send a DM (docs/providers.md §2.2).
// POST https://graph.instagram.com/<version>/<IG_ID|me>/messages, Bearer IG user token, JSON body.
import { z } from 'zod';
import { fetchWithTimeout, readJsonSafely, TransportFailure, type FetchLike } from '../fetch-with-timeout.js';
import { InstagramError } from './errors.js';

export { InstagramError } from './errors.js';

export interface InstagramClientOptions {
  baseUrl?: string;
  apiVersion?: string;
  accessToken: string;
  /** Instagram professional account id; 'me' resolves to the token's account. */
  igUserId?: string;
  fetchImpl?: FetchLike;
  timeoutMs?: number;
}

export interface InstagramClient {
  /** Replies to an IGSID. Only within 24 h of the user's last message (7 days with HUMAN_AGENT). */
  sendText(input: { recipientId: string; text: string; humanAgent?: boolean }): Promise<{ messageId: string; recipientId: string }>;
  /** An attachment by public URL: message.attachment {type: image|video|audio|file, payload: {url}} (no caption). */
  sendAttachment(input: {
    recipientId: string;
    type: 'image' | 'video' | 'audio' | 'file';
    url: string;
  }): Promise<{ messageId: string; recipientId: string }>;
}

const sendResponse = z.object({ recipient_id: z.string().optional(), message_id: z.string().min(1) });

const graphError = z.object({
  error: z.object({
    message: z.string().optional(),
    type: z.string().optional(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
    fbtrace_id: z.string().optional(),
  }),
});

export function createInstagramClient(options: InstagramClientOptions): InstagramClient {
  const baseUrl = (options.baseUrl ?? 'https://graph.instagram.com').replace(/\/+$/, '');
  const apiVersion = options.apiVersion ?? 'v23.0';
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const url = `${baseUrl}/${apiVersion}/${encodeURIComponent(options.igUserId ?? 'me')}/messages`;

  async function send(recipientId: string, body: Record<string, unknown>) {
    let res: Response;
    try {
      res = await fetchWithTimeout(
        fetchImpl,
        url,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${options.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
        timeoutMs,
      );
    } catch (err) {
      if (err instanceof TransportFailure) throw new InstagramError({ message: err.message, code: null, httpStatus: null, cause: err });
      throw err;
    }
    const json = await readJsonSafely(res);
    if (!res.ok) {
      const parsed = graphError.safeParse(json);
      if (!parsed.success) throw new InstagramError({ message: `HTTP ${res.status}`, code: null, httpStatus: res.status });
      const e = parsed.data.error;
      throw new InstagramError({
        message: e.message ?? `Graph error ${e.code ?? 'unknown'}`,
        code: e.code ?? null,
        httpStatus: res.status,
        ...(e.error_subcode !== undefined ? { subcode: e.error_subcode } : {}),
        ...(e.type !== undefined ? { type: e.type } : {}),
        ...(e.fbtrace_id !== undefined ? { fbtraceId: e.fbtrace_id } : {}),
      });
    }
    const parsed = sendResponse.safeParse(json);
    if (!parsed.success) throw new InstagramError({ message: 'unexpected send response', code: null, httpStatus: res.status });
    return { messageId: parsed.data.message_id, recipientId: parsed.data.recipient_id ?? recipientId };
  }

  return {
    sendText: ({ recipientId, text, humanAgent }) =>
      send(recipientId, {
        recipient: { id: recipientId },
        message: { text },
        ...(humanAgent ? { messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' } : {}),
      }),
    sendAttachment: ({ recipientId, type, url: fileUrl }) =>
      send(recipientId, { recipient: { id: recipientId }, message: { attachment: { type, payload: { url: fileUrl } } } }),
  };
}
