// Issue 8, defect 11 (b), (c), (e): NUL bytes in text, ids that are not UUIDs, and a FAQ pointing at
// another company's service. None may reach the database as a 500.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorOfPg } from '../lib/pg-errors.js';
import { buildFixture, general, type TFixture } from '../modules/scheduling/test-fixtures.js';
import { startTestApp, type TTestApp } from './harness.js';

const NUL = 'a\u0000b';
type TCase = {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  body?: Record<string, unknown>;
  token?: 'owner' | 'client';
  headers?: Record<string, string>;
};

describe('input hardening (issue 8, defect 11 b, c, e)', () => {
  let t: TTestApp;
  let fx: TFixture;
  let other: TFixture;
  let cases: TCase[];
  beforeAll(async () => {
    t = await startTestApp();
    fx = await buildFixture(t.app, { calendars: 1 });
    other = await buildFixture(t.app, { calendars: 1, name: 'Outra Barbearia' });
    const c = fx.company.id;
    const s = fx.company.slug;
    const gen = (entity: string, data: Record<string, unknown>, id?: string): TCase => ({
      name: `${entity} ${Object.keys(data).join(',')}`,
      method: 'POST',
      url: `/user/${c}/general/update_or_create`,
      token: 'owner',
      body: { entity, id: id ?? null, data },
    });
    const update = (field: string, value: unknown = NUL): TCase => ({
      name: `company ${field}`,
      method: 'POST',
      url: `/user/${c}/company/update`,
      token: 'owner',
      body: { [field]: value },
    });
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString();
    cases = [
      {
        name: 'user sign-up name',
        method: 'POST',
        url: '/user/auth/sign_up',
        body: { name: NUL, email: 'nul@example.com', phone: '+5511912340001' },
        headers: { 'two-factor-code': '123456' },
      },
      {
        name: 'password sign-in',
        method: 'POST',
        url: '/user/auth/sign_in_with_password',
        body: { email: 'nul@example.com', password: NUL },
      },
      {
        name: 'code send name',
        method: 'POST',
        url: '/general/two_factor_auth/send',
        body: { phone: '+5511912340002', action: 'sign_up', name: NUL },
      },
      {
        name: 'client sign-up name',
        method: 'POST',
        url: `/client/${s}/auth/sign_up`,
        body: { name: NUL, phone: '+5511912340003' },
        headers: { 'two-factor-code': '123456' },
      },
      {
        name: 'client booking observation',
        method: 'POST',
        url: `/client/${s}/schedule/book`,
        token: 'client',
        body: { service_id: fx.services[0]!.id, start_at: start, observation: NUL },
      },
      ...[
        'name',
        'description',
        'custom_greeting',
        'reminder_custom_message',
        'bday_message',
        'cancelation_observations',
        'custom_assistant_name',
        'custom_transfer_instructions',
        'custom_greeting_clients_instructions',
        'google',
        'instagram',
      ].map((f) => update(f)),
      update('custom_instructions', { general: NUL }),
      gen('calendar', { title: NUL, color: '#2563eb' }),
      gen('service', { title: 'Corte', description: NUL, duration_in_minutes: 30, price_type: 'fixed', price: 100 }),
      gen('service', { title: NUL, duration_in_minutes: 30, price_type: 'fixed', price: 100 }),
      gen('faq', { question: `Qual ${NUL}?`, answer: 'Sim.' }),
      gen('faq', { question: 'Qual o horário?', answer: NUL }),
      gen('faq', { question: 'Qual o horário?', answer: 'Sim.', type: NUL }),
      gen('blocked_period', {
        calendar_id: fx.calendars[0]!.id,
        start_at: start,
        end_at: new Date(Date.parse(start) + 3_600_000).toISOString(),
        reason: NUL,
      }),
      gen('schedule', {
        service_id: fx.services[0]!.id,
        calendar_id: fx.calendars[0]!.id,
        start_at: start,
        client: { name: NUL, phone: '+5511912340004' },
      }),
      gen('schedule', {
        service_id: fx.services[0]!.id,
        calendar_id: fx.calendars[0]!.id,
        start_at: start,
        client_id: fx.client.id,
        company_observation: NUL,
      }),
      { name: 'playground message', method: 'POST', url: `/user/${c}/playground/message`, token: 'owner', body: { text: NUL } },
      {
        name: 'graphql variables',
        method: 'POST',
        url: '/user/graphql/query',
        token: 'owner',
        body: { query: 'query($id: ID!) { user_get_faqs(company_id: $id) { id } }', variables: { id: NUL } },
      },
      {
        name: 'public slots query',
        method: 'GET',
        url: `/client/${s}/public/available_slots?service_id=${fx.services[0]!.id}&date=2030-01-01%00`,
      },
    ];
  });
  afterAll(() => t.close());

  const send = (k: TCase, body = k.body) =>
    t.app.inject({
      method: k.method,
      url: k.url,
      headers: {
        ...(k.token === 'owner'
          ? { authorization: `Bearer ${fx.token}` }
          : k.token === 'client'
            ? { authorization: `Bearer ${fx.client.token}` }
            : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...k.headers,
      },
      payload: body ? JSON.stringify(body) : undefined,
    });

  it('a NUL byte in any text field is 422 with a Portuguese message, never 500', async () => {
    const failures: string[] = [];
    for (const k of cases) {
      const res = await send(k);
      // GraphQL endpoints wrap the message in `errors`, as GraphQL clients expect.
      const body = res.json() as { message?: string; errors?: { message: string }[] };
      if (res.statusCode !== 422 || !/caractere nulo/.test(body.message ?? body.errors?.[0]?.message ?? ''))
        failures.push(`${k.name}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  });

  it('fuzz: NUL anywhere in any body, at any depth, is 422 on every route', async () => {
    const nulString = fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`);
    // `__proto__`/`constructor` keys are refused earlier, as prototype poisoning (400 from Fastify's JSON parser).
    const keyOf = (maxLength: number) => fc.string({ maxLength }).filter((k) => k !== '__proto__' && k !== 'constructor');
    const withNul = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        nulString,
        fc.array(tie('node'), { minLength: 1, maxLength: 3 }),
        fc.dictionary(keyOf(6), tie('node'), { minKeys: 1, maxKeys: 3 }),
      ),
    })).node;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 1000 }), keyOf(10), withNul, async (pick, key, value) => {
        const k = cases.filter((c) => c.method === 'POST')[pick % cases.filter((c) => c.method === 'POST').length]!;
        const res = await send(k, { ...k.body, [key || 'x']: value });
        expect(res.statusCode, `${k.name}: ${res.body}`).toBe(422);
      }),
      { numRuns: 150 },
    );
  });

  it('an id that is not a UUID is 404 on the FAQ and every generic entity, and on the id routes', async () => {
    for (const entity of ['faq', 'calendar', 'service', 'blocked_period', 'schedule']) {
      const up = await general(
        fx.api,
        fx.token,
        fx.company.id,
        entity,
        { question: 'Qual o horário?', answer: 'Das 8h às 18h.' },
        'not-a-uuid',
      );
      expect(up.status, `${entity} update: ${JSON.stringify(up.body)}`).toBe(404);
      const del = await fx.api.call('DELETE', `/user/${fx.company.id}/general/delete`, {
        token: fx.token,
        body: { entity, id: 'not-a-uuid' },
      });
      expect(del.status, `${entity} delete: ${JSON.stringify(del.body)}`).toBe(404);
    }
    for (const [method, url] of [
      ['GET', `/user/${fx.company.id}/chats/not-a-uuid`],
      ['POST', `/user/${fx.company.id}/chats/not-a-uuid/read`],
      ['POST', `/user/${fx.company.id}/schedule/not-a-uuid/cancel`],
      ['DELETE', '/user/auth/sessions/not-a-uuid'],
    ] as const) {
      const res = await fx.api.call(method, url, { token: fx.token, ...(method === 'GET' ? {} : { body: {} }) });
      expect([404, 422], `${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
    }
  });

  it('maps PostgreSQL data errors a caller can cause to 4xx', () => {
    const pg = (code: string, message: string) =>
      Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(message), { code }) });
    expect(clientErrorOfPg(pg('22P02', 'invalid input syntax for type uuid: "abc"'))?.status).toBe(404);
    expect(clientErrorOfPg(pg('22P02', 'invalid input syntax for type integer: "x"'))?.status).toBe(422);
    expect(clientErrorOfPg(pg('22021', 'invalid byte sequence for encoding "UTF8": 0x00'))?.status).toBe(422);
    expect(clientErrorOfPg(pg('23505', 'duplicate key'))).toBeNull();
  });

  it('a FAQ may point at its own company’s services only', async () => {
    const foreign = other.services[0]!.id;
    const refused = await general(fx.api, fx.token, fx.company.id, 'faq', {
      question: 'Quanto custa?',
      answer: 'R$ 45.',
      service_id: foreign,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/Serviço não encontrado nesta empresa/);
    expect(refused.body.errors[0].path).toBe('service_id');
    const unknown = await general(fx.api, fx.token, fx.company.id, 'faq', {
      question: 'Quanto custa?',
      answer: 'R$ 45.',
      service_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(422);
    const own = await general(fx.api, fx.token, fx.company.id, 'faq', {
      question: 'Quanto custa?',
      answer: 'R$ 45.',
      service_id: fx.services[0]!.id,
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const moved = await general(
      fx.api,
      fx.token,
      fx.company.id,
      'faq',
      { question: 'Quanto custa?', answer: 'R$ 45.', service_id: foreign },
      own.body.data.id,
    );
    expect(moved.status).toBe(422);
    const faqs = await fx.api.call('GET', `/user/${fx.company.id}/faqs`, { token: fx.token });
    expect(faqs.body.faqs.map((f: { service_id: string | null }) => f.service_id)).toEqual([fx.services[0]!.id]);
  });
});
