// Fake OpenAI-compatible LLM server (docs/providers.md §5): POST /v1/chat/completions (JSON or SSE
// streaming, with tool calls) and POST /v1/audio/transcriptions (multipart). Replies come from
// a script queue so tests decide exactly what "the model" says; usage tokens are reported.
// Works with the `openai` SDK too: new OpenAI({ apiKey, baseURL: fake.url, maxRetries: 0 }).
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyReply } from 'fastify';
import { toolSchemaProblem } from './llm-schema.js';

interface ScriptedToolCall {
  name: string;
  /** Object (serialised for you) or a raw string — use a string to simulate invalid JSON. */
  arguments: Record<string, unknown> | string;
  id?: string;
}

type ScriptedReply =
  | { content: string; finishReason?: 'stop' | 'length' | 'content_filter' }
  | { toolCalls: ScriptedToolCall[]; content?: string | null }
  | { error: { status: number; message: string; type?: string; code?: string | null; retryAfterSeconds?: number } };

interface ChatRequestRecord {
  body: Record<string, any>;
  headers: Record<string, string | string[] | undefined>;
  at: Date;
}

interface TranscriptionRequestRecord {
  model: string;
  language: string | undefined;
  filename: string;
  bytes: number;
  mimeType: string;
}

export interface FakeLlmOptions {
  port?: number;
  host?: string;
  /** When set, requests must carry `Authorization: Bearer <apiKey>` (else 401). */
  apiKey?: string;
  /** Used when the script queue is empty; defaults to echoing the last user message. */
  defaultReply?: (request: Record<string, any>) => ScriptedReply;
}

export interface FakeLlm {
  /** Base URL including /v1, as LLM_BASE_URL / the SDK's baseURL expect. */
  url: string;
  requests: ChatRequestRecord[];
  transcriptions: TranscriptionRequestRecord[];
  /** Queues replies for the next chat requests, in order. */
  script(...replies: Array<ScriptedReply | ((request: Record<string, any>) => ScriptedReply)>): void;
  /** Queues texts for the next transcription requests; default text is "(fake transcription)". */
  scriptTranscription(...texts: string[]): void;
  /** Sum of usage reported so far. */
  usage: { promptTokens: number; completionTokens: number; totalTokens: number };
  close(): Promise<void>;
}

const TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

export async function startFakeLlm(options: FakeLlmOptions = {}): Promise<FakeLlm> {
  const queue: Array<ScriptedReply | ((request: Record<string, any>) => ScriptedReply)> = [];
  const transcriptQueue: string[] = [];
  const requests: ChatRequestRecord[] = [];
  const transcriptions: TranscriptionRequestRecord[] = [];
  const usage = { promptTokens: 0, completionTokens: 0, totalTokens: 0 };

  const app = Fastify({ logger: false, bodyLimit: 30 * 1024 * 1024 });
  // Multipart bodies are buffered and decoded with the WHATWG FormData parser built into Node.
  app.addContentTypeParser(/^multipart\/form-data/, { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.setErrorHandler<Error & { statusCode?: number }>((err, _request, reply) =>
    openaiError(reply, err.statusCode && err.statusCode < 500 ? err.statusCode : 500, err.message, 'invalid_request_error', null),
  );
  app.setNotFoundHandler((request, reply) =>
    openaiError(reply, 404, `Invalid URL (${request.method} ${request.url})`, 'invalid_request_error', null),
  );

  app.addHook('onRequest', async (request, reply) => {
    // Real servers tag every answer, errors included; clients log it for support tickets.
    reply.header('x-request-id', `req_${randomBytes(8).toString('hex')}`);
    if (options.apiKey === undefined) return;
    if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return openaiError(reply, 401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key');
    }
  });

  app.post('/v1/chat/completions', async (request, reply) => {
    const body = request.body as Record<string, any> | null;
    requests.push({ body: body ?? {}, headers: request.headers, at: new Date() });
    const invalid = validateChatRequest(body);
    if (typeof invalid === 'string') return openaiError(reply, 400, invalid, 'invalid_request_error', null);
    if (invalid) return openaiError(reply, 400, invalid.message, 'invalid_request_error', invalid.code, invalid.param);

    const next = queue.shift() ?? options.defaultReply ?? echo;
    const scripted = typeof next === 'function' ? next(body!) : next;
    if ('error' in scripted) {
      const e = scripted.error;
      if (e.retryAfterSeconds !== undefined) reply.header('retry-after', String(e.retryAfterSeconds));
      return openaiError(reply, e.status, e.message, e.type ?? 'server_error', e.code ?? null);
    }

    const id = `chatcmpl-${randomBytes(12).toString('hex')}`;
    const created = Math.floor(Date.now() / 1000);
    const model = String(body!.model);
    const toolCalls =
      'toolCalls' in scripted
        ? scripted.toolCalls.map((c) => ({
            id: c.id ?? `call_${randomBytes(12).toString('hex')}`,
            type: 'function' as const,
            function: { name: c.name, arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments) },
          }))
        : [];
    const content = 'toolCalls' in scripted ? (scripted.content ?? null) : scripted.content;
    const finishReason =
      toolCalls.length > 0 ? 'tool_calls' : 'finishReason' in scripted && scripted.finishReason ? scripted.finishReason : 'stop';
    const promptTokens = estimateTokens(JSON.stringify(body!.messages) + (body!.tools ? JSON.stringify(body!.tools) : ''));
    const completionTokens = Math.max(
      1,
      estimateTokens((content ?? '') + toolCalls.map((c) => c.function.name + c.function.arguments).join('')),
    );
    const turnUsage = { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens };
    usage.promptTokens += promptTokens;
    usage.completionTokens += completionTokens;
    usage.totalTokens += promptTokens + completionTokens;

    if (body!.stream === true) {
      const chunks = streamChunks({ id, created, model, content, toolCalls, finishReason });
      if (body!.stream_options?.include_usage === true) {
        chunks.push({ id, object: 'chat.completion.chunk', created, model, choices: [], usage: turnUsage });
      }
      const sse = chunks.map((c) => `data: ${JSON.stringify(c)}\n\n`).join('') + 'data: [DONE]\n\n';
      return reply.header('content-type', 'text/event-stream').send(sse);
    }
    return {
      id,
      object: 'chat.completion',
      created,
      model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}), refusal: null },
          logprobs: null,
          finish_reason: finishReason,
        },
      ],
      usage: turnUsage,
    };
  });

  app.post('/v1/audio/transcriptions', async (request, reply) => {
    const contentType = request.headers['content-type'] ?? '';
    if (!contentType.startsWith('multipart/form-data')) {
      return openaiError(reply, 400, 'Expected multipart/form-data', 'invalid_request_error', null);
    }
    const form = await new Request('http://fake/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: request.body as Buffer,
    }).formData();
    const file = form.get('file');
    const model = form.get('model');
    if (!(file instanceof Blob) || typeof model !== 'string' || model === '') {
      return openaiError(reply, 400, "you must provide a 'file' and a 'model'", 'invalid_request_error', null);
    }
    const language = form.get('language');
    transcriptions.push({
      model,
      language: typeof language === 'string' ? language : undefined,
      filename: file instanceof File ? file.name : 'blob',
      bytes: file.size,
      mimeType: file.type,
    });
    const text = transcriptQueue.shift() ?? '(fake transcription)';
    // whisper-1 bills by duration, the gpt-4o transcribe models by tokens.
    const turnUsage = model.startsWith('whisper')
      ? { type: 'duration', seconds: Math.max(1, Math.round(file.size / 16_000)) }
      : {
          type: 'tokens',
          input_tokens: Math.max(1, Math.round(file.size / 1_000)),
          output_tokens: estimateTokens(text),
          total_tokens: Math.max(1, Math.round(file.size / 1_000)) + estimateTokens(text),
        };
    return { text, usage: turnUsage };
  });

  const base = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });

  return {
    url: `${base}/v1`,
    requests,
    transcriptions,
    usage,
    script(...replies) {
      queue.push(...replies);
    },
    scriptTranscription(...texts) {
      transcriptQueue.push(...texts);
    },
    async close() {
      await app.close();
    },
  };
}

function echo(request: Record<string, any>): ScriptedReply {
  const messages = Array.isArray(request.messages) ? (request.messages as Array<{ role?: string; content?: unknown }>) : [];
  const lastUser = [...messages].reverse().find((m) => m.role === 'user');
  return { content: `echo: ${typeof lastUser?.content === 'string' ? lastUser.content : ''}` };
}

/** Rejects what real servers reject, so client bugs surface in tests. Returns a message (with its param/code) or null. */
function validateChatRequest(body: Record<string, any> | null): string | { message: string; param: string; code: string } | null {
  if (!body || typeof body !== 'object') return 'Request body must be a JSON object.';
  if (typeof body.model !== 'string' || body.model === '') return 'you must provide a model parameter';
  if (!Array.isArray(body.messages) || body.messages.length === 0) return "'messages' must be a non-empty array";
  if (body.tools !== undefined) {
    if (!Array.isArray(body.tools)) return "'tools' must be an array";
    for (const [i, t] of (body.tools as Array<Record<string, any>>).entries()) {
      if (t?.type !== 'function' || typeof t.function?.name !== 'string' || !TOOL_NAME.test(t.function.name)) {
        return `Invalid 'tools': function name must match ^[a-zA-Z0-9_-]{1,64}$`;
      }
      const schema = toolSchemaProblem(t.function.name, t.function.parameters);
      if (schema) return { message: schema, param: `tools[${i}].function.parameters`, code: 'invalid_function_parameters' };
    }
  }
  // Every tool call of an assistant turn must be answered by a tool message before the next turn.
  const open = new Set<string>();
  for (const m of body.messages as Array<Record<string, any>>) {
    if (!m || typeof m.role !== 'string') return "each message needs a 'role'";
    if (m.role === 'tool') {
      if (!open.delete(m.tool_call_id)) {
        return "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.";
      }
      continue;
    }
    if (open.size > 0) {
      return `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${[...open].join(', ')}`;
    }
    if (m.role === 'assistant' && Array.isArray(m.tool_calls)) for (const c of m.tool_calls) open.add(c?.id);
  }
  if (open.size > 0) {
    return `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${[...open].join(', ')}`;
  }
  return null;
}

interface StreamInput {
  id: string;
  created: number;
  model: string;
  content: string | null;
  toolCalls: Array<{ id: string; type: 'function'; function: { name: string; arguments: string } }>;
  finishReason: string;
}

/** Splits a reply into chat.completion.chunk objects the way OpenAI streams them. */
function streamChunks(s: StreamInput): Array<Record<string, unknown>> {
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({
    id: s.id,
    object: 'chat.completion.chunk',
    created: s.created,
    model: s.model,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  });
  const out = [chunk({ role: 'assistant', content: s.toolCalls.length > 0 ? null : '' })];
  for (const piece of splitEvery(s.content ?? '', 8)) out.push(chunk({ content: piece }));
  s.toolCalls.forEach((c, index) => {
    out.push(chunk({ tool_calls: [{ index, id: c.id, type: 'function', function: { name: c.function.name, arguments: '' } }] }));
    for (const piece of splitEvery(c.function.arguments, 8)) out.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
  });
  out.push(chunk({}, s.finishReason));
  return out;
}

function splitEvery(text: string, size: number): string[] {
  const parts: string[] = [];
  for (let i = 0; i < text.length; i += size) parts.push(text.slice(i, i + size));
  return parts;
}

/** Rough 4-characters-per-token estimate; enough to exercise usage accounting. */
function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

function openaiError(
  reply: FastifyReply,
  status: number,
  message: string,
  type: string,
  code: string | null,
  param: string | null = null,
): FastifyReply {
  return reply.code(status).send({ error: { message, type, param, code } });
}
