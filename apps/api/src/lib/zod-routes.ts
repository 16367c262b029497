import type { FastifyPluginAsync, FastifySchemaCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { invalidInput } from './validation.js';

/**
 * Validates a route's zod `body`/`querystring`/`params` with the answer parseInput gives: a 422 listing each
 * field path. An absent body is read as `{}` (Fastify hands the validator null), as parseInput always did.
 */
const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: invalidInput(result.error) };
  };

/**
 * Registers a module's routes in a scope whose route schemas are zod (typed with ZodTypeProvider). Only there:
 * the GraphQL endpoints declare plain JSON schemas and keep Fastify's own compilers.
 */
export function withZodSchemas(routes: FastifyPluginAsync): FastifyPluginAsync {
  return async (scope) => {
    scope.setValidatorCompiler(zodValidatorCompiler);
    scope.setSerializerCompiler(serializerCompiler);
    await scope.register(routes);
  };
}
