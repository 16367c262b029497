// Reads and writes of plans, subscriptions and their bill payments.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { plans, subscriptionBillPayments, subscriptionBills, subscriptions } from '../../db/schema/index.js';
import type { TDb } from '../../db/client.js';

export type { TExtraFeatureItem } from '../../db/schema/index.js';
export type TPlanRow = typeof plans.$inferSelect;
export type TSubscriptionRow = typeof subscriptions.$inferSelect;

/** The plan a new company's trial runs on: its sign-up plan when active, else the default plan. */
export async function trialPlan(db: TDb, planIdentifier?: string | null): Promise<TPlanRow | undefined> {
  const [plan] = (
    planIdentifier
      ? await db
          .select()
          .from(plans)
          .where(and(eq(plans.identifier, planIdentifier), eq(plans.is_active, true)))
          .limit(1)
      : []
  ).concat(
    await db
      .select()
      .from(plans)
      .where(and(eq(plans.is_default, true), eq(plans.is_active, true)))
      .limit(1),
  );
  return plan;
}

export async function activePlans(db: TDb): Promise<TPlanRow[]> {
  return db.select().from(plans).where(eq(plans.is_active, true)).orderBy(plans.total_value);
}

export async function insertSubscription(db: TDb, values: typeof subscriptions.$inferInsert): Promise<void> {
  await db.insert(subscriptions).values(values);
}

/** Every subscription of the companies with its plan, newest first. */
export async function subscriptionsOfCompanies(db: TDb, companyIds: string[]) {
  return db
    .select({ s: subscriptions, p: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.plan_id))
    .where(inArray(subscriptions.company_id, companyIds))
    .orderBy(desc(subscriptions.created_at));
}

/** The company's latest subscription with its plan. */
export async function newestSubscription(db: TDb, companyId: string) {
  const [row] = await db
    .select({ s: subscriptions, p: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.plan_id))
    .where(eq(subscriptions.company_id, companyId))
    .orderBy(desc(subscriptions.created_at))
    .limit(1);
  return row;
}

/** The subscription row, locked until the transaction ends (two clicks never charge twice). */
export async function lockSubscription(tx: TDb, id: string) {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

export async function updateSubscription(db: TDb, id: string, patch: Partial<typeof subscriptions.$inferInsert>) {
  const [row] = await db.update(subscriptions).set(patch).where(eq(subscriptions.id, id)).returning();
  return row!;
}

/** The company a bill payment belongs to (the realtime room check). */
export async function billPaymentCompanyId(db: TDb, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ company_id: subscriptionBillPayments.company_id })
    .from(subscriptionBillPayments)
    .where(eq(subscriptionBillPayments.id, id))
    .limit(1);
  return row?.company_id;
}

export async function planById(db: TDb, id: string): Promise<TPlanRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(plans).where(eq(plans.id, id)).limit(1);
  return row;
}

/** A bill's company, status and value (the affiliate commission reads it when the bill is paid). */
export async function billSummary(db: TDb, id: string) {
  const [row] = await db
    .select({
      id: subscriptionBills.id,
      company_id: subscriptionBills.company_id,
      status: subscriptionBills.status,
      total_value: subscriptionBills.total_value,
    })
    .from(subscriptionBills)
    .where(eq(subscriptionBills.id, id))
    .limit(1);
  return row;
}
