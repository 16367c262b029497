// Gateway customers, cards on file and stored payment webhooks.
import { and, eq, ne } from 'drizzle-orm';
import { billingCustomers, billingWebhookEvents, companyPaymentMethods } from '../../db/schema/index.js';
import type { TDb } from '../../db/client.js';

export async function customerOfCompany(db: TDb, companyId: string, gateway: string): Promise<string | undefined> {
  const [row] = await db
    .select({ customer_id: billingCustomers.customer_id })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.company_id, companyId), eq(billingCustomers.gateway, gateway)))
    .limit(1);
  return row?.customer_id;
}

/** Keeps the first customer stored for the company; returns the one that is stored. */
export async function saveCustomer(db: TDb, companyId: string, gateway: string, customerId: string): Promise<string> {
  await db.insert(billingCustomers).values({ company_id: companyId, gateway, customer_id: customerId }).onConflictDoNothing();
  return (await customerOfCompany(db, companyId, gateway)) ?? customerId;
}

export async function companyOfCustomer(db: TDb, gateway: string, customerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ company_id: billingCustomers.company_id })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.gateway, gateway), eq(billingCustomers.customer_id, customerId)))
    .limit(1);
  return row?.company_id;
}

export type TPaymentMethodRow = typeof companyPaymentMethods.$inferSelect;

/** Stores the card as the gateway describes it and makes it the company's only default. */
export async function upsertDefaultPaymentMethod(db: TDb, values: typeof companyPaymentMethods.$inferInsert): Promise<void> {
  await db
    .insert(companyPaymentMethods)
    .values({ ...values, is_default: true })
    .onConflictDoUpdate({
      target: [companyPaymentMethods.gateway, companyPaymentMethods.gateway_ref],
      set: {
        brand: values.brand,
        last_four: values.last_four,
        exp_month: values.exp_month,
        exp_year: values.exp_year,
        holder_name: values.holder_name,
        is_default: true,
        updated_at: values.updated_at,
      },
    });
  await db
    .update(companyPaymentMethods)
    .set({ is_default: false })
    .where(and(eq(companyPaymentMethods.company_id, values.company_id), ne(companyPaymentMethods.gateway_ref, values.gateway_ref)));
}

export async function paymentMethodsOfCompany(db: TDb, companyId: string): Promise<TPaymentMethodRow[]> {
  return db.select().from(companyPaymentMethods).where(eq(companyPaymentMethods.company_id, companyId));
}

/** Stores a webhook under its provider id; false when it was stored before (a redelivery). */
export async function storeWebhookEvent(db: TDb, provider: string, eventId: string, type: string, payload: Record<string, unknown>) {
  const rows = await db
    .insert(billingWebhookEvents)
    .values({ provider, event_id: eventId, type, payload })
    .onConflictDoNothing()
    .returning({ id: billingWebhookEvents.id });
  return rows.length > 0;
}

export async function webhookEvent(db: TDb, provider: string, eventId: string) {
  const [row] = await db
    .select()
    .from(billingWebhookEvents)
    .where(and(eq(billingWebhookEvents.provider, provider), eq(billingWebhookEvents.event_id, eventId)))
    .limit(1);
  return row;
}

export async function finishWebhookEvent(db: TDb, id: string, at: Date, error: string | null): Promise<void> {
  await db
    .update(billingWebhookEvents)
    .set(error ? { last_error: error.slice(0, 500) } : { processed_at: at, last_error: null })
    .where(eq(billingWebhookEvents.id, id));
}
