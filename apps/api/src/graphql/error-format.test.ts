import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { graphqlErrorFormatter, HIDDEN_ERROR_MESSAGE } from './error-format.js';
import { AppError } from '../lib/app-error.js';

describe('GraphQL error formatter', () => {
  const logged: unknown[] = [];
  const context = { reply: { log: { error: (o: unknown) => logged.push(o), info: () => undefined } } } as never;
  const format = graphqlErrorFormatter({ production: false, maxTokens: 5000 });

  it('hides an unexpected resolver failure and logs it', () => {
    const error = new GraphQLError('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2', {
      path: ['plans'],
      originalError: new Error('db down'),
    });
    const { statusCode, response } = format({ data: { plans: null }, errors: [error] }, context);
    expect(statusCode).toBe(200);
    expect(response).toEqual({ data: { plans: null }, errors: [{ message: HIDDEN_ERROR_MESSAGE, path: ['plans'] }] });
    expect(logged).toHaveLength(1);
  });

  it('keeps an AppError status and message', () => {
    const error = new GraphQLError('x', { path: ['user_get_schedule'], originalError: new AppError(403, 'Sem acesso.') });
    expect(format({ data: null, errors: [error] }, context)).toEqual({
      statusCode: 403,
      response: { data: null, errors: [{ message: 'Sem acesso.', path: ['user_get_schedule'], extensions: { status: 403 } }] },
    });
  });
});
