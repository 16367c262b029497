// Chat Completions message and tool types (OpenAI wire names kept where they cross the wire,
// so a conversation can be stored and replayed as-is).

interface LlmToolCall {
  id: string;
  type: 'function';
  function: { name: string /** JSON string, as sent by the model; may be invalid JSON. */; arguments: string };
}

export type LlmMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string; name?: string }
  | { role: 'assistant'; content: string | null; tool_calls?: LlmToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface LlmTool {
  type: 'function';
  function: {
    /** [a-zA-Z0-9_-], at most 64 characters. */
    name: string;
    description?: string;
    /** JSON Schema of the arguments object. */
    parameters: Record<string, unknown>;
    strict?: boolean;
  };
}

export type LlmToolChoice = 'none' | 'auto' | 'required' | { type: 'function'; function: { name: string } };

interface LlmUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

type LlmFinishReason = 'stop' | 'length' | 'tool_calls' | 'content_filter' | (string & {});

export interface LlmChatResult {
  id: string;
  model: string;
  /** Assistant message ready to append to the conversation before the tool results. */
  message: { role: 'assistant'; content: string | null; tool_calls?: LlmToolCall[] };
  /** Tool calls with arguments parsed; `arguments` is undefined when the model sent invalid JSON. */
  toolCalls: Array<{ id: string; name: string; arguments: unknown; rawArguments: string }>;
  finishReason: LlmFinishReason;
  usage: LlmUsage;
}
