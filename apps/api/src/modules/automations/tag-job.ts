// The set_client_tag action when due (a job of the runner, in one transaction with its done-mark):
// the automation must still exist, be active and still tag; a follow-up of interest is dropped when
// the client booked meanwhile. Adding a tag the client has is a no-op, so a rerun changes nothing.
import type { TJobDefinition } from '../../lib/jobs/table-queue.js';
import { interestTurnedIntoBooking } from './interest.js';
import { TAG_JOB } from './planner.js';
import { findAutomationRow, tagClient } from './repo.js';

type TPayload = { automation_id: string; company_id: string; client_id: string; interest_at?: string };

export const automationTagJob: TJobDefinition<TPayload> = {
  name: TAG_JOB,
  handler: async (tx, { payload: p }) => {
    const a = await findAutomationRow(tx.db, p.company_id, p.automation_id);
    if (!a?.is_active || a.action !== 'set_client_tag' || !a.tag) return;
    if (p.interest_at && (await interestTurnedIntoBooking(tx, p.company_id, p.client_id, new Date(p.interest_at)))) return;
    await tagClient(tx.db, p.company_id, p.client_id, a.tag, tx.now());
  },
};
