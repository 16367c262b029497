import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { clientErrorOfPg } from '../lib/pg-errors.js';

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
      const errors = fe.validation.map((v) => ({ message: v.message ?? 'inválido', path: v.instancePath.replace(/^\//, '').replaceAll('/', '.') }));
      return reply.status(422).send({ message: fe.message, errors });
    }
    if (status === 429) return reply.status(429).send({ message: 'Muitas requisições. Tente novamente em instantes.' });
    if (status >= 400 && status < 500) {
      // Framework 4xx (malformed JSON, wrong content type, body too large): say what was wrong, in plain words.
      return reply.status(status).send({ message: clientErrorMessage(fe) });
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
