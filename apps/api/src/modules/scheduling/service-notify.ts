// The reminders of schedules went out (scheduled-messages/send-job.ts, in its transaction): the
// agenda shows it through `is_notify_sent`. One statement for a batch of them.
import type { TAppContext } from '../../lib/context.js';
import { markSchedulesNotifiedRows } from './repo-schedules.js';

export async function markSchedulesNotified(tx: TAppContext, companyId: string, scheduleIds: string[]): Promise<void> {
  await markSchedulesNotifiedRows(tx.db, companyId, scheduleIds);
}
