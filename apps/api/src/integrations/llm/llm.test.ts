import { startFakeLlm, type FakeLlm } from '@agenda/fakes/llm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLlmClient, LlmError, type LlmMessage, type LlmTool } from './client.js';

let llm: FakeLlm;
beforeEach(async () => {
  llm = await startFakeLlm({ apiKey: 'sk-test' });
});
afterEach(async () => {
  await llm.close();
});

const client = (overrides: Partial<Parameters<typeof createLlmClient>[0]> = {}) =>
  createLlmClient({ baseUrl: llm.url, apiKey: 'sk-test', model: 'gpt-4o-mini', maxRetries: 0, ...overrides });

const tools: LlmTool[] = [
  {
    type: 'function',
    function: {
      name: 'create_schedule',
      description: 'Agenda um horário',
      parameters: {
        type: 'object',
        properties: { serviceId: { type: 'string' }, startsAt: { type: 'string' } },
        required: ['serviceId', 'startsAt'],
      },
    },
  },
];

async function captureError(p: Promise<unknown>): Promise<LlmError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(LlmError);
  return err as LlmError;
}

describe('LLM client against the fake', () => {
  it('returns text replies with usage', async () => {
    llm.script({ content: 'Olá! Em que posso ajudar?' });
    const result = await client().chat({
      messages: [
        { role: 'system', content: 'Você é a secretária.' },
        { role: 'user', content: 'oi' },
      ],
      temperature: 0.2,
    });
    expect(result.message).toEqual({ role: 'assistant', content: 'Olá! Em que posso ajudar?' });
    expect(result.finishReason).toBe('stop');
    expect(result.toolCalls).toEqual([]);
    expect(result.usage.totalTokens).toBeGreaterThan(0);
    expect(result.usage.totalTokens).toBe(result.usage.promptTokens + result.usage.completionTokens);
    expect(llm.requests[0]!.body).toMatchObject({ model: 'gpt-4o-mini', temperature: 0.2 });
    expect(llm.requests[0]!.body.tools).toBeUndefined();
  });

  it('runs a full tool-call round trip', async () => {
    llm.script(
      { toolCalls: [{ name: 'create_schedule', arguments: { serviceId: 'svc_1', startsAt: '2025-06-10T13:00:00Z' } }] },
      { content: 'Pronto, agendado para terça às 10h.' },
    );
    const c = client();
    const messages: LlmMessage[] = [{ role: 'user', content: 'Quero marcar corte terça 10h' }];
    const first = await c.chat({ messages, tools });
    expect(first.finishReason).toBe('tool_calls');
    expect(first.toolCalls).toEqual([
      {
        id: expect.stringMatching(/^call_/),
        name: 'create_schedule',
        arguments: { serviceId: 'svc_1', startsAt: '2025-06-10T13:00:00Z' },
        rawArguments: '{"serviceId":"svc_1","startsAt":"2025-06-10T13:00:00Z"}',
      },
    ]);
    expect(llm.requests[0]!.body).toMatchObject({ tool_choice: 'auto', tools });

    messages.push(first.message);
    for (const call of first.toolCalls) messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify({ ok: true }) });
    const second = await c.chat({ messages, tools });
    expect(second.message.content).toBe('Pronto, agendado para terça às 10h.');
  });

  it('keeps invalid tool-call JSON as raw text', async () => {
    llm.script({ toolCalls: [{ name: 'create_schedule', arguments: '{"serviceId": ' }] });
    const [call] = (await client().chat({ messages: [{ role: 'user', content: 'x' }], tools })).toolCalls;
    expect(call).toMatchObject({ arguments: undefined, rawArguments: '{"serviceId": ' });
  });

  it('maps errors and their retry classes', async () => {
    const auth = await captureError(client({ apiKey: 'wrong' }).chat({ messages: [{ role: 'user', content: 'x' }] }));
    expect(auth).toMatchObject({ httpStatus: 401, code: 'invalid_api_key', retryable: false });
    llm.script({ error: { status: 429, message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } });
    const limited = await captureError(client().chat({ messages: [{ role: 'user', content: 'x' }] }));
    expect(limited).toMatchObject({ httpStatus: 429, retryable: true, message: 'Rate limit reached' });
    expect(limited.requestId).toMatch(/^req_/);
    // The fake itself rejects unanswered tool calls, as the real API does.
    const bad = await captureError(
      client().chat({
        messages: [
          { role: 'user', content: 'x' },
          { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'f', arguments: '{}' } }] },
        ],
      }),
    );
    expect(bad).toMatchObject({ httpStatus: 400, retryable: false });
  });

  it('retries retryable failures up to maxRetries', async () => {
    llm.script({ error: { status: 500, message: 'boom' } }, { error: { status: 503, message: 'overloaded' } }, { content: 'enfim' });
    const result = await client({ maxRetries: 2, retryBaseDelayMs: 1 }).chat({ messages: [{ role: 'user', content: 'x' }] });
    expect(result.message.content).toBe('enfim');
    expect(llm.requests).toHaveLength(3);

    llm.script({ error: { status: 500, message: 'a' } }, { error: { status: 500, message: 'b' } });
    const err = await captureError(client({ maxRetries: 1, retryBaseDelayMs: 1 }).chat({ messages: [{ role: 'user', content: 'x' }] }));
    expect(err.message).toBe('b');
  });

  it('maps a network failure to a retryable error', async () => {
    const c = createLlmClient({ baseUrl: 'http://127.0.0.1:1/v1', apiKey: 'k', model: 'm', maxRetries: 0 });
    expect(await captureError(c.chat({ messages: [{ role: 'user', content: 'x' }] }))).toMatchObject({ httpStatus: null, retryable: true });
  });

  it('transcribes audio with usage', async () => {
    llm.scriptTranscription('Oi, queria remarcar meu horário');
    const result = await client().transcribe({
      audio: new Uint8Array(48_000),
      filename: 'audio.ogg',
      mimeType: 'audio/ogg',
      language: 'pt',
    });
    expect(result).toEqual({ text: 'Oi, queria remarcar meu horário', usage: { type: 'duration', seconds: 3 } });
    expect(llm.transcriptions[0]).toEqual({
      model: 'whisper-1',
      language: 'pt',
      filename: 'audio.ogg',
      bytes: 48_000,
      mimeType: 'audio/ogg',
    });

    llm.scriptTranscription('texto');
    const tokens = await client({ transcriptionModel: 'gpt-4o-mini-transcribe' }).transcribe({
      audio: new Blob([new Uint8Array(5_000)]),
      filename: 'a.mp3',
    });
    expect(tokens.usage).toMatchObject({ type: 'tokens', inputTokens: 5 });
  });
});
