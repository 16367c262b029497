// How a long voice note is read: a count of weeks is no time, a reason ends where a demand starts, a "não"
// inside a reason corrects nothing, "que vem" beside the same weekday ruled out is the week after, and a
// yes to book the time shown is no yes to the waiting list.
import { describe, expect, it } from 'vitest';
import { parseTimePref } from './dates.js';
import { servicesAsCorrected } from './corrected-services.js';
import { normalize } from './text.js';
import { TALK_NOW } from './test-talk.js';
import { BARBERSHOP_SERVICES } from './test-fixtures.js';

const TZ = 'America/Sao_Paulo';
const pref = (said: string) => parseTimePref(normalize(said), TALK_NOW, TZ);

describe('reading the day and time of a voice note', () => {
  it('"faz umas duas semanas" counts weeks, it is no 14:00', () => {
    expect(pref('ela ta com tosse ja faz umas duas semanas')).toEqual({});
    expect(pref('umas duas da tarde').exact_min).toBe(14 * 60);
  });
  it('a reason ends where a demand starts ("porque ela é mulher… e tem que ser de manhã")', () => {
    const p = pref('com a doutora porque ela e mulher e minha mae fica mais a vontade e tem que ser de manha, pode ser sexta');
    expect(p).toMatchObject({ date: '2025-11-28', from_min: 5 * 60, to_min: 12 * 60 });
  });
  it('"essa sexta não vou conseguir, sexta que vem às 15h" is the Friday of the week after', () => {
    expect(pref('essa sexta n vou conseguir. sexta q vem as 15h')).toEqual({ date: '2025-12-05', exact_min: 15 * 60 });
  });
});

describe('a day corrected in a voice note', () => {
  it('the reason given for a day ruled out ends where another day is said ("quinta não dá que eu tenho futebol sexta…")', () => {
    const p = pref('pra quinta nao pera quinta nao da que eu tenho futebol sexta sexta feira as tres e meia da tarde se tiver com o dudu');
    expect(p).toMatchObject({ date: '2025-11-28', exact_min: 15 * 60 + 30 });
    // The same day again stays inside the reason: nothing is asked for.
    expect(pref('sexta nao da porque eu trabalho sexta')).toEqual({ avoid_dows: [5] });
  });
  it('the week said before a corrected weekday is still the week ("semana que vem quarta, não, pera, quinta")', () => {
    const p = pref('na semana que vem ne quarta feira nao pera quarta eu tenho academia cedo quinta quinta feira de manha tipo oito horas');
    expect(p).toMatchObject({ date: '2025-12-04', exact_min: 8 * 60 });
  });
});

describe('two times said one after the other', () => {
  it('"umas cinco, cinco e meia" asks 17h first and keeps 17h30 for when 17h is taken', () => {
    expect(pref('quarta la pro fim da tarde tipo umas cinco cinco e meia')).toMatchObject({ exact_min: 17 * 60, alt_min: 17 * 60 + 30 });
    expect(pref('quarta as 17h').alt_min).toBeUndefined();
  });
});

describe('days and parts of the day the client rules out', () => {
  it('"semana que vem, qualquer dia menos terça" keeps the week and never the Tuesday', () => {
    expect(pref('quero semana que vem qualquer dia menos terca')).toMatchObject({
      date: '2025-12-01',
      date_to: '2025-12-07',
      avoid_dows: [2],
    });
  });
  it('"dia 29 de tarde" is the afternoon of the 29th, not 12h', () => {
    expect(pref('corte dia 29 de tarde com o marcao')).toMatchObject({ date: '2025-11-29', from_min: 12 * 60, to_min: 18 * 60 });
  });
  it('"amanhã à tarde, de manhã tô no futebol" is the afternoon', () => {
    expect(pref('amanha a tarde, de manha to no futebol')).toMatchObject({ date: '2025-11-28', from_min: 12 * 60 });
  });
});

describe('a "não" inside a reason', () => {
  it('corrects nothing: both services stay ("porque não adianta fazer a barba antes")', () => {
    const said = 'quero corte e barba, o corte primeiro porque nao adianta fazer a barba antes';
    expect(servicesAsCorrected(said, BARBERSHOP_SERVICES)).toBe(said);
  });
});
