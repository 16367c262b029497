// "o dr ricardo faz fisio ne? qnto ta?": whether that professional does the service, answered before the
// price or the booking asked beside it; nothing is written on a question.
import { describe, expect, it } from 'vitest';
import { talk } from './test-talk.js';

const twoBarbers = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };

describe('does this professional do that service?', () => {
  it('says yes and answers the price asked with it', async () => {
    const { out, actions } = await talk(['o dudu faz barba ne? qnto ta?'], twoBarbers);
    expect(out[0]).toMatch(/Faz sim! \*Dudu\* atende \*Barba\*/);
    expect(out[0]).toMatch(/R\$\s?30,00/);
    expect(actions[0]?.some((a) => a.type === 'book')).toBe(false);
  });

  it('says no and who does it instead', async () => {
    const { out } = await talk(['o marcos faz corte infantil?'], twoBarbers);
    expect(out[0]).toMatch(/\*Marcos\* não faz \*Corte infantil\*/);
    expect(out[0]).toMatch(/Quem faz é \*Dudu\*/);
  });

  it('keeps that professional for the day asked next', async () => {
    const { out, actions, agenda } = await talk(['o marcos faz barba?', 'sábado 9h tem?', 'sim'], twoBarbers);
    expect(out[0]).toMatch(/Faz sim/);
    expect(out[0]).not.toMatch(/\d\d:\d\d/);
    expect(actions[1]).toEqual([]);
    expect(actions[2]?.map((a) => a.type)).toEqual(['book']);
    expect(agenda.schedules.at(-1)).toMatchObject({ service_id: 's2', calendar_id: 'c2' });
  });
});
