import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { affiliateCommissions, affiliateReferrals, subscriptionBills, subscriptions, users } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { apiClient } from '../../test/api-client.js';
import { recordAffiliateCommission } from './commissions.js';
import { INVALID_CUPOM_MESSAGE } from './service.js';

const DAY = 86_400_000;

describe('affiliate link → sign-up → paid bill → commission in the ledger', () => {
  let t: TTestApp;
  let api: ReturnType<typeof apiClient>;
  let anaToken: string;
  let sharingCode: string;

  beforeAll(async () => {
    t = await startTestApp({ AFFILIATE_COMMISSION_PERCENT: '20', AFFILIATE_COMMISSION_MONTHS: '12' });
    api = apiClient(t.app);
    anaToken = await api.signUp({ name: 'Ana Afiliada', email: 'ana@example.com', phone: '+5511987660001' });
    const [ana] = await t.app.ctx.db.select().from(users).where(eq(users.email, 'ana@example.com'));
    sharingCode = ana!.sharing_code;
  });
  afterAll(() => t.close());

  /** A bill of the company's subscription, written straight (billing marks bills paid elsewhere). */
  async function bill(companyId: string, total_value: number, status: string) {
    const [sub] = await t.app.ctx.db.select().from(subscriptions).where(eq(subscriptions.company_id, companyId));
    const now = t.clock.now();
    const [row] = await t.app.ctx.db
      .insert(subscriptionBills)
      .values({
        subscription_id: sub!.id,
        company_id: companyId,
        ref_start_at: now,
        ref_end_at: new Date(now.getTime() + 30 * DAY),
        status,
        total_value,
      })
      .returning();
    return row!.id;
  }
  const home = (token: string) => api.call('GET', '/user/affiliates/home', { token });

  it('checks a sharing code for the sign-up form, case aside, and refuses an unknown one', async () => {
    const ok = await api.call('GET', `/general/coupon/check?code=${sharingCode.toLowerCase()}`);
    expect(ok.body).toEqual({ valid: true, kind: 'referral', message: 'Código de indicação aplicado.' });
    const bad = await api.call('GET', '/general/coupon/check?code=NAOEXISTE');
    expect(bad.body).toMatchObject({ valid: false, message: INVALID_CUPOM_MESSAGE });
    const junk = await api.call('GET', '/general/coupon/check?code=%3Cscript%3E');
    expect(junk.status).toBe(422);
    expect(junk.body.message).toContain('Cupom inválido.');
  });

  it('refuses a sign-up with an unknown cupom on the field (422) and keeps the code usable', async () => {
    const phone = '+5511987660009';
    const code = await api.sendCode(phone, 'sign_up');
    const body = { name: 'Zé Errado', email: 'ze@example.com', phone, cupom: 'NAOEXISTE' };
    const bad = await api.call('POST', '/user/auth/sign_up', { body, headers: { 'two-factor-code': code } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ path: 'cupom', message: INVALID_CUPOM_MESSAGE }]);
    const fixed = await api.call('POST', '/user/auth/sign_up', { body: { ...body, cupom: '' }, headers: { 'two-factor-code': code } });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
  });

  it('records the referral at sign-up, converts it on the first paid bill and writes 20% of each paid bill once', async () => {
    const bruno = await api.signUp({
      name: 'Bruno Indicado Souza',
      email: 'bruno@example.com',
      phone: '+5511987660002',
      cupom: sharingCode.toLowerCase(),
    });
    const company = await api.createCompany(bruno, '+5511987660002', 'Barbearia do Bruno');
    const [referral] = await t.app.ctx.db.select().from(affiliateReferrals);
    expect(referral).toMatchObject({ code: sharingCode, converted_at: null });

    const pending = await bill(company.id, 19_700, 'pending');
    expect(await recordAffiliateCommission(t.app.ctx, pending)).toBeNull();

    const paid = await bill(company.id, 19_700, 'paid');
    const first = await recordAffiliateCommission(t.app.ctx, paid);
    expect(first).toMatchObject({ amount: 3_940 });
    expect(await recordAffiliateCommission(t.app.ctx, paid)).toBeNull(); // once per bill
    await Promise.all([recordAffiliateCommission(t.app.ctx, paid), recordAffiliateCommission(t.app.ctx, paid)]);
    expect(await t.app.ctx.db.select().from(affiliateCommissions)).toHaveLength(1);

    t.clock.advance(20 * DAY);
    await recordAffiliateCommission(t.app.ctx, await bill(company.id, 24_690, 'paid')); // plan + an extra feature
    const res = await home(anaToken);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.home).toMatchObject({
      sharing_code: sharingCode,
      link_path: `/afiliados/meu-link/${sharingCode}`,
      commission_percent: 20,
      commission_months: 12,
      totals: { referrals: 1, conversions: 1, commissions_total: 3_940 + 4_938, payouts_due: 8_878, paid_out: 0 },
    });
    expect(res.body.home.referrals).toEqual([expect.objectContaining({ name: 'Bruno', companies: ['Barbearia do Bruno'] })]);
    expect(res.body.home.referrals[0].converted_at).not.toBeNull();
    expect(res.body.home.commissions.map((c: { amount: number; company_name: string }) => [c.amount, c.company_name])).toEqual([
      [4_938, 'Barbearia do Bruno'],
      [3_940, 'Barbearia do Bruno'],
    ]);
    expect(res.body.home.payouts_due.map((p: { amount: number }) => p.amount).reduce((a: number, b: number) => a + b, 0)).toBe(8_878);
    expect(JSON.stringify(res.body.home)).not.toContain('bruno@example.com');

    // Bruno's own area is empty, and nobody reads it without a session.
    expect((await home(bruno)).body.home.totals).toMatchObject({ referrals: 0, commissions_total: 0 });
    expect((await api.call('GET', '/user/affiliates/home')).status).toBe(401);
  });

  it('stops paying commissions after the configured number of months from the conversion', async () => {
    const [company] = await t.app.ctx.db.select().from(affiliateCommissions).limit(1);
    t.clock.advance(365 * DAY);
    expect(await recordAffiliateCommission(t.app.ctx, await bill(company!.company_id, 19_700, 'paid'))).toBeNull();
    expect(await t.app.ctx.db.select().from(affiliateCommissions)).toHaveLength(2);
  });

  it('pays nothing for a company nobody referred', async () => {
    const carla = await api.signUp({ name: 'Carla Sem Indicação', email: 'carla@example.com', phone: '+5511987660003' });
    const company = await api.createCompany(carla, '+5511987660003', 'Salão da Carla');
    expect(await recordAffiliateCommission(t.app.ctx, await bill(company.id, 19_700, 'paid'))).toBeNull();
  });
});
