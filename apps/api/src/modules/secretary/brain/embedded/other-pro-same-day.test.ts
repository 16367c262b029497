// After a booking, "é com o dudu? queria com o marcos, msm dia": a move of that appointment to the other
// professional on its own day (its own time when free), proposed and written only after the yes.
import { describe, expect, it } from 'vitest';
import { talk } from './test-talk.js';

const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };

describe('another professional on the same day, after the booking', () => {
  it('proposes the same day and time with the other professional, and moves on the yes', async () => {
    const { agenda, out, actions } = await talk(
      ['corte amanhã às 14h', 'sim', 'pera, é com o dudu? queria com o marcos, da pra trocar? msm dia', 'pode trocar entao'],
      confirming,
    );
    expect(actions[1]?.map((a) => a.type)).toEqual(['book']);
    // (Without the safety layer the proposal text is the brain's own; the eval checks the named one.)
    expect(out[2]).toMatch(/14:00/);
    expect(out[2]).not.toMatch(/Para qual dia/);
    expect(actions[2]).toEqual([]);
    expect(actions[3]?.map((a) => a.type)).toEqual(['reschedule']);
    const active = agenda.schedules.filter((s) => s.status !== 'canceled');
    expect(active).toHaveLength(1);
    expect(active[0]).toMatchObject({ calendar_id: 'c2' });
    expect(active[0]!.start_at.toISOString()).toBe('2025-11-28T17:00:00.000Z');
  });

  it('"queria com o marcos" right after the booking, with no verb of moving, is a move of it too', async () => {
    const { agenda, out, actions } = await talk(
      ['corte amanhã às 14h', 'sim', 'ah é com o dudu? queria com o marcos, ele tem nesse horario?', 'sim'],
      confirming,
    );
    expect(out[2]).toMatch(/14:00/);
    expect(actions[2]).toEqual([]);
    expect(actions[3]?.map((a) => a.type)).toEqual(['reschedule']);
    const active = agenda.schedules.filter((s) => s.status !== 'canceled');
    expect(active).toHaveLength(1);
    expect(active[0]).toMatchObject({ calendar_id: 'c2' });
  });

  it('naming the same professional again changes nothing', async () => {
    const { agenda, out, actions } = await talk(['corte amanhã às 14h', 'sim', 'com o dudu mesmo né? blz'], confirming);
    expect(actions[2]).toEqual([]);
    expect(out[2]).not.toMatch(/Para qual dia/);
    expect(agenda.schedules.filter((s) => s.status !== 'canceled')).toHaveLength(1);
  });
  it('"quero marcar outro corte com o marcos" right after the booking is another booking, never a move', async () => {
    const { actions } = await talk(
      ['corte amanhã às 14h', 'sim', 'quero marcar outro corte com o marcos pro meu filho sabado 10h', 'sim'],
      confirming,
    );
    expect([...(actions[2] ?? []), ...(actions[3] ?? [])].map((a) => a.type)).not.toContain('reschedule');
  });
});
