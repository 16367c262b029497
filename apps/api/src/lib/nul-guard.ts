import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

const NUL_MESSAGE = 'O texto contém um caractere nulo (\\u0000), que não é permitido.';

/** The path of the first string (value or key) holding U+0000, or null. Iterative: deep JSON cannot overflow the stack. */
function findNulPath(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return path;
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store U+0000 in text or jsonb, so a JSON string carrying it used to reach the
 * database and come back as a 500. Checked once for every route (preValidation): body, query, params.
 */
export async function rejectNulBytes(request: FastifyRequest): Promise<void> {
  for (const [where, value] of [
    ['body', request.body],
    ['query', request.query],
    ['params', request.params],
  ] as const) {
    const path = findNulPath(value);
    if (path === null) continue;
    const field = path || where;
    throw new AppError(422, `${field}: ${NUL_MESSAGE}`, { errors: [{ path: field, message: NUL_MESSAGE }] });
  }
}
