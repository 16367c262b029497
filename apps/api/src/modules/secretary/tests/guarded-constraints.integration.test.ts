// The shared safety layer on its own (both brains act through it): what the client asked for, once
// recorded, refuses a proposal or write with another professional, outside the asked part of the
// day, with fewer services than the visit, or for someone else than the person named; a visit is
// proposed whole and written in one go after one yes.
import { describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { schedules } from '../../../db/schema/index.js';
import type { TBrainTools } from '../brain/types.js';
import { guardActions } from '../guarded-actions.js';
import { schedulingTools } from '../tools.js';
import { setup } from './unsafe-harness.js';

const TZ = 'America/Sao_Paulo';
const AFTERNOON = { from: 12 * 60, to: 18 * 60 };

describe('client constraints enforced by the guarded tool layer', () => {
  const { h, at } = setup({});
  /** One conversation with the fixture's client: each turn carries the state and the last proposal shown. */
  const conversation = () => {
    let state: unknown = {};
    let shown: string | null = null;
    return async <T>(message: string, act: (tools: TBrainTools) => Promise<T>) => {
      const ctx = h.t.app.ctx;
      const ids = { companyId: h.fx.company.id, clientId: h.fx.client.id };
      const raw = schedulingTools(ctx, { ...ids, channel: 'test' });
      const guard = guardActions(ctx, raw, { ...ids, timezone: TZ, message, lastAssistant: shown, state });
      const result = await act(guard.tools);
      state = guard.state();
      shown = guard.proposedNow()?.text ?? shown;
      return { result, state: guard.state() };
    };
  };
  const active = () =>
    h.t.app.ctx.db
      .select()
      .from(schedules)
      .where(and(eq(schedules.client_id, h.fx.client.id), ne(schedules.status, 'canceled')));
  const svc = (i: number) => h.fx.services[i]!.id;
  const cal = (i: number) => h.fx.calendars[i]!.id;

  it('another professional than the one named, or a morning slot for an afternoon request, is refused with the reason', async () => {
    const turn = conversation();
    const named = await turn('quero corte com o profissional 2 quarta à tarde', async (tools) => {
      tools.constrain!({ calendarId: cal(1), serviceIds: [svc(0)], window: AFTERNOON });
      return [
        await tools.book({ serviceId: svc(0), calendarId: cal(0), startAt: at(3, '15:00') }),
        await tools.book({ serviceId: svc(0), calendarId: null, startAt: at(3, '10:00') }),
        await tools.book({ serviceId: svc(0), calendarId: null, startAt: at(3, '15:00') }),
      ];
    });
    const [other, morning, good] = named.result;
    expect(other).toMatchObject({ ok: false, reason: 'invalid', message: expect.stringMatching(/pediu com Profissional 2/) });
    expect(morning).toMatchObject({ ok: false, message: expect.stringMatching(/entre 12:00 e 18:00: 10:00 está fora/) });
    expect(good).toMatchObject({ ok: false, reason: 'needs_agreement', proposal: { calendar_id: cal(1), professional: 'Profissional 2' } });
    const yes = await turn('sim', async (tools) => tools.book({ serviceId: svc(0), calendarId: cal(0), startAt: at(3, '15:00') }));
    expect(yes.result).toMatchObject({ ok: false, reason: 'invalid' });
    const written = await turn('sim', async (tools) => tools.book({ serviceId: svc(0), calendarId: cal(1), startAt: at(3, '15:00') }));
    expect(written.result).toMatchObject({ ok: true, value: { calendar_id: cal(1) } });
    expect(written.state.constraints).toBeNull();
    const rows = await active();
    expect(rows.map((r) => r.calendar_id)).toEqual([cal(1)]);
    await h.t.app.ctx.db.update(schedules).set({ status: 'canceled' }).where(eq(schedules.client_id, h.fx.client.id));
  });

  it('part of a visit is refused; the whole visit is one proposal and one yes writes it all', async () => {
    const turn = conversation();
    const start = at(5, '09:00');
    const asked = await turn('corte e corte e barba sexta 9h', async (tools) => {
      tools.constrain!({ serviceIds: [svc(0), svc(1)] });
      const part = await tools.book({ serviceId: svc(0), calendarId: null, startAt: start });
      const whole = await tools.bookVisit!({
        startAt: start,
        items: [
          { serviceId: svc(0), calendarId: null },
          { serviceId: svc(1), calendarId: cal(1) },
        ],
      });
      return { part, whole };
    });
    expect(asked.result.part).toMatchObject({ ok: false, message: expect.stringMatching(/também tem Corte e barba/) });
    expect(asked.result.whole).toMatchObject({
      ok: false,
      reason: 'needs_agreement',
      message: expect.stringMatching(/visita.*09:00.*Profissional 2.*09:30/),
    });
    expect(await active()).toHaveLength(0);
    const yes = await turn('pode ser', async (tools) =>
      tools.bookVisit!({
        startAt: start,
        items: [
          { serviceId: svc(0), calendarId: null },
          { serviceId: svc(1), calendarId: cal(1) },
        ],
      }),
    );
    expect(yes.result.ok).toBe(true);
    const rows = (await active()).sort((a, b) => a.start_at.getTime() - b.start_at.getTime());
    expect(rows.map((r) => [r.service_id, r.calendar_id, r.start_at.toISOString()])).toEqual([
      [svc(0), rows[0]!.calendar_id, start.toISOString()],
      [svc(1), cal(1), new Date(start.getTime() + 30 * 60_000).toISOString()],
    ]);
    await h.t.app.ctx.db.update(schedules).set({ status: 'canceled' }).where(eq(schedules.client_id, h.fx.client.id));
  });

  it('a booking for the person named must carry that name', async () => {
    const turn = conversation();
    const r = await turn('quero marcar pro meu filho Pedrinho', async (tools) => {
      tools.constrain!({ forName: 'Pedrinho' });
      return [
        await tools.book({ serviceId: svc(0), calendarId: null, startAt: at(4, '16:00') }),
        await tools.book({ serviceId: svc(0), calendarId: null, startAt: at(4, '16:00'), displayName: 'pedrinho' }),
      ];
    });
    expect(r.result[0]).toMatchObject({ ok: false, message: expect.stringMatching(/para Pedrinho/) });
    expect(r.result[1]).toMatchObject({ ok: false, reason: 'needs_agreement' });
  });
});
