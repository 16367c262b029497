// A can't-go at the appointment's time offers another time; a cancel proposal answered with "não" and a new
// time becomes a move; a cancel word echoed as a question and refused cancels nothing.
import { describe, expect, it } from 'vitest';
import { talk } from './test-talk.js';

const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };
// Friday 28/11/2025 11:00 in São Paulo, the client's Corte + Barba with Marcos.
const fridayCombo = { serviceId: 's3', calendarId: 'c2', startAt: new Date('2025-11-28T14:00:00Z') };
const active = (agenda: Awaited<ReturnType<typeof talk>>['agenda']) => agenda.schedules.filter((s) => s.status !== 'canceled');

describe('"amanhã não vou conseguir ir de manhã"', () => {
  it('offers another time first, and "cancelar? não não, quero passar pra tarde, tem 15h?" proposes the move', async () => {
    const { out, actions, agenda } = await talk(
      ['ze amanha nao vou conseguir ir de manha 😕', 'cancelar? nao nao, quero passar pra tarde. tem 15h?', 'pode passar entao'],
      { ...confirming, had: [fridayCombo] },
    );
    expect(out[0]).toMatch(/Quer passar para outro horário/);
    expect(out[0]).not.toMatch(/confirma o cancelamento/);
    expect(out[1]).toMatch(/15:00/);
    expect(actions[0]).toEqual([]);
    expect(actions[1]).toEqual([]);
    expect(actions[2]).toEqual([expect.objectContaining({ type: 'reschedule' })]);
    expect(active(agenda)).toHaveLength(1);
  });

  it('a plain "não vou conseguir ir amanhã" still proposes the cancel', async () => {
    const { out, actions } = await talk(['nao vou conseguir ir amanha'], { ...confirming, had: [fridayCombo] });
    expect(out[0]).toMatch(/confirma o cancelamento/);
    expect(actions[0]).toEqual([]);
  });
});

describe('the answer to a cancel proposal', () => {
  it('"cancelar? não não, quero passar pra tarde, tem 15h?" moves it, never cancels', async () => {
    const { out, actions, agenda } = await talk(['cancela meu horario de amanha', 'cancelar? nao nao, quero passar pra tarde. tem 15h?'], {
      ...confirming,
      had: [fridayCombo],
    });
    expect(out[0]).toMatch(/confirma o cancelamento/);
    expect(out[1]).toMatch(/15:00/);
    expect(actions[1]).toEqual([]);
    expect(active(agenda)).toHaveLength(1);
  });

  it('"cancelar? não não!" keeps it', async () => {
    const { out, actions, agenda } = await talk(['cancela meu horario de amanha', 'cancelar? nao nao!'], {
      ...confirming,
      had: [fridayCombo],
    });
    expect(out[1]).toMatch(/mantive seu horário/);
    expect(actions[1]).toEqual([]);
    expect(active(agenda)).toHaveLength(1);
  });
});
