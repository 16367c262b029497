import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Small helpers so tests read like the walk a person does through the API. */
export function apiClient(app: FastifyInstance) {
  async function call(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ) {
    const res = await app.inject({
      method,
      url,
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...opts.headers,
      },
      payload: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as Record<string, any>) : {} };
  }

  async function sendCode(phone: string, action: string): Promise<string> {
    const sent = await call('POST', '/general/two_factor_auth/send', { body: { phone, action } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const outbox = await call('GET', `/dev/outbox?phone=${encodeURIComponent(phone)}`);
    const body = outbox.body.messages?.[0]?.body as string | undefined;
    const code = body?.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code in outbox for ${phone}`);
    return code;
  }

  async function signUp(input: { name: string; email: string; phone: string; password?: string; cupom?: string }): Promise<string> {
    const code = await sendCode(input.phone, 'sign_up');
    const res = await call('POST', '/user/auth/sign_up', { body: input, headers: { 'two-factor-code': code } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.token as string;
  }

  async function createCompany(token: string, phone: string, name: string): Promise<{ id: string; slug: string }> {
    const code = await sendCode(phone, 'company_store');
    const res = await call('POST', '/user/company/store', {
      token,
      body: { name, field: 'barbearia' },
      headers: { 'two-factor-code': code },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.company as { id: string; slug: string };
  }

  async function loggedUser(token: string) {
    return call('POST', '/user/graphql/query?caller=loggedUser', {
      token,
      body: {
        query:
          '{ loggedUser { id name email phone companies { id slug name timezone currency current_subscription { status is_active plan { title } } logged_user_company_user { role } } } }',
      },
    });
  }

  return { call, sendCode, signUp, createCompany, loggedUser };
}
