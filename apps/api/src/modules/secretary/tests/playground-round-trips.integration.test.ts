// What one playground turn costs the database (`pnpm bench` times the same path): the company row is read once for
// the whole turn, the client's appointments once until a write, the chat row is the upsert's own, and the dialogue
// state is shown with the names the brain was given. The figures are this path's today (06/12/2026): a regression
// that reads a row again for each tool call shows here before it shows in the bench.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../../db/client.js';
import { startTestApp, type TTestApp } from '../../../test/harness.js';
import { buildFixture, type TFixture } from '../../scheduling/test-fixtures.js';

/** A price question: the request's access check, the turn's reads, the brain's and the writes (message, run, chat). */
const MAX_PRICE_TURN = 20;
/** Free times asked for a day: the same, plus the free-slot search and the dialogue state's names (none read again). */
const MAX_TIMES_TURN = 26;

describe('round trips of a playground turn', () => {
  let t: TTestApp & { database: TDatabase };
  let f: TFixture;
  const client = { name: 'Conta Passos', phone: '+5511987651111' };
  const play = (message: string) =>
    f.api.call('POST', `/user/${f.company.id}/playground/message`, { token: f.token, body: { message, client } });
  const statements = async (message: string) => {
    const before = t.database.counters.queries;
    const res = await play(message);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return t.database.counters.queries - before;
  };

  beforeAll(async () => {
    t = await startTestApp({ JOBS_POLL_MS: '3600000' });
    f = await buildFixture(t.app);
    await play('oi');
  });
  afterAll(() => t.close());

  it(`a price question sends at most ${MAX_PRICE_TURN} statements; free times for a day at most ${MAX_TIMES_TURN}`, async () => {
    const price = await statements('quanto custa o corte?');
    const times = await statements('tem horário pra corte amanhã de tarde?');
    console.log(`statements per playground turn: price ${price}, free times ${times}`);
    expect(price).toBeLessThanOrEqual(MAX_PRICE_TURN);
    expect(times).toBeLessThanOrEqual(MAX_TIMES_TURN);
  });
});
