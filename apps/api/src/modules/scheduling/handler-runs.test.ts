// How handlers run over a claim's events: a schedule's events in order (rounds), batch handlers given
// the round at once, and one failing event failing only itself, whether its handler is per event or per batch.
import { describe, expect, it } from 'vitest';
import type { TAppContext, TScheduleEventHandler } from '../../lib/context.js';
import { roundsBySchedule, runHandlers } from './handler-runs.js';
import type { TScheduleEvent } from './types.js';

const event = (id: string, scheduleId: string): TScheduleEvent =>
  ({
    id,
    type: 'booked',
    companyId: 'c',
    schedule: { id: scheduleId },
    actor: { kind: 'client', id: null },
    previous: null,
  }) as unknown as TScheduleEvent;

const ctxWith = (handlers: TScheduleEventHandler[]) => ({ scheduleEventHandlers: handlers }) as unknown as TAppContext;

describe('roundsBySchedule', () => {
  it('puts each schedule once per round, its events in order', () => {
    const events = [event('e1', 's1'), event('e2', 's2'), event('e3', 's1'), event('e4', 's1'), event('e5', 's3')];
    expect(roundsBySchedule(events).map((r) => r.map((e) => e.id))).toEqual([['e1', 'e2', 'e5'], ['e3'], ['e4']]);
  });
});

describe('runHandlers', () => {
  it('gives a batch handler each round at once and a plain one each event', async () => {
    const calls: string[] = [];
    const ctx = ctxWith([
      { batch: async (events) => void calls.push(`batch ${events.map((e) => e.id).join(',')}`) },
      async (e) => void calls.push(`each ${e.id}`),
    ]);
    const failed = await runHandlers(ctx, [event('e1', 's1'), event('e2', 's2'), event('e3', 's1')]);
    expect(failed.size).toBe(0);
    expect(calls).toEqual(['batch e1,e2', 'each e1', 'each e2', 'batch e3', 'each e3']);
  });

  it('fails only the event whose handler failed, the others done (a failed batch runs each event alone)', async () => {
    const batches: string[][] = [];
    const ctx = ctxWith([
      {
        batch: async (events) => {
          batches.push(events.map((e) => e.id));
          if (events.some((e) => e.id === 'e2')) throw new Error('provider down');
        },
      },
      async (e) => {
        if (e.id === 'e3') throw new Error('other');
      },
    ]);
    const failed = await runHandlers(ctx, [event('e1', 's1'), event('e2', 's2'), event('e3', 's3')]);
    expect(batches).toEqual([['e1', 'e2', 'e3'], ['e1'], ['e2'], ['e3']]);
    expect([...failed.keys()].sort()).toEqual(['e2', 'e3']);
    expect(failed.get('e2')).toEqual(['booked s2: provider down']);
  });
});
