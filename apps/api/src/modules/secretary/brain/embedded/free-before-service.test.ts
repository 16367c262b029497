// An availability question before any service is named gets the day's free times, then the service is asked.
import { describe, expect, it } from 'vitest';
import { talk } from './test-talk.js';

describe('"tem horário sexta à tarde com o Marcos?" with no service', () => {
  it('answers with his free times that day and asks the service, writing nothing', async () => {
    const { out, actions, agenda } = await talk(['tem horario sexta a tarde com o marcos?'], { calendars: ['c1', 'c2'] });
    expect(out[0]).toMatch(/sexta-feira, 28\/11, tenho livre com \*Marcos\* às \d{2}:\d{2}/);
    expect(out[0]).toMatch(/qual serviço/);
    expect(actions[0]?.filter((a) => a.type === 'book')).toEqual([]);
    expect(agenda.schedules).toHaveLength(0);
  });
  it('answers the price asked beside a pick, then proposes the pick', async () => {
    const { out, actions } = await talk(['corte sexta de manhã, q horas tem?', 'o primeiro da certo? quanto fica?'], {
      settings: { is_assistant_schedule_entry_confirm: true },
    });
    expect(out[1]).toMatch(/R\$\s?45,00/);
    expect(out[1]).toMatch(/Posso confirmar/);
    expect(actions[1]?.filter((a) => a.type === 'book')).toEqual([]);
  });
});

describe('what was asked before the service is named', () => {
  it('"qual o horário mais cedo sexta?" then the service: only the earliest is offered', async () => {
    const { out } = await talk(['qual o horário mais cedo sexta?', 'corte'], { settings: { is_assistant_schedule_entry_confirm: true } });
    expect(out[1]).toMatch(/o primeiro horário livre é às \d{2}:\d{2}/);
  });

  it('"vcs atendem sábado de manhã?" then "que horas tem livre? seria pra barba": Saturday morning', async () => {
    const { out } = await talk(['vcs atendem sábado de manhã?', 'que horas tem livre? seria pra barba'], {
      settings: { is_assistant_schedule_entry_confirm: true },
    });
    expect(out[0]).toMatch(/abrimos/i);
    expect(out[1]).toMatch(/sábado, 29\/11/);
    const hours = [...out[1]!.matchAll(/(\d{2}):\d{2}/g)].map((m) => Number(m[1]));
    expect(hours.length).toBeGreaterThan(0);
    expect(hours.every((h) => h < 12)).toBe(true);
  });
});
