// The official stripe-node SDK, configured from the environment. STRIPE_API_URL points it at the
// local fake (docs/providers.md §4.5: host/port/protocol; http only off *.stripe.com).
import Stripe from 'stripe';

export type { Stripe };

export function createStripe(secretKey: string, apiUrl?: string): Stripe {
  const target = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    ...(target
      ? {
          host: target.hostname,
          port: Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
          protocol: target.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}
