// What the probe43 set found: "vo ve c as meninas … e te dou um toque" was taken as a yes; "amanhã cedo tenho
// reunião… quarta que vem, 17h tem?" proposed tomorrow; "quinta ou sexta" lost the second day; "qnd ele tem no
// sábado?" kept the 10h said before.
import { describe, expect, it } from 'vitest';
import { agreementOf } from '../../consent.js';
import { onlyChecksFirst } from '../../consent-checks-first.js';
import { bookingFor } from './people.js';
import { readParty } from './party.js';
import { BARBERSHOP_SERVICES } from './test-fixtures.js';
import { sentimentOf } from './intents.js';
import { parseTimePref } from './dates.js';
import { mergePref } from './merge-pref.js';
import { normalize } from './text.js';
import { talk } from './test-talk.js';

const now = new Date('2026-03-03T15:00:00Z'); // Tuesday 03/03/2026, 12:00 in São Paulo
const TZ = 'America/Sao_Paulo';
const read = (message: string) => parseTimePref(normalize(message), now, TZ);

describe('probe43 phrasings', () => {
  it('"vo ve c as meninas … e te dou um toque" is a hedge, never a yes', () => {
    const book = { action: 'book' as const, minutes: 15 * 60 };
    expect(agreementOf('de boa amg, vo ve c as meninas q horas a gnt vai sair e te dou um toque', book)).toBe('none');
    expect(agreementOf('de boa, pode marcar', book)).toBe('agree');
  });

  it('the day and part of it of another commitment give way to the day asked after it', () => {
    // Wednesday 04/03: "amanhã" is Thursday 05/03, "quarta que vem" 11/03.
    const wednesday = new Date('2026-03-04T18:00:00Z');
    const said = (message: string) => parseTimePref(normalize(message), wednesday, TZ);
    expect(said('amanha cedo tenho reuniao, esquece. quarta que vem, 17h tem?')).toMatchObject({ date: '2026-03-11', exact_min: 17 * 60 });
    expect(said('amanha cedo tem?')).toMatchObject({ date: '2026-03-05' });
  });

  it('"quinta ou sexta de manhã" asks Thursday first and Friday when Thursday is full', () => {
    expect(read('queria fazer uma hidratação quinta ou sexta de manhã, tem?')).toMatchObject({
      date: '2026-03-05',
      from_min: 300,
      to_min: 720,
      fallback: { date: '2026-03-06', from_min: 300, to_min: 720 },
    });
    expect(read('na quinta as 10').fallback).toBeUndefined();
  });

  it('"qnd ele tem no sábado?" asks for that day\'s times: the time said before goes', () => {
    const before = { date: '2026-03-07', exact_min: 600 };
    expect(mergePref(before, { date: '2026-03-07' }, 'é corte. so corto c ele, qnd ele tem no sabado?')).toEqual({ date: '2026-03-07' });
    expect(mergePref(before, { date: '2026-03-14' }, 'e no outro sabado?')).toMatchObject({ date: '2026-03-14', exact_min: 600 });
  });

  it('"deixa eu perguntar pra ela qual prefere e te falo" only checks first: the times shown stay; a "não" drops them', () => {
    expect(onlyChecksFirst('deixa eu perguntar pra ela qual prefere e te falo')).toBe(true);
    expect(onlyChecksFirst('pera q vou ver c minha mae se ela me leva')).toBe(true);
    expect(onlyChecksFirst('nao, vou ver outro dia')).toBe(false);
    expect(onlyChecksFirst('deixa pra la, vou ver depois')).toBe(false);
  });

  it('"ela disse que 11h é melhor, pode marcar" to 11h agrees; to 10h it names another time', () => {
    const said = 'ela disse que 11h é melhor, pode marcar pra ela';
    expect(agreementOf(said, { action: 'book', minutes: 11 * 60 })).toBe('agree');
    expect(agreementOf(said, { action: 'book', minutes: 10 * 60 })).not.toBe('agree');
  });

  it('"minha filha" said to the secretary ("alô bom dia minha filha", "oi minha filha sou eu") books for no daughter', () => {
    expect(bookingFor('oi minha filha sou eu de novo a cida, tem horario quarta?')).toBeNull();
    expect(bookingFor('alô bom dia minha filha aqui é a dona cida')).toBeNull();
    expect(bookingFor('quero marcar pra minha filha Julia')).toEqual({ name: 'Julia', relation: 'filha' });
    expect(bookingFor('bom dia, minha filha Ana tem 5 anos e está com febre')).toMatchObject({ name: 'Ana', relation: 'filha' });
  });

  it('an eye-roll at what happened is no grievance; beside one it still is', () => {
    expect(sentimentOf(normalize('ela n vai poder 🙄 marca só pra mim msm entao'))).toBeGreaterThan(-2);
    expect(sentimentOf(normalize('de novo isso 🙄'))).toBeLessThanOrEqual(-2);
  });

  it('a booking for someone else, put aside while they choose, is taken up in their name', async () => {
    const { out, agenda } = await talk(
      [
        'corte pro meu filho Theo sabado de manha',
        'deixa eu perguntar pra ele qual prefere e te falo',
        'ele disse que 10h é melhor, pode marcar pra ele',
      ],
      { calendars: ['c1', 'c2'] },
    );
    expect(out[1]).toMatch(/não marquei nada/);
    expect(agenda.schedules.at(-1)).toMatchObject({ service_id: 's4', display_name: 'Theo', start_at: new Date('2025-11-29T13:00:00Z') });
  });

  it('"meu corte e o do meu filho Theo (7 anos)… no mesmo horário" is a party of two, at once', async () => {
    const party = readParty(
      'queria marcar meu corte e o do meu filho Theo (7 anos) pra sabado de manha, de preferencia no mesmo horario',
      BARBERSHOP_SERVICES,
    );
    expect(party).toMatchObject({ names: [null, 'Theo'], together: true });
    expect(party!.services.map((x) => x.title)).toEqual(['Corte masculino', 'Corte infantil']);
    const { out } = await talk(
      ['queria marcar meu corte e o do meu filho Theo (7 anos) pra sabado de manha, de preferencia no mesmo horario'],
      {
        calendars: ['c1', 'c2'],
      },
    );
    expect(out[0]).toMatch(/\*Corte masculino\* para você às (\d\d:\d\d) com \*\w+\* e \*Corte infantil\* para \*Theo\* às \1/);
  });
});
