// What one GraphQL request may cost (issue 8 defect 3). The parser stops at maxTokens (mercurius option);
// these checks run on the parsed document before the full validation, whose overlapping-fields
// rule is quadratic in the number of same-named fields: a 10,000-alias query must never reach it.
import {
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  type ValidationContext,
  getNullableType,
  isListType,
  validate,
} from 'graphql';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { type ComplexityEstimator, getComplexity } from 'graphql-query-complexity';
import { AppError, type TErrorStatus } from '../lib/app-error.js';

export interface TGraphqlLimits {
  maxTokens: number;
  maxAliases: number;
  maxDepth: number;
  maxFields: number;
  maxComplexity: number;
}

type TGraphqlErrorCode =
  | 'QUERY_TOO_MANY_TOKENS'
  | 'QUERY_TOO_MANY_ALIASES'
  | 'QUERY_TOO_DEEP'
  | 'QUERY_TOO_MANY_FIELDS'
  | 'QUERY_TOO_COMPLEX'
  | 'QUERY_NOT_GRAPHQL_TEXT'
  | 'EXECUTION_BUDGET_EXCEEDED';

/** An AppError that also names, for programs, which limit refused the request (extensions.code). */
export class GraphqlLimitError extends AppError {
  constructor(
    public readonly code: TGraphqlErrorCode,
    message: string,
    status: TErrorStatus = 400,
  ) {
    super(status, message);
  }
}

/** Items a list is assumed to hold when the field has no `limit` argument. */
const ASSUMED_LIST_SIZE = 20;

const found = (armorMessage: string) => armorMessage.match(/found (\d+(?:\.\d+)?)/)?.[1];

// The armor rules report through onReject; the refusal becomes our own error with a plain message.
function refuse(code: TGraphqlErrorCode, message: (count: string | undefined) => string) {
  return {
    exposeLimits: true,
    propagateOnRejection: false,
    onReject: [
      (_context: ValidationContext | null, error: GraphQLError) => {
        throw new GraphqlLimitError(code, message(found(error.message)));
      },
    ],
  };
}

/** Aliases, depth and selections (fragments counted where spread), before the full validation. */
export function checkDocumentShape(schema: GraphQLSchema, document: DocumentNode, source: unknown, limits: TGraphqlLimits): void {
  // When parsing fails, mercurius tries the text as a JSON syntax tree; only parsed GraphQL text may
  // run (its location points back at the exact text received; a JSON tree cannot contain itself).
  const parsedFrom = (document as { loc?: { source?: { body?: unknown } } } | null)?.loc?.source?.body;
  if (typeof source !== 'string' || parsedFrom !== source) {
    throw new GraphqlLimitError('QUERY_NOT_GRAPHQL_TEXT', 'A consulta deve ser texto GraphQL no campo "query".');
  }
  const rules = [
    maxAliasesRule({
      n: limits.maxAliases,
      ...refuse('QUERY_TOO_MANY_ALIASES', (n) => `A consulta usa ${n ?? 'mais'} aliases; o máximo é ${limits.maxAliases} por operação.`),
    }),
    maxDepthRule({
      n: limits.maxDepth,
      ...refuse('QUERY_TOO_DEEP', (n) => `A consulta tem profundidade ${n ?? 'maior'}; o máximo é ${limits.maxDepth}.`),
    }),
    // With every cost 1 and no depth factor, the cost is the number of selections.
    costLimitRule({
      maxCost: limits.maxFields,
      objectCost: 1,
      scalarCost: 1,
      depthCostFactor: 1,
      ...refuse('QUERY_TOO_MANY_FIELDS', (n) => `A consulta pede ${n ?? 'mais'} campos; o máximo é ${limits.maxFields} por operação.`),
    }),
  ];
  validate(schema, document, rules);
}

// A field costs 1; a list multiplies what each item asks for by its `limit` argument or the assumed size.
// Introspection (__schema, __type) costs nothing here: production refuses it, and GraphiQL needs it.
const listAwareEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (field.name.startsWith('__')) return 0;
  if (!isListType(getNullableType(field.type))) return 1 + childComplexity;
  const limit = typeof args.limit === 'number' && args.limit > 0 ? args.limit : ASSUMED_LIST_SIZE;
  return 1 + childComplexity * limit;
};

/** Estimated result size with the request's variables (the document is already valid here). */
export function checkComplexity(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  limits: TGraphqlLimits,
): void {
  let complexity: number;
  try {
    complexity = getComplexity({
      schema,
      query: document,
      variables: variables ?? {},
      estimators: [listAwareEstimator],
      maxQueryNodes: limits.maxFields * 2,
    });
  } catch (error) {
    // Variable errors are answered by the execution with the standard messages.
    if (error instanceof Error && error.name === 'GraphQLError' && !/maximum allowed number of nodes/.test(error.message)) return;
    throw new GraphqlLimitError('QUERY_TOO_MANY_FIELDS', `A consulta pede campos demais; o máximo é ${limits.maxFields} por operação.`);
  }
  if (complexity > limits.maxComplexity) {
    throw new GraphqlLimitError(
      'QUERY_TOO_COMPLEX',
      `A consulta pediria cerca de ${Math.round(complexity)} campos de resultado; o máximo é ${limits.maxComplexity}. Peça menos campos ou use "limit" nas listas.`,
    );
  }
}

/** graphql-js stops the parser at maxTokens with this message (mercurius passes it on). */
export function isTokenLimitError(message: string): boolean {
  return /^Syntax Error: Document contains more th[ae]t? \d+ tokens/.test(message);
}
