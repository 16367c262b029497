// "qualquer um menos o primeiro": the times ruled out are never picked, and what is left is proposed first.
import { describe, expect, it } from 'vitest';
import { talk } from './test-talk.js';
import { bookingFor } from './people.js';

const hourOf = (d: Date) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' }).format(d);

describe('offered times the client rules out', () => {
  it('"qualquer um menos o primeiro, tanto faz" proposes the second and books it on the yes', async () => {
    const { out, actions, agenda } = await talk(['corte sábado', 'qualquer um menos o primeiro, tanto faz', 'sim']);
    const times = [...out[0]!.matchAll(/\d\) (\d{2}:\d{2})/g)].map((m) => m[1]);
    expect(times.length).toBeGreaterThan(2);
    expect(out[1]).toContain(times[1]);
    expect(actions[1]).toEqual([]);
    expect(agenda.schedules).toHaveLength(1);
    expect(hourOf(agenda.schedules[0]!.start_at)).toBe(times[1]);
  });
  it('"tirando o último" never takes the last, and its ordinal is no pick', async () => {
    const { out, actions } = await talk(['corte sábado', 'tirando o ultimo pode ser qualquer um']);
    const times = [...out[0]!.matchAll(/\d\) (\d{2}:\d{2})/g)].map((m) => m[1]);
    expect(out[1]).toContain(times[0]);
    expect(out[1]).not.toContain(times.at(-1));
    expect(actions[1]).toEqual([]);
  });
  it('"menos o das <hora>" rules that time out by its hour', async () => {
    const { out } = await talk(['corte sábado', 'sei lá, menos o primeiro e o segundo']);
    const times = [...out[0]!.matchAll(/\d\) (\d{2}:\d{2})/g)].map((m) => m[1]);
    expect(times).toHaveLength(3);
    expect(out[1]).toContain(times[2]);
    const hour = Number(times[0]!.slice(0, 2));
    const byHour = await talk(['corte sábado', `menos o das ${hour}, qualquer outro`]);
    expect(byHour.out[1]).not.toContain(times[0]);
    expect(byHour.out[1]).toContain(times[1]);
  });
  it('a time ruled out that was not offered is never booked ("mais ou menos às 13:30" still names one)', async () => {
    const notOffered = await talk(['corte sábado', 'menos o das 9']);
    expect(notOffered.actions[1]).toEqual([]);
    expect(notOffered.out[1]).not.toContain('09:00');
    const about = await talk(['corte sábado', 'mais ou menos as 13:30']);
    expect(about.out[1]).toContain('13:30');
  });
});

describe('an offered time said not to suit', () => {
  it('"a das N é mto cedo p mim… te falo" never keeps that time as the one leaned to', async () => {
    const { out } = await talk(['corte sábado', 'x']);
    const first = /1\) (\d\d):(\d\d)/.exec(out[0]!)!;
    const hour = Number(first[1]);
    const early = await talk(['corte sábado', `hmm a das ${hour} é mto cedo p mim. deixa eu ver c meu marido e te falo`]);
    expect(early.out[1]).not.toContain(`${first[1]}:${first[2]}`);
    expect(early.actions[1]).toEqual([]);
    const no = await talk(['corte sábado', 'o primeiro não dá, qualquer outro']);
    expect(no.out[1]).not.toContain(`${first[1]}:${first[2]}`);
  });
});

describe('who a booking is for', () => {
  it('"deixa eu ver c meu marido se ele fica c as crianças" names no one', () => {
    expect(bookingFor('deixa eu ver c meu marido se ele fica c as crianças a tarde e te falo')?.name ?? null).toBeNull();
  });
});
