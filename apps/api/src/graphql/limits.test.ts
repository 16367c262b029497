import { describe, expect, it } from 'vitest';
import { buildSchema, parse } from 'graphql';
import { checkComplexity, type TGraphqlLimits } from './limits.js';

describe('complexity estimate', () => {
  const schema = buildSchema('type Item { id: ID! tags: [String!]! } type Query { items(limit: Int): [Item!]! one: Item }');
  const limits: TGraphqlLimits = { maxTokens: 5000, maxAliases: 30, maxDepth: 8, maxFields: 500, maxComplexity: 100 };
  const check = (query: string, variables?: Record<string, unknown>) => () => checkComplexity(schema, parse(query), variables, limits);

  it('multiplies a list by its limit argument, or 20 items without one', () => {
    // 1 + 20 × (id + tags) = 41; 1 + 60 × 2 = 121.
    expect(check('{ items { id tags } }')).not.toThrow();
    expect(check('{ items(limit: 60) { id tags } }')).toThrow(expect.objectContaining({ code: 'QUERY_TOO_COMPLEX' }));
    expect(check('query($n: Int) { items(limit: $n) { id tags } }', { n: 60 })).toThrow(
      expect.objectContaining({ code: 'QUERY_TOO_COMPLEX' }),
    );
    expect(check('query($n: Int) { items(limit: $n) { id tags } }', { n: 10 })).not.toThrow();
  });
});
