// after_service_interest_and_not_scheduled (issue 11): when a client shows interest in a service
// (recordServiceInterest), each matching active automation plans its message at the offset; the
// send job drops it if the client booked meanwhile (interestTurnedIntoBooking). The tag action
// runs as the tag job. One pending message per client and automation: asking again does not stack.
import type { TAppContext } from '../../lib/context.js';
import { enqueueJob } from '../../lib/jobs/enqueue.js';
import { findCompanyById } from '../companies/service.js';
import { planScheduledMessage, plannedSendTime } from '../scheduled-messages/service.js';
import { renderForClient } from '../scheduled-messages/variables.js';
import { hasExtraFeature } from '../subscriptions/feature-gate.js';
import { applyOffset, matchesService, TAG_JOB } from './planner.js';
import { automationMessages, bookedSince, clientName, listAutomationRows, lockAutomationTarget, serviceTitle } from './repo.js';

export async function recordServiceInterest(ctx: TAppContext, input: { companyId: string; clientId: string; serviceId: string }) {
  const list = (await listAutomationRows(ctx.db, input.companyId, true)).filter(
    (a) => a.trigger === 'after_service_interest_and_not_scheduled' && matchesService(a, input.serviceId),
  );
  if (!list.length || !(await hasExtraFeature(ctx, input.companyId, 'automations'))) return;
  const company = await findCompanyById(ctx, input.companyId);
  const name = await clientName(ctx.db, input.companyId, input.clientId);
  if (!company || name === undefined) return;
  const title = await serviceTitle(ctx.db, input.companyId, input.serviceId);
  await ctx.db.transaction(async (db) => {
    const tx: TAppContext = { ...ctx, db: db as unknown as TAppContext['db'] };
    await lockAutomationTarget(tx.db, input.clientId);
    const now = tx.now();
    for (const a of list) {
      const want = applyOffset(now, company.timezone, a);
      if (a.action === 'set_client_tag') {
        await enqueueJob(tx.db, {
          name: TAG_JOB,
          key: `${a.id}:${input.clientId}`,
          runAt: want,
          payload: { automation_id: a.id, company_id: input.companyId, client_id: input.clientId, interest_at: now.toISOString() },
        });
        continue;
      }
      const pending = await automationMessages(tx.db, a.id, { clientId: input.clientId });
      if (pending.some((r) => r.status === 'pending')) continue;
      await planScheduledMessage(tx, {
        companyId: input.companyId,
        clientId: input.clientId,
        automationId: a.id,
        type: a.trigger,
        source: 'automation',
        content: renderForClient(a.content, { company, clientName: name, serviceTitle: title }),
        dueAt: plannedSendTime(company, want, now),
      });
    }
  });
}

/** Whether a client's interest (at `since`) became a booking: its follow-up is then dropped. */
export const interestTurnedIntoBooking = (tx: TAppContext, companyId: string, clientId: string, since: Date) =>
  bookedSince(tx.db, companyId, clientId, since);
