// Picks from the times offered: a day said with the pick goes back to that day's list.
import { describe, expect, it } from 'vitest';
import { matchService } from './match.js';
import { BARBERSHOP_SERVICES } from './test-fixtures.js';
import { talk } from './test-talk.js';

const localDay = (d: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Sao_Paulo' }).format(d);

describe('"quinta então, o mais tarde" after another day was shown', () => {
  it("picks the latest of that day's list, not of the last list shown", async () => {
    const { out, actions, agenda } = await talk(['corte sexta de manhã, q horas tem?', 'e sábado?', 'sexta entao, o mais tarde', 'sim'], {
      settings: { is_assistant_schedule_entry_confirm: true },
    });
    const fridayTimes = [...out[0]!.matchAll(/\d\) (\d{2}:\d{2})/g)].map((m) => m[1]);
    expect(fridayTimes.length).toBeGreaterThan(1);
    expect(out[2]).toMatch(new RegExp(`sexta-feira, 28/11, às ${fridayTimes.at(-1)}`));
    expect(actions[3]?.map((a) => a.type)).toEqual(['book']);
    expect(localDay(agenda.schedules[0]!.start_at)).toBe('2025-11-28');
  });
});

describe('everyday words near a service word', () => {
  it('"escola" is no Escova, "sorte" no Corte', () => {
    const salon = [{ ...BARBERSHOP_SERVICES[0]!, id: 'e', title: 'Escova', synonyms: [] }];
    expect(matchService('levo meu filho na escola', salon)).toBeNull();
    expect(matchService('boa sorte', BARBERSHOP_SERVICES)).toBeNull();
    expect(matchService('escva', salon)?.service.id).toBe('e');
  });
});

describe('a position asked inside a window ("dps das 10 qual o primeiro?")', () => {
  it('counts among the offered times in that window', async () => {
    const { out } = await talk(['corte sexta de manhã, q horas tem?', 'e dps das 10 qual o primeiro?'], {
      settings: { is_assistant_schedule_entry_confirm: true },
    });
    const times = [...out[0]!.matchAll(/\d\) (\d{2}:\d{2})/g)].map((m) => m[1]!);
    const after = times.find((t) => t >= '10:00');
    expect(after, 'the morning list reaches past 10:00').toBeDefined();
    expect(out[1]).toContain(after);
    expect(out[1]).not.toContain(`às ${times[0]}`);
  });
});
