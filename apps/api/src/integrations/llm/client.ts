// Real client of any OpenAI-compatible Chat Completions endpoint (OpenAI, Azure, Groq,
// OpenRouter, vLLM, Ollama) plus /audio/transcriptions, over plain fetch: the `openai` SDK is
// not installed. Wire format: docs/providers.md §5. Point `baseUrl` at @agenda/fakes/llm in tests.
import { z } from 'zod';
import { fetchWithTimeout, readJsonSafely, TransportFailure, type FetchLike } from '../fetch-with-timeout.js';
import { LlmError } from './errors.js';
import type { LlmChatResult, LlmMessage, LlmTool, LlmToolChoice } from './types.js';

export { LlmError } from './errors.js';
export type * from './types.js';

export interface LlmClientOptions {
  /** Includes the version segment, e.g. https://api.openai.com/v1 (LLM_BASE_URL). */
  baseUrl?: string;
  apiKey: string;
  /** Default model (LLM_MODEL). */
  model: string;
  transcriptionModel?: string;
  fetchImpl?: FetchLike;
  /** Per attempt. Chat turns with tools can be slow; 60 s keeps a stuck turn from hanging a job. */
  timeoutMs?: number;
  /** Retries of retryable failures (openai-node's default is 2). */
  maxRetries?: number;
  retryBaseDelayMs?: number;
}

interface ChatInput {
  messages: LlmMessage[];
  tools?: LlmTool[];
  toolChoice?: LlmToolChoice;
  model?: string;
  temperature?: number;
  maxTokens?: number;
  /** Passed through as `user` for abuse tracking (e.g. a company id). */
  user?: string;
}

interface TranscribeInput {
  audio: Blob | Uint8Array;
  filename: string;
  mimeType?: string;
  /** ISO-639-1, e.g. 'pt'; improves accuracy and latency. */
  language?: string;
  prompt?: string;
  model?: string;
}

interface TranscribeResult {
  text: string;
  /** Token usage (gpt-4o-*-transcribe) or audio seconds (whisper-1), when reported. */
  usage?: { type: 'tokens'; inputTokens: number; outputTokens: number; totalTokens: number } | { type: 'duration'; seconds: number };
}

export interface LlmClient {
  chat(input: ChatInput): Promise<LlmChatResult>;
  transcribe(input: TranscribeInput): Promise<TranscribeResult>;
}

const toolCallSchema = z.object({
  id: z.string(),
  type: z.literal('function').optional(),
  function: z.object({ name: z.string(), arguments: z.string().default('') }),
});

const chatResponse = z.object({
  id: z.string().default(''),
  model: z.string().default(''),
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable().optional(),
          tool_calls: z.array(toolCallSchema).nullable().optional(),
        }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
  usage: z.object({ prompt_tokens: z.number(), completion_tokens: z.number(), total_tokens: z.number() }).optional(),
});

const transcriptionResponse = z.object({
  text: z.string(),
  usage: z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('tokens'), input_tokens: z.number(), output_tokens: z.number(), total_tokens: z.number() }),
      z.object({ type: z.literal('duration'), seconds: z.number() }),
    ])
    .optional()
    .catch(undefined),
});

const errorBody = z.object({
  error: z.object({
    message: z.string().optional(),
    type: z.string().nullable().optional(),
    code: z.union([z.string(), z.number()]).nullable().optional(),
  }),
});

export function createLlmClient(options: LlmClientOptions): LlmClient {
  const baseUrl = (options.baseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, '');
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const maxRetries = options.maxRetries ?? 2;
  const baseDelay = options.retryBaseDelayMs ?? 500;

  async function request(path: string, makeInit: () => RequestInit): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await once(path, makeInit());
      } catch (err) {
        if (!(err instanceof LlmError) || !err.retryable || attempt >= maxRetries) throw err;
        await sleep(err instanceof RetryAfter ? err.delayMs : Math.min(baseDelay * 2 ** attempt, 8_000));
      }
    }
  }

  async function once(path: string, init: RequestInit): Promise<unknown> {
    let res: Response;
    try {
      const headers = new Headers(init.headers);
      headers.set('authorization', `Bearer ${options.apiKey}`);
      res = await fetchWithTimeout(fetchImpl, `${baseUrl}${path}`, { ...init, headers }, timeoutMs);
    } catch (err) {
      if (err instanceof TransportFailure) throw new LlmError({ message: err.message, httpStatus: null, cause: err });
      throw err;
    }
    const json = await readJsonSafely(res);
    if (res.ok) return json;
    const parsed = errorBody.safeParse(json);
    const requestId = res.headers.get('x-request-id') ?? undefined;
    const init2 = {
      message: parsed.success ? (parsed.data.error.message ?? `HTTP ${res.status}`) : `HTTP ${res.status}`,
      httpStatus: res.status,
      ...(parsed.success && parsed.data.error.type ? { type: parsed.data.error.type } : {}),
      ...(parsed.success && parsed.data.error.code != null ? { code: String(parsed.data.error.code) } : {}),
      ...(requestId ? { requestId } : {}),
    };
    const retryAfterMs = parseRetryAfter(res.headers);
    throw retryAfterMs !== undefined ? new RetryAfter(init2, retryAfterMs) : new LlmError(init2);
  }

  return {
    async chat(input) {
      const body: Record<string, unknown> = { model: input.model ?? options.model, messages: input.messages };
      if (input.tools && input.tools.length > 0) {
        body.tools = input.tools;
        body.tool_choice = input.toolChoice ?? 'auto';
      } else if (input.toolChoice) {
        body.tool_choice = input.toolChoice;
      }
      if (input.temperature !== undefined) body.temperature = input.temperature;
      if (input.maxTokens !== undefined) body.max_tokens = input.maxTokens;
      if (input.user !== undefined) body.user = input.user;
      const json = await request('/chat/completions', () => ({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }));
      const parsed = chatResponse.safeParse(json);
      if (!parsed.success) throw new LlmError({ message: 'unexpected chat completion response', httpStatus: 200 });
      const choice = parsed.data.choices[0]!;
      const calls = (choice.message.tool_calls ?? []).map((c) => ({
        id: c.id,
        type: 'function' as const,
        function: { name: c.function.name, arguments: c.function.arguments },
      }));
      const usage = parsed.data.usage;
      return {
        id: parsed.data.id,
        model: parsed.data.model,
        message: {
          role: 'assistant',
          content: choice.message.content ?? null,
          ...(calls.length > 0 ? { tool_calls: calls } : {}),
        },
        toolCalls: calls.map((c) => ({
          id: c.id,
          name: c.function.name,
          arguments: parseJson(c.function.arguments),
          rawArguments: c.function.arguments,
        })),
        finishReason: choice.finish_reason ?? (calls.length > 0 ? 'tool_calls' : 'stop'),
        usage: {
          promptTokens: usage?.prompt_tokens ?? 0,
          completionTokens: usage?.completion_tokens ?? 0,
          totalTokens: usage?.total_tokens ?? 0,
        },
      };
    },

    async transcribe(input) {
      const blob = input.audio instanceof Blob ? input.audio : new Blob([input.audio], input.mimeType ? { type: input.mimeType } : {});
      const json = await request('/audio/transcriptions', () => {
        // A FormData body is single-use, so each attempt builds its own.
        const form = new FormData();
        form.set('file', blob, input.filename);
        form.set('model', input.model ?? options.transcriptionModel ?? 'whisper-1');
        form.set('response_format', 'json');
        if (input.language) form.set('language', input.language);
        if (input.prompt) form.set('prompt', input.prompt);
        return { method: 'POST', body: form };
      });
      const parsed = transcriptionResponse.safeParse(json);
      if (!parsed.success) throw new LlmError({ message: 'unexpected transcription response', httpStatus: 200 });
      const u = parsed.data.usage;
      if (!u) return { text: parsed.data.text };
      return {
        text: parsed.data.text,
        usage:
          u.type === 'tokens'
            ? { type: 'tokens', inputTokens: u.input_tokens, outputTokens: u.output_tokens, totalTokens: u.total_tokens }
            : { type: 'duration', seconds: u.seconds },
      };
    },
  };
}

/** An LlmError whose server asked for a specific wait before retrying. */
class RetryAfter extends LlmError {
  constructor(
    init: ConstructorParameters<typeof LlmError>[0],
    readonly delayMs: number,
  ) {
    super(init);
  }
}

function parseRetryAfter(headers: Headers): number | undefined {
  const ms = Number(headers.get('retry-after-ms'));
  if (Number.isFinite(ms) && ms > 0) return Math.min(ms, 60_000);
  const s = Number(headers.get('retry-after'));
  if (Number.isFinite(s) && s > 0) return Math.min(s * 1000, 60_000);
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
