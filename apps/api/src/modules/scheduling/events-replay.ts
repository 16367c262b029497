// The job runner's queue of schedule events left undispatched (events.ts), polled every
// SCHEDULE_EVENTS_REPLAY_INTERVAL_MS (0: never) in every API process. Processes share the work
// through per-event claims; a replay in hand finishes on shutdown and nothing new is claimed.
import type { TJobQueue } from '../../lib/jobs/runner.js';
import { claimReplayEvent, replayEvent } from './events.js';

type TReplayItem = NonNullable<Awaited<ReturnType<typeof claimReplayEvent>>>;

export const scheduleEventsQueue: TJobQueue<TReplayItem> = {
  name: 'schedule-events',
  claim: (ctx, token) => claimReplayEvent(ctx, token),
  run: (ctx, item) => replayEvent(ctx, item),
  batch: 100,
  everyMs: (ctx) => ctx.config.SCHEDULE_EVENTS_REPLAY_INTERVAL_MS,
};
