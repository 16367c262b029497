import type { FastifyInstance } from 'fastify';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import mercurius, { type IResolvers } from 'mercurius';
import { AppError } from '../lib/app-error.js';
import type { TSessionKind } from '../lib/context.js';
import { graphqlErrorFormatter } from '../graphql/error-format.js';
import { withExecutionBudget } from '../graphql/execution-budget.js';
import { registerGraphiql } from '../graphql/ide.js';
import { checkComplexity, checkDocumentShape, type TGraphqlLimits } from '../graphql/limits.js';
import { requireToken } from './auth.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from './errors.js';
import { isDatabaseUnavailable } from '../lib/pg-errors.js';
import { DB_RETRY_AFTER_SECONDS } from '../db/timeouts.js';

export interface TGraphqlEndpoint {
  type: TSessionKind | 'general';
  typeDefs: string;
  resolvers: IResolvers;
}

/**
 * One mercurius instance per token type at /{type}/graphql/query (docs/spec.md §7). Each lives in its own
 * encapsulated scope, so its auth hook guards only its own endpoint. Every request is bounded
 * (issue 8 defect 3): body size, parser tokens, aliases, depth, selections and estimated result size
 * before execution, and an execution budget while resolving.
 */
export async function registerGraphqlEndpoint(app: FastifyInstance, endpoint: TGraphqlEndpoint) {
  const config = app.ctx.config;
  const production = config.NODE_ENV === 'production';
  const limits: TGraphqlLimits = {
    maxTokens: config.GRAPHQL_MAX_TOKENS,
    maxAliases: config.GRAPHQL_MAX_ALIASES,
    maxDepth: config.GRAPHQL_MAX_DEPTH,
    maxFields: config.GRAPHQL_MAX_FIELDS,
    maxComplexity: config.GRAPHQL_MAX_COMPLEXITY,
  };
  const budgetMs = config.GRAPHQL_EXECUTION_BUDGET_MS;
  await app.register(async (scope) => {
    if (endpoint.type !== 'general') {
      const kind = endpoint.type;
      // Answered here rather than thrown: mercurius' own error handler would reshape the body.
      scope.addHook('onRequest', async (request, reply) => {
        try {
          request.auth = await requireToken(app, request, kind);
        } catch (error) {
          // A stalled database is not a bad token: answering 401 would sign every user out.
          if (isDatabaseUnavailable(error)) {
            return reply.status(503).header('retry-after', String(DB_RETRY_AFTER_SECONDS)).send({ message: DATABASE_UNAVAILABLE_MESSAGE });
          }
          const status = error instanceof AppError ? error.status : 401;
          return reply.status(status).send({ message: error instanceof AppError ? error.message : 'Unauthorized access' });
        }
      });
    }
    await scope.register(mercurius, {
      schema: endpoint.typeDefs,
      resolvers: withExecutionBudget(endpoint.resolvers, budgetMs),
      path: `/${endpoint.type}/graphql/query`,
      graphiql: false,
      // Fastify refuses a larger body from its Content-Length, before reading it (the app-wide limit is for uploads).
      additionalRouteOptions: { bodyLimit: config.GRAPHQL_BODY_LIMIT_BYTES },
      graphql: { parseOptions: { maxTokens: limits.maxTokens } },
      validationRules: production ? [NoSchemaIntrospectionCustomRule] : [],
      // Compile a query to JavaScript from its first run: big lists (a month of an agenda) serialize ~2× faster.
      jit: 1,
      context: (request) => ({ auth: request.auth, deadline: performance.now() + budgetMs }),
      errorFormatter: graphqlErrorFormatter({ production, maxTokens: limits.maxTokens }),
    });
    scope.graphql.addHook('preValidation', (schema, document, context) =>
      checkDocumentShape(schema, document, (context as { __currentQuery?: unknown }).__currentQuery, limits),
    );
    scope.graphql.addHook('preExecution', (schema, document, _context, variables) => checkComplexity(schema, document, variables, limits));
  });
  if (config.NODE_ENV === 'development') registerGraphiql(app, endpoint.type);
}
