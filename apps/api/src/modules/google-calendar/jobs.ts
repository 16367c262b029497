// The sync's background work on the app's job runner (docs/decisions/0014): a sync per link (after a
// push notification, a new link, or the sweep), a push per booking change, and the recurring sweep
// that syncs every link (the fallback when notifications are lost) and renews expiring channels.
import type { TAppContext, TScheduleEventBatchHandler } from '../../lib/context.js';
import type { TScheduleEvent } from '../scheduling/types.js';
import { enqueueJob } from '../../lib/jobs/enqueue.js';
import { every, type TJobDefinition } from '../../lib/jobs/table-queue.js';
import { renewChannel } from './channels.js';
import { pushSchedule } from './push.js';
import { allLinkIds, linkedAndPushed, linksNeedingChannel } from './repo.js';
import { syncLink } from './sync.js';

const SYNC_JOB = 'google-calendar.sync';
const PUSH_JOB = 'google-calendar.push';
const SWEEP_EVERY_MS = 15 * 60_000;
const RENEW_BEFORE_MS = 86_400_000;

export const googleCalendarSyncJob: TJobDefinition<{ linkId: string }> = {
  name: SYNC_JOB,
  handler: async (tx, job) => {
    await syncLink(tx, job.payload.linkId);
  },
};

export const googleCalendarPushJob: TJobDefinition<{ companyId: string; scheduleId: string }> = {
  name: PUSH_JOB,
  handler: async (tx, job) => pushSchedule(tx, job.payload.companyId, job.payload.scheduleId),
};

export const googleCalendarSweepJob: TJobDefinition = {
  name: 'google-calendar.sweep',
  recurring: every(SWEEP_EVERY_MS),
  handler: async (tx) => {
    for (const { id } of await allLinkIds(tx.db)) await enqueueSync(tx, id, `sweep:${id}`);
    if (!tx.config.GOOGLE_CALENDAR_WEBHOOK_URL) return;
    for (const link of await linksNeedingChannel(tx.db, new Date(tx.now().getTime() + RENEW_BEFORE_MS))) await renewChannel(tx, link);
  },
};

/** A sync of the link now; `key` keeps one pending per cause (the sweep's), none for notifications. */
export function enqueueSync(ctx: TAppContext, linkId: string, key?: string) {
  return enqueueJob(ctx.db, { name: SYNC_JOB, payload: { linkId }, runAt: ctx.now(), ...(key ? { key } : {}) });
}

/**
 * After booking changes on a linked calendar (or whose event is in Google): a push job, once per change.
 * Whether they are linked or pushed is one read for the batch of changes.
 */
async function pushChanges(events: TScheduleEvent[], ctx: TAppContext): Promise<void> {
  const calendarsOf = (e: TScheduleEvent) => [e.schedule.calendar_id, e.previous?.calendar_id].filter((id): id is string => Boolean(id));
  const { linked, pushed } = await linkedAndPushed(
    ctx.db,
    events.flatMap(calendarsOf),
    events.map((e) => e.schedule.id),
  );
  for (const event of events) {
    if (!calendarsOf(event).some((id) => linked.has(id)) && !pushed.has(event.schedule.id)) continue;
    await enqueueJob(ctx.db, {
      name: PUSH_JOB,
      key: event.id,
      payload: { companyId: event.companyId, scheduleId: event.schedule.id },
      runAt: ctx.now(),
    });
  }
}

export const googleCalendarPushHandler: TScheduleEventBatchHandler = { batch: pushChanges };
