// Reads and writes of subscription bills and their payments.
import { and, count, desc, eq, gt, inArray, ne, or, lte, sql } from 'drizzle-orm';
import { plans, subscriptionBillPayments, subscriptionBills, subscriptions } from '../../db/schema/index.js';
import type { TDb } from '../../db/client.js';

export type TBillRow = typeof subscriptionBills.$inferSelect;
export type TBillPaymentRow = typeof subscriptionBillPayments.$inferSelect;

/** The subscription's newest bill still waiting for payment. */
export async function openBill(db: TDb, subscriptionId: string): Promise<TBillRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionBills)
    .where(and(eq(subscriptionBills.subscription_id, subscriptionId), eq(subscriptionBills.status, 'pending')))
    .orderBy(desc(subscriptionBills.ref_start_at))
    .limit(1);
  return row;
}

/** A bill of the subscription for the period starting at `start` (the job never bills a period twice). */
export async function billStartingAt(db: TDb, subscriptionId: string, start: Date): Promise<TBillRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionBills)
    .where(and(eq(subscriptionBills.subscription_id, subscriptionId), eq(subscriptionBills.ref_start_at, start)))
    .limit(1);
  return row;
}

export async function insertBill(db: TDb, values: typeof subscriptionBills.$inferInsert): Promise<TBillRow> {
  const [row] = await db.insert(subscriptionBills).values(values).returning();
  return row!;
}

/** A bill known by its gateway id (Stripe invoice), created once; a paid bill never goes back. */
export async function upsertGatewayBill(db: TDb, values: typeof subscriptionBills.$inferInsert & { gateway: string; gateway_ref: string }) {
  const [row] = await db
    .insert(subscriptionBills)
    .values(values)
    .onConflictDoUpdate({
      target: [subscriptionBills.gateway, subscriptionBills.gateway_ref],
      set: {
        status: sql`case when ${subscriptionBills.status} = 'paid' then 'paid' else excluded.status end`,
        paid_at: sql`coalesce(${subscriptionBills.paid_at}, excluded.paid_at)`,
      },
    })
    .returning();
  return row!;
}

export async function billById(db: TDb, id: string): Promise<TBillRow | undefined> {
  const [row] = await db.select().from(subscriptionBills).where(eq(subscriptionBills.id, id)).limit(1);
  return row;
}

export async function paymentByGatewayRef(db: TDb, gateway: string, ref: string): Promise<TBillPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionBillPayments)
    .where(and(eq(subscriptionBillPayments.gateway, gateway), eq(subscriptionBillPayments.gateway_ref, ref)))
    .limit(1);
  return row;
}

export async function paymentById(db: TDb, id: string): Promise<TBillPaymentRow | undefined> {
  const [row] = await db.select().from(subscriptionBillPayments).where(eq(subscriptionBillPayments.id, id)).limit(1);
  return row;
}

/** A pending Pix payment of the bill that stays payable past `until`, to show again instead of charging twice. */
export async function reusablePayment(db: TDb, billId: string, until: Date): Promise<TBillPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionBillPayments)
    .where(
      and(
        eq(subscriptionBillPayments.subscription_bill_id, billId),
        eq(subscriptionBillPayments.status, 'pending'),
        inArray(subscriptionBillPayments.gateway, ['pix', 'pix_static']),
        gt(subscriptionBillPayments.expires_at, until),
      ),
    )
    .orderBy(desc(subscriptionBillPayments.created_at))
    .limit(1);
  return row;
}

export async function insertPayment(db: TDb, values: typeof subscriptionBillPayments.$inferInsert): Promise<TBillPaymentRow> {
  const [row] = await db.insert(subscriptionBillPayments).values(values).returning();
  return row!;
}

/** Marks the payment paid; undefined when it already was (the caller's work was done before). */
export async function setPaymentPaid(db: TDb, id: string, paidAt: Date, endToEndId: string | null): Promise<TBillPaymentRow | undefined> {
  const [row] = await db
    .update(subscriptionBillPayments)
    .set({ status: 'paid', paid_at: paidAt, end_to_end_id: endToEndId })
    .where(and(eq(subscriptionBillPayments.id, id), ne(subscriptionBillPayments.status, 'paid')))
    .returning();
  return row;
}

export async function setBillPaid(db: TDb, id: string, paidAt: Date): Promise<TBillRow | undefined> {
  const [row] = await db
    .update(subscriptionBills)
    .set({ status: 'paid', paid_at: paidAt })
    .where(and(eq(subscriptionBills.id, id), ne(subscriptionBills.status, 'paid')))
    .returning();
  return row;
}

/** How many bills the company had so far (a coupon may discount only its first N bills). */
export async function countBillsOfCompany(db: TDb, companyId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(subscriptionBills).where(eq(subscriptionBills.company_id, companyId));
  return Number(row?.n ?? 0);
}

/** Every bill of the company, newest first, with its payments. */
export async function billsOfCompany(db: TDb, companyId: string) {
  const bills = await db
    .select()
    .from(subscriptionBills)
    .where(eq(subscriptionBills.company_id, companyId))
    .orderBy(desc(subscriptionBills.ref_start_at), desc(subscriptionBills.created_at))
    .limit(60);
  const payments = bills.length
    ? await db
        .select()
        .from(subscriptionBillPayments)
        .where(
          inArray(
            subscriptionBillPayments.subscription_bill_id,
            bills.map((b) => b.id),
          ),
        )
        .orderBy(desc(subscriptionBillPayments.created_at))
    : [];
  return bills.map((b) => ({ ...b, payments: payments.filter((p) => p.subscription_bill_id === b.id) }));
}

/** Subscriptions the clock may move, or whose next bill is due (trial/active periods ending before `billFrom`; every past-due one). */
export async function subscriptionsToAdvance(db: TDb, billFrom: Date) {
  return db
    .select({ s: subscriptions, p: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.plan_id))
    .where(
      or(and(inArray(subscriptions.status, ['trial', 'active']), lte(subscriptions.end_at, billFrom)), eq(subscriptions.status, 'expired')),
    )
    .orderBy(subscriptions.end_at)
    .limit(500);
}

/** The payment of a gateway charge, created on first sight and returned as stored afterwards. */
export async function insertPaymentOnce(
  db: TDb,
  values: typeof subscriptionBillPayments.$inferInsert & { gateway: string; gateway_ref: string },
) {
  await db.insert(subscriptionBillPayments).values(values).onConflictDoNothing();
  return (await paymentByGatewayRef(db, values.gateway, values.gateway_ref))!;
}

export async function updateBillTotal(db: TDb, id: string, total: number, extras: number): Promise<void> {
  await db.update(subscriptionBills).set({ total_value: total, extra_features_total_value: extras }).where(eq(subscriptionBills.id, id));
}

/** Withdraws the bill's unpaid payments (their amount is no longer right). */
export async function cancelPendingPayments(db: TDb, billId: string): Promise<void> {
  await db
    .update(subscriptionBillPayments)
    .set({ status: 'canceled' })
    .where(and(eq(subscriptionBillPayments.subscription_bill_id, billId), eq(subscriptionBillPayments.status, 'pending')));
}
