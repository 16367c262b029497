// The OpenAI-compatible brain: chat completions with the actions as tools, the recent history and
// the company context in the prompt. Any failure (HTTP, malformed arguments, a loop) ends in a
// safe reply and a transfer, never in an exception.
import { createLlmClient, type LlmMessage } from '../../../../integrations/llm/client.js';
import type { TBrain, TBrainTurnInput, TBrainTurnResult } from '../types.js';
import { systemPrompt } from './prompt.js';
import { runTool, TOOL_DEFS, type TToolRunState } from './tools.js';

const MAX_STEPS = 6;
const SAFE_REPLY = 'Desculpe, tive um probleminha para responder agora 😕. Vou chamar alguém da nossa equipe para te ajudar.';

export function openaiBrain(opts: { baseUrl: string; apiKey: string; model: string; timeoutMs?: number; maxRetries?: number }): TBrain {
  const llm = createLlmClient({
    baseUrl: opts.baseUrl,
    apiKey: opts.apiKey,
    model: opts.model,
    timeoutMs: opts.timeoutMs ?? 30_000,
    maxRetries: opts.maxRetries ?? 1,
  });
  return {
    kind: 'openai',
    async turn(input: TBrainTurnInput): Promise<TBrainTurnResult> {
      const run: TToolRunState = { actions: [], transfer: null };
      const toolLog: unknown[] = [];
      let promptTokens = 0;
      let completionTokens = 0;
      let model = opts.model;
      let messages: LlmMessage[];
      try {
        const [upcoming, history] = await Promise.all([input.tools.listAppointments('upcoming'), input.tools.listAppointments('history')]);
        messages = [{ role: 'system', content: systemPrompt(input, { upcoming, history }) }];
      } catch (e) {
        messages = [{ role: 'system', content: systemPrompt(input, { upcoming: [], history: [] }) }];
        toolLog.push({ name: 'context', error: (e as Error).message });
      }
      for (const h of input.history) {
        if (h.role === 'client') messages.push({ role: 'user', content: h.content });
        else messages.push({ role: 'assistant', content: h.content });
      }
      messages.push({ role: 'user', content: input.messages.join('\n') });
      let reply: string | null = null;
      let error: string | null = null;
      try {
        for (let step = 0; step < MAX_STEPS && reply === null; step++) {
          const res = await llm.chat({ messages, tools: TOOL_DEFS, temperature: 0.2, user: input.client.id });
          model = res.model || model;
          promptTokens += res.usage.promptTokens;
          completionTokens += res.usage.completionTokens;
          if (!res.toolCalls.length) {
            reply = res.message.content?.trim() || null;
            if (reply === null) error = 'empty reply';
            break;
          }
          messages.push(res.message);
          for (const call of res.toolCalls) {
            // No arguments at all ("") is an empty object; anything else must be JSON.
            const args = call.rawArguments.trim() === '' ? {} : call.arguments;
            const result = await runTool(input, run, call.name, args);
            toolLog.push({ name: call.name, arguments: call.rawArguments, result });
            messages.push({ role: 'tool', tool_call_id: call.id, content: result });
          }
        }
        if (reply === null && !error) error = 'too many tool steps';
      } catch (e) {
        error = (e as Error).message;
      }
      if (reply === null) {
        if (!run.transfer) {
          run.transfer = { reason: 'llm_error' };
          run.actions.push({ type: 'transfer_to_human', detail: 'llm_error' });
        }
        reply = SAFE_REPLY;
      }
      return {
        replies: [reply],
        actions: run.actions,
        state: input.state,
        transfer: run.transfer,
        run: { model, promptTokens, completionTokens, toolCalls: toolLog, error },
      };
    },
  };
}
