// Error raised by the Evolution API client. Evolution answers errors as
// {"status":<n>,"error":"<reason>","response":{"message": string | Array<string | string[] | object>}}
// (docs/providers.md §3.1; arrays seen in issues #2111, #2570, #1772).

export interface EvolutionErrorInit {
  message: string;
  /** HTTP status; null for network errors and timeouts. */
  httpStatus: number | null;
  /** Flattened `response.message` entries. */
  details?: string[];
  /** Set when sendText was refused because the number has no WhatsApp account. */
  notOnWhatsapp?: boolean;
  cause?: unknown;
}

export class EvolutionError extends Error {
  readonly httpStatus: number | null;
  readonly details: string[];
  readonly notOnWhatsapp: boolean;
  /** True for network errors, timeouts, 429 and 5xx ("Connection Closed" is a 500 and clears on reconnect). */
  readonly retryable: boolean;

  constructor(init: EvolutionErrorInit) {
    super(init.message, { cause: init.cause });
    this.name = 'EvolutionError';
    this.httpStatus = init.httpStatus;
    this.details = init.details ?? [];
    this.notOnWhatsapp = init.notOnWhatsapp ?? false;
    this.retryable = init.httpStatus === null || init.httpStatus === 429 || init.httpStatus >= 500;
  }
}
