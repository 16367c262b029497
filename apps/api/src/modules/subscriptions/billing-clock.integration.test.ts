// Without a PSP: a static BR Code from the Pix key (the demo key outside production), confirmed by
// an admin; then the billing clock: next bill a few days before the period ends, past due at the
// due date (still usable), inactive after the grace period; cancellation at the end of the period.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBrCode } from '@agenda/shared/pix-br-code';
import { apiClient } from '../../test/api-client.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { advanceSubscriptions } from './advance.js';

const DAY = 86_400_000;
const PASSWORD = 'senha-forte-2026';

describe('static Pix and the billing clock', () => {
  let t: TTestApp;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  let adminToken: string;
  let company: { id: string };

  beforeAll(async () => {
    t = await startTestApp({ BILLING_CLOCK: 'off', SUBSCRIPTION_GRACE_DAYS: '5' });
    api = apiClient(t.app);
    token = await api.signUp({ name: 'Caio Dono', email: 'caio@example.com', phone: '+5511987650301', password: PASSWORD });
    company = await api.createCompany(token, '+5511987650301', 'Clínica do Caio');
    adminToken = (
      await api.call('POST', '/admin/auth/sign_in', { body: { email: 'admin@agendainteligente.com.br', password: 'admin-password-123' } })
    ).body.token as string;
  });
  afterAll(() => t.close());

  const overview = async () => (await api.call('GET', `/user/${company.id}/subscription`, { token })).body;
  const tick = () => advanceSubscriptions(t.app.ctx, t.app.ctx.now());
  /** Moves the clock; sessions expire across a month, so the owner and the admin sign in again. */
  const advance = async (ms: number) => {
    t.clock.advance(ms);
    token = (await api.call('POST', '/user/auth/sign_in_with_password', { body: { email: 'caio@example.com', password: PASSWORD } })).body
      .token as string;
    adminToken = (
      await api.call('POST', '/admin/auth/sign_in', { body: { email: 'admin@agendainteligente.com.br', password: 'admin-password-123' } })
    ).body.token as string;
  };

  it('pays ahead during the trial with a static BR Code that an admin confirms', async () => {
    expect((await overview()).gateways).toEqual({ card: false, pix: 'static' });
    const res = await api.call('POST', `/user/${company.id}/subscription/generate_subscription_bill`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const payment = res.body.subscription_bill_payment;
    expect(payment.gateway).toBe('pix_static');
    expect(parseBrCode(payment.pix_qr_code)).toMatchObject({
      pointOfInitiation: 'static',
      key: 'pix-demo@agendainteligente.com.br',
      amountCents: 19_700,
      merchantName: 'AGENDA INTELIGENTE',
    });
    // The bill pays the month after the trial.
    const bill = res.body.subscription_bill;
    expect(new Date(bill.ref_start_at).getTime() - Date.now()).toBeGreaterThan(6.9 * DAY);
    expect((await api.call('POST', `/admin/console/bill_payments/${payment.id}/confirm`, { token })).status).toBe(401);
    const confirmed = await api.call('POST', `/admin/console/bill_payments/${payment.id}/confirm`, { token: adminToken });
    expect(confirmed.status).toBe(200);
    const view = await overview();
    expect(view.subscription).toMatchObject({ status: 'active', is_active: true });
    expect(view.subscription.end_at).toBe(bill.ref_end_at);
  });

  it('creates the next bill once, a few days before the period ends', async () => {
    const endAt = new Date((await overview()).subscription.end_at).getTime();
    await advance(endAt - Date.now() - 4 * DAY);
    expect(await tick()).toEqual({ moved: 0, billed: 0 });
    await advance(2 * DAY);
    expect(await tick()).toEqual({ moved: 0, billed: 1 });
    expect(await tick()).toEqual({ moved: 0, billed: 0 });
    const view = await overview();
    expect(view.next_bill).toMatchObject({ status: 'pending', total_value: 19_700 });
    expect(new Date(view.next_bill.due_at).getTime()).toBe(endAt);
  });

  it('past due at the due date (still usable), inactive after the grace period, active again when paid', async () => {
    await advance(3 * DAY);
    expect(await tick()).toEqual({ moved: 1, billed: 0 });
    expect((await overview()).subscription).toMatchObject({ status: 'expired', is_active: true });
    await advance(5 * DAY);
    expect(await tick()).toEqual({ moved: 1, billed: 0 });
    expect((await overview()).subscription).toMatchObject({ status: 'inactive', is_active: false });
    const res = await api.call('POST', `/user/${company.id}/subscription/generate_subscription_bill`, { token });
    expect(res.body.subscription_bill.id).toBe((await overview()).next_bill.id);
    await api.call('POST', `/admin/console/bill_payments/${res.body.subscription_bill_payment.id}/confirm`, { token: adminToken });
    expect((await overview()).subscription).toMatchObject({ status: 'active', is_active: true });
  });

  it('cancels at the end of the period with a reason, and refuses an unknown reason', async () => {
    const bad = await api.call('POST', `/user/${company.id}/subscription/cancel`, { token, body: { reason: 'porque_sim' } });
    expect(bad.status).toBe(422);
    const ok = await api.call('POST', `/user/${company.id}/subscription/cancel`, {
      token,
      body: { reason: 'too_expensive', comment: 'Caro' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.subscription).toMatchObject({ status: 'active', cancel_at_period_end: true, cancel_reason: 'too_expensive: Caro' });
    const endAt = new Date(ok.body.subscription.end_at).getTime();
    await advance(endAt - t.app.ctx.now().getTime() + 1000);
    expect((await tick()).billed).toBe(0);
    expect((await overview()).subscription).toMatchObject({ status: 'canceled', is_active: false });
  });
});
