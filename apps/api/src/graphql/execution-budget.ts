// Per-request execution budget (issue 8 defect 3): every resolver we wrote checks the request's deadline
// before it runs and races it while it waits, so a request that outlives its budget stops resolving
// and answers one clear error instead of holding the connection and the database.
import { GraphQLScalarType } from 'graphql';
import type { IResolvers } from 'mercurius';
import { GraphqlLimitError } from './limits.js';

interface TBudgetContext {
  /** performance.now() value after which no resolver starts. */
  deadline: number;
}

function budgetExceeded(budgetMs: number): GraphqlLimitError {
  const seconds = budgetMs >= 1000 ? `${Math.round(budgetMs / 100) / 10} s` : `${budgetMs} ms`;
  return new GraphqlLimitError(
    'EXECUTION_BUDGET_EXCEEDED',
    `A consulta passou do tempo máximo de execução (${seconds}) e foi interrompida. Peça menos dados de uma vez ou tente novamente.`,
    503,
  );
}

type TResolver = (root: unknown, args: unknown, context: TBudgetContext, info: unknown) => unknown;

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

export function withDeadline(resolve: TResolver, budgetMs: number): TResolver {
  return (root, args, context, info) => {
    const left = context.deadline - performance.now();
    if (left <= 0) throw budgetExceeded(budgetMs);
    const result = resolve(root, args, context, info);
    // Synchronous resolvers stay synchronous: jit-compiled lists of them stay fast.
    if (!isThenable(result)) return result;
    return new Promise((done, fail) => {
      const timer = setTimeout(() => fail(budgetExceeded(budgetMs)), left);
      result.then(
        (value) => {
          clearTimeout(timer);
          done(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          fail(error);
        },
      );
    });
  };
}

/** The same resolver map with every field resolver under the budget (scalars are left alone). */
export function withExecutionBudget(resolvers: IResolvers, budgetMs: number): IResolvers {
  const wrapped: IResolvers = {};
  for (const [typeName, fields] of Object.entries(resolvers)) {
    if (!fields || typeof fields !== 'object' || fields instanceof GraphQLScalarType) {
      wrapped[typeName] = fields;
      continue;
    }
    wrapped[typeName] = Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [
        name,
        typeof field === 'function' ? withDeadline(field as TResolver, budgetMs) : field,
      ]),
    ) as never;
  }
  return wrapped;
}
