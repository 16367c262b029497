// The fake Stripe's public types: the objects it keeps, its options and the test controls.
export type StripeObject = Record<string, unknown> & { id: string; object: string };

export interface FakeStripePrice {
  unitAmount: number;
  currency?: string;
  interval?: 'day' | 'week' | 'month' | 'year';
}

export interface FakeStripeOptions {
  port?: number;
  host?: string;
  /** Secret key callers must present; any sk_test_… is accepted when unset. */
  apiKey?: string;
  /** Where events are POSTed; can also be set later with setWebhook. */
  webhookUrl?: string;
  /** Endpoint secret (whsec_…) used to sign deliveries. */
  webhookSecret?: string;
  /** Known prices; when given, unknown price ids are rejected like Stripe does. */
  prices?: Record<string, FakeStripePrice>;
  apiVersion?: string;
}

export interface FakeStripeDelivery {
  event: StripeObject;
  rawBody: string;
  signature: string;
  status: number;
}

export interface FakeStripe {
  url: string;
  checkoutSessions: Map<string, StripeObject>;
  portalSessions: Map<string, StripeObject>;
  customers: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  invoices: Map<string, StripeObject>;
  /** Refunds made through POST /v1/refunds (the admin's refunds of paid invoices). */
  refunds: Map<string, StripeObject>;
  events: StripeObject[];
  deliveries: FakeStripeDelivery[];
  setWebhook(url: string, secret: string): void;
  /** Pays a Checkout Session: creates customer/subscription/invoice and emits the events Stripe emits. */
  completeCheckout(sessionId: string): Promise<StripeObject>;
  /** Next billing period paid: invoice.paid + customer.subscription.updated. */
  renewSubscription(subscriptionId: string): Promise<void>;
  /** Renewal charge fails: invoice.payment_failed + subscription → past_due. */
  failRenewal(subscriptionId: string): Promise<void>;
  /** Cancels now (customer.subscription.deleted) or at period end (customer.subscription.updated). */
  cancelSubscription(subscriptionId: string, options?: { atPeriodEnd?: boolean }): Promise<void>;
  /** Builds, signs and POSTs an arbitrary event. Returns the HTTP status (0 if unreachable). */
  sendEvent(type: string, object: StripeObject, previousAttributes?: Record<string, unknown>): Promise<number>;
  close(): Promise<void>;
}
