// /admin/ai_tool and /admin/chat_personality editors, /admin/notifications and the audit log's filters.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, notifications } from '../../db/schema/index.js';
import { apiClient } from '../../test/api-client.js';
import { adminWith, auditCount, rawCall, superAdminToken } from '../../test/admin-kit.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';

const tool = (name: string) => ({
  name,
  type: 'schedule',
  description: 'Marca um horário para o cliente no dia e hora escolhidos.',
  parameters: {
    type: 'object',
    properties: { service_id: { type: 'string' }, start_at: { type: 'string', description: 'ISO 8601' } },
    required: ['service_id'],
  },
  is_active: true,
});
const personality = (slug: string) => ({
  slug,
  name: 'Acolhedora',
  description: null,
  instructions: 'Fale com carinho e chame o cliente pelo nome.',
  is_active: true,
});

describe('admin AI tools, personalities, notifications and audit filters', () => {
  let t: TTestApp;
  let admin: string;
  let userToken: string;
  let company: { id: string; slug: string };
  const call = (method: string, url: string, body?: unknown, token = admin) => rawCall(t.app, method, url, token, body);

  beforeAll(async () => {
    t = await startTestApp();
    const api = apiClient(t.app);
    userToken = await api.signUp({ name: 'Dona Ana', email: 'ana@example.com', phone: '+5511933360001' });
    company = await api.createCompany(userToken, '+5511933360001', 'Barbearia da Ana');
    const other = await api.signUp({ name: 'Dona Bia', email: 'bia@example.com', phone: '+5511933360002' });
    const blocked = await api.createCompany(other, '+5511933360002', 'Salão Bloqueado');
    await t.app.ctx.db.update(companies).set({ is_blocked: true }).where(eq(companies.id, blocked.id));
    admin = await superAdminToken(t.app);
  });
  afterAll(() => t.close());

  it('creates, edits (version goes up) and deletes an AI tool, each change audited with before and after', async () => {
    const before = await auditCount(t.app);
    const created = await call('POST', '/admin/console/ai_tools', tool('book_appointment'));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.tool).toMatchObject({ name: 'book_appointment', version: 1 });
    const id = created.body.tool.id as string;
    expect((await call('POST', '/admin/console/ai_tools', tool('book_appointment'))).status).toBe(409);
    const edited = await call('PUT', `/admin/console/ai_tools/${id}`, { ...tool('book_appointment'), is_active: false });
    expect(edited.body.tool).toMatchObject({ is_active: false, version: 2 });
    expect((await call('GET', '/admin/console/ai_tools')).body.tools).toHaveLength(1);
    expect((await call('DELETE', `/admin/console/ai_tools/${id}`)).body.toast).toBe('Ferramenta excluída.');
    expect((await call('DELETE', `/admin/console/ai_tools/${id}`)).status).toBe(404);
    expect(await auditCount(t.app)).toBe(before + 3);
    // Both saved versions outlive the tool in /admin/ai_tool/snapshots.
    const snaps = await call('GET', '/admin/console/ai_tools/snapshots?name=book_appointment');
    expect(snaps.body.snapshots.map((v: { version: number; is_active: boolean }) => [v.version, v.is_active])).toEqual([
      [2, false],
      [1, true],
    ]);
    expect(snaps.body.snapshots[0]).toMatchObject({ ai_tool_id: null, admin_email: 'admin@agendainteligente.com.br' });
    expect(snaps.body.names).toEqual(['book_appointment']);
    const logs = await call('GET', '/admin/console/audit_logs?action=ai_tool.update');
    expect(logs.body.logs[0]).toMatchObject({ before: { is_active: true, version: 1 }, after: { is_active: false, version: 2 } });
  });

  it('answers a bad tool or personality with a Portuguese 422', async () => {
    const cases: [string, string, unknown, RegExp][] = [
      ['POST', '/admin/console/ai_tools', { ...tool('Marcar Horário') }, /Nome/],
      ['POST', '/admin/console/ai_tools', { ...tool('marcar'), parameters: { type: 'array' } }, /type/],
      [
        'POST',
        '/admin/console/ai_tools',
        { ...tool('marcar'), parameters: { type: 'object', properties: {}, required: ['x'] } },
        /required/,
      ],
      ['POST', '/admin/console/ai_tools', { ...tool('marcar'), description: 'curta' }, /10 caracteres/],
      ['POST', '/admin/console/ai_tools', { ...tool('marcar'), type: 'outro' }, /Tipo inválido/],
      ['POST', '/admin/console/chat_personalities', { ...personality('ok-slug'), instructions: '' }, /instruções/],
      ['PUT', '/admin/console/chat_personalities/nao-e-uuid', personality('ok-slug'), /inválido/],
    ];
    for (const [method, url, body, message] of cases) {
      const res = await call(method, url, body);
      expect(res.status, url).toBe(422);
      expect(String(res.body.message), JSON.stringify(body)).toMatch(message);
    }
  });

  it('keeps a personality in use: its slug cannot change and it cannot be deleted', async () => {
    const seeded = (await call('GET', '/admin/console/chat_personalities')).body.personalities;
    expect(seeded.map((p: { slug: string }) => p.slug).sort()).toEqual(['descontraida', 'formal']);
    const created = await call('POST', '/admin/console/chat_personalities', personality('acolhedora'));
    const id = created.body.personality.id as string;
    await t.app.ctx.db.update(companies).set({ chat_personality_slug: 'acolhedora' }).where(eq(companies.id, company.id));
    const listed = (await call('GET', '/admin/console/chat_personalities')).body.personalities;
    expect(listed.find((p: { slug: string }) => p.slug === 'acolhedora').companies).toBe(1);
    const renamed = await call('PUT', `/admin/console/chat_personalities/${id}`, personality('carinhosa'));
    expect(renamed.status).toBe(409);
    expect(renamed.body.message).toMatch(/1 empresa/);
    expect((await call('DELETE', `/admin/console/chat_personalities/${id}`)).status).toBe(409);
    await t.app.ctx.db.update(companies).set({ chat_personality_slug: null }).where(eq(companies.id, company.id));
    expect((await call('PUT', `/admin/console/chat_personalities/${id}`, personality('carinhosa'))).body.personality.slug).toBe(
      'carinhosa',
    );
    expect((await call('DELETE', `/admin/console/chat_personalities/${id}`)).status).toBe(200);
  });

  it('refuses a user token (401) and an admin without ai.manage (403) on every editor call', async () => {
    const staff = await adminWith(t.app, ['ai.read', 'companies.read']);
    const calls: [string, string, unknown][] = [
      ['GET', '/admin/console/ai_tools', undefined],
      ['POST', '/admin/console/ai_tools', tool('negado')],
      ['GET', '/admin/console/chat_personalities', undefined],
      ['POST', '/admin/console/chat_personalities', personality('negada')],
      ['GET', '/admin/console/notifications', undefined],
      ['POST', '/admin/console/notifications', { company_id: null, title: 'Aviso', body: 'Texto' }],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method, url, body, userToken)).status, url).toBe(401);
      const refused = await call(method, url, body, staff.token);
      expect(refused.status, url).toBe(403);
      expect(refused.body.message).toBe('Seu perfil de administrador não permite esta ação.');
    }
  });

  it('sends a notification to one company or to every company not blocked, and lists who read it', async () => {
    const one = await call('POST', '/admin/console/notifications', {
      company_id: company.id,
      title: 'Manutenção hoje',
      body: 'O sistema fica fora do ar às 23h.',
    });
    expect(one.body).toMatchObject({ recipients: 1, companies: 1 });
    const all = await call('POST', '/admin/console/notifications', { company_id: null, title: 'Novidade', body: 'Agora há lembretes.' });
    expect(all.body).toMatchObject({ recipients: 1, companies: 1 });
    const [row] = await t.app.ctx.db.select().from(notifications).where(eq(notifications.title, 'Novidade'));
    expect(row).toMatchObject({ type: 'general', company_id: company.id });
    // The owner reads one in the app.
    await t.app.ctx.db.update(notifications).set({ read_at: new Date() }).where(eq(notifications.id, row!.id));
    const list = await call('GET', '/admin/console/notifications');
    expect(list.body).toMatchObject({ all: 2, unread: 1, total: 2 });
    expect(list.body.notifications[0]).toMatchObject({
      title: 'Novidade',
      company_name: 'Barbearia da Ana',
      user_email: 'ana@example.com',
    });
    expect(
      (await call('GET', '/admin/console/notifications?status=unread')).body.notifications.map((n: { title: string }) => n.title),
    ).toEqual(['Manutenção hoje']);
    expect((await call('POST', '/admin/console/notifications', { company_id: null, title: '', body: 'x' })).status).toBe(422);
    expect((await call('GET', '/admin/console/notifications?status=lidas')).status).toBe(422);
    const missing = await call('POST', '/admin/console/notifications', {
      company_id: '00000000-0000-4000-8000-000000000000',
      title: 'Aviso',
      body: 'Texto',
    });
    expect(missing.status).toBe(404);
    expect((await call('GET', '/admin/console/audit_logs?action=notification.send')).body.logs).toHaveLength(2);
  });

  it('filters the audit log by admin and bounds its pages', async () => {
    const staff = await adminWith(t.app, ['ai.manage', 'audit.read']);
    await call('POST', '/admin/console/ai_tools', tool('responder_duvida'), staff.token);
    const mine = await call('GET', `/admin/console/audit_logs?admin_id=${staff.id}`);
    expect(mine.body.logs.map((l: { action: string }) => l.action)).toEqual(['ai_tool.create']);
    expect(mine.body.admins.map((a: { id: string }) => a.id)).toContain(staff.id);
    expect((await call('GET', '/admin/console/audit_logs?page=201')).status).toBe(422);
    expect((await call('GET', '/admin/console/audit_logs?admin_id=x')).status).toBe(422);
  });
});
