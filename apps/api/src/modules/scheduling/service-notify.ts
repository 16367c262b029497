// The reminder of a schedule went out (scheduled-messages/send-job.ts, in its transaction): the
// agenda shows it through `is_notify_sent`.
import type { TAppContext } from '../../lib/context.js';
import { updateSchedule } from './repo-schedules.js';

export async function markScheduleNotified(tx: TAppContext, companyId: string, scheduleId: string): Promise<void> {
  await updateSchedule(tx.db, companyId, scheduleId, { is_notify_sent: true });
}
