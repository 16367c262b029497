// The Instagram professional account a token belongs to: GET {graph.instagram.com}/{version}/me
// ?fields=user_id,username (the same call that ends Business Login, see oauth.ts). `user_id` is the
// account id that webhooks carry as entry.id, so it is what a connection may claim.
import { z } from 'zod';
import { fetchWithTimeout, readJsonSafely, TransportFailure, type FetchLike } from '../fetch-with-timeout.js';
import { InstagramError } from './errors.js';

const ZMe = z.object({ user_id: z.union([z.string(), z.number()]).transform(String), username: z.string().optional() });

export async function fetchInstagramAccount(o: {
  baseUrl?: string;
  apiVersion?: string;
  accessToken: string;
  fetchImpl?: FetchLike;
  timeoutMs?: number;
}): Promise<{ userId: string; username: string | null }> {
  const base = (o.baseUrl ?? 'https://graph.instagram.com').replace(/\/+$/, '');
  let res: Response;
  try {
    res = await fetchWithTimeout(
      o.fetchImpl ?? fetch,
      `${base}/${o.apiVersion ?? 'v23.0'}/me?fields=user_id,username`,
      { method: 'GET', headers: { authorization: `Bearer ${o.accessToken}` } },
      o.timeoutMs ?? 10_000,
    );
  } catch (err) {
    if (err instanceof TransportFailure) throw new InstagramError({ message: err.message, code: null, httpStatus: null, cause: err });
    throw err;
  }
  const json = (await readJsonSafely(res)) as { error?: { message?: unknown; code?: unknown; type?: unknown } } | undefined;
  if (!res.ok) {
    const e = typeof json === 'object' && json ? (json.error ?? {}) : {};
    throw new InstagramError({
      message: typeof e.message === 'string' ? e.message : `HTTP ${res.status}`,
      code: typeof e.code === 'number' ? e.code : null,
      httpStatus: res.status,
      ...(typeof e.type === 'string' ? { type: e.type } : {}),
    });
  }
  const parsed = ZMe.safeParse(json);
  if (!parsed.success) throw new InstagramError({ message: 'Unexpected Instagram response', code: null, httpStatus: res.status });
  return { userId: parsed.data.user_id, username: parsed.data.username ?? null };
}
