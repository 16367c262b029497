// A clause that puts something named off is no request now; one that names nothing is a hesitation.
import { describe, expect, it } from 'vitest';
import { deferredClausesOf } from './deferred-clauses.js';
import { talk } from './test-talk.js';

describe('deferredClausesOf', () => {
  it('takes out the clause that puts a service off', () => {
    expect(deferredClausesOf('pode mudar a escova sim. a hidratação deixa pra próxima')).toEqual({
      rest: 'pode mudar a escova sim.',
      deferred: ['a hidratacao'],
    });
    expect(deferredClausesOf('pode marcar os dois. a escova dela eu vejo depois').rest).toBe('pode marcar os dois.');
  });

  it('"mas aí eu vejo com ela depois" puts off the clause before it and keeps what follows', () => {
    const { rest, deferred } = deferredClausesOf(
      'pé e mão sábado de manhã, minha filha também quer fazer uma escova mas aí eu vejo com ela depois e me fala quanto fica',
    );
    expect(rest).toContain('pé e mão sábado de manhã');
    expect(rest).toContain('me fala quanto fica');
    expect(rest).not.toContain('escova');
    expect(deferred).toEqual(['minha filha tambem quer fazer uma escova']);
  });

  it('leaves a put-off that names nothing (a hesitation) and a single clause alone', () => {
    for (const m of [
      'ah então nem dá, deixa q eu vejo outro dia',
      'suave, vo ver aqui e te falo dps',
      'pode ser, mas eu vejo depois',
      'vou ver e te falo depois',
      'eu vejo depois das 15h',
    ])
      expect(deferredClausesOf(m).rest, m).toBe(m);
  });
});

describe('the secretary with a clause put off', () => {
  it('books the two asked and never the escova put off', async () => {
    const { out, actions } = await talk(['corte e barba sábado 9h. o corte infantil do meu filho eu vejo depois'], {
      settings: { is_assistant_schedule_entry_confirm: true },
      calendars: ['c1'],
    });
    expect(out[0]).toMatch(/Corte/);
    expect(out[0]).not.toMatch(/infantil/);
    expect(actions[0]).toEqual([]);
  });
});
