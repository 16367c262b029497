// Done-when of issue 14: blocking reaches the company's open app live; impersonation opens the owner's
// agenda, is audited and ends with the admin session; chats show their runs, take tags and export as a scenario.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiModelRuns } from '../../db/schema/index.js';
import { apiClient } from '../../test/api-client.js';
import { rawCall, seedChat, superAdminToken } from '../../test/admin-kit.js';
import { collectMessages, disconnection, joinRoom, socketFor, waitFor } from '../../test/realtime-client.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';

const eventNames = (got: Record<string, unknown>[]) => got.flatMap((m) => ((m.events as { name: string }[]) ?? []).map((e) => e.name));

describe('admin back-office flows', () => {
  let t: TTestApp;
  let url: string;
  let api: ReturnType<typeof apiClient>;
  let ownerToken: string;
  let company: { id: string; slug: string };
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    api = apiClient(t.app);
    ownerToken = await api.signUp({ name: 'Dona Bia', email: 'bia@example.com', phone: '+5511944440001' });
    company = await api.createCompany(ownerToken, '+5511944440001', 'Salão da Bia');
    admin = await superAdminToken(t.app);
  });
  afterAll(() => t.close());

  it('blocking shows in the open app at once (company_blocked) and unblocking takes it back', async () => {
    const socket = await socketFor(url, ownerToken);
    expect((await joinRoom(socket, `company_update:${company.id}`)).ok).toBe(true);
    const got = collectMessages(socket);
    const blocked = await rawCall(t.app, 'POST', `/admin/console/companies/${company.id}/block`, admin, { reason: 'Chargeback no cartão' });
    expect(blocked.status).toBe(200);
    await waitFor(() => eventNames(got).includes('company_blocked'), 'company_blocked event');
    const user = await api.loggedUser(ownerToken);
    expect(user.body.data.loggedUser.companies[0]).toMatchObject({ id: company.id });
    const page = await rawCall(t.app, 'GET', `/admin/console/companies/${company.id}`, admin);
    expect(page.body.company).toMatchObject({ is_blocked: true, blocked_reason: 'Chargeback no cartão' });
    await rawCall(t.app, 'POST', `/admin/console/companies/${company.id}/unblock`, admin);
    await waitFor(() => eventNames(got).includes('company_unblocked'), 'company_unblocked event');
    socket.disconnect();
    const list = await rawCall(t.app, 'GET', '/admin/console/companies?search=bia&sort=name_asc', admin);
    expect(list.body.companies.map((c: { id: string }) => c.id)).toEqual([company.id]);
    expect(list.body.companies[0]).toMatchObject({ is_blocked: false, owner: { email: 'bia@example.com' } });
  });

  it('impersonation opens the owner agenda, is audited, and signing the admin out ends it', async () => {
    // A second admin session, so signing it out leaves the test's main admin token alive.
    const session = await superAdminToken(t.app);
    const opened = await rawCall(t.app, 'POST', `/admin/${company.slug}/auth/login`, session);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const token = opened.body.token as string;
    expect(opened.body.impersonated_by.email).toBe('admin@agendainteligente.com.br');
    const calendars = await api.call('POST', '/user/graphql/query', {
      token,
      body: { query: `{ user_get_calendars(company_id: "${company.id}") { id title } }` },
    });
    expect(calendars.status).toBe(200);
    expect(calendars.body.errors).toBeUndefined();
    expect(Array.isArray(calendars.body.data.user_get_calendars)).toBe(true);
    const owner = await api.loggedUser(token);
    expect(owner.body.data.loggedUser).toMatchObject({ email: 'bia@example.com', companies: [{ id: company.id }] });
    const audit = await rawCall(t.app, 'GET', `/admin/console/audit_logs?company_id=${company.id}&action=company.impersonate`, admin);
    expect(audit.body.logs).toHaveLength(1);
    const socket = await socketFor(url, token);
    const closed = disconnection(socket);
    expect((await rawCall(t.app, 'POST', '/admin/auth/sign_out', session)).status).toBe(200);
    await closed;
    expect((await api.loggedUser(token)).status).toBe(401);
    // The owner's own session is untouched.
    expect((await api.loggedUser(ownerToken)).status).toBe(200);
  });

  it('shows a chat with its runs, tags it and exports it as an eval scenario', async () => {
    const start = new Date('2026-03-03T13:00:00Z');
    const chatId = await seedChat(
      t.app,
      company.id,
      [
        ['client', 'Oi, tem horário pra escova amanhã?'],
        ['ai', 'Tenho às 10h e às 15h.'],
        ['client', 'Pode ser 15h'],
      ],
      start,
    );
    await t.app.ctx.db.insert(aiModelRuns).values({
      company_id: company.id,
      chat_id: chatId,
      brain: 'embedded',
      model: 'embedded-v1',
      latency_ms: 42,
      tool_calls: [{ name: 'available_slots', result: ['10:00', '15:00'] }],
      dialogue_state: { intent: 'book', service: 'Escova' },
    });
    const logs = await rawCall(t.app, 'GET', `/admin/console/chats/${chatId}/logs`, admin);
    expect(logs.body.messages).toHaveLength(3);
    expect(logs.body.runs[0]).toMatchObject({
      latency_ms: 42,
      dialogue_state: { intent: 'book' },
      tool_calls: [{ name: 'available_slots' }],
    });
    const tagged = await rawCall(t.app, 'PUT', `/admin/console/chats/${chatId}/tags`, admin, { tags: ['CRITICT_ERROR', 'CRITICT_ERROR'] });
    expect(tagged.body.chat.admin_tags).toEqual(['CRITICT_ERROR']);
    const filtered = await rawCall(t.app, 'GET', '/admin/console/chats?tag=CRITICT_ERROR', admin);
    expect(filtered.body.chats.map((c: { id: string }) => c.id)).toEqual([chatId]);
    const exported = await rawCall(t.app, 'GET', `/admin/console/chats/${chatId}/scenario`, admin);
    expect(exported.body.scenario).toMatchObject({
      business: 'barbearia',
      tags: ['CRITICT_ERROR'],
      now: { date: '2026-03-03', time: '10:00' },
      client: { name: 'Carlos Souza' },
      turns: [{ send: 'Oi, tem horário pra escova amanhã?' }, { after_min: 2, send: 'Pode ser 15h' }],
    });
    const { validateAll } = await import('../../../eval/validate-scenario.js');
    expect(validateAll([{ split: 'admin', file: 'export.json', scenario: exported.body.scenario }])).toEqual([]);
  });
});
