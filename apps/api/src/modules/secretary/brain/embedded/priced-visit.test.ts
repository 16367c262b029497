// Services priced together are the visit a following booking means; a client joking about their own
// look is not a complaint; a yes that names the proposal's part of the day agrees to it.
import { describe, expect, it } from 'vitest';
import { talk } from './test-talk.js';
import { bothAsCount } from './priced-visit.js';
import { jokesAboutOwnLook } from './own-look.js';

const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };

describe('a visit priced, then booked without naming the services again', () => {
  it('gives the total and proposes both services back to back', async () => {
    const { out, actions, agenda } = await talk(['quanto fica a barba e o corte infantil?', 'marca pra sexta às 16h', 'pode'], confirming);
    expect(out[0]).toContain('No total, fica R$');
    expect(actions[0]?.map((a) => a.type)).toEqual(['list_services']);
    expect(out[1]).toMatch(/\*Barba\* às 16:00.*em seguida \*Corte infantil\*/s);
    expect(actions[1]?.map((a) => a.type)).not.toContain('book');
    expect(agenda.schedules).toHaveLength(2);
  });
  it('carries the priced services one message only', async () => {
    const { out } = await talk(['quanto fica a barba e o corte infantil?', 'e vcs aceitam pix?', 'marca pra sexta às 16h'], confirming);
    expect(out[2]).not.toContain('em seguida');
  });
  it('gives each price, and no total, when asked "separado"', async () => {
    const { out } = await talk(['qnto ta a barba e o corte infantil separado?']);
    expect(out[0]).not.toContain('No total');
  });
  it('reads "as duas" as a count when several services are in play, not as 14:00', () => {
    expect(bothAsCount('quanto fica as duas', true)).not.toContain('as duas');
    expect(bothAsCount('pode ser as duas da tarde', true)).toContain('as duas da tarde');
    expect(bothAsCount('pode ser as duas', false)).toContain('as duas');
  });
});

describe('a client joking about their own look', () => {
  it('is a request, not a complaint', () => {
    expect(jokesAboutOwnLook('ah e a barba tb q ta horrivel kkk', true)).toBe(true);
    expect(jokesAboutOwnLook('minha sobrancelha ta um horror', true)).toBe(true);
  });
  it('still is a complaint when aimed at the business or a past visit', () => {
    expect(jokesAboutOwnLook('o corte ficou horrivel kkk', true)).toBe(false);
    expect(jokesAboutOwnLook('atendimento horrivel de voces', true)).toBe(false);
    expect(jokesAboutOwnLook('ta horrivel kkk', false)).toBe(false);
  });
  it('goes on with the booking', async () => {
    const { out } = await talk(['queria marcar barba sexta de manhã', 'ah e o corte infantil tb q ta horrivel kkk'], confirming);
    expect(out[1]).not.toMatch(/sinto muito|desculp/i);
  });
});

describe('"pode ser o primeiro horário da manhã" to a morning proposal', () => {
  it('agrees to it; another part of the day does not', async () => {
    const yes = await talk(['barba sábado 9h', 'pode ser o primeiro horario da manha'], confirming);
    expect(yes.actions[1]?.map((a) => a.type)).toContain('book');
    const other = await talk(['barba sábado 9h', 'pode ser de tarde'], confirming);
    expect(other.actions[1]?.map((a) => a.type) ?? []).not.toContain('book');
  });
});

describe('each price asked for', () => {
  it('"o corte, a barba separado e o combo" gives all three', async () => {
    const { out } = await talk(['qnto ta o corte, a barba separado e o combo?']);
    expect(out[0]).toContain('*Corte + Barba*');
    expect(out[0]).toContain('*Corte masculino*');
    expect(out[0]).toContain('*Barba*');
    expect(out[0]).not.toContain('Corte infantil');
  });
});

describe('the combo of the services priced together', () => {
  it('is named when it costs less than the parts apart', async () => {
    const { out } = await talk(['qto ta o corte? e a barba? se fizer os dois sai mais barato?']);
    expect(out[0]).toContain('No total, fica R$ 75,00');
    expect(out[0]).toMatch(/no \*Corte \+ Barba\* fica mais em conta: R\$\s70,00/);
  });
  it('is not named for one service, nor when the combo itself was asked', async () => {
    expect((await talk(['qto ta o corte?'])).out[0]).not.toContain('mais em conta');
    expect((await talk(['qto ta o corte + barba?'])).out[0]).not.toContain('mais em conta');
  });
});
