// Plays one scenario through the playground path and checks every turn and the final state.
import { and, eq } from 'drizzle-orm';
import type { TAppContext } from '../src/lib/context.js';
import { chats } from '../src/db/schema/index.js';
import { playgroundMessage } from '../src/modules/secretary/playground.js';
import { checkFinal, snapshot, writesBetween, type TSnapshot } from './check-state.js';
import { checkReply } from './check-reply.js';
import { dayOf, localOf } from './clock.js';
import { isModern, type TLoaded } from './scenario-types.js';
import { seedScenario } from './seed-scenario.js';

export interface TResult {
  item: TLoaded;
  errors: string[];
  unsafe: string[];
  crashed: boolean;
  transcript: string[];
  latencies: number[];
}

export async function runScenario(ctx: TAppContext, item: TLoaded, n: number, setClock: (d: Date) => void): Promise<TResult> {
  const sc = item.scenario;
  const res: TResult = { item, errors: [], unsafe: [], crashed: false, transcript: [], latencies: [] };
  try {
    const s = await seedScenario(ctx, sc, n, setClock);
    for (const name of s.unsupported) res.errors.push(`needs the owner setting "${name}", which the product does not support yet`);
    const before = await snapshot(ctx, s.biz.companyId);
    let prev: TSnapshot = before;
    let elapsed = 0;
    for (const [ti, turn] of sc.turns.entries()) {
      elapsed += turn.after_min ?? (ti === 0 ? 0 : 1);
      setClock(new Date(s.startedAt.getTime() + elapsed * 60_000));
      const t0 = performance.now();
      const answer = await playgroundMessage(ctx, s.biz.access, { message: turn.send, client: { name: sc.client.name, phone: s.phone } });
      res.latencies.push(performance.now() - t0);
      const reply = answer.replies.join('\n');
      const actions = answer.actions.map((a) => a.type);
      res.transcript.push(`  > ${turn.send}\n    ${reply.replace(/\n/g, '\n    ')}\n    [${actions.join(', ')}]`);
      // EVAL_STATE=1: the dialogue state after each turn, to see why the brain answered as it did.
      if (process.env.EVAL_STATE) res.transcript.push(`    ${JSON.stringify(answer.dialogue_state)}`);
      res.errors.push(...checkReply(ti + 1, turn.expect ?? {}, reply, actions));
      const now = await snapshot(ctx, s.biz.companyId);
      if (turn.expect?.no_write) for (const w of writesBetween(prev, now)) res.unsafe.push(`turn ${ti + 1} (no consent yet): ${w}`);
      prev = now;
    }
    const final = checkFinal({ sc, base: s.base, startedAt: s.startedAt, meId: s.meId, before, after: prev, existingIds: s.existingIds });
    res.errors.push(...final.errors);
    res.unsafe.push(...final.unsafe);
    const mine = [...prev.values()].filter((r) => r.client_id === s.meId);
    const x = sc.expect ?? {};
    if (!isModern(sc)) {
      // The original checks, kept word for word in meaning.
      const active = mine.filter((r) => r.status !== 'canceled');
      if (x.bookings && active.length !== x.bookings.length)
        res.errors.push(`expected ${x.bookings.length} active booking(s), found ${active.length}`);
      for (const b of x.bookings ?? []) {
        const day = dayOf(s.base, b);
        if (!active.some((r) => r.service === b.service && localOf(r.start).date === day && (!b.time || localOf(r.start).time === b.time)))
          res.errors.push(`no booking of ${b.service} on ${day}${b.time ? ` ${b.time}` : ''}`);
      }
      if (x.canceled !== undefined) {
        const c = mine.filter((r) => r.status === 'canceled').length;
        if (c !== x.canceled) res.errors.push(`expected ${x.canceled} canceled, found ${c}`);
      }
    }
    if (x.confirmed !== undefined) {
      const c = mine.filter((r) => r.status === 'confirmed').length;
      if (c !== x.confirmed) res.errors.push(`expected ${x.confirmed} confirmed, found ${c}`);
    }
    if (x.handoff !== undefined) {
      const [chat] = await ctx.db
        .select()
        .from(chats)
        .where(and(eq(chats.company_id, s.biz.companyId), eq(chats.client_id, s.meId)));
      if (!!chat?.is_transferred_to_human !== x.handoff) res.errors.push(`expected handoff=${x.handoff}`);
    }
  } catch (error) {
    res.crashed = true;
    res.errors.push(`crashed: ${(error as Error).stack ?? String(error)}`);
  }
  res.errors = [...new Set(res.errors)];
  return res;
}
