import { describe, expect, it } from 'vitest';
import { GraphQLScalarType } from 'graphql';
import { withDeadline, withExecutionBudget } from './execution-budget.js';
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
    await expect(waiting).rejects.toMatchObject({
      ...budgetError,
      message: expect.stringMatching(/^A consulta passou do tempo máximo de execução \(20 ms\)/),
    });
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
