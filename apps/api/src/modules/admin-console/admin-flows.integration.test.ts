// Done-when of issue 14: blocking reaches the company's open app live; impersonation opens the owner's
// agenda, is audited and ends with the admin session; chats show their runs, take tags and export as a scenario.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { aiModelRuns, chats, clients, plans } from '../../db/schema/index.js';
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

  it('tags a company (audited), filters the list by tag, and moves it to another plan', async () => {
    const url = `/admin/console/companies/${company.id}/settings`;
    const tagged = await rawCall(t.app, 'PATCH', url, admin, { tags: ['ONBOARDING', 'COMPETITOR', 'ONBOARDING'] });
    expect(tagged.status, JSON.stringify(tagged.body)).toBe(200);
    expect(tagged.body.company.tags).toEqual(['ONBOARDING', 'COMPETITOR']);
    const audit = await rawCall(t.app, 'GET', `/admin/console/audit_logs?company_id=${company.id}&action=company.settings`, admin);
    expect(audit.body.logs[0]).toMatchObject({ before: { tags: [] }, after: { tags: ['ONBOARDING', 'COMPETITOR'] } });
    const ids = async (q: string) =>
      (await rawCall(t.app, 'GET', `/admin/console/companies?${q}`, admin)).body.companies.map((c: { id: string }) => c.id);
    expect(await ids('tag=COMPETITOR')).toEqual([company.id]);
    expect(await ids('tag=UNLINED_LEAD')).toEqual([]);
    const bad = await rawCall(t.app, 'PATCH', url, admin, { tags: ['VIP'] });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toContain('Etiqueta de empresa inválida.');
    expect((await rawCall(t.app, 'GET', '/admin/console/companies?tag=VIP', admin)).status).toBe(422);

    const [other] = await t.app.ctx.db
      .insert(plans)
      .values({ identifier: 'plano-anual', title: 'Plano Anual', base_value: 29_900, discount_value: 4_900, total_value: 25_000 })
      .returning();
    const moved = await rawCall(t.app, 'POST', `/admin/console/companies/${company.id}/change_plan`, admin, { plan_id: other!.id });
    expect(moved.body).toMatchObject({
      subscription: { plan_id: other!.id, total_value: 25_000 },
      toast: 'Plano alterado para Plano Anual.',
    });
    const page = await rawCall(t.app, 'GET', `/admin/console/companies/${company.id}`, admin);
    expect(page.body.subscription.plan).toMatchObject({ id: other!.id, title: 'Plano Anual' });
  });

  it('sorts the conversations by sentiment, most negative first, and by name', async () => {
    const calm = await seedChat(t.app, company.id, [['client', 'Obrigada, perfeito!']]);
    const angry = await seedChat(t.app, company.id, [['client', 'Péssimo atendimento']]);
    await t.app.ctx.db.update(chats).set({ last_sentiment: 4, average_sentiment: 3 }).where(eq(chats.id, calm));
    await t.app.ctx.db
      .update(chats)
      .set({ last_sentiment: -4, average_sentiment: -2, display_name: 'Ana Brava' })
      .where(eq(chats.id, angry));
    const order = async (sort: string) =>
      (await rawCall(t.app, 'GET', `/admin/console/chats?company_id=${company.id}&sort=${sort}`, admin)).body.chats
        .map((c: { id: string }) => c.id)
        .filter((id: string) => id === calm || id === angry);
    expect(await order('last_sentiment')).toEqual([angry, calm]);
    expect(await order('average_sentiment')).toEqual([angry, calm]);
    expect(await order('display_name')).toEqual([angry, calm]);
    const listed = await rawCall(t.app, 'GET', `/admin/console/chats?company_id=${company.id}&sort=last_sentiment`, admin);
    expect(listed.body.chats[0]).toMatchObject({ id: angry, last_sentiment: -4, average_sentiment: -2 });
    expect((await rawCall(t.app, 'GET', '/admin/console/chats?sort=humor', admin)).status).toBe(422);
  });

  it("lists the company's clients by name, e-mail or phone, 30 a page", async () => {
    await t.app.ctx.db
      .insert(clients)
      .values({ company_id: company.id, name: 'Márcia Lopes', phone: '+5511987654321', email: 'marcia@example.com' });
    const list = async (q = '') => rawCall(t.app, 'GET', `/admin/console/companies/${company.id}/clients${q}`, admin);
    const all = await list();
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.total).toBe(all.body.clients.length);
    expect(all.body.clients.map((c: { name: string }) => c.name)).toContain('Márcia Lopes');
    for (const q of ['marcia', 'MÁRCIA', '98765-4321', 'marcia@example'])
      expect(
        (await list(`?search=${encodeURIComponent(q)}`)).body.clients.map((c: { name: string }) => c.name),
        q,
      ).toEqual(['Márcia Lopes']);
    expect((await list('?search=ninguem')).body).toMatchObject({ clients: [], total: 0 });
    expect((await rawCall(t.app, 'GET', `/admin/console/companies/${randomUUID()}/clients`, admin)).status).toBe(404);
  });
});
