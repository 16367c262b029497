// A statement of a hot path built by drizzle once and sent by name from then on (parsed once per
// connection, sent as a bind): building a wide select per call was a fifth of a booking's CPU
// (docs/performance.md). Only for the app's own db: a transaction's db is a new object each time, so
// callers on a transaction keep the plain query (`onRoot` says which one they have).
import type { TDb } from '../db/client.js';
import type { TAppContext } from './context.js';

export function preparedOnce<Q>(build: (db: TDb) => Q): (db: TDb) => Q {
  const built = new WeakMap<TDb, Q>();
  return (db) => {
    let q = built.get(db);
    if (!q) built.set(db, (q = build(db)));
    return q;
  };
}

/** Whether `ctx.db` is one of the app's own connection pools, the requests' or the background's (not a transaction). */
export const onRoot = (ctx: TAppContext) => ctx.db === ctx.database.db || ctx.db === ctx.database.background;

/** `ctx` on the background pool (db/client.ts): what work off the request runs on. */
export const onBackground = (ctx: TAppContext): TAppContext =>
  ctx.db === ctx.database.background ? ctx : { ...ctx, db: ctx.database.background };
