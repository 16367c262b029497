// Error raised by the LLM client. OpenAI-compatible servers answer
// {"error":{"message","type","param","code"}}; retry classes follow openai-node
// (connection errors, 408, 409, 429, ≥500 — docs/providers.md §5).

export interface LlmErrorInit {
  message: string;
  httpStatus: number | null;
  type?: string;
  code?: string;
  requestId?: string;
  cause?: unknown;
}

export class LlmError extends Error {
  readonly httpStatus: number | null;
  readonly type: string | undefined;
  readonly code: string | undefined;
  readonly requestId: string | undefined;
  readonly retryable: boolean;

  constructor(init: LlmErrorInit) {
    super(init.message, { cause: init.cause });
    this.name = 'LlmError';
    this.httpStatus = init.httpStatus;
    this.type = init.type;
    this.code = init.code;
    this.requestId = init.requestId;
    const s = init.httpStatus;
    this.retryable = s === null || s === 408 || s === 409 || s === 429 || s >= 500;
  }
}
