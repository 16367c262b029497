// Reads shared by the handlers of one batch of deferred schedule effects (scheduling/effects.ts): the
// company row, its staff, its automations… are the same for every booking of a batch, and each handler
// read them again (under a burst of bookings: several statements per booking for the same rows). Inside
// a batch they are read once, as if every handler had read them when the first one did. Outside a batch
// (requests, jobs, or anything a handler leaves running after it) `batchRead` just reads. Only rows the
// handlers themselves never write may be read through it.
import type { TAppContext } from './context.js';

export interface TBatchReads {
  reads: Map<string, Promise<unknown>>;
  open: boolean;
}

/** Runs `fn` with a context whose batchRead calls share their results until `fn` ends. */
export async function withBatchReads<T>(ctx: TAppContext, fn: (ctx: TAppContext) => Promise<T>): Promise<T> {
  const batch: TBatchReads = { reads: new Map(), open: true };
  try {
    return await fn({ ...ctx, batchReads: batch });
  } finally {
    batch.open = false;
    batch.reads.clear();
  }
}

/** `read()`, or the result of the same `key` already read in this batch. A failed read is not kept. */
export function batchRead<T>(ctx: TAppContext, key: string, read: () => Promise<T>): Promise<T> {
  const batch = ctx.batchReads;
  if (!batch?.open) return Promise.resolve(read());
  let hit = batch.reads.get(key) as Promise<T> | undefined;
  if (!hit) {
    // Promise.resolve: a drizzle query is a thenable that runs again on every then; this runs it once.
    hit = Promise.resolve(read());
    batch.reads.set(key, hit);
    hit.catch(() => batch.reads.delete(key));
  }
  return hit;
}
