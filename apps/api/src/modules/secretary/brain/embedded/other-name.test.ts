// A booking for a relative or friend named only by relation: the name is asked before the proposal,
// and the appointment carries it.
import { describe, expect, it } from 'vitest';
import { otherNameIn } from './other-name.js';
import { talk } from './test-talk.js';

const CONFIRMING = { settings: { is_assistant_schedule_entry_confirm: true } };

describe('the name of the person the booking is for', () => {
  it('is asked before the proposal, then carried by it and by the appointment', async () => {
    const { out, actions, agenda } = await talk(
      ['minha amiga quer marcar um corte, posso marcar pra ela? sexta as 10h', 'o nome dela é Renata Alves', 'sim'],
      CONFIRMING,
    );
    expect(out[0]).toMatch(/Qual é o nome da sua amiga\?/);
    expect(actions[0]).toEqual([]);
    expect(out[1]).toMatch(/Posso confirmar/);
    expect(actions[1]).toEqual([]);
    expect(actions[2]?.map((a) => a.type)).toEqual(['book']);
    expect(agenda.schedules[0]).toMatchObject({ display_name: 'Renata Alves' });
  });

  it('said ahead of the time ("Theo. sexta as 10h tem?") is taken, not asked again; a day or a yes is no name', async () => {
    const { out, agenda } = await talk(['queria marcar um corte pro meu filho', 'Theo. sexta as 10h tem?', 'sim'], CONFIRMING);
    expect(out[1]).toMatch(/Posso confirmar/);
    expect(agenda.schedules[0]).toMatchObject({ display_name: 'Theo' });
    const day = await talk(['queria marcar um corte pro meu filho', 'Sexta. as 10h tem?'], CONFIRMING);
    expect(day.out[1]).toMatch(/Qual é o nome do seu filho/);
    const yes = await talk(['queria marcar um corte pro meu filho', 'Pode. sexta as 10h'], CONFIRMING);
    expect(yes.out[1]).toMatch(/Qual é o nome do seu filho/);
  });

  it('is not asked when the relative is only spoken of', async () => {
    const { out } = await talk(['minha mãe indicou vocês, queria um corte sexta às 10h'], CONFIRMING);
    expect(out[0]).not.toMatch(/Qual é o nome/);
  });

  it.each([
    ['o nome dela é Renata Alves', 'Renata Alves'],
    ['ela se chama Júlia', 'Júlia'],
    ['Pedro', 'Pedro'],
    ['sim', null],
    ['não sei', null],
  ])('%s → %s', (text, name) => {
    expect(otherNameIn(text)).toBe(name);
  });
});
