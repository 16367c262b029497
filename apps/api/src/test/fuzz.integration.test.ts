import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startTestApp, type TTestApp } from './harness.js';
import { apiClient } from './api-client.js';

// Every route of the foundation, with {company}/{id} filled by the fuzzer.
const ROUTES: { method: 'GET' | 'POST' | 'DELETE'; path: string }[] = [
  { method: 'POST', path: '/general/two_factor_auth/send' },
  { method: 'POST', path: '/general/two_factor_auth/check' },
  { method: 'POST', path: '/user/auth/check_phone_exists' },
  { method: 'POST', path: '/user/auth/sign_up' },
  { method: 'POST', path: '/user/auth/sign_in' },
  { method: 'POST', path: '/user/auth/sign_in_with_password' },
  { method: 'GET', path: '/user/auth/refresh_token' },
  { method: 'POST', path: '/user/auth/sign_out' },
  { method: 'GET', path: '/user/auth/sessions' },
  { method: 'DELETE', path: '/user/auth/sessions/{id}' },
  { method: 'POST', path: '/client/{company}/auth/check_phone_exists' },
  { method: 'POST', path: '/client/{company}/auth/sign_in' },
  { method: 'POST', path: '/client/{company}/auth/sign_up' },
  { method: 'GET', path: '/client/{company}/auth/get' },
  { method: 'POST', path: '/admin/auth/sign_in' },
  { method: 'GET', path: '/admin/auth/get' },
  { method: 'POST', path: '/admin/auth/email_token/send' },
  { method: 'POST', path: '/admin/auth/email_token/verify' },
  { method: 'POST', path: '/user/company/store' },
  { method: 'POST', path: '/user/{id}/company/update' },
  { method: 'POST', path: '/user/{id}/company/upload_image' },
  { method: 'POST', path: '/user/{company}/general/update_or_create' },
  { method: 'DELETE', path: '/user/{company}/general/delete' },
  { method: 'POST', path: '/user/graphql/query' },
  { method: 'POST', path: '/admin/graphql/query' },
  { method: 'POST', path: '/client/graphql/query' },
  { method: 'POST', path: '/general/graphql/query' },
  { method: 'GET', path: '/dev/outbox' },
  { method: 'GET', path: '/dev/outbox/emails' },
  { method: 'GET', path: '/health' },
];

describe('fuzz: malformed input never gets a 500', () => {
  let t: TTestApp;
  let token: string;
  let companyId: string;
  beforeAll(async () => {
    t = await startTestApp();
    const api = apiClient(t.app);
    token = await api.signUp({ name: 'Fuzz', email: 'fuzz@example.com', phone: '+5511966660001' });
    companyId = (await api.createCompany(token, '+5511966660001', 'Fuzz Ltda')).id;
  });
  afterAll(() => t.close());

  const segment = fc.oneof(
    fc.constant('barbearia-demo'),
    fc.uuid(),
    fc.string({ maxLength: 30 }).map((s) => encodeURIComponent(s) || 'x'),
    fc.constant('%'),
    fc.constant('..'),
    fc.constant('00000000-0000-0000-0000-000000000000'),
  );
  const jsonValue = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.record(
      {
        phone: fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.constant('+5511966660001'), fc.constant(null)),
        code: fc.oneof(fc.string({ maxLength: 8 }), fc.integer()),
        action: fc.oneof(fc.constantFrom('sign_in', 'sign_up', 'company_store', 'x'), fc.integer()),
        name: fc.oneof(fc.string({ maxLength: 200 }), fc.array(fc.string())),
        email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 50 })),
        password: fc.oneof(fc.string({ maxLength: 200 }), fc.constant(null)),
        entity: fc.oneof(fc.constant('user'), fc.string({ maxLength: 20 })),
        id: fc.oneof(fc.uuid(), fc.string({ maxLength: 70 })),
        data: fc.oneof(fc.object({ maxDepth: 2 }), fc.record({ last_company_selected_id: fc.oneof(fc.uuid(), fc.string()) })),
        query: fc.oneof(
          fc.constant('{ loggedUser { id companies { id } } }'),
          fc.string({ maxLength: 100 }),
          fc.constant('{ __schema { types { name } } }'),
        ),
        timezone: fc.string({ maxLength: 30 }),
        slug: fc.string({ maxLength: 70 }),
        workdays: fc.array(fc.object({ maxDepth: 1 }), { maxLength: 8 }),
      },
      { requiredKeys: [] },
    ),
  );
  const rawBody = fc.oneof(
    jsonValue.map((v) => ({ payload: JSON.stringify(v), type: 'application/json' })),
    fc.string({ maxLength: 200 }).map((s) => ({ payload: s, type: 'application/json' })),
    fc.string({ maxLength: 200 }).map((s) => ({ payload: s, type: 'text/plain' })),
    fc.constant({ payload: '', type: 'application/json' }),
    fc.uint8Array({ maxLength: 100 }).map((b) => ({ payload: Buffer.from(b).toString('latin1'), type: 'application/octet-stream' })),
  );
  const headerValue = fc.oneof(
    fc.string({ maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
    fc.constant('123456'),
    fc.constant('+5511966660001'),
  );

  it('answers every route with a status below 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        segment,
        rawBody,
        fc.record({
          phone: headerValue,
          code: headerValue,
          device: headerValue,
          auth: fc.constantFrom('none', 'valid', 'garbage', 'bearer-garbage'),
        }),
        fc.string({ maxLength: 40 }),
        async (route, seg, body, h, query) => {
          const path = route.path.replace('{company}', seg).replace('{id}', seg === 'barbearia-demo' ? companyId : seg);
          const headers: Record<string, string> = {
            'content-type': body.type,
            phone: h.phone,
            'two-factor-code': h.code,
            device: h.device,
          };
          if (h.auth === 'valid') headers.authorization = `Bearer ${token}`;
          if (h.auth === 'garbage') headers.authorization = h.code;
          if (h.auth === 'bearer-garbage') headers.authorization = `Bearer ${h.phone}`;
          const res = await t.app.inject({
            method: route.method,
            url: `${path}?q=${encodeURIComponent(query)}&phone=${encodeURIComponent(h.phone)}`,
            headers,
            payload: route.method === 'GET' ? undefined : body.payload,
          });
          if (res.statusCode >= 500) throw new Error(`${route.method} ${path} → ${res.statusCode}: ${res.body}`);
          expect(res.body).not.toMatch(/at .+\.(ts|js):\d+/);
        },
      ),
      { numRuns: 400 },
    );
  });
});
