// A move whose message names the appointment by a "next week" day keeps the new time on that day.
import { describe, expect, it } from 'vitest';
import { talk } from './test-talk.js';

const localDay = (d: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Sao_Paulo' }).format(d);

describe('"meu corte de quinta que vem, passa pro fim do dia"', () => {
  it('moves it later on its own day, not to the Thursday after', async () => {
    const { agenda, out } = await talk([
      'corte quinta que vem às 9h',
      'sim',
      'valeu',
      'meu corte de quinta que vem da pra passar pro fim do dia? depois das 16h',
      'o primeiro',
    ]);
    expect(out[3]).toMatch(/04\/12/);
    const [moved] = agenda.schedules;
    expect(agenda.schedules).toHaveLength(1);
    expect(localDay(moved!.start_at)).toBe('2025-12-04');
    expect(moved!.start_at.getUTCHours() - 3).toBeGreaterThanOrEqual(16);
  });
});

describe('"errei, é sábado, msm horário" to a proposal', () => {
  it('proposes the same time on the day corrected, and books only after the yes', async () => {
    const { agenda, out, actions } = await talk(['corte sexta às 14h', 'opa errei, é sábado, msm horário', 'isso'], {
      settings: { is_assistant_schedule_entry_confirm: true },
      calendars: ['c1', 'c2'],
    });
    expect(out[1]).toMatch(/sábado, \d{2}\/\d{2}, às 14:00/);
    expect(actions[1]).toEqual([]);
    expect(agenda.schedules).toHaveLength(1);
    expect(localDay(agenda.schedules[0]!.start_at)).toBe('2025-11-29');
  });
});

describe('"não vou conseguir ir amanhã, vê se dá pra jogar pra sábado de manhã"', () => {
  it('is a move of that appointment, not a cancel', async () => {
    const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };
    const { agenda, out, actions } = await talk(
      [
        'corte amanhã às 14h',
        'sim',
        'não vou conseguir ir amanhã às duas, vê se dá pra jogar pra sábado de manhã qualquer horário',
        'o primeiro',
        'sim',
      ],
      confirming,
    );
    expect(out[2]).not.toMatch(/cancelamento/);
    expect(out[2]).toMatch(/sábado/);
    expect(actions[4]?.map((a) => a.type)).toEqual(['reschedule']);
    expect(agenda.schedules.filter((s) => s.status !== 'canceled')).toHaveLength(1);
    expect(localDay(agenda.schedules[0]!.start_at)).toBe('2025-11-29');
  });
  it('stays a cancel when the client says to cancel', async () => {
    const { out } = await talk(['corte amanhã às 14h', 'sim', 'não vou conseguir ir amanhã, pode cancelar'], {
      settings: { is_assistant_schedule_entry_confirm: true },
    });
    expect(out[2]).toMatch(/cancelamento/);
  });
});
