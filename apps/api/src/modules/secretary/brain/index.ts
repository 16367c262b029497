// Which brain answers: the embedded Portuguese engine (default) or an OpenAI-compatible model.
import type { TAppContext } from '../../../lib/context.js';
import { embeddedBrain } from './embedded/dialogue.js';
import { openaiBrain } from './openai/brain.js';
import type { TBrain } from './types.js';

const cache = new WeakMap<object, TBrain>();

export function brainFor(ctx: TAppContext): TBrain {
  if (ctx.config.secretaryBrain !== 'openai' || !ctx.config.LLM_API_KEY) return embeddedBrain;
  let brain = cache.get(ctx.config);
  if (!brain) {
    brain = openaiBrain({
      baseUrl: ctx.config.LLM_BASE_URL,
      apiKey: ctx.config.LLM_API_KEY,
      model: ctx.config.LLM_MODEL,
      timeoutMs: ctx.config.LLM_TIMEOUT_MS,
    });
    cache.set(ctx.config, brain);
  }
  return brain;
}
