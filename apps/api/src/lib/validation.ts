import type { z } from 'zod';
import { AppError } from './app-error.js';

/** Parses input with a shared zod schema; failures become a 422 listing each field path. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw invalidInput(result.error);
}

/** The 422 of a failed zod parse, for handlers (parseInput) and route schemas (zod-routes) alike. */
export function invalidInput(error: z.ZodError): AppError {
  const errors = error.issues.map((issue) => ({
    message: issue.message,
    path: issue.path.map(String).join('.'),
  }));
  const first = errors[0];
  const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Dados inválidos.';
  return new AppError(422, message, { errors });
}
