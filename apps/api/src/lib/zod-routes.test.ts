import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorsPlugin } from '../plugins/errors.js';
import { withZodSchemas } from './zod-routes.js';

const ZParams = z.object({ id: z.uuid({ error: 'Registro inválido.' }) });
const ZQuery = z.object({ page: z.coerce.number({ error: 'Página inválida.' }).int().min(1, 'Página inválida.').default(1) });
const ZBody = z.object({
  name: z.string({ error: 'Informe o nome.' }).min(1, 'Informe o nome.'),
  tags: z.array(z.string().max(3, 'Etiqueta longa demais.')).default([]),
});
const ID = '3f0c6a52-4c2a-4f6e-9a57-0d3c1b1f6a10';

// Routes declare their shared zod schemas (issue 8: "routes declare them"); the answer to a bad input is the
// one parseInput gave in the handler, and routes with plain JSON schemas (mercurius) keep Fastify's compiler.
describe('route schemas through fastify-type-provider-zod', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    await app.register(
      withZodSchemas(async (scope) => {
        const r = scope.withTypeProvider<ZodTypeProvider>();
        r.post('/things/:id', { schema: { params: ZParams, querystring: ZQuery, body: ZBody } }, async (request) => ({
          id: request.params.id,
          page: request.query.page,
          body: request.body,
        }));
      }),
    );
    app.post(
      '/json-schema',
      { schema: { body: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] } } },
      async (request) => ({
        body: request.body,
      }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (url: string, payload?: unknown) =>
    app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) });

  it('hands the handler the parsed, typed values (defaults and coercions applied)', async () => {
    const res = await post(`/things/${ID}?page=2`, { name: 'Ana' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: ID, page: 2, body: { name: 'Ana', tags: [] } });
  });

  it('answers a bad body with 422, the first field path in the message and every issue listed', async () => {
    const res = await post(`/things/${ID}`, { name: '', tags: ['ok', 'longa'] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'name: Informe o nome.',
      errors: [
        { message: 'Informe o nome.', path: 'name' },
        { message: 'Etiqueta longa demais.', path: 'tags.1' },
      ],
    });
  });

  it('reads an absent body as {} (as parseInput did), so the answer names the missing field', async () => {
    const res = await post(`/things/${ID}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'name: Informe o nome.', errors: [{ message: 'Informe o nome.', path: 'name' }] });
  });

  it('answers bad params and a bad query string the same way', async () => {
    const params = await post('/things/nope', { name: 'Ana' });
    expect(params.statusCode).toBe(422);
    expect(params.json()).toEqual({ message: 'id: Registro inválido.', errors: [{ message: 'Registro inválido.', path: 'id' }] });
    const query = await post(`/things/${ID}?page=0`, { name: 'Ana' });
    expect(query.statusCode).toBe(422);
    expect(query.json()).toEqual({ message: 'page: Página inválida.', errors: [{ message: 'Página inválida.', path: 'page' }] });
  });

  it('leaves routes with plain JSON schemas to Fastify (ajv) outside the zod scope', async () => {
    expect((await post('/json-schema', { n: 3 })).json()).toEqual({ body: { n: 3 } });
    const bad = await post('/json-schema', { n: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: [{ path: 'n' }] });
  });
});
