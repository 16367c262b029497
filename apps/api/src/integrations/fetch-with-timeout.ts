// Shared transport step of every provider client: one fetch bounded by a timeout.
// Each client maps TransportFailure to its own error class, so callers only ever see
// provider-specific errors with a `retryable` flag.

export type FetchLike = typeof fetch;

export class TransportFailure extends Error {
  constructor(
    readonly kind: 'timeout' | 'network',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TransportFailure';
  }
}

export async function fetchWithTimeout(fetchImpl: FetchLike, url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  // AbortSignal.timeout raises a 'TimeoutError' DOMException, which tells a slow provider
  // apart from a refused connection; both are worth retrying.
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await fetchImpl(url, { ...init, signal });
  } catch (err) {
    if (signal.aborted) {
      throw new TransportFailure('timeout', `request timed out after ${timeoutMs} ms`, { cause: err });
    }
    const reason = err instanceof Error ? err.message : String(err);
    throw new TransportFailure('network', `network error: ${reason}`, { cause: err });
  }
}

/** Reads a body as JSON without throwing; providers sometimes answer HTML from a proxy. */
export async function readJsonSafely(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export class BodyTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`body larger than ${maxBytes} bytes`);
    this.name = 'BodyTooLarge';
  }
}

/** Reads a response body into memory, stopping (and cancelling the stream) past `maxBytes`. */
export async function readBodyCapped(res: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    throw new BodyTooLarge(maxBytes);
  }
  if (!res.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let total = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge(maxBytes);
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}
