// A batch of bookings moves its clients to "active" in one statement (service-crm.ts, repo-write.ts): each
// eligible client once, with one history row, whatever the batch holds and however many batches race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { clients, clientStageChanges } from '../../db/schema/index.js';
import type { TScheduleEvent } from '../scheduling/types.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, type TFixture } from '../scheduling/test-fixtures.js';
import { bookingMovesClientForward } from './service-crm.js';

describe('a batch of bookings moves its clients forward', () => {
  let t: TTestApp;
  let f: TFixture;
  let other: TFixture;

  const newClients = async (companyId: string, stages: string[]) =>
    (
      await t.app.ctx.db
        .insert(clients)
        .values(stages.map((crm_stage, i) => ({ company_id: companyId, name: `Cliente ${i}`, crm_stage })))
        .returning({ id: clients.id })
    ).map((r) => r.id);
  // Only what the handler reads of an event: its type, company and client.
  const booked = (companyId: string, clientId: string, type = 'booked') =>
    ({ type, companyId, schedule: { client_id: clientId } }) as unknown as TScheduleEvent;
  const stagesOf = async (ids: string[]) =>
    new Map((await t.app.ctx.db.select().from(clients).where(inArray(clients.id, ids))).map((c) => [c.id, c.crm_stage]));
  const historyOf = (ids: string[]) => t.app.ctx.db.select().from(clientStageChanges).where(inArray(clientStageChanges.client_id, ids));

  beforeAll(async () => {
    t = await startTestApp();
    f = await buildFixture(t.app, { name: 'Salão Lote' });
    other = await buildFixture(t.app, { name: 'Salão Vizinho' });
  });
  afterAll(() => t.close());

  it('moves the eligible clients of each company once, with their history; leaves the rest alone', async () => {
    const [prospect, inactive, unqualified, active, erased, canceledOnly] = await newClients(f.company.id, [
      'prospect',
      'inactive',
      'unqualified',
      'active',
      'prospect',
      'prospect',
    ]);
    await t.app.ctx.db.update(clients).set({ anonymized_at: new Date() }).where(eq(clients.id, erased!));
    const [elsewhere] = await newClients(other.company.id, ['qualified']);
    const events = [
      booked(f.company.id, prospect!),
      booked(f.company.id, prospect!),
      booked(f.company.id, inactive!),
      booked(f.company.id, unqualified!),
      booked(f.company.id, active!),
      booked(f.company.id, erased!),
      booked(f.company.id, canceledOnly!, 'canceled'),
      booked(other.company.id, elsewhere!),
      // A client of the other company named under this one is not this company's to move.
      booked(f.company.id, elsewhere!),
    ];
    await bookingMovesClientForward.batch(events, t.app.ctx);
    const all = [prospect!, inactive!, unqualified!, active!, erased!, canceledOnly!, elsewhere!];
    expect(Object.fromEntries(await stagesOf(all))).toEqual({
      [prospect!]: 'active',
      [inactive!]: 'active',
      [unqualified!]: 'unqualified',
      [active!]: 'active',
      [erased!]: 'prospect',
      [canceledOnly!]: 'prospect',
      [elsewhere!]: 'active',
    });
    const history = await historyOf(all);
    expect(history.map((h) => [h.client_id, h.company_id, h.from_stage, h.to_stage, h.actor_kind, h.actor_id]).sort()).toEqual(
      [
        [prospect!, f.company.id, 'prospect', 'active', 'system', null],
        [inactive!, f.company.id, 'inactive', 'active', 'system', null],
        [elsewhere!, other.company.id, 'qualified', 'active', 'system', null],
      ].sort(),
    );
  });

  it('batches racing over the same clients, in opposite orders, move each client once', async () => {
    const ids = await newClients(
      f.company.id,
      Array.from({ length: 20 }, () => 'prospect'),
    );
    const forward = ids.map((id) => booked(f.company.id, id));
    const backward = [...forward].reverse();
    await Promise.all([forward, backward, forward, backward].map((events) => bookingMovesClientForward.batch(events, t.app.ctx)));
    expect([...(await stagesOf(ids)).values()]).toEqual(ids.map(() => 'active'));
    expect((await historyOf(ids)).length).toBe(ids.length);
  });
});
