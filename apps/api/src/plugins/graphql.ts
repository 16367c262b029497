import type { FastifyInstance } from 'fastify';
import mercurius, { type IResolvers } from 'mercurius';
import { AppError } from '../lib/app-error.js';
import type { TSessionKind } from '../lib/context.js';
import { requireToken } from './auth.js';

export interface TGraphqlEndpoint {
  type: TSessionKind | 'general';
  typeDefs: string;
  resolvers: IResolvers;
}

/**
 * One mercurius instance per token type at /{type}/graphql/query (SPEC §7). Each lives in its own
 * encapsulated scope, so its auth hook guards only its own endpoint.
 */
export async function registerGraphqlEndpoint(app: FastifyInstance, endpoint: TGraphqlEndpoint) {
  await app.register(async (scope) => {
    if (endpoint.type !== 'general') {
      const kind = endpoint.type;
      // Answered here rather than thrown: mercurius' own error handler would reshape the body.
      scope.addHook('onRequest', async (request, reply) => {
        try {
          request.auth = await requireToken(app, request, kind);
        } catch (error) {
          const status = error instanceof AppError ? error.status : 401;
          return reply.status(status).send({ message: error instanceof AppError ? error.message : 'Unauthorized access' });
        }
      });
    }
    await scope.register(mercurius, {
      schema: endpoint.typeDefs,
      resolvers: endpoint.resolvers,
      path: `/${endpoint.type}/graphql/query`,
      graphiql: false,
      queryDepth: 8,
      // Compile a query to JavaScript from its first run: big lists (a month of an agenda) serialize ~2× faster.
      jit: 1,
      context: (request) => ({ auth: request.auth }),
      errorFormatter: (execution, context) => {
        const formatted = mercurius.defaultErrorFormatter(execution, context);
        const errors = (execution.errors ?? []).map((error) => {
          const original = (error as { originalError?: unknown }).originalError;
          if (original instanceof AppError) return { message: original.message, path: error.path, extensions: { status: original.status } };
          // Unexpected resolver failures are logged, never shown.
          if (original && !(original as { extensions?: unknown }).extensions) {
            context.reply.log.error({ err: original }, 'graphql resolver error');
            return { message: 'Erro interno. Tente novamente em instantes.', path: error.path };
          }
          return { message: error.message, path: error.path, locations: error.locations };
        });
        const appError = (execution.errors ?? [])
          .map((e) => (e as { originalError?: unknown }).originalError)
          .find((e): e is AppError => e instanceof AppError);
        return { statusCode: appError?.status ?? formatted.statusCode ?? 200, response: { data: execution.data ?? null, errors } };
      },
    });
  });
}
