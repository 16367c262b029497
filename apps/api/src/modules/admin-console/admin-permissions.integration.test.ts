// Done-when of issue 14: every admin call refuses user and client tokens and admins whose role lacks the
// permission; every mutating admin call writes an audit row.
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PERMISSION_KEYS, ADMIN_PERMISSIONS } from '@agenda/shared/admin-permissions';
import { startFakeStripe, type FakeStripe } from '@agenda/fakes/stripe';
import { aiModels, articles, inboundEvents, landingPages, plans } from '../../db/schema/index.js';
import { apiClient } from '../../test/api-client.js';
import { adminWith, auditCount, clientToken, rawCall, seedBills, seedChat, superAdminToken, userSession } from '../../test/admin-kit.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { adminDataRoutes } from './guard.js';
import { aiEditorSample } from '../../test/admin-walk-samples.js';

describe('admin back-office permissions and audit', () => {
  let t: TTestApp;
  let userToken: string;
  let company: { id: string; slug: string };
  let chatId: string;
  let eventId: string;
  let planId: string;
  let roleId: string;
  let staffId: string;
  let stripe: FakeStripe;
  let bills: { pixPaymentId: string; cardBillId: string };
  let ownerId: string;
  let articleId: string;
  let pageId: string;
  let modelId: string;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_agenda', STRIPE_API_URL: stripe.url, BILLING_CLOCK: 'off' });
    const api = apiClient(t.app);
    userToken = await api.signUp({ name: 'Dona Ana', email: 'ana@example.com', phone: '+5511933330001' });
    company = await api.createCompany(userToken, '+5511933330001', 'Barbearia da Ana');
    const db = t.app.ctx.db;
    chatId = await seedChat(t.app, company.id, [['client', 'Oi, tem horário amanhã?']]);
    const [event] = await db
      .insert(inboundEvents)
      .values({
        provider: 'evolution',
        provider_event_id: randomUUID(),
        kind: 'message',
        company_id: company.id,
        payload: { kind: 'status' },
        status: 'failed',
        error: 'boom',
      })
      .returning();
    eventId = event!.id;
    const [plan] = await db.select().from(plans).limit(1);
    planId = plan!.id;
    const staff = await adminWith(t.app, []);
    staffId = staff.id;
    const created = await rawCall(t.app, 'POST', '/admin/console/roles', await superAdminToken(t.app), {
      name: 'Suporte',
      permissions: ['companies.read'],
    });
    roleId = created.body.role.id;
    // A paid card invoice at the (fake) Stripe, refunded R$ 1,00 per call below.
    stripe.invoices.set('in_admin_walk', { id: 'in_admin_walk', object: 'invoice', status: 'paid', amount_paid: 9990, currency: 'brl' });
    // On a second company: confirming its Pix makes it active, and the first one's trial is extended above.
    const otherToken = await api.signUp({ name: 'Dona Bia', email: 'bia@example.com', phone: '+5511933330002' });
    const other = await api.createCompany(otherToken, '+5511933330002', 'Salão da Bia');
    bills = await seedBills(t.app, other.id, 'in_admin_walk');
    ownerId = (await userSession(t.app, 'ana@example.com')).userId;
    const [article] = await db
      .insert(articles)
      .values({ slug: 'rascunho', title: 'Rascunho', description: 'Um rascunho de artigo.', content: 'Texto', category: 'tips' })
      .returning();
    articleId = article!.id;
    const [page] = await db
      .insert(landingPages)
      .values({ identifier: 'campanha', title: 'Campanha', description: 'Uma página de campanha.', content: 'Texto' })
      .returning();
    pageId = page!.id;
    const [model] = await db.insert(aiModels).values({ name: 'gpt-4o-mini', input_price_per_million: 90 }).returning();
    modelId = model!.id;
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const planBody = (identifier: string) => ({
    identifier,
    title: 'Plano de teste',
    subtitle: null,
    description: null,
    base_value: 12_990,
    discount_value: 1_000,
    trial_days: 7,
    extra_features: ['instagram'],
    is_active: true,
    is_default: false,
  });
  const articleBody = (slug: string) => ({
    slug,
    title: 'Como usar',
    description: 'Um guia rápido da agenda.',
    content: 'Um\n\nDois',
    category: 'tips',
  });
  const pageBody = (identifier: string) => ({ identifier, title: 'Campanha', description: 'Uma página de campanha.', content: 'Texto' });

  /** One valid call of each route: the path filled in and, for writes, a body that succeeds. */
  const sample = async (method: string, url: string): Promise<{ path: string; body?: unknown }> => {
    const fill = (id: string) => url.replace(':id', id).replace(':company_slug', company.slug);
    if (url.startsWith('/admin/console/chats/'))
      return { path: fill(chatId), body: method === 'PUT' ? { tags: ['CRITICT_ERROR'] } : undefined };
    if (url.startsWith('/admin/console/webhook_events/')) return { path: fill(eventId) };
    if (url === '/admin/console/roles' && method === 'POST')
      return { path: url, body: { name: `Perfil ${randomUUID()}`, permissions: ['chats.read'] } };
    if (url.startsWith('/admin/console/roles/'))
      return { path: fill(roleId), body: { name: 'Suporte N2', permissions: ['companies.read', 'chats.read'] } };
    if (url.startsWith('/admin/console/admins/')) return { path: fill(staffId), body: { role_id: roleId } };
    if (url === '/admin/console/subscriptions/renewals') return { path: `${url}?month=2026-11` };
    if (url.startsWith('/admin/console/bill_payments/')) return { path: fill(bills.pixPaymentId) };
    if (url.startsWith('/admin/console/bills/'))
      return { path: fill(bills.cardBillId), body: { amount: 100, reason: 'Cobrança em duplicidade' } };
    if (url === '/admin/console/plans' && method === 'POST') return { path: url, body: planBody(`p${randomUUID().slice(0, 8)}`) };
    if (url.startsWith('/admin/console/plans/')) return { path: fill(planId), body: { ...planBody('walk-plan'), is_default: true } };
    if (url.endsWith('/revoke')) {
      const session = await userSession(t.app, 'ana@example.com');
      return { path: fill(ownerId).replace(':session_id', session.sessionId) };
    }
    if (url.startsWith('/admin/console/users/')) return { path: fill(ownerId) };
    const modelBody = (name: string) => ({
      name,
      provider: 'openai',
      input_price_per_million: 90,
      output_price_per_million: 360,
      is_active: true,
    });
    if (url === '/admin/console/ai_models' && method === 'POST') return { path: url, body: modelBody(`m-${randomUUID().slice(0, 8)}`) };
    if (url.startsWith('/admin/console/ai_models/')) return { path: fill(modelId), body: modelBody('gpt-4o-mini') };
    const editorSample = await aiEditorSample(t.app, method, url);
    if (editorSample) return editorSample;
    if (url === '/admin/console/articles' && method === 'POST') return { path: url, body: articleBody(`a-${randomUUID().slice(0, 8)}`) };
    if (url.endsWith('/publish')) return { path: fill(url.includes('articles') ? articleId : pageId), body: { published: true } };
    if (url.startsWith('/admin/console/articles/')) return { path: fill(articleId), body: articleBody('rascunho') };
    if (url === '/admin/console/landing_pages' && method === 'POST') return { path: url, body: pageBody(`lp-${randomUUID().slice(0, 8)}`) };
    if (url.startsWith('/admin/console/landing_pages/')) return { path: fill(pageId), body: pageBody('campanha') };
    const bodies: Record<string, unknown> = {
      '/admin/console/companies/:id/block': { reason: 'Pagamento contestado' },
      '/admin/console/companies/:id/settings': { ignore_inactive_subscription: true, feature_flags: ['beta_agenda'] },
      '/admin/console/companies/:id/extend_trial': { days: 5 },
      '/admin/console/companies/:id/change_plan': { plan_id: planId },
    };
    return { path: fill(company.id), body: bodies[url] };
  };

  it('declares a permission on every back-office route', () => {
    const routes = adminDataRoutes(t.app.ctx);
    expect(routes.length).toBeGreaterThanOrEqual(15);
    expect(routes.filter((r) => !r.permission)).toEqual([]);
    // A GET elsewhere under /admin/ would answer a browser that opens the SPA page of the same path.
    expect(routes.filter((r) => !r.url.startsWith('/admin/console/') && r.url !== '/admin/:company_slug/auth/login')).toEqual([]);
  });

  it('docs/admin-permissions.md lists every permission with its calls', () => {
    const routes = adminDataRoutes(t.app.ctx);
    const rows = ADMIN_PERMISSION_KEYS.map((key) => {
      const calls = routes.filter((r) => r.permission === key).map((r) => `\`${r.method} ${r.url}\``);
      return `| \`${key}\` | ${ADMIN_PERMISSIONS[key]} | ${calls.join('<br>')} |`;
    });
    const file = join(import.meta.dirname, '../../../../../docs/admin-permissions.md');
    const doc = readFileSync(file, 'utf8');
    // UPDATE_DOCS=1 rewrites the table after a permission or a call changed.
    const head = doc.slice(0, doc.indexOf('| --- |') + '| --- | --- | --- |\n'.length);
    if (process.env.UPDATE_DOCS) writeFileSync(file, `${head}${rows.join('\n')}\n`);
    else expect(doc).toBe(`${head}${rows.join('\n')}\n`);
  });

  it('refuses missing, user and client tokens (401) and admins whose role lacks the permission (403)', async () => {
    const client = await clientToken(t.app);
    for (const route of adminDataRoutes(t.app.ctx)) {
      const { path, body } = await sample(route.method, route.url);
      const where = `${route.method} ${route.url}`;
      for (const token of [undefined, userToken, client])
        expect((await rawCall(t.app, route.method, path, token, body)).status, where).toBe(401);
      const others = ADMIN_PERMISSION_KEYS.filter((p) => p !== route.permission);
      const lacking = await adminWith(t.app, others);
      const refused = await rawCall(t.app, route.method, path, lacking.token, body);
      expect(refused.status, where).toBe(403);
      expect(refused.body.message).toBe('Seu perfil de administrador não permite esta ação.');
      const holder = await adminWith(t.app, [route.permission!]);
      const allowed = await rawCall(t.app, route.method, path, holder.token, body);
      expect([401, 403], `${where} ${JSON.stringify(allowed.body)}`).not.toContain(allowed.status);
    }
  });

  it('writes one audit row for every mutating call, with before and after', async () => {
    const token = await superAdminToken(t.app);
    const writes = adminDataRoutes(t.app.ctx).filter((r) => r.method !== 'GET');
    expect(writes.length).toBeGreaterThanOrEqual(10);
    for (const route of writes) {
      const { path, body } = await sample(route.method, route.url);
      const before = await auditCount(t.app);
      const res = await rawCall(t.app, route.method, path, token, body);
      expect(res.status, `${route.method} ${route.url} ${JSON.stringify(res.body)}`).toBe(200);
      expect(await auditCount(t.app), `${route.method} ${route.url}`).toBe(before + 1);
    }
    const logs = await rawCall(t.app, 'GET', `/admin/console/audit_logs?company_id=${company.id}&action=company.block`, token);
    expect(logs.body.logs[0]).toMatchObject({
      action: 'company.block',
      target_id: company.id,
      before: { is_blocked: false },
      after: { is_blocked: true, blocked_reason: 'Pagamento contestado' },
      admin: { email: 'admin@agendainteligente.com.br' },
    });
  });

  it('answers bad input with a Portuguese 4xx, never a 500', async () => {
    const token = await superAdminToken(t.app);
    const cases: [string, string, unknown][] = [
      ['POST', `/admin/console/companies/${company.id}/block`, { reason: '' }],
      ['POST', '/admin/console/companies/nao-e-uuid/block', { reason: 'Motivo válido' }],
      ['POST', `/admin/console/companies/${randomUUID()}/block`, { reason: 'Motivo válido' }],
      ['PUT', `/admin/console/chats/${chatId}/tags`, { tags: ['NOPE'] }],
      ['GET', '/admin/console/companies?sort=outro', undefined],
      ['POST', `/admin/console/companies/${company.id}/extend_trial`, { days: 400 }],
    ];
    for (const [method, url, body] of cases) {
      const res = await rawCall(t.app, method, url, token, body);
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
      expect(String(res.body.message)).toMatch(/[a-zá-ú]/i);
    }
  });
});
