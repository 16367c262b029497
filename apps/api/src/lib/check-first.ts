import type { FastifyRequest } from 'fastify';
import { unauthorized } from './app-error.js';

/**
 * A check a handler made before parsing its input (membership, the company of the path, the session's
 * company), run as the route's preValidation so it still answers before the route schemas do: a caller the
 * check refuses gets that refusal, never a 422 about the input. The handler reads the result with `resultOf`.
 */
export function checkFirst<T>(check: (request: FastifyRequest) => Promise<T>) {
  const results = new WeakMap<FastifyRequest, { value: T }>();
  return {
    preValidation: async (request: FastifyRequest) => {
      results.set(request, { value: await check(request) });
    },
    resultOf: (request: FastifyRequest): T => {
      const result = results.get(request);
      if (!result) throw unauthorized();
      return result.value;
    },
  };
}
