// Issue 14, the pages added later: subscriptions (filters, Pix by hand, Stripe refunds), plans, users'
// sessions and the content editor writing what /blog and /lp render.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '@agenda/fakes/stripe';
import { apiClient } from '../../test/api-client.js';
import { aiModelRuns } from '../../db/schema/index.js';
import { rawCall, seedBills, seedChat, superAdminToken, userSession } from '../../test/admin-kit.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';

describe('admin pages: subscriptions, plans, users, content', () => {
  let t: TTestApp;
  let stripe: FakeStripe;
  let admin: string;
  let company: { id: string; slug: string };
  let bills: { pixPaymentId: string; cardBillId: string };
  let api: ReturnType<typeof apiClient>;
  const call = (method: string, url: string, body?: unknown) => rawCall(t.app, method, url, admin, body);

  beforeAll(async () => {
    stripe = await startFakeStripe();
    // A built web app, so /blog and /lp are served (plugins/content-pages.ts).
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="pt-BR"><head></head><body><div id="root"></div></body></html>');
    t = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_agenda', STRIPE_API_URL: stripe.url, BILLING_CLOCK: 'off', WEB_DIST_DIR: dist });
    api = apiClient(t.app);
    const token = await api.signUp({ name: 'Dona Ana', email: 'ana@example.com', phone: '+5511933340001' });
    company = await api.createCompany(token, '+5511933340001', 'Barbearia da Ana');
    admin = await superAdminToken(t.app);
    stripe.invoices.set('in_paid', { id: 'in_paid', object: 'invoice', status: 'paid', amount_paid: 9990, currency: 'brl' });
    bills = await seedBills(t.app, company.id, 'in_paid');
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('lists a trial ending within 7 days as upcoming, and as overdue once it ended', async () => {
    const upcoming = await call('GET', '/admin/console/subscriptions?filter=upcoming');
    expect(upcoming.body.subscriptions.map((s: { company_id: string }) => s.company_id)).toEqual([company.id]);
    t.clock.advance(8 * 86_400_000);
    const overdue = await call('GET', '/admin/console/subscriptions?filter=overdue');
    expect(overdue.body.subscriptions[0]).toMatchObject({ company_id: company.id, is_active: false });
    expect((await call('GET', '/admin/console/subscriptions?filter=upcoming')).body.subscriptions).toEqual([]);
    const month = new Date(overdue.body.subscriptions[0].end_at).toISOString().slice(0, 7);
    const calendar = await call('GET', `/admin/console/subscriptions/renewals?month=${month}`);
    expect(calendar.body.renewals).toHaveLength(1);
    expect((await call('GET', '/admin/console/subscriptions/renewals?month=2026-13')).status).toBe(422);
  });

  it('confirms a static Pix by hand: the subscription becomes active; a second click changes nothing', async () => {
    const first = await call('POST', `/admin/console/bill_payments/${bills.pixPaymentId}/confirm`);
    expect(first.body).toMatchObject({ payment: { status: 'paid' }, toast: 'Pagamento confirmado.' });
    const again = await call('POST', `/admin/console/bill_payments/${bills.pixPaymentId}/confirm`);
    expect(again.body.toast).toBe('Este pagamento já estava confirmado.');
    const list = await call('GET', '/admin/console/subscriptions?search=Barbearia');
    expect(list.body.subscriptions[0]).toMatchObject({ status: 'active', is_active: true });
  });

  it('refunds a card bill through Stripe, in parts, never more than was paid', async () => {
    const part = await call('POST', `/admin/console/bills/${bills.cardBillId}/refund`, { amount: 1000, reason: 'Cobrança em duplicidade' });
    expect(part.status).toBe(200);
    expect(part.body.bill).toMatchObject({ refunded_value: 1000, refund_ref: expect.stringMatching(/^re_/) });
    const tooMuch = await call('POST', `/admin/console/bills/${bills.cardBillId}/refund`, { amount: 9000, reason: 'Resto' });
    expect(tooMuch.status).toBe(409);
    const rest = await call('POST', `/admin/console/bills/${bills.cardBillId}/refund`, { reason: 'Cancelamento' });
    expect(rest.body.bill.refunded_value).toBe(9990);
    expect([...stripe.refunds.values()].map((r) => r.amount)).toEqual([1000, 8990]);
    expect((await call('POST', `/admin/console/bills/${bills.cardBillId}/refund`, { reason: 'De novo' })).status).toBe(409);
    const pix = await call('GET', `/admin/console/companies/${company.id}/bills`);
    expect(pix.body.bills.find((b: { id: string }) => b.id === bills.cardBillId).refunded_value).toBe(9990);
  });

  it('saves plans with total = price − discount and keeps one default plan', async () => {
    const body = {
      identifier: 'premium',
      title: 'Premium',
      subtitle: null,
      description: 'Tudo incluído',
      base_value: 19_990,
      discount_value: 2_000,
      trial_days: 14,
      extra_features: ['instagram', 'automations'],
      is_active: true,
      is_default: true,
    };
    const created = await call('POST', '/admin/console/plans', body);
    expect(created.body.plan).toMatchObject({ total_value: 17_990, is_default: true });
    const list = await call('GET', '/admin/console/plans');
    expect(list.body.plans.filter((p: { is_default: boolean }) => p.is_default)).toHaveLength(1);
    const bad = await call('POST', '/admin/console/plans', { ...body, identifier: 'outro', discount_value: 30_000 });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toMatch(/desconto/i);
    expect((await call('POST', '/admin/console/plans', body)).status).toBe(409);
  });

  it("revokes a user's session: its token stops working", async () => {
    const session = await userSession(t.app, 'ana@example.com');
    const page = await call('GET', `/admin/console/users/${session.userId}`);
    expect(page.body.companies.map((c: { id: string }) => c.id)).toEqual([company.id]);
    expect(page.body.sessions.map((s: { id: string }) => s.id)).toContain(session.sessionId);
    const revoked = await call('POST', `/admin/console/users/${session.userId}/sessions/${session.sessionId}/revoke`);
    expect(revoked.status).toBe(200);
    expect((await api.loggedUser(session.token)).status).toBe(401);
  });

  it('writes articles and landing pages that /blog and /lp render once published', async () => {
    const article = await call('POST', '/admin/console/articles', {
      slug: 'como-confirmar',
      title: 'Como confirmar horários',
      description: 'Confirmações automáticas pelo WhatsApp.',
      content:
        'Primeiro parágrafo.\n\nSegundo parágrafo.\n\n## Passo a passo\n\n- **Ligue** o WhatsApp\n- Veja [a ajuda](/blog)\n\n<script>x</script>',
      category: 'tutorials',
      image_url: null,
    });
    const id = article.body.article.id;
    expect((await t.app.inject({ url: '/blog/como-confirmar' })).statusCode).toBe(404);
    await call('POST', `/admin/console/articles/${id}/publish`, { published: true });
    const page = await t.app.inject({ url: '/blog/como-confirmar' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<p>Segundo parágrafo.</p>');
    // The Markdown as HTML, with nothing taken as raw HTML.
    expect(page.body).toContain(
      '<h2>Passo a passo</h2><ul><li><strong>Ligue</strong> o WhatsApp</li><li>Veja <a href="/blog">a ajuda</a></li></ul>',
    );
    expect(page.body).toContain('<p>&lt;script&gt;x&lt;/script&gt;</p>');
    await call('POST', `/admin/console/articles/${id}/publish`, { published: false });
    expect((await t.app.inject({ url: '/blog/como-confirmar' })).statusCode).toBe(404);
    const lp = await call('POST', '/admin/console/landing_pages', {
      identifier: 'black-friday/saloes',
      title: 'Black Friday',
      description: 'Um mês grátis para salões.',
      content: 'Oferta por tempo limitado.',
    });
    await call('POST', `/admin/console/landing_pages/${lp.body.landing_page.id}/publish`, { published: true });
    expect((await t.app.inject({ url: '/lp/black-friday/saloes' })).body).toContain('Oferta por tempo limitado.');
    // A page built from blocks: the hero holds the h1, each block its title and Markdown, the call to action the link.
    const sections = [
      { type: 'hero', title: 'Sua agenda no piloto automático', body: 'A secretária responde **na hora**.' },
      { type: 'features', title: 'O que você ganha', body: '- Lembretes\n- Confirmações' },
      { type: 'cta', title: 'Comece hoje', body: '' },
    ];
    const blocks = await call('POST', '/admin/console/landing_pages', {
      identifier: 'blocos',
      title: 'Blocos',
      description: 'Uma página feita de blocos.',
      sections,
    });
    expect(blocks.status, JSON.stringify(blocks.body)).toBe(200);
    expect(blocks.body.landing_page.sections).toEqual(sections);
    await call('POST', `/admin/console/landing_pages/${blocks.body.landing_page.id}/publish`, { published: true });
    const html = (await t.app.inject({ url: '/lp/blocos' })).body;
    expect(html).toContain(
      '<section class="lp-hero"><h1>Sua agenda no piloto automático</h1><p>A secretária responde <strong>na hora</strong>.</p><p><a class="cta" href="/login/cadastre-se?utm_source=lp&amp;utm_campaign=blocos">Teste grátis</a></p></section>',
    );
    expect(html).toContain(
      '<section class="lp-features"><h2>O que você ganha</h2><ul><li>Lembretes</li><li>Confirmações</li></ul></section>',
    );
    expect(html).toContain('<section class="lp-cta"><h2>Comece hoje</h2><p><a class="cta" href=');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    const empty = await call('POST', '/admin/console/landing_pages', {
      identifier: 'vazia',
      title: 'Vazia',
      description: 'Sem texto nem blocos.',
    });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toContain('Escreva o texto ou adicione um bloco.');
    const bad = await call('POST', '/admin/console/landing_pages', {
      identifier: 'ruim',
      title: 'Ruim',
      description: 'Um bloco que não existe.',
      sections: [{ type: 'carrossel', title: 'X', body: '' }],
    });
    expect(bad.body.message).toContain('Tipo de bloco inválido.');
  });

  it('prices the brain runs from the configured model and filters the failed ones', async () => {
    const db = t.app.ctx.db;
    await db.insert(aiModelRuns).values([
      {
        company_id: company.id,
        brain: 'openai',
        model: 'gpt-test',
        prompt_tokens: 1000,
        completion_tokens: 500,
        total_tokens: 1500,
        latency_ms: 800,
      },
      { company_id: company.id, brain: 'openai', model: 'gpt-test', error: 'timeout', latency_ms: 30_000 },
    ]);
    const model = await call('POST', '/admin/console/ai_models', {
      name: 'gpt-test',
      provider: 'openai',
      input_price_per_million: 100_000,
      output_price_per_million: 400_000,
      is_active: true,
    });
    expect(model.status).toBe(200);
    const runs = await call('GET', `/admin/console/ai_model_runs?company_id=${company.id}`);
    // 1000 × R$ 1.000/M + 500 × R$ 4.000/M = 100 + 200 cents.
    expect(runs.body.runs.find((r: { error: string | null }) => !r.error).cost_cents).toBe(300);
    const failed = await call('GET', `/admin/console/ai_model_runs?errors_only=true&company_id=${company.id}`);
    expect(failed.body.runs.map((r: { error: string }) => r.error)).toEqual(['timeout']);
    expect((await call('POST', '/admin/console/ai_models', { ...model.body.model, id: undefined })).status).toBe(409);
  });

  it('counts messages and activity per company in /admin/company_metrics', async () => {
    await seedChat(
      t.app,
      company.id,
      [
        ['client', 'Oi'],
        ['ai', 'Olá! Como posso ajudar?'],
      ],
      t.app.ctx.now(),
    );
    const res = await call('GET', '/admin/console/company_metrics?days=7&search=Barbearia');
    expect(res.body.companies).toEqual([
      expect.objectContaining({
        id: company.id,
        messages: 2,
        bookings: 0,
        secretary_bookings: 0,
        handoffs: 0,
        last_activity_at: expect.any(String),
      }),
    ]);
    expect((await call('GET', '/admin/console/company_metrics?days=0')).status).toBe(422);
  });
});
