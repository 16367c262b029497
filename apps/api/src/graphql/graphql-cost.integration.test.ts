// issue 8 defect 3 (GraphQL cost) and §4 (helpful GraphQL errors), through the real endpoints.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { getIntrospectionQuery } from 'graphql';
import { startTestApp, type TTestApp } from '../test/harness.js';
import { apiClient } from '../test/api-client.js';

type TGraphqlBody = {
  data?: unknown;
  errors?: Array<{ message: string; locations?: unknown; path?: unknown; extensions?: Record<string, unknown> }>;
};

async function post(app: FastifyInstance, type: string, query: string, token?: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/${type}/graphql/query`,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify({ query }),
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as TGraphqlBody };
}

const ownerToken = (app: FastifyInstance) => apiClient(app).signUp({ name: 'Dev Dona', email: 'dev@example.com', phone: '+5511987650009' });

const aliases = (n: number, selection: string) => Array.from({ length: n }, (_, i) => `a${i}: ${selection}`).join(' ');

describe('GraphQL cost and errors (test environment, default limits)', () => {
  let t: TTestApp & { database: Parameters<typeof startTestApp>[1] };
  let token: string;
  let companyId: string;

  beforeAll(async () => {
    t = await startTestApp();
    const api = apiClient(t.app);
    token = await api.signUp({ name: 'Ana Dona', email: 'ana@example.com', phone: '+5511987650001' });
    companyId = (await api.createCompany(token, '+5511987650001', 'Barbearia da Ana')).id;
  }, 60_000);
  afterAll(() => t.close());

  it('refuses a 1 MB query with 413 before parsing it', async () => {
    const { status, body } = await post(t.app, 'general', `{ plans { id ${'id '.repeat(350_000)} } }`);
    expect(status).toBe(413);
    expect(body.errors?.[0]).toMatchObject({
      message: 'Corpo da requisição grande demais.',
      extensions: { code: 'FST_ERR_CTP_BODY_TOO_LARGE' },
    });
  });

  it('refuses a 10,000-alias query with 400 and says why', async () => {
    // 5 bytes an alias: it fits the body limit, so the parser's token limit stops it.
    const query = `{ loggedUser { ${Array.from({ length: 10_000 }, () => 'a:id').join(' ')} } }`;
    expect(query.length).toBeLessThan(65_536);
    const { status, body } = await post(t.app, 'user', query, token);
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({
      message: 'A consulta tem mais de 2000 tokens; o máximo é 2000.',
      extensions: { code: 'QUERY_TOO_MANY_TOKENS' },
    });
  });

  it('allows 30 aliases and refuses 31', async () => {
    expect((await post(t.app, 'general', `{ ${aliases(30, 'plans { id }')} }`)).status).toBe(200);
    const { status, body } = await post(t.app, 'general', `{ ${aliases(31, 'plans { id }')} }`);
    expect(status).toBe(400);
    expect(body).toEqual({
      data: null,
      errors: [
        { message: 'A consulta usa 31 aliases; o máximo é 30 por operação.', extensions: { status: 400, code: 'QUERY_TOO_MANY_ALIASES' } },
      ],
    });
  });

  it('refuses a query deeper than the limit, fragments included', async () => {
    const deep = `{ ${'... on Query { '.repeat(9)} plans { id } ${'} '.repeat(9)}}`;
    const { status, body } = await post(t.app, 'general', deep);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_DEEP');
    expect(body.errors?.[0]?.message).toMatch(/profundidade \d+; o máximo é 8/);
    const cyclic = await post(t.app, 'general', '{ ...A } fragment A on Query { plans { id } ...B } fragment B on Query { ...A }');
    expect(cyclic.status).toBe(400);
    expect(cyclic.body.errors?.map((e) => e.message).join(' ')).toMatch(/Cannot spread fragment "A" within itself/);
  });

  it('refuses a query wider than the limit, counting every spread of a fragment', async () => {
    const wide = await post(t.app, 'general', `{ plans { ${'id '.repeat(600)} } }`);
    expect(wide.status).toBe(400);
    expect(wide.body.errors?.[0]).toMatchObject({
      message: 'A consulta pede 601 campos; o máximo é 200 por operação.',
      extensions: { code: 'QUERY_TOO_MANY_FIELDS' },
    });
    const spreads = await post(t.app, 'general', `{ plans { ${'...F '.repeat(30)} } } fragment F on PublicPlan { ${'id '.repeat(20)} }`);
    expect(spreads.status).toBe(400);
    expect(spreads.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_MANY_FIELDS');
  });

  it('allows introspection outside production', async () => {
    const { status, body } = await post(t.app, 'general', '{ __schema { queryType { name } } }');
    expect(status).toBe(200);
    expect(body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('names an unknown field, with its location (was "Erro interno")', async () => {
    const query = `{\n  user_get_calendars(company_id: "${companyId}") { id name }\n}`;
    const { status, body } = await post(t.app, 'user', query, token);
    expect(status).toBe(400);
    expect(body.data).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors?.[0]?.message).toMatch(/^Cannot query field "name" on type "Calendar"\./);
    expect(body.errors?.[0]?.locations).toEqual([{ line: 2, column: query.split('\n')[1]!.indexOf(' name ') + 2 }]);
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
  });

  it('says what is wrong with a syntax error or a missing argument', async () => {
    const syntax = await post(t.app, 'general', '{ plans { id }');
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors?.[0]).toMatchObject({
      message: 'Syntax Error: Expected Name, found <EOF>.',
      locations: [{ line: 1, column: 15 }],
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
    const missing = await post(t.app, 'user', '{ user_get_calendars { id } }', token);
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.[0]?.message).toBe(
      'Field "user_get_calendars" argument "company_id" of type "ID!" is required, but it was not provided.',
    );
  });

  it('keeps the status and message of an AppError thrown by a resolver', async () => {
    const other = await post(t.app, 'user', '{ user_get_calendars(company_id: "00000000-0000-4000-8000-000000000001") { id } }', token);
    expect(other.status).toBeGreaterThanOrEqual(400);
    expect(other.status).toBeLessThan(500);
    expect(other.body.errors?.[0]?.message).not.toBe('Erro interno. Tente novamente em instantes.');
    expect(other.body.errors?.[0]?.extensions?.status).toBe(other.status);
    expect(other.body.errors?.[0]?.path).toEqual(['user_get_calendars']);
  });

  it('serves no GraphiQL outside development', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/user/graphql/ide' });
    expect(res.statusCode).toBe(404);
  });
});

describe('GraphQL in production', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'production' });
  }, 60_000);
  afterAll(() => t.close());

  it('refuses introspection', async () => {
    for (const query of ['{ __schema { queryType { name } } }', '{ __type(name: "PublicPlan") { fields { name } } }']) {
      const { status, body } = await post(t.app, 'general', query);
      expect(status).toBe(400);
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0]?.message).toMatch(/^GraphQL introspection has been disabled/);
    }
    expect((await post(t.app, 'general', '{ plans { id } }')).status).toBe(200);
  });

  it('names the unknown field but suggests no other names of the schema', async () => {
    const { status, body } = await post(t.app, 'general', '{ plans { titl } }');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toBe('Cannot query field "titl" on type "PublicPlan".');
  });

  it('serves no GraphiQL', async () => {
    for (const url of ['/user/graphql/ide', '/general/graphql/ide', '/user/graphql/ide/start.js']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('GraphQL in development', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'development' });
  }, 60_000);
  afterAll(() => t.close());

  it('suggests field names and allows introspection', async () => {
    const { body } = await post(t.app, 'general', '{ plans { titl } }');
    expect(body.errors?.[0]?.message).toBe('Cannot query field "titl" on type "PublicPlan". Did you mean "title"?');
    expect((await post(t.app, 'general', '{ __schema { queryType { name } } }')).status).toBe(200);
    // GraphiQL's own introspection query (nested lists, deep type references) passes the limits.
    const full = await post(t.app, 'user', getIntrospectionQuery(), await ownerToken(t.app));
    expect(full.status, JSON.stringify(full.body.errors)).toBe(200);
  });

  it('serves GraphiQL at /{type}/graphql/ide, posting to that endpoint, with a CSP that lets it load', async () => {
    for (const type of ['user', 'admin', 'client', 'general']) {
      const page = await t.app.inject({ method: 'GET', url: `/${type}/graphql/ide` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain(`<script src="/${type}/graphql/ide/start.js"></script>`);
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' https:\/\/unpkg\.com/);
      expect(csp).toMatch(/style-src 'self' 'unsafe-inline' https:\/\/unpkg\.com/);
      expect(csp).not.toContain('upgrade-insecure-requests');
      for (const src of page.body.matchAll(/(?:src|href)="(https:[^"]+)"/g)) expect(src[1]).toMatch(/^https:\/\/unpkg\.com\//);
      const start = await t.app.inject({ method: 'GET', url: `/${type}/graphql/ide/start.js` });
      expect(start.statusCode).toBe(200);
      expect(start.body).toContain(`createFetcher({ url: "/${type}/graphql/query?caller=graphiql" })`);
    }
    // The SPA keeps the strict policy.
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(String(health.headers['content-security-policy'])).not.toContain('unpkg');
  });
});

describe('GraphQL limits past the parser', () => {
  let t: TTestApp;
  beforeAll(async () => {
    // Body and token limits out of the way, so the checks after parsing are what refuses.
    t = await startTestApp({
      GRAPHQL_BODY_LIMIT_BYTES: String(4 * 1024 * 1024),
      GRAPHQL_MAX_TOKENS: '1000000',
      GRAPHQL_MAX_COMPLEXITY: '100',
    });
  }, 60_000);
  afterAll(() => t.close());

  it('counts 10,000 aliases before the full validation runs', async () => {
    // An unknown field too: were validation first, its error would answer instead.
    const { status, body } = await post(t.app, 'general', `{ nope ${aliases(10_000, 'plans { id }')} }`);
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { message: 'A consulta usa 10000 aliases; o máximo é 30 por operação.', extensions: { status: 400, code: 'QUERY_TOO_MANY_ALIASES' } },
    ]);
  });

  it('refuses a query whose estimated result is too large', async () => {
    expect((await post(t.app, 'general', '{ plans { id title } }')).status).toBe(200);
    const { status, body } = await post(t.app, 'general', '{ a: plans { id title subtitle } b: plans { id title subtitle } }');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(body.errors?.[0]?.message).toMatch(/^A consulta pediria cerca de 122 campos de resultado; o máximo é 100\./);
  });

  it('refuses a query sent as a JSON syntax tree instead of GraphQL text', async () => {
    const ast = JSON.stringify({
      kind: 'Document',
      definitions: [
        {
          kind: 'OperationDefinition',
          operation: 'query',
          selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: '__typename' } }] },
        },
      ],
    });
    const { status, body } = await post(t.app, 'general', ast);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_NOT_GRAPHQL_TEXT');
  });
});
