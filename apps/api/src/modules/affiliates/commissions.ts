// The commission ledger (docs/spec.md §2 "Affiliate area"): AFFILIATE_COMMISSION_PERCENT of each paid
// bill of a company owned by a referred user, for AFFILIATE_COMMISSION_MONTHS months from its first.
import type { TAffiliateHome } from '@agenda/shared/schemas/affiliates-dto';
import type { TDb } from '../../db/client.js';
import type { TAppContext } from '../../lib/context.js';
import { notFound } from '../../lib/app-error.js';
import { findCompanyById } from '../companies/service.js';
import { billSummary } from '../subscriptions/repo.js';
import { commissionAmount, percentToBasisPoints, withinCommissionWindow } from './money-rules.js';
import * as repo from './repo.js';

export interface TRecordedCommission {
  affiliate_user_id: string;
  amount: number;
}

/**
 * Call when a bill becomes paid. Writes one ledger line for the referring affiliate (the first paid
 * bill converts the referral); once per bill, however often it is called. Returns the line written,
 * or null when the bill is not paid, its company was not referred, or the commission months are over.
 */
export async function recordAffiliateCommission(ctx: TAppContext, billId: string): Promise<TRecordedCommission | null> {
  const bill = await billSummary(ctx.db, billId);
  if (!bill || bill.status !== 'paid') return null;
  const company = await findCompanyById(ctx, bill.company_id);
  if (!company) return null;
  const now = ctx.now();
  const rate = percentToBasisPoints(ctx.config.AFFILIATE_COMMISSION_PERCENT);
  return ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as TDb;
    const referral = await repo.lockReferralOfUser(tx, company.owner_id);
    if (!referral) return null;
    const convertedAt = referral.converted_at ?? now;
    if (!withinCommissionWindow(convertedAt, ctx.config.AFFILIATE_COMMISSION_MONTHS, now)) return null;
    if (!referral.converted_at) await repo.markConverted(tx, referral.id, now);
    const amount = commissionAmount(bill.total_value, rate);
    const written = await repo.insertCommission(tx, {
      affiliate_user_id: referral.affiliate_user_id,
      referral_id: referral.id,
      company_id: bill.company_id,
      subscription_bill_id: bill.id,
      bill_value: bill.total_value,
      rate_basis_points: rate,
      amount,
      created_at: now,
    });
    return written ? { affiliate_user_id: referral.affiliate_user_id, amount } : null;
  });
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Everything /afiliados/home shows for the logged-in user. */
export async function affiliateHome(ctx: TAppContext, userId: string): Promise<TAffiliateHome> {
  const code = await repo.sharingCodeOf(ctx.db, userId);
  if (!code) throw notFound('Usuário não encontrado.');
  const [referrals, ledger, coupons] = [
    await repo.referralsOf(ctx.db, userId),
    await repo.commissionsOf(ctx.db, userId),
    await repo.couponsOf(ctx.db, userId, ctx.now()),
  ];
  const owned = await repo.companiesOwnedBy(
    ctx.db,
    referrals.map((r) => r.r.referred_user_id),
  );
  const pending = ledger.filter((l) => l.c.status === 'pending');
  const byMonth = new Map<string, number>();
  for (const l of [...pending].reverse()) {
    const month = l.c.created_at.toISOString().slice(0, 7);
    byMonth.set(month, (byMonth.get(month) ?? 0) + l.c.amount);
  }
  const sum = (rows: typeof ledger) => rows.reduce((s, l) => s + l.c.amount, 0);
  return {
    sharing_code: code,
    link_path: `/afiliados/meu-link/${code}`,
    commission_percent: ctx.config.AFFILIATE_COMMISSION_PERCENT,
    commission_months: ctx.config.AFFILIATE_COMMISSION_MONTHS,
    totals: {
      referrals: referrals.length,
      conversions: referrals.filter((r) => r.r.converted_at).length,
      commissions_total: sum(ledger),
      payouts_due: sum(pending),
      paid_out: sum(ledger.filter((l) => l.c.status === 'paid')),
    },
    payouts_due: [...byMonth].map(([month, amount]) => ({ month, amount })),
    referrals: referrals.map(({ r, name }) => ({
      id: r.id,
      name: name.trim().split(/\s+/)[0] ?? '',
      created_at: r.created_at.toISOString(),
      converted_at: iso(r.converted_at),
      companies: owned.filter((c) => c.owner_id === r.referred_user_id).map((c) => c.name),
    })),
    commissions: ledger.map(({ c, company_name }) => ({
      id: c.id,
      created_at: c.created_at.toISOString(),
      company_name,
      bill_value: c.bill_value,
      rate_basis_points: c.rate_basis_points,
      amount: c.amount,
      status: c.status,
      paid_out_at: iso(c.paid_out_at),
    })),
    coupons: coupons.map((c) => ({
      code: c.code,
      description: c.description,
      discount_percent: c.discount_percent,
      discount_value: c.discount_value,
      bills_count: c.bills_count,
    })),
  };
}
