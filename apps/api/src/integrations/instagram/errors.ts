// Error raised by the Instagram messaging client. Graph-style error bodies, as in WhatsApp.

/** Graph codes for temporary failures and rate limits (1, 2 unknown/temporary; 4, 17, 32, 613 throttling). */
const RETRYABLE_CODES: ReadonlySet<number> = new Set([1, 2, 4, 17, 32, 613]);

export interface InstagramErrorInit {
  message: string;
  code: number | null;
  subcode?: number;
  httpStatus: number | null;
  type?: string;
  fbtraceId?: string;
  cause?: unknown;
}

export class InstagramError extends Error {
  readonly code: number | null;
  /** Instagram still returns error_subcode, e.g. 2534022 = outside the 24 h messaging window. */
  readonly subcode: number | undefined;
  readonly httpStatus: number | null;
  readonly type: string | undefined;
  readonly fbtraceId: string | undefined;
  readonly retryable: boolean;

  constructor(init: InstagramErrorInit) {
    super(init.message, { cause: init.cause });
    this.name = 'InstagramError';
    this.code = init.code;
    this.subcode = init.subcode;
    this.httpStatus = init.httpStatus;
    this.type = init.type;
    this.fbtraceId = init.fbtraceId;
    const s = init.httpStatus;
    this.retryable = s === null || s >= 500 || (init.code !== null && RETRYABLE_CODES.has(init.code));
  }
}
