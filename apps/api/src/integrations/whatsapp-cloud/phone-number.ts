// Proof that an access token owns a WhatsApp Business phone number: Graph answers
// GET /{version}/{phone-number-id}?fields=id,display_phone_number,verified_name only to a token of
// the WhatsApp Business Account that holds the number. Any other token gets a Graph error
// (code 100 / subcode 33 "Object with ID … does not exist, cannot be loaded due to missing
// permissions"; code 190 for an invalid or expired token).
import { z } from 'zod';
import { fetchWithTimeout, readJsonSafely, TransportFailure, type FetchLike } from '../fetch-with-timeout.js';
import { WhatsappCloudError } from './errors.js';

export interface WhatsappPhoneNumberLookup {
  baseUrl?: string;
  apiVersion?: string;
  accessToken: string;
  phoneNumberId: string;
  fetchImpl?: FetchLike;
  timeoutMs?: number;
}

export interface WhatsappPhoneNumber {
  id: string;
  displayPhoneNumber: string | null;
  verifiedName: string | null;
}

const ZPhoneNumber = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  display_phone_number: z.string().optional(),
  verified_name: z.string().optional(),
});
const ZGraphError = z.object({
  error: z.object({
    message: z.string().optional(),
    type: z.string().optional(),
    code: z.number().optional(),
    fbtrace_id: z.string().optional(),
  }),
});

export async function fetchWhatsappPhoneNumber(o: WhatsappPhoneNumberLookup): Promise<WhatsappPhoneNumber> {
  const base = (o.baseUrl ?? 'https://graph.facebook.com').replace(/\/+$/, '');
  const url = `${base}/${o.apiVersion ?? 'v23.0'}/${encodeURIComponent(o.phoneNumberId)}?fields=id,display_phone_number,verified_name`;
  let res: Response;
  try {
    res = await fetchWithTimeout(
      o.fetchImpl ?? fetch,
      url,
      { method: 'GET', headers: { authorization: `Bearer ${o.accessToken}` } },
      o.timeoutMs ?? 10_000,
    );
  } catch (err) {
    if (err instanceof TransportFailure) throw new WhatsappCloudError({ message: err.message, code: null, httpStatus: null, cause: err });
    throw err;
  }
  const body = await readJsonSafely(res);
  if (!res.ok) {
    const parsed = ZGraphError.safeParse(body);
    const e = parsed.success ? parsed.data.error : undefined;
    throw new WhatsappCloudError({
      message: e?.message ?? `HTTP ${res.status}`,
      code: e?.code ?? null,
      httpStatus: res.status,
      ...(e?.type !== undefined ? { type: e.type } : {}),
      ...(e?.fbtrace_id !== undefined ? { fbtraceId: e.fbtrace_id } : {}),
    });
  }
  const parsed = ZPhoneNumber.safeParse(body);
  if (!parsed.success)
    throw new WhatsappCloudError({ message: 'unexpected phone number response (no id)', code: null, httpStatus: res.status });
  return {
    id: parsed.data.id,
    displayPhoneNumber: parsed.data.display_phone_number ?? null,
    verifiedName: parsed.data.verified_name ?? null,
  };
}
