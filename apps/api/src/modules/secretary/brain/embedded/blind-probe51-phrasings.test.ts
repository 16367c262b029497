// What the probe51 set found: "o miguel com o marcão e eu com o dudu" to a plan all with Marcão was written as the
// plan shown; "aquele barbeiro q me atendeu da ultima vez" was nobody; "minha hidratacao de sempre, msm dia e
// horario" kept the time and lost the weekday; "ai nove horas é perfeito então pode trocar sim" to a move's list was
// no pick; "a de quinta" to next week's Thursday among the appointments listed picked none; "tanto a mão quanto o pé"
// cancelled the manicure only; "quando eu voltar te mando mensagem pra gente remarcar" started a move; "deixa a
// progressiva pra depois. ela faz hidratacao?" made a visit of both; "so o corte msm, a barba to deixando crescer"
// after a Corte + Barba was written offered a second booking; "meu cabelo é bem comprido" named a haircut.
import { describe, expect, it } from 'vitest';
import { consentedTo } from '../../guarded-consent.js';
import { readGuardState } from '../../dialogue-state.js';
import { agreementOf } from '../../consent.js';
import { spokenClockMinutes } from '../../consent-mentions.js';
import { deferredClausesOf } from './deferred-clauses.js';
import { detectIntents } from './intents.js';
import { withoutWeakWords } from './match.js';
import { normalize } from './text.js';
import { talk } from './test-talk.js';

const TZ = 'America/Sao_Paulo';
const at = (day: string, hhmm: string) => new Date(`2025-${day}T${hhmm}:00-03:00`);

describe('probe51 phrasings', () => {
  it('a yes that asks for a professional the reply did not show agrees to nothing', () => {
    const start = new Date('2026-03-07T10:00:00-03:00').toISOString();
    const shown = 'Posso confirmar *Corte masculino* com *Marcão* no sábado, 07/03, às 10:00?';
    const target = { service_id: 's1', calendar_id: 'marcao', start_at: start, schedule_id: null };
    const stored = {
      ...target,
      action: 'book',
      service_title: 'Corte masculino',
      professional: 'Marcão',
      from_start_at: null,
      text: shown,
    };
    const st = readGuardState({ turn: 2, pending: { ...stored, shown_turn: 1 } });
    const yes = (message: string, team?: string[]) => consentedTo({ st, message, lastAssistant: shown, tz: TZ, team }, 'book', target);
    const team = ['Marcão', 'Dudu'];
    expect(yes('pode ser os dois às 10h, o miguel com o marcão e eu com o dudu', team)).toBe(false);
    expect(yes('pode ser, com o marcão mesmo', team)).toBe(true);
    expect(yes('pode ser, com o marcão mesmo')).toBe(true);
    // The sentence of the yes is read, not a request after it; a professional let go is no one asked for.
    expect(yes('Fechado. E aproveita e marca uma pra mim também, logo depois, com o Dudu.', team)).toBe(true);
    expect(yes('nao precisa ser c o dudu nao, pode ser com o marcão', team)).toBe(true);
  });

  it('"nove horas" tells the time a pick names ("dos dois" still counts things)', () => {
    expect(spokenClockMinutes('ai nove horas é perfeito então pode trocar sim', true)).toEqual([540, 1260]);
    expect(spokenClockMinutes('as duas horas', true)).toEqual([120, 840]);
    expect(spokenClockMinutes('pode ser qualquer um dos dois', true)).toEqual([]);
    expect(agreementOf('ai nove horas é perfeito então pode trocar sim tá obrigada viu beijo', { action: 'move', minutes: 540 })).toBe(
      'agree',
    );
  });

  it('a move put off until the client writes again is no move asked', () => {
    expect(detectIntents(normalize('aí quando eu voltar eu te mando mensagem pra gente remarcar tá bom')).reschedule).toBe(false);
    expect(detectIntents(normalize('pode remarcar pra sexta')).reschedule).toBe(true);
  });

  it('a thing put off after the verb ("deixa a progressiva pra depois") leaves the rest asked', () => {
    const read = deferredClausesOf('ahh queria com ela... entao deixa a progressiva pra depois. ela faz hidratacao pelo menos?');
    expect(read.deferred).toEqual(['a progressiva']);
    expect(read.rest).not.toMatch(/progressiva/);
  });

  it('a body word described ("meu cabelo é bem comprido") names no service', () => {
    expect(withoutWeakWords('meu cabelo e bem comprido')).not.toMatch(/cabelo/);
    expect(withoutWeakWords('cabelo e barba')).toBe('cabelo e barba');
  });

  it('"minha barba de sempre, msm dia e horario" is the next of that weekday at that time', async () => {
    const had = [{ serviceId: 's2', calendarId: 'c1', startAt: at('11-25', '16:00') }];
    const { out } = await talk(['marca minha barba de sempre pfv, msm dia e horario'], {
      had,
      settings: { is_assistant_schedule_entry_confirm: true },
      calendars: ['c1', 'c2'],
    });
    expect(out[0]).toMatch(/terça-feira, 02\/12, às 16:00/);
  });

  it('"a de quinta" among appointments of next week picks next week\'s Thursday', async () => {
    const had = [
      { serviceId: 's1', calendarId: 'c1', startAt: at('12-02', '14:00') },
      { serviceId: 's1', calendarId: 'c1', startAt: at('12-04', '14:00') },
    ];
    const { out } = await talk(['preciso desmarcar o corte', 'a de quinta'], { had, calendars: ['c1', 'c2'] });
    expect(out[0]).toMatch(/Qual destes/);
    expect(out[1]).toMatch(/cancelamento de \*Corte masculino\*.*quinta-feira, 04\/12/);
  });

  it('"tanto a barba quanto o corte infantil" cancels both on one yes; "o corte infantil continua" does not', async () => {
    const had = [
      { serviceId: 's2', calendarId: 'c1', startAt: at('11-29', '10:00') },
      { serviceId: 's4', calendarId: 'c1', startAt: at('11-29', '11:00') },
    ];
    const both = await talk(['vou ter que desmarcar sabado, tanto a barba quanto o corte infantil', 'pode cancelar os dois sim'], {
      had,
      calendars: ['c1', 'c2'],
    });
    expect(both.out[0]).toMatch(/Posso cancelar os dois/);
    expect(both.actions[1]!.map((a) => a.type)).toEqual(['cancel', 'cancel']);
    const one = await talk(['quero desmarcar a barba de sabado, o corte infantil continua'], { had, calendars: ['c1', 'c2'] });
    expect(one.out[0]).not.toMatch(/os dois/);
  });
});
