// Replays schedule events left undispatched (events.ts) every SCHEDULE_EVENTS_REPLAY_INTERVAL_MS, in
// every API process: started when the app is ready, stopped before it closes (a replay in hand
// finishes; nothing new is claimed). Processes share the work through per-event claims.
import type { FastifyInstance } from 'fastify';
import type { TApiWorker } from '../module.js';
import { dispatchPendingScheduleEvents } from './events.js';

export function scheduleEventsReplayWorker(app: FastifyInstance): TApiWorker {
  const every = app.ctx.config.SCHEDULE_EVENTS_REPLAY_INTERVAL_MS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopping = false;

  const schedule = () => {
    if (stopping) return;
    timer = setTimeout(async () => {
      running = dispatchPendingScheduleEvents(app.ctx, { shouldStop: () => stopping }).catch((error: Error) =>
        app.log.warn({ err: error }, 'schedule events replay failed'),
      );
      await running;
      running = null;
      schedule();
    }, every);
    timer.unref?.();
  };

  return {
    start() {
      if (every > 0) schedule();
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      if (running) await running;
    },
  };
}
