// What the probe43 set found: "vo ve c as meninas … e te dou um toque" was taken as a yes; "amanhã cedo tenho
// reunião… quarta que vem, 17h tem?" proposed tomorrow; "quinta ou sexta" lost the second day; "qnd ele tem no
// sábado?" kept the 10h said before.
import { describe, expect, it } from 'vitest';
import { agreementOf } from '../../consent.js';
import { parseTimePref } from './dates.js';
import { mergePref } from './merge-pref.js';
import { normalize } from './text.js';

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
});
