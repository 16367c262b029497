// Reads and writes of coupons, referrals and the commission ledger (migration 0016). The affiliate
// home reads the names of referred users and their companies here, read-only.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { affiliateCommissions, affiliateReferrals, companies, couponRedemptions, coupons, users } from '../../db/schema/index.js';

export type TCouponRow = typeof coupons.$inferSelect;
export type TReferralRow = typeof affiliateReferrals.$inferSelect;

export async function findCouponByCode(db: TDb, code: string): Promise<TCouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.toUpperCase())).limit(1);
  return row;
}

export async function couponRedemptionCount(db: TDb, couponId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(couponRedemptions).where(eq(couponRedemptions.coupon_id, couponId));
  return row?.n ?? 0;
}

/** The affiliate a sharing code belongs to (codes are stored uppercased). */
export async function affiliateBySharingCode(db: TDb, code: string): Promise<{ id: string } | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.sharing_code, code.toUpperCase())).limit(1);
  return row;
}

export async function sharingCodeOf(db: TDb, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ code: users.sharing_code }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.code;
}

export async function insertRedemption(db: TDb, couponId: string, userId: string): Promise<void> {
  await db.insert(couponRedemptions).values({ coupon_id: couponId, user_id: userId }).onConflictDoNothing();
}

export async function insertReferral(
  db: TDb,
  values: { affiliate_user_id: string; referred_user_id: string; code: string },
): Promise<void> {
  await db.insert(affiliateReferrals).values(values).onConflictDoNothing();
}

/** The coupon the owner of a company signed up with. */
export async function couponOfUser(db: TDb, userId: string): Promise<TCouponRow | undefined> {
  const [row] = await db
    .select({ c: coupons })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.coupon_id))
    .where(eq(couponRedemptions.user_id, userId))
    .limit(1);
  return row?.c;
}

/** The referral of a referred user, locked until the transaction ends (one conversion, one ledger line per bill). */
export async function lockReferralOfUser(tx: TDb, userId: string): Promise<TReferralRow | undefined> {
  const [row] = await tx.select().from(affiliateReferrals).where(eq(affiliateReferrals.referred_user_id, userId)).for('update');
  return row;
}

export async function markConverted(tx: TDb, id: string, at: Date): Promise<void> {
  await tx.update(affiliateReferrals).set({ converted_at: at }).where(eq(affiliateReferrals.id, id));
}

export async function insertCommission(tx: TDb, values: typeof affiliateCommissions.$inferInsert): Promise<boolean> {
  const rows = await tx.insert(affiliateCommissions).values(values).onConflictDoNothing().returning({ id: affiliateCommissions.id });
  return rows.length > 0;
}

export async function referralsOf(db: TDb, affiliateUserId: string) {
  return db
    .select({ r: affiliateReferrals, name: users.name })
    .from(affiliateReferrals)
    .innerJoin(users, eq(users.id, affiliateReferrals.referred_user_id))
    .where(eq(affiliateReferrals.affiliate_user_id, affiliateUserId))
    .orderBy(desc(affiliateReferrals.created_at));
}

export async function companiesOwnedBy(db: TDb, ownerIds: string[]) {
  if (ownerIds.length === 0) return [];
  return db
    .select({ owner_id: companies.owner_id, name: companies.name })
    .from(companies)
    .where(inArray(companies.owner_id, ownerIds))
    .orderBy(asc(companies.created_at));
}

export async function commissionsOf(db: TDb, affiliateUserId: string) {
  return db
    .select({ c: affiliateCommissions, company_name: companies.name })
    .from(affiliateCommissions)
    .innerJoin(companies, eq(companies.id, affiliateCommissions.company_id))
    .where(eq(affiliateCommissions.affiliate_user_id, affiliateUserId))
    .orderBy(desc(affiliateCommissions.created_at));
}

export async function couponsOf(db: TDb, affiliateUserId: string, now: Date): Promise<TCouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.affiliate_user_id, affiliateUserId),
        eq(coupons.is_active, true),
        sql`(${coupons.expires_at} is null or ${coupons.expires_at} > ${now.toISOString()})`,
      ),
    )
    .orderBy(asc(coupons.code));
}
