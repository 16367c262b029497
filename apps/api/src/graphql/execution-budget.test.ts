import { describe, expect, it } from 'vitest';
import { GraphQLError, GraphQLScalarType, buildSchema, parse } from 'graphql';
import { withDeadline, withExecutionBudget } from './execution-budget.js';
import { graphqlErrorFormatter, HIDDEN_ERROR_MESSAGE } from './error-format.js';
import { checkComplexity, type TGraphqlLimits } from './limits.js';
import { AppError } from '../lib/app-error.js';

const budgetError = { code: 'EXECUTION_BUDGET_EXCEEDED', status: 503 };

describe('execution budget', () => {
  it('refuses to start a resolver once the deadline has passed', () => {
    const resolve = withDeadline(() => 'ran', 10_000);
    expect(() => resolve(null, {}, { deadline: performance.now() - 1 }, null)).toThrow(expect.objectContaining(budgetError));
    expect(resolve(null, {}, { deadline: performance.now() + 60_000 }, null)).toBe('ran');
  });

  it('stops waiting for a resolver that outlives the budget, with a clear message', async () => {
    const resolve = withDeadline(() => new Promise(() => undefined), 20);
    const waiting = resolve(null, {}, { deadline: performance.now() + 20 }, null) as Promise<unknown>;
    await expect(waiting).rejects.toMatchObject({ ...budgetError, message: expect.stringMatching(/^A consulta passou do tempo máximo de execução \(20 ms\)/) });
  });

  it('passes through what a resolver answers or throws in time', async () => {
    const ok = withDeadline(async () => 42, 10_000);
    await expect(ok(null, {}, { deadline: performance.now() + 10_000 }, null)).resolves.toBe(42);
    const failing = withDeadline(async () => Promise.reject(new AppError(404, 'Não achei.')), 10_000);
    await expect(failing(null, {}, { deadline: performance.now() + 10_000 }, null)).rejects.toMatchObject({ status: 404 });
  });

  it('wraps every field resolver and leaves scalars alone', () => {
    const scalar = new GraphQLScalarType({ name: 'X' });
    const wrapped = withExecutionBudget({ X: scalar, Query: { a: () => 1 } }, 5) as Record<string, unknown>;
    expect(wrapped.X).toBe(scalar);
    const a = (wrapped.Query as { a: (...args: unknown[]) => unknown }).a;
    expect(() => a(null, {}, { deadline: 0 }, null)).toThrow(expect.objectContaining(budgetError));
  });
});

describe('GraphQL error formatter', () => {
  const logged: unknown[] = [];
  const context = { reply: { log: { error: (o: unknown) => logged.push(o), info: () => undefined } } } as never;
  const format = graphqlErrorFormatter({ production: false, maxTokens: 5000 });

  it('hides an unexpected resolver failure and logs it', () => {
    const error = new GraphQLError('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2', { path: ['plans'], originalError: new Error('db down') });
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

describe('complexity estimate', () => {
  const schema = buildSchema('type Item { id: ID! tags: [String!]! } type Query { items(limit: Int): [Item!]! one: Item }');
  const limits: TGraphqlLimits = { maxTokens: 5000, maxAliases: 30, maxDepth: 8, maxFields: 500, maxComplexity: 100 };
  const check = (query: string, variables?: Record<string, unknown>) => () => checkComplexity(schema, parse(query), variables, limits);

  it('multiplies a list by its limit argument, or 20 items without one', () => {
    // 1 + 20 × (id + tags) = 41; 1 + 60 × 2 = 121.
    expect(check('{ items { id tags } }')).not.toThrow();
    expect(check('{ items(limit: 60) { id tags } }')).toThrow(expect.objectContaining({ code: 'QUERY_TOO_COMPLEX' }));
    expect(check('query($n: Int) { items(limit: $n) { id tags } }', { n: 60 })).toThrow(expect.objectContaining({ code: 'QUERY_TOO_COMPLEX' }));
    expect(check('query($n: Int) { items(limit: $n) { id tags } }', { n: 10 })).not.toThrow();
  });
});
