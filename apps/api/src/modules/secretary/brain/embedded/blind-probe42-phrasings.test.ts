// What the probe42 set found: "consulta com a nutri" added beside an appointment became a Consulta clínica geral;
// "antes ou depois" looked before only; "é c qm?", "cm a jesica", "invés da", "idratacao" were not read; "tenho
// alguma coisa sexta?" asked nothing; "da pra passar pra 9?" had no time; "pode marcar. quanto fica?" lost its
// question; "o mesmo médico" asked for a consultation; "amanhã cedo" was said back as "de manhã".
import { describe, expect, it } from 'vitest';
import { parseTimePref } from './dates.js';
import { matchService, namedOneByOne } from './match.js';
import { normalize } from './text.js';
import { clinicServices } from './test-fixtures.js';
import { TALK_NOW, talk } from './test-talk.js';

const at = (iso: string) => new Date(iso);
const calendars = ['c1', 'c2'];
const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars };
const clinic = clinicServices(['Consulta clínica geral', 'Consulta nutricional', 'Limpeza de pele', 'Retorno']);
const salon = clinicServices(['Escova', 'Hidratação', 'Manicure', 'Progressiva']);
const titles = (list: Array<{ title: string }>) => list.map((s) => s.title);

describe('the words read', () => {
  it('"consulta com a nutri" is the Consulta nutricional, read word by word too', () => {
    expect(titles(namedOneByOne(normalize('quero marcar tb uma consulta com a nutri no mesmo dia'), clinic))).toEqual([
      'Consulta nutricional',
    ]);
    expect(titles(namedOneByOne(normalize('uma consulta e uma limpeza de pele'), clinic))).toEqual([
      'Consulta clínica geral',
      'Limpeza de pele',
    ]);
  });

  it('"o mesmo médico", "qual doutora" name a person, no consultation; "um médico" still asks for one', () => {
    expect(matchService(normalize('vai ser com o mesmo médico né? o dr ricardo'), clinic)).toBeNull();
    expect(matchService(normalize('qual doutora atende?'), clinic)).toBeNull();
    expect(matchService(normalize('preciso passar num médico'), clinic)?.service.title).toBe('Consulta clínica geral');
  });

  it('a lone "c" or "cm" before a person is "com"; "c" before a verb is not', () => {
    expect(normalize('suave. é c qm?')).toContain('com quem');
    expect(normalize('idratacao cm a jesica')).toContain('com a jesica');
    expect(normalize('vou ver c minha mae')).toContain('com minha mae');
    expect(normalize('c tem horario amanha?')).not.toContain('com');
  });

  it('"invés da", "envez de" are "ao invés de", "em vez de"', () => {
    expect(normalize('no sabado invés da escova')).toContain('ao inves da escova');
    expect(normalize('envez de corte')).toContain('em vez de corte');
  });

  it('"idratacao", the silent h dropped, is the Hidratação', () => {
    expect(matchService(normalize('qria fazer idratacao sesta'), salon)?.service.title).toBe('Hidratação');
  });

  it('"da pra passar pra 9?" is 09:00; "pro dia 9" and "pra 9/3" stay days', () => {
    expect(parseTimePref(normalize('da pra passar pra 9?'), TALK_NOW, 'America/Sao_Paulo').exact_min).toBe(540);
    expect(parseTimePref(normalize('da pra passar pro dia 9?'), TALK_NOW, 'America/Sao_Paulo').exact_min).toBeUndefined();
    expect(parseTimePref(normalize('muda pra 9/12'), TALK_NOW, 'America/Sao_Paulo').exact_min).toBeUndefined();
  });
});

describe('the answers', () => {
  it('"tenho alguma coisa sexta?" lists the appointment of that day', async () => {
    const had = [{ serviceId: 's2', calendarId: 'c1', startAt: at('2025-11-28T13:00:00Z') }];
    const { out } = await talk(['Oi, tenho alguma coisa sexta?'], { calendars, had });
    expect(out[0]).toMatch(/sexta-feira, 28\/11, às 10:00 é \*Barba\*/);
  });

  it('"ótimo, pode marcar. quanto fica?" books and answers the price of what was booked', async () => {
    const { out, actions } = await talk(['corte sabado 10h', 'otimo, pode marcar. quanto fica?'], confirming);
    expect(out[0]).toMatch(/Posso confirmar \*Corte masculino\*/);
    expect(actions[1]!.some((a) => a.type === 'book')).toBe(true);
    expect(out[1]).toMatch(/Prontinho![\s\S]*\*Corte masculino\* custa R\$ 45,00/);
  });

  it('"amanhã cedo" with nothing free that early is said back as "cedo", and the day offered', async () => {
    const early = calendars.flatMap((c) =>
      ['11:00', '11:30', '12:00', '12:30'].map((t) => ({ serviceId: 's1', calendarId: c, startAt: at(`2025-11-28T${t}:00Z`) })),
    );
    const { out } = await talk(['tem corte amanha cedo?'], { calendars, busy: early });
    expect(out[0]).toMatch(/sexta-feira, 28\/11 cedo/);
    expect(out[0]).not.toMatch(/de manhã 😕/);
  });

  it('a service added "antes ou depois" of an appointment, with no room before, goes right after it, unannounced', async () => {
    const had = [{ serviceId: 's1', calendarId: 'c1', startAt: at('2025-11-29T13:00:00Z') }];
    const before = calendars.flatMap((c) =>
      ['12:00', '12:30'].map((t) => ({ serviceId: 's2', calendarId: c, startAt: at(`2025-11-29T${t}:00Z`) })),
    );
    const { out } = await talk(['quero fazer a barba tb no sabado, antes ou depois do meu corte'], { calendars, had, busy: before });
    expect(out[0]).toMatch(/10:30/);
    expect(out[0]).not.toMatch(/Não tenho horário/);
  });
});
