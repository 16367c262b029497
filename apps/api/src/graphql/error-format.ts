// GraphQL errors as every GraphQL client expects them (issue 8 defect 4): syntax and validation errors say
// what is wrong, with locations; AppErrors keep their status and message; HTTP-level refusals
// (body too large, too many requests) keep their status; only unexpected failures are hidden.
import type { FastifyError } from 'fastify';
import type { ExecutionResult, GraphQLError } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { AppError } from '../lib/app-error.js';
import { clientErrorMessage, DATABASE_UNAVAILABLE_MESSAGE } from '../plugins/errors.js';
import { clientErrorOfPg, isDatabaseUnavailable } from '../lib/pg-errors.js';
import { DB_RETRY_AFTER_SECONDS } from '../db/timeouts.js';
import { GraphqlLimitError, isTokenLimitError } from './limits.js';

export const HIDDEN_ERROR_MESSAGE = 'Erro interno. Tente novamente em instantes.';

interface TGraphqlErrorBody {
  message: string;
  locations?: readonly { line: number; column: number }[];
  path?: readonly (string | number)[];
  extensions?: Record<string, unknown>;
}

interface TFormatted {
  body: TGraphqlErrorBody;
  status?: number;
}

type TOriginal = Error & { errors?: unknown; statusCode?: unknown; extensions?: unknown; code?: unknown };

// By name, not instanceof: a second copy of graphql (ESM beside CommonJS) must not hide messages.
const isGraphqlError = (error: unknown): error is GraphQLError => error instanceof Error && error.name === 'GraphQLError';

// "Did you mean …?" lists names of the schema; with introspection off it must not leak them.
const withoutSuggestions = (message: string) => message.replace(/ Did you mean .*\?$/, '');

function fromDocumentError(error: unknown, opts: { production: boolean; maxTokens: number }): TGraphqlErrorBody {
  if (!isGraphqlError(error)) {
    // Body shape errors (ajv): "body/query must be string".
    const message = error instanceof Error ? error.message : String(error);
    return { message, extensions: { code: 'BAD_REQUEST' } };
  }
  if (isTokenLimitError(error.message)) {
    return {
      message: `A consulta tem mais de ${opts.maxTokens} tokens; o máximo é ${opts.maxTokens}.`,
      extensions: { code: 'QUERY_TOO_MANY_TOKENS' },
    };
  }
  const syntax = error.message.startsWith('Syntax Error');
  return {
    message: opts.production ? withoutSuggestions(error.message) : error.message,
    ...(error.locations ? { locations: error.locations } : {}),
    extensions: { code: syntax ? 'GRAPHQL_PARSE_FAILED' : 'GRAPHQL_VALIDATION_FAILED' },
  };
}

function formatOne(error: GraphQLError, context: MercuriusContext, opts: { production: boolean; maxTokens: number }): TFormatted[] {
  const raw = error.originalError as TOriginal | undefined;
  // Values PostgreSQL refused (a non-UUID id, a too-long text) are the caller's 4xx, as on REST.
  const original = ((raw && clientErrorOfPg(raw)) ?? raw) as TOriginal | undefined;
  const path = error.path ? { path: error.path } : {};
  if (original && isDatabaseUnavailable(original)) {
    // A stalled database answers 503 with Retry-After here too, never a hidden 500 or a hung request.
    context.reply.header('retry-after', String(DB_RETRY_AFTER_SECONDS));
    context.reply.log.warn('graphql: database unavailable');
    return [
      { body: { message: DATABASE_UNAVAILABLE_MESSAGE, ...path, extensions: { status: 503, code: 'DATABASE_UNAVAILABLE' } }, status: 503 },
    ];
  }
  if (original instanceof AppError) {
    const code = original instanceof GraphqlLimitError ? { code: original.code } : {};
    if (original instanceof GraphqlLimitError) context.reply.log.info({ code: original.code }, 'graphql request refused');
    return [{ body: { message: original.message, ...path, extensions: { status: original.status, ...code } }, status: original.status }];
  }
  // mercurius wraps parse, validation and variable errors in one error carrying `errors`.
  if (original && Array.isArray(original.errors)) {
    const status = typeof original.statusCode === 'number' ? original.statusCode : 400;
    return original.errors.map((inner) => ({ body: fromDocumentError(inner, opts), status }));
  }
  // Fastify and plugin refusals before the resolvers ran: 413, 415, 429, malformed JSON…
  if (original && typeof original.statusCode === 'number' && original.statusCode >= 400 && original.statusCode < 500) {
    const fe = original as FastifyError;
    const message = original.statusCode === 429 ? 'Muitas requisições. Tente novamente em instantes.' : clientErrorMessage(fe);
    return [
      { body: { message, extensions: { code: typeof fe.code === 'string' ? fe.code : 'BAD_REQUEST' } }, status: original.statusCode },
    ];
  }
  if (original && !original.extensions) {
    context.reply.log.error({ err: original }, 'graphql resolver error');
    return [{ body: { message: HIDDEN_ERROR_MESSAGE, ...path } }];
  }
  // Errors graphql-js raised itself while executing, and errors thrown with extensions on purpose.
  return [
    {
      body: {
        message: error.message,
        ...(error.locations ? { locations: error.locations } : {}),
        ...path,
        ...(error.extensions && Object.keys(error.extensions).length ? { extensions: error.extensions } : {}),
      },
    },
  ];
}

/** mercurius errorFormatter: the standard `{ data, errors }` body and the HTTP status. */
export function graphqlErrorFormatter(opts: { production: boolean; maxTokens: number }) {
  return (execution: ExecutionResult, context: MercuriusContext) => {
    const formatted = (execution.errors ?? []).flatMap((error) => formatOne(error, context, opts));
    const status = formatted.find((f) => f.status !== undefined)?.status ?? 200;
    return { statusCode: status, response: { data: execution.data ?? null, errors: formatted.map((f) => f.body) } };
  };
}
