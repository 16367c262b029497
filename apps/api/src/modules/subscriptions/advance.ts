// The billing clock: moves subscriptions whose period ended (state.ts) and creates the next
// period's bill SUBSCRIPTION_BILL_LEAD_DAYS before it is due. Idempotent: running it twice at the
// same instant changes nothing the second time. Runs as a recurring job of the one job runner.
import type { TDb } from '../../db/client.js';
import type { TAppContext } from '../../lib/context.js';
import { every, type TJobDefinition } from '../../lib/jobs/table-queue.js';
import { billToPay } from './bills.js';
import { lockSubscription, updateSubscription } from './repo.js';
import { subscriptionsToAdvance } from './repo-bills.js';
import { advance, DAY_MS } from './state.js';

export async function advanceSubscriptions(ctx: TAppContext, now: Date): Promise<{ moved: number; billed: number }> {
  const grace = ctx.config.SUBSCRIPTION_GRACE_DAYS;
  const billFrom = new Date(now.getTime() + ctx.config.SUBSCRIPTION_BILL_LEAD_DAYS * DAY_MS);
  let moved = 0;
  let billed = 0;
  for (const { s: candidate } of await subscriptionsToAdvance(ctx.db, billFrom)) {
    const outcome = await ctx.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as TDb;
      let s = (await lockSubscription(tx, candidate.id))!;
      const patch = advance(s, now, grace);
      if (patch) s = await updateSubscription(tx, s.id, { ...patch, updated_at: now });
      // Card subscriptions are billed by Stripe (invoices arrive by webhook); trials are paid when the owner chooses.
      const billsHere = !s.stripe_subscription_id && (s.status === 'active' || s.status === 'expired') && !s.cancel_at_period_end;
      let newBill = false;
      if (billsHere && s.end_at.getTime() <= billFrom.getTime()) {
        newBill = (await billToPay({ ...ctx, db: txRaw as unknown as TAppContext['db'] }, s, now)).created;
      }
      return { changed: Boolean(patch), newBill, companyId: s.company_id };
    });
    if (outcome.changed) {
      moved++;
      ctx.hub.emit(`company_update:${outcome.companyId}`, {
        events: [{ name: 'company_update', data: { company_id: outcome.companyId, reason: 'subscription_status' } }],
      });
    }
    if (outcome.newBill) billed++;
  }
  return { moved, billed };
}

/**
 * The recurring job of the one runner (lib/jobs, docs/decisions/0014): every 15 minutes of the app's
 * clock. Runs in the job's transaction; BILLING_CLOCK=off leaves subscriptions alone (tests drive
 * advanceSubscriptions themselves).
 */
export const billingClockJob: TJobDefinition = {
  name: 'billing.advance_subscriptions',
  recurring: every(15 * 60_000),
  handler: async (ctx) => {
    if (ctx.config.BILLING_CLOCK === 'off') return;
    await advanceSubscriptions(ctx, ctx.now());
  },
};
