import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { clientErrorOfPg, isDatabaseUnavailable, pgErrorCode, rootMessage } from '../lib/pg-errors.js';
import { DB_RETRY_AFTER_SECONDS } from '../db/timeouts.js';

export const DATABASE_UNAVAILABLE_MESSAGE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

interface TErrorBody {
  message: string;
  errors?: { message: string; path: string }[];
  toast?: unknown;
}

/** Maps every thrown error to `{ message, errors?, toast? }`; 5xx details never leave the server. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((rawError: FastifyError | AppError | Error, request, reply) => {
    const error = clientErrorOfPg(rawError) ?? rawError;
    if (error instanceof AppError) {
      // A provider or dependency failed (e.g. a code that could not be sent): operators need to see it.
      if (error.status >= 500) request.log.warn({ err: error }, 'request failed');
      const body: TErrorBody = { message: error.message, ...error.extra };
      return reply.status(error.status).send(body);
    }
    const fe = error as FastifyError;
    const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
    if (fe.validation) {
      const errors = fe.validation.map((v) => ({
        message: v.message ?? 'inválido',
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      }));
      return reply.status(422).send({ message: fe.message, errors });
    }
    if (status === 429) return reply.status(429).send({ message: 'Muitas requisições. Tente novamente em instantes.' });
    if (status >= 400 && status < 500) {
      // Framework 4xx (malformed JSON, wrong content type, body too large): say what was wrong, in plain words.
      return reply.status(status).send({ message: clientErrorMessage(fe) });
    }
    if (isDatabaseUnavailable(error)) {
      // A stalled or unreachable database: say so and when to retry, instead of a 500 or a hung request.
      request.log.warn({ code: pgErrorCode(error) }, `database unavailable: ${rootMessage(error)}`);
      return reply.status(503).header('retry-after', String(DB_RETRY_AFTER_SECONDS)).send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Erro interno. Tente novamente em instantes.' });
  });
});

export function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Corpo da requisição inválido: JSON malformado.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Tipo de conteúdo não suportado.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Corpo da requisição grande demais.';
    default:
      return error.message || 'Requisição inválida.';
  }
}
