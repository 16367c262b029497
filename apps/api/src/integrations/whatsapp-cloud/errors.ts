// Error raised by the WhatsApp Cloud API client. Meta recommends keying on the Graph `code`
// rather than on the HTTP status (docs/providers.md §1.6), so both are kept.

/** Graph codes that mean "slow down and try again" (throughput / rate limits). */
const RATE_LIMIT_CODES: ReadonlySet<number> = new Set([4, 80007, 130429, 131048, 131056]);

export interface WhatsappCloudErrorInit {
  message: string;
  /** Graph error code; null when the failure never produced a Graph error body. */
  code: number | null;
  /** HTTP status; null for network errors and timeouts. */
  httpStatus: number | null;
  type?: string;
  details?: string;
  fbtraceId?: string;
  cause?: unknown;
}

export class WhatsappCloudError extends Error {
  readonly code: number | null;
  readonly httpStatus: number | null;
  readonly type: string | undefined;
  readonly details: string | undefined;
  readonly fbtraceId: string | undefined;
  readonly retryable: boolean;

  constructor(init: WhatsappCloudErrorInit) {
    super(init.message, { cause: init.cause });
    this.name = 'WhatsappCloudError';
    this.code = init.code;
    this.httpStatus = init.httpStatus;
    this.type = init.type;
    this.details = init.details;
    this.fbtraceId = init.fbtraceId;
    this.retryable = isRetryable(init.httpStatus, init.code);
  }
}

function isRetryable(httpStatus: number | null, code: number | null): boolean {
  if (httpStatus === null) return true; // network error or timeout: the request may not have arrived
  if (httpStatus >= 500) return true;
  return code !== null && RATE_LIMIT_CODES.has(code);
}
