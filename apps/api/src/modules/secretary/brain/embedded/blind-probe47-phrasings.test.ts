// What the probe47 set found: "entre 10 e 12" and "antes do almoço" were no window; "no outro sábado" was this one;
// "1030", "depoisdas 3" and "issoo" were not read; "Poderia confirmar, por favor?" was a question; "amanhã 14h não vou
// conseguir, tem pras 16h?" and "não conseguirei comparecer" were no moves (and "tem pras 16h" read 18:00); "sábado
// 10h tenho pilates, consegue 11h?" kept 10h; "minha filha quer fazer tbm… logo depois de mim" moved the client's own
// appointment into the daughter's name.
import { describe, expect, it } from 'vitest';
import { agreementOf } from '../../consent.js';
import { parseTimePref } from './dates.js';
import { normalize } from './text.js';
import { detectIntents } from './intents.js';
import { splitReschedule } from './reschedule-split.js';
import { asksCancelPolicy } from './not-understood.js';
import { talk } from './test-talk.js';

const now = new Date('2026-03-04T18:00:00Z'); // Wednesday 04/03/2026, 15:00 in São Paulo
const TZ = 'America/Sao_Paulo';
const read = (message: string) => parseTimePref(normalize(message), now, TZ);

describe('probe47 phrasings', () => {
  it('"entre 10 e 12" and "antes do almoço" are windows; "sábado seguinte" is next week\'s', () => {
    expect(read('uma escova na quinta, entre 10 e 12 pq de tarde eu trabalho')).toMatchObject({ from_min: 600, to_min: 720 });
    expect(read('entre 2 e 4 da tarde')).toMatchObject({ from_min: 840, to_min: 960 });
    expect(read('meu filho tem entre 10 e 12 anos')).toEqual({});
    expect(read('só consigo antes do almoço')).toMatchObject({ to_min: 720 });
    expect(read('sabado seguinte').date).toBe('2026-03-14');
    expect(read('sabado').date).toBe('2026-03-07');
  });

  it('"1030", "depoisdas 3" and "issoo brigadaa" are read as meant; money is no time', () => {
    expect(normalize('1030 ta blz mano pod marca')).toMatch(/^10h30 /);
    expect(normalize('custa R$ 1200')).not.toMatch(/12h/);
    expect(read('hidrataçao sext a tard depoisdas 3 pf tem??').from_min).toBe(900);
    expect(normalize('issoo brigadaa')).toBe('isso obrigada');
    expect(normalize('voo')).toBe('voo');
    expect(agreementOf('issoo brigadaa', { action: 'book', minutes: 960 })).toBe('agree');
  });

  it('a polite request as the last words agrees; with a day of its own, or a question after it, it still asks', () => {
    const at17 = { action: 'book' as const, minutes: 17 * 60 };
    expect(agreementOf('Quarta às 17h me atende perfeitamente. Poderia confirmar, por favor?', at17)).toBe('agree');
    expect(agreementOf('pode marcar pra sexta?', at17)).toBe('none');
    expect(agreementOf('pode confirmar? quanto fica?', at17)).toBe('none');
  });

  it("a can't-go with its time before it, or said formally, asks a move; the new time is read whole", () => {
    const split = (t: string) => splitReschedule(normalize(t), new Date('2026-03-03T19:45:00Z'), TZ);
    expect(split('ze amanha 14h nao vou conseguir, tem pras 16h?').newPref).toEqual({ exact_min: 960 });
    expect(split('nao vou conseguir ir sabado, consegue na sexta as 10h?').newPref).toEqual({ date: '2026-03-06', exact_min: 600 });
    expect(detectIntents(normalize('receio que não conseguirei comparecer amanhã')).cancel).toBe(true);
    expect(read('pqp meu chefe acabou de marcar reuniao as 16h 🤡 tem 17h30?').exact_min).toBe(17 * 60 + 30);
    expect(asksCancelPolicy(normalize('putz. se alguem desmarcar vc me avisa?'))).toBe(false);
  });

  it('right after a booking, another commitment at its time moves it; a relative "também" books one more', async () => {
    const settings = { is_assistant_schedule_entry_confirm: true };
    const moved = await talk(['corte sábado 10h?', 'pode marcar', 'ai desculpa, lembrei que sábado 10h tenho pilates, consegue 11h?'], {
      settings,
    });
    expect(moved.out[2]).toMatch(/11:00/);
    expect(moved.actions[2]!.map((a) => a.type)).toEqual([]);
    const more = await talk(
      ['corte sábado 10h?', 'pode marcar', 'ai espera, meu filho quer fazer tbm, da pra ele logo depois de mim?', 'sim'],
      {
        settings,
      },
    );
    expect(more.actions.flat().some((a) => a.type === 'reschedule')).toBe(false);
    const own = more.agenda.schedules.find((r) => r.display_name === null && r.status !== 'canceled');
    expect(own?.start_at.toISOString()).toBe('2025-11-29T13:00:00.000Z');
  });

  it('"e no outro sábado?" after this Saturday was talked about is the next one', async () => {
    const { out } = await talk(['corte sábado de manhã?', 'e no outro sábado, de manhã? tipo 9h'], {
      settings: { is_assistant_schedule_entry_confirm: true },
    });
    expect(out[1]).toMatch(/06\/12, às 09:00/);
  });
});
