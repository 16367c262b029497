import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from './llm.js';

let llm: FakeLlm;
beforeEach(async () => {
  llm = await startFakeLlm({ apiKey: 'sk-test' });
});
afterEach(async () => {
  await llm.close();
});

async function chat(body: unknown, key = 'sk-test') {
  const res = await fetch(`${llm.url}/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const weatherTool = {
  type: 'function',
  function: { name: 'get_weather', parameters: { type: 'object', properties: { location: { type: 'string' } }, required: ['location'] } },
};

describe('fake LLM: chat completions', () => {
  it('answers a scripted text reply in the chat.completion shape with usage', async () => {
    llm.script({ content: 'Olá! Como posso ajudar?' });
    const { status, text, headers } = await chat({ model: 'gpt-4o', messages: [{ role: 'user', content: 'oi' }] });
    expect(status).toBe(200);
    expect(headers.get('x-request-id')).toMatch(/^req_/);
    const json = JSON.parse(text);
    expect(json).toMatchObject({
      object: 'chat.completion',
      model: 'gpt-4o',
      choices: [{ index: 0, message: { role: 'assistant', content: 'Olá! Como posso ajudar?' }, finish_reason: 'stop' }],
    });
    expect(json.id).toMatch(/^chatcmpl-/);
    expect(json.usage.total_tokens).toBe(json.usage.prompt_tokens + json.usage.completion_tokens);
    expect(llm.usage.totalTokens).toBe(json.usage.total_tokens);
    expect(llm.requests[0]!.body.messages).toEqual([{ role: 'user', content: 'oi' }]);
  });

  it('answers scripted tool calls with arguments as a JSON string', async () => {
    llm.script({ toolCalls: [{ name: 'get_weather', arguments: { location: 'Paris, France' }, id: 'call_abc123' }] });
    const json = JSON.parse(
      (await chat({ model: 'gpt-4o', messages: [{ role: 'user', content: 'weather?' }], tools: [weatherTool], tool_choice: 'auto' })).text,
    );
    expect(json.choices[0]).toMatchObject({
      message: {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'call_abc123', type: 'function', function: { name: 'get_weather', arguments: '{"location":"Paris, France"}' } }],
      },
      finish_reason: 'tool_calls',
    });
  });

  it('echoes the last user message when nothing is scripted, and supports function scripts', async () => {
    expect(JSON.parse((await chat({ model: 'm', messages: [{ role: 'user', content: 'ping' }] })).text).choices[0].message.content).toBe(
      'echo: ping',
    );
    llm.script((req) => ({ content: `you sent ${req.messages.length} messages` }));
    expect(
      JSON.parse(
        (
          await chat({
            model: 'm',
            messages: [
              { role: 'system', content: 's' },
              { role: 'user', content: 'u' },
            ],
          })
        ).text,
      ).choices[0].message.content,
    ).toBe('you sent 2 messages');
  });

  it('rejects unanswered tool calls, orphan tool messages and bad tool names with 400', async () => {
    const unanswered = await chat({
      model: 'm',
      messages: [
        { role: 'user', content: 'x' },
        { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'f', arguments: '{}' } }] },
        { role: 'user', content: 'y' },
      ],
    });
    expect(unanswered.status).toBe(400);
    expect(JSON.parse(unanswered.text).error.message).toContain('call_1');
    expect((await chat({ model: 'm', messages: [{ role: 'tool', tool_call_id: 'nope', content: 'x' }] })).status).toBe(400);
    expect(
      (
        await chat({
          model: 'm',
          messages: [{ role: 'user', content: 'x' }],
          tools: [{ type: 'function', function: { name: 'bad name!' } }],
        })
      ).status,
    ).toBe(400);
    const answered = await chat({
      model: 'm',
      messages: [
        { role: 'user', content: 'x' },
        { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'f', arguments: '{}' } }] },
        { role: 'tool', tool_call_id: 'call_1', content: 'ok' },
      ],
    });
    expect(answered.status).toBe(200);
  });

  it('refuses tool parameters the API would refuse, with its message, param and code', async () => {
    const tool = (parameters: unknown) => ({ type: 'function', function: { name: 'book', parameters } });
    const send = async (parameters: unknown) => {
      const res = await chat({ model: 'm', messages: [{ role: 'user', content: 'x' }], tools: [weatherTool, tool(parameters)] });
      return { status: res.status, error: res.status === 200 ? null : JSON.parse(res.text).error };
    };
    expect(await send({ type: 'string' })).toEqual({
      status: 400,
      error: {
        message: `Invalid schema for function 'book': schema must be a JSON Schema of 'type: "object"', got 'type: "string"'.`,
        type: 'invalid_request_error',
        param: 'tools[1].function.parameters',
        code: 'invalid_function_parameters',
      },
    });
    expect((await send({ type: 'object' })).error.message).toBe(
      "Invalid schema for function 'book': In context=(), object schema missing properties.",
    );
    expect((await send({ type: 'object', properties: { services: { type: 'array' } } })).error.message).toBe(
      "Invalid schema for function 'book': In context=('properties', 'services'), array schema missing items.",
    );
    const nested = {
      type: 'object',
      properties: { services: { type: 'array', items: { type: 'object', properties: { service: { type: 'string' } } } } },
    };
    expect((await send(nested)).status).toBe(200);
    expect((await send(undefined)).status).toBe(200);
  });

  it('checks the API key and serves scripted errors with retry-after', async () => {
    const bad = await chat({ model: 'm', messages: [{ role: 'user', content: 'x' }] }, 'wrong');
    expect(bad.status).toBe(401);
    expect(JSON.parse(bad.text)).toEqual({
      error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', param: null, code: 'invalid_api_key' },
    });
    llm.script({
      error: { status: 429, message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded', retryAfterSeconds: 1 },
    });
    const limited = await chat({ model: 'm', messages: [{ role: 'user', content: 'x' }] });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
  });

  it('streams SSE chunks ending in [DONE], with usage when asked', async () => {
    llm.script({ toolCalls: [{ name: 'get_weather', arguments: { location: 'São Paulo' } }] });
    const { text, headers } = await chat({
      model: 'm',
      messages: [{ role: 'user', content: 'x' }],
      tools: [weatherTool],
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(headers.get('content-type')).toContain('text/event-stream');
    const lines = text.split('\n\n').filter(Boolean);
    expect(lines.at(-1)).toBe('data: [DONE]');
    const chunks = lines.slice(0, -1).map((l) => JSON.parse(l.replace(/^data: /, '')));
    let args = '';
    for (const c of chunks) for (const d of c.choices) for (const t of d.delta.tool_calls ?? []) args += t.function?.arguments ?? '';
    expect(JSON.parse(args)).toEqual({ location: 'São Paulo' });
    expect(chunks.at(-2).choices[0].finish_reason).toBe('tool_calls');
    expect(chunks.at(-1)).toMatchObject({ choices: [], usage: { total_tokens: expect.any(Number) } });
  });
});

describe('fake LLM: transcriptions', () => {
  it('accepts multipart audio and returns the scripted text with usage', async () => {
    llm.scriptTranscription('Quero marcar para amanhã às 10h');
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(32_000)], { type: 'audio/ogg' }), 'voz.ogg');
    form.set('model', 'whisper-1');
    form.set('language', 'pt');
    const res = await fetch(`${llm.url}/audio/transcriptions`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk-test' },
      body: form,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ text: 'Quero marcar para amanhã às 10h', usage: { type: 'duration', seconds: 2 } });
    expect(llm.transcriptions).toEqual([{ model: 'whisper-1', language: 'pt', filename: 'voz.ogg', bytes: 32_000, mimeType: 'audio/ogg' }]);
  });

  it('rejects a request without file', async () => {
    const form = new FormData();
    form.set('model', 'whisper-1');
    const res = await fetch(`${llm.url}/audio/transcriptions`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk-test' },
      body: form,
    });
    expect(res.status).toBe(400);
  });
});
