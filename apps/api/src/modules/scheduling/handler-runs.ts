// How the modules' handlers run over the events of a claim (events.ts): a batch handler gets the events
// together (one set of statements for the lot: under a burst of bookings that is what keeps the effects
// from costing a dozen statements each), a plain one gets them one at a time. A schedule's events are
// handled in order: the events are split into rounds in which each schedule appears once.
import type { TAppContext, TScheduleEventHandler } from '../../lib/context.js';
import { maskLogText } from '../../lib/log-mask.js';
import type { TScheduleEvent } from './types.js';

/** The events in rounds, each schedule at most once per round, every schedule's events in their order. */
export function roundsBySchedule(events: TScheduleEvent[]): TScheduleEvent[][] {
  const rounds: TScheduleEvent[][] = [];
  const seen = new Map<string, number>();
  for (const event of events) {
    const n = seen.get(event.schedule.id) ?? 0;
    seen.set(event.schedule.id, n + 1);
    (rounds[n] ??= []).push(event);
  }
  return rounds;
}

async function runHandler(
  ctx: TAppContext,
  handler: TScheduleEventHandler,
  round: TScheduleEvent[],
  fail: (e: TScheduleEvent, error: unknown) => void,
) {
  if (typeof handler === 'function') {
    for (const event of round) {
      try {
        await handler(event, ctx);
      } catch (error) {
        fail(event, error);
      }
    }
    return;
  }
  try {
    await handler.batch(round, ctx);
    return;
  } catch (error) {
    if (round.length === 1) return fail(round[0]!, error);
  }
  // One bad event must not fail the others (as when each ran alone): each again on its own; handlers are
  // idempotent by event, so what the failed call did is not done twice.
  for (const event of round) await handler.batch([event], ctx).catch((error: unknown) => fail(event, error));
}

/** Runs every handler over the events; returns the errors of each event that failed (absent: it is done). */
export async function runHandlers(ctx: TAppContext, events: TScheduleEvent[]): Promise<Map<string, string[]>> {
  const errors = new Map<string, string[]>();
  const fail = (event: TScheduleEvent, error: unknown) => {
    const list = errors.get(event.id) ?? [];
    list.push(`${event.type} ${event.schedule.id}: ${maskLogText((error as Error).message)}`);
    errors.set(event.id, list);
  };
  for (const round of roundsBySchedule(events))
    for (const handler of ctx.scheduleEventHandlers) await runHandler(ctx, handler, round, fail);
  return errors;
}
