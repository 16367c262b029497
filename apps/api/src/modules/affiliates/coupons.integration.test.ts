import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { affiliateReferrals, couponRedemptions, coupons, users } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { apiClient } from '../../test/api-client.js';
import { companyCouponDiscount, INVALID_CUPOM_MESSAGE } from './service.js';

describe('sign-up coupons', () => {
  let t: TTestApp;
  let api: ReturnType<typeof apiClient>;
  let affiliateId: string;

  beforeAll(async () => {
    t = await startTestApp();
    api = apiClient(t.app);
    await api.signUp({ name: 'Ana Afiliada', email: 'ana@example.com', phone: '+5511987670001' });
    const [ana] = await t.app.ctx.db.select().from(users).where(eq(users.email, 'ana@example.com'));
    affiliateId = ana!.id;
    await t.app.ctx.db.insert(coupons).values([
      {
        code: 'BEMVINDO50',
        discount_percent: 50,
        bills_count: 2,
        affiliate_user_id: affiliateId,
        description: 'Metade do preço por 2 meses',
      },
      { code: 'UMAVEZ', discount_value: 5_000, max_redemptions: 1 },
      { code: 'VENCIDO', discount_percent: 10, expires_at: new Date(Date.now() - 1000) },
      { code: 'PAUSADO', discount_percent: 10, is_active: false },
    ]);
  });
  afterAll(() => t.close());

  const signUpWith = (n: number, cupom: string) =>
    api.signUp({ name: `Pessoa ${n}`, email: `p${n}@example.com`, phone: `+55119876700${10 + n}`, cupom });
  const signUpRefused = async (n: number, cupom: string) => {
    const phone = `+55119876700${10 + n}`;
    const code = await api.sendCode(phone, 'sign_up');
    const res = await api.call('POST', '/user/auth/sign_up', {
      body: { name: `Pessoa ${n}`, email: `p${n}@example.com`, phone, cupom },
      headers: { 'two-factor-code': code },
    });
    return res;
  };

  it('describes a usable coupon to the sign-up form and refuses expired, paused and used-up ones', async () => {
    expect((await api.call('GET', '/general/coupon/check?code=bemvindo50')).body).toEqual({
      valid: true,
      kind: 'coupon',
      message: 'Cupom aplicado: 50% de desconto nas 2 primeiras faturas.',
    });
    for (const code of ['VENCIDO', 'PAUSADO'])
      expect((await api.call('GET', `/general/coupon/check?code=${code}`)).body).toMatchObject({
        valid: false,
        message: INVALID_CUPOM_MESSAGE,
      });
    await signUpWith(1, 'umavez');
    expect((await api.call('GET', '/general/coupon/check?code=UMAVEZ')).body.valid).toBe(false);
    const refused = await signUpRefused(2, 'UMAVEZ');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(INVALID_CUPOM_MESSAGE);
  });

  it("applies the coupon to the first bills of the owner's company and records the affiliate's referral", async () => {
    const token = await signUpWith(3, 'bemvindo50');
    const company = await api.createCompany(token, '+5511987670013', 'Salão da Pessoa 3');
    expect(await companyCouponDiscount(t.app.ctx, company.id, 19_700, 0)).toEqual({ coupon_code: 'BEMVINDO50', discount: 9_850 });
    expect(await companyCouponDiscount(t.app.ctx, company.id, 24_690, 1)).toEqual({ coupon_code: 'BEMVINDO50', discount: 12_345 });
    expect((await companyCouponDiscount(t.app.ctx, company.id, 19_700, 2)).discount).toBe(0);
    const [p3] = await t.app.ctx.db.select().from(users).where(eq(users.email, 'p3@example.com'));
    expect(await t.app.ctx.db.select().from(affiliateReferrals).where(eq(affiliateReferrals.referred_user_id, p3!.id))).toEqual([
      expect.objectContaining({ affiliate_user_id: affiliateId, code: 'BEMVINDO50' }),
    ]);
  });

  it('gives no discount to a company whose owner used no coupon, and one redemption per user', async () => {
    const token = await api.signUp({ name: 'Sem Cupom', email: 'sem@example.com', phone: '+5511987670099' });
    const company = await api.createCompany(token, '+5511987670099', 'Barbearia Sem Cupom');
    expect(await companyCouponDiscount(t.app.ctx, company.id, 19_700, 0)).toEqual({ coupon_code: null, discount: 0 });
    const [one] = await t.app.ctx.db.select().from(coupons).where(eq(coupons.code, 'UMAVEZ'));
    expect(await t.app.ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.coupon_id, one!.id))).toHaveLength(1);
  });
});
