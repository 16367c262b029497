// A blocked period removed frees its time like a canceled booking: the one free time of a day a client
// waits for is under a block; the staff remove the block (the real general/delete route) and the client
// is offered that time over WhatsApp. A block removed on a day nobody waits for offers nothing; a block
// shrunk (general/update_or_create) offers the time it no longer covers.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, waitlistEntries } from '../../db/schema/index.js';
import { general } from '../scheduling/test-fixtures.js';
import { fromLocal, localDateKey, parseDateKey } from '../scheduling/tz.js';
import { nextWeekdayAt } from '../secretary/test-support.js';
import { startWaitlistChatApp, type TWaitlistChatApp } from './test-support.js';

const PHONES = { ana: '5511955580001', bia: '5511955580002' } as const;
const TZ = 'America/Sao_Paulo';

describe('waitlist and blocked periods', () => {
  let w: TWaitlistChatApp<keyof typeof PHONES>;
  const join = (clientId: string, day: string, service = 0) =>
    w.fx.api.call('POST', `/user/${w.fx.company.id}/waitlist`, {
      token: w.fx.token,
      body: { client_id: clientId, service_id: w.fx.services[service]!.id, from_date: day, to_date: day },
    });
  const at = (day: string, hhmm: string) => {
    const [h, m] = hhmm.split(':').map(Number);
    return new Date(fromLocal(TZ, parseDateKey(day), h! * 60 + m!)).toISOString();
  };
  /** A block of the (only) professional's day between two local times; its id. */
  const block = async (day: string, from: string, to: string, id?: string) => {
    const res = await general(
      w.fx.api,
      w.fx.token,
      w.fx.company.id,
      'blocked_period',
      { calendar_id: w.fx.calendars[0]!.id, start_at: at(day, from), end_at: at(day, to), reason: 'Curso' },
      id,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (Array.isArray(res.body.data) ? res.body.data[0] : res.body.data).id as string;
  };
  const unblock = async (id: string) => {
    const res = await w.fx.api.call('DELETE', `/user/${w.fx.company.id}/general/delete`, {
      token: w.fx.token,
      body: { entity: 'blocked_period', id, data: {} },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const offerJobs = async () =>
    (
      await w.t.app.ctx.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.name, 'waitlist.offer')))
    ).filter((j) => String((j.payload as { company_id?: string }).company_id) === w.fx.company.id);

  beforeAll(async () => {
    w = await startWaitlistChatApp({
      secret: 'waitlist-unblock-secret',
      token: 'EAAG-waitlist-unblock-token',
      phoneNumberId: '5550111',
      phones: PHONES,
      calendars: 1,
    });
  });
  afterAll(() => w?.close());

  it('the only free time of a day is under a block; the staff remove it and the waiting client is offered it', async () => {
    const day = localDateKey(TZ, nextWeekdayAt(w.t.clock.now(), TZ, 4, '09:00', 3).getTime());
    // Open 08–12 and 13–18: all of it blocked, 15:00–15:30 by its own block.
    await block(day, '08:00', '15:00');
    const only = await block(day, '15:00', '15:30');
    await block(day, '15:30', '18:00');
    const entry = await join(w.ids.bia, day);
    expect(entry.status, JSON.stringify(entry.body)).toBe(201);
    await w.run();
    expect(w.lastTo('bia')).not.toContain('Abriu um horário');

    await unblock(only);
    await w.run();
    expect(await w.entry(entry.body.entry.id)).toMatchObject({ status: 'offered', offer_start_at: new Date(at(day, '15:00')) });
    expect(w.lastTo('bia')).toMatch(/Abriu um horário de \*Corte\* no dia \d\d\/\d\d\/\d{4} às 15:00/);
    expect(w.lastTo('ana')).not.toContain('Abriu um horário');
    // Only the removed block's time was offered.
    expect((await offerJobs()).map((j) => (j.payload as { start_at: string }).start_at)).toEqual([at(day, '15:00')]);
  });

  it('a block removed on a day nobody waits for offers nothing; a block shrunk offers the time it freed', async () => {
    await w.t.app.ctx.db.update(waitlistEntries).set({ status: 'canceled' }).where(eq(waitlistEntries.company_id, w.fx.company.id));
    const waited = localDateKey(TZ, nextWeekdayAt(w.t.clock.now(), TZ, 5, '09:00', 3).getTime());
    const other = localDateKey(TZ, nextWeekdayAt(w.t.clock.now(), TZ, 3, '09:00', 10).getTime());
    const sent = w.fake.sent.length;
    const jobsBefore = (await offerJobs()).length;
    const entry = await join(w.ids.ana, waited);
    expect(entry.status).toBe(201);
    w.t.clock.advance(60_000);
    const second = await join(w.ids.bia, waited);
    // The waited day is all blocked (so no other time of it is offered).
    const waitedBlock = await block(waited, '08:00', '18:00');
    await unblock(await block(other, '08:00', '18:00'));
    await w.run();
    expect(w.fake.sent.length).toBe(sent);
    expect(await offerJobs()).toHaveLength(jobsBefore);
    expect((await w.entry(entry.body.entry.id)).status).toBe('waiting');

    // Shrunk to end at 17:00: the first in line gets 17:00, the earliest freed time; the next one a later one.
    await block(waited, '08:00', '17:00', waitedBlock);
    await w.run();
    expect(await w.entry(entry.body.entry.id)).toMatchObject({ status: 'offered', offer_start_at: new Date(at(waited, '17:00')) });
    expect(w.lastTo('ana')).toMatch(/Abriu um horário de \*Corte\* no dia \d\d\/\d\d\/\d{4} às 17:00/);
    const next = await w.entry(second.body.entry.id);
    expect(next.status).toBe('offered');
    expect(next.offer_start_at!.getTime()).toBeGreaterThan(new Date(at(waited, '17:00')).getTime());
    expect(w.lastTo('bia')).toMatch(/Abriu um horário de \*Corte\* no dia \d\d\/\d\d\/\d{4} às 17:/);
  });

  it('two clients waiting for an hour-long service are offered times that do not overlap', async () => {
    await w.t.app.ctx.db.update(waitlistEntries).set({ status: 'canceled' }).where(eq(waitlistEntries.company_id, w.fx.company.id));
    const day = localDateKey(TZ, nextWeekdayAt(w.t.clock.now(), TZ, 2, '09:00', 3).getTime());
    const id = await block(day, '08:00', '18:00');
    const first = await join(w.ids.ana, day, 1);
    w.t.clock.advance(60_000);
    const second = await join(w.ids.bia, day, 1);
    await unblock(id);
    await w.run();
    // 08:30 (free, on the 30-minute grid) overlaps the 08:00 held for the first: the second gets 09:00.
    expect(await w.entry(first.body.entry.id)).toMatchObject({ status: 'offered', offer_start_at: new Date(at(day, '08:00')) });
    expect(await w.entry(second.body.entry.id)).toMatchObject({ status: 'offered', offer_start_at: new Date(at(day, '09:00')) });
    expect(w.lastTo('bia')).toMatch(/Abriu um horário de \*Corte e barba\* no dia \d\d\/\d\d\/\d{4} às 09:00/);
  });
});
