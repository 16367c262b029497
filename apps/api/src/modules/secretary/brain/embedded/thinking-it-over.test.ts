// A client thinking it over keeps the proposal open; another professional asked for drops the one proposed.
import { describe, expect, it } from 'vitest';
import { talk } from './test-talk.js';

// The agenda's calendars are the fixture team's (Dudu c1, Marcos c2), so names and calendars agree.
const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };

describe('while the client thinks it over', () => {
  it('keeps the proposal and books it on a later yes', async () => {
    const { out, actions } = await talk(
      ['barba sábado 10h', 'acho que pode ser, deixa eu ver com minha esposa', 'pode marcar sim'],
      confirming,
    );
    expect(out[1]).toContain('Não marquei nada ainda');
    expect(out[1]).toMatch(/sábado, \d{2}\/\d{2}, às 10:00/);
    expect(actions[1]).toEqual([]);
    expect(actions[2]?.map((a) => a.type)).toContain('book');
  });
  it('drops the proposal when the client withdraws', async () => {
    const { out, actions } = await talk(['barba sábado 10h', 'deixa pra lá, vou ver outro dia'], confirming);
    expect(out[1]).toContain('não marquei nada');
    expect(actions[1]).toEqual([]);
    const back = await talk(['barba sábado 10h', 'na verdade vou ver minha agenda antes', 'sim'], confirming);
    expect(back.actions[2]).toEqual([]);
    expect(back.agenda.schedules).toHaveLength(0);
  });
});

describe('"tem com o outro barbeiro?"', () => {
  it('books the same day and time with the other professional', async () => {
    const plain = await talk(['corte sexta 10h', 'sim'], confirming);
    const other = await talk(['corte sexta 10h', 'tem com o outro barbeiro?', 'sim'], confirming);
    const [first] = plain.agenda.schedules;
    const [second] = other.agenda.schedules;
    expect(other.agenda.schedules).toHaveLength(1);
    expect(second?.calendar_id).not.toBe(first?.calendar_id);
    expect(second?.start_at.getTime()).toBe(first?.start_at.getTime());
  });
});

describe('"pera" while a booking or a move is proposed', () => {
  it('keeps the booking proposed and books it on the yes after', async () => {
    const { out, actions } = await talk(['barba sábado 10h', 'pera', 'pode sim'], confirming);
    expect(out[1]).toContain('fico no aguardo');
    expect(out[1]).toMatch(/sábado, \d{2}\/\d{2}, às 10:00/);
    expect(actions[1]).toEqual([]);
    expect(actions[2]?.map((a) => a.type)).toEqual(['book']);
  });
  it('keeps a proposed move, and the yes after moves the same appointment', async () => {
    const { agenda, out, actions } = await talk(
      ['corte sexta às 14h', 'sim', 'valeu', 'passa meu corte pra sábado msm hora', 'pera', 'pode sim'],
      confirming,
    );
    expect(out[4]).toContain('Não mudei nada ainda');
    expect(out[4]).toMatch(/para sábado, \d{2}\/\d{2}, às 14:00/);
    expect(actions[4]).toEqual([]);
    expect(actions[5]?.map((a) => a.type)).toEqual(['reschedule']);
    expect(agenda.schedules).toHaveLength(1);
  });
  it('does not hold on a correction that starts with "pera"', async () => {
    const { out, actions } = await talk(['barba sábado 10h', 'pera, 11h'], confirming);
    expect(out[1]).not.toContain('fico no aguardo');
    expect(out[1]).toContain('11:00');
    expect(actions[1]).toEqual([]);
  });
});

describe('a "não" that refuses nothing', () => {
  it('"ah não sabia kk" keeps the proposal, and the yes after books it', async () => {
    const { out, actions } = await talk(
      ['barba sábado 10h', 'ah nao sabia kk, e o dudu ta livre esse horario?', 'entao fecha'],
      confirming,
    );
    expect(out[1]).not.toContain('não marquei nada');
    expect(actions[1]).toEqual([]);
    expect(actions[2]?.map((a) => a.type)).toEqual(['book']);
  });
});

describe('a pick said while thinking it over', () => {
  it('"o último seria melhor, mas preciso ver" holds that time for the yes after', async () => {
    const { out, actions, agenda } = await talk([
      'corte sábado',
      'o ultimo seria melhor.. mas preciso ver se consigo sair',
      'pode marcar aquele',
    ]);
    const times = [...out[0]!.matchAll(/\d\) (\d{2}:\d{2})/g)].map((m) => m[1]!);
    expect(out[1]).toContain('Não marquei nada ainda');
    expect(out[1]).toContain(times.at(-1));
    expect(actions[1]).toEqual([]);
    expect(actions[2]?.map((a) => a.type)).toEqual(['book']);
    expect(agenda.schedules).toHaveLength(1);
  });
});

describe('thinking it over, as written in chat', () => {
  it('"vo ver aqui e te falo dps" after a list writes nothing and is no dead end', async () => {
    const { out, actions } = await talk(['barba sábado?', 'suave, vo ver aqui e te falo dps']);
    expect(out[1]).toMatch(/Sem pressa/);
    expect(out[1]).not.toMatch(/Não entendi/);
    expect(actions[1]).toEqual([]);
  });
});
