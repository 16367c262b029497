// What the probe33 set found (session 34): a voice note's decided time after one the client is busy at, a keep said
// beside a change, a can't-go whose cancel is refused for another time, and two requests on two days.
import { describe, expect, it } from 'vitest';
import { nextRequestAt } from '../../next-request.js';
import { parseTimePref } from './dates.js';
import { talk } from './test-talk.js';
import { normalize } from './text.js';

const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };
// A Barba held on Friday 28/11 at 10:00 with Dudu (c1).
const had = [{ serviceId: 's2', calendarId: 'c1', startAt: new Date('2025-11-28T13:00:00Z') }];
const now = new Date('2026-03-03T18:00:00Z');
const read = (m: string) => parseTimePref(normalize(m), now, 'America/Sao_Paulo');

describe('a voice note that settles on a time', () => {
  it('"dez e meia eu to no mercado com a patroa faz assim onze horas" asks 11:00', () => {
    expect(read('tipo dez e meia nao pera dez e meia eu to no mercado com a patroa faz assim onze horas onze em ponto').exact_min).toBe(
      11 * 60,
    );
  });

  it('"tipo as tres nao pera as tres eu tenho dentista melhor as quatro" asks 16:00', () => {
    expect(read('pra tarde tipo as tres nao pera as tres eu tenho dentista melhor as quatro as quatro ta otimo').exact_min).toBe(16 * 60);
  });

  it('"quanto que ta o cabelo com a barba ai" prices the Corte + Barba', async () => {
    const { out } = await talk(['quanto que ta o cabelo com a barba ai']);
    expect(out[0]).toMatch(/\*Corte \+ Barba\* custa R\$ 70,00/);
  });
});

describe('a keep, a cancel refused, and a move', () => {
  it('"…não precisa cancelar não viu, é só mudar o horário" moves it, no keep said back', async () => {
    const { out, agenda } = await talk(
      [
        'tenho barba sexta as dez ne so que surgiu um compromisso da pra passar pra tarde as tres e nao precisa cancelar nao viu e so mudar o horario mesmo',
        'sim',
      ],
      { ...confirming, had },
    );
    expect(out[0]).not.toMatch(/não cancelei nada/);
    expect(out[0]).toMatch(/\*Barba\* para sexta-feira, 28\/11, às 15:00/);
    expect(out[1]).toMatch(/Remarquei/);
    expect(agenda.schedules.map((s) => s.start_at.toISOString())).toEqual(['2025-11-28T18:00:00.000Z']);
  });

  it('"acho q nao vou dar conta de ir as 10h", then "nao, cancelar nao! ve se tem as 4 da tarde": a move to 16:00', async () => {
    const { out, agenda } = await talk(
      ['amanha acho q nao vou dar conta de ir as 10h', 'nao, cancelar nao! ve se tem as 4 da tarde', 'pode ser'],
      {
        ...confirming,
        had,
      },
    );
    expect(out[0]).toMatch(/cancelamento/);
    expect(out[1]).toMatch(/28\/11, às 16:00/);
    expect(out[2]).toMatch(/Remarquei/);
    const active = agenda.schedules.filter((s) => s.status !== 'canceled');
    expect(active.map((s) => s.start_at.toISOString())).toEqual(['2025-11-28T19:00:00.000Z']);
  });
});

describe('more than one request', () => {
  it('"um corte sexta 10h e a barba deixa pro sabado de manha umas 9h" proposes both, each on its day', async () => {
    const { out } = await talk(['queria marcar um corte sexta 10h e a barba deixa pro sabado de manha umas 9h pode ser?'], confirming);
    expect(out[0]).toMatch(/\*Corte masculino\* na sexta-feira, 28\/11, às 10:00/);
    expect(out[0]).toMatch(/\*Barba\* no sábado, 29\/11, às 09:00/);
  });

  it('"corte sexta 14h e barba sábado 9h" proposes both, each on its day', async () => {
    const { out } = await talk(['quero marcar corte sexta 14h e barba sábado 9h'], confirming);
    expect(out[0]).toMatch(/\*Corte masculino\* na sexta-feira, 28\/11, às 14:00/);
    expect(out[0]).toMatch(/\*Barba\* no sábado, 29\/11, às 09:00/);
  });

  it('"sexta cortar com o dudu as 10h e no sabado a barba com o marcos as 9h": each with the one named in its clause', async () => {
    const { out, agenda } = await talk(
      ['sexta quero cortar com o dudu as 10h e no sabado fazer a barba com o marcos as 9h', 'isso, os dois'],
      confirming,
    );
    expect(out[0]).toMatch(/\*Barba\* no sábado, 29\/11, às 09:00 com \*Marcos\*/);
    expect(agenda.schedules.map((s) => `${s.service_title} ${s.calendar_id}`)).toEqual(['Corte masculino c1', 'Barba c2']);
  });

  it('"e ja aproveita e ve se tem limpeza de pele sabado" starts another request', () => {
    const t = 'preciso desmarcar a fisio de amanha e ja aproveita e ve se tem limpeza de pele sabado as 9h';
    expect(t.slice(nextRequestAt(t, 0)!.end)).toBe('ve se tem limpeza de pele sabado as 9h');
  });

  it('"e vcs ficam onde?" beside a booking gets the address', async () => {
    const { out } = await talk(['barba sexta 10h. e vcs ficam onde?'], confirming);
    expect(out[0]).toContain('Rua das Flores, 120');
  });
});
