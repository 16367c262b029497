// Services taken back while speaking, and the option named after a self-correction.
import { describe, expect, it } from 'vitest';
import type { TBrainService } from '../types.js';
import { servicesAsCorrected } from './corrected-services.js';
import { parseOrdinal } from './intents.js';
import { matchService } from './match.js';
import { normalize } from './text.js';
import { BARBERSHOP_SERVICES } from './test-fixtures.js';
import { visitServices } from './visit.js';

const svc = (id: string, title: string, synonyms: string[] = []): TBrainService => ({
  ...BARBERSHOP_SERVICES[0]!,
  id,
  title,
  synonyms,
  duration_in_minutes: 60,
});
const SALON = [svc('m', 'Manicure', ['mao', 'unha da mao']), svc('p', 'Pedicure', ['pe', 'unha do pe']), svc('e', 'Escova')];

const asked = (text: string) => {
  const corrected = servicesAsCorrected(text, SALON);
  const visit = visitServices(corrected, SALON);
  return visit.length ? visit.map((s) => s.title) : [matchService(normalize(corrected), SALON)?.service.title];
};

describe('services as corrected', () => {
  it('keeps only the service said after a self-correction', () => {
    expect(asked('manicure pra sexta às dez ah não espera, é o pé que eu quero, pedicure')).toEqual(['Pedicure']);
    expect(asked('escova ou melhor manicure amanhã')).toEqual(['Manicure']);
    // The "só" said before the correction is taken back with the rest.
    expect(asked('queria só a manicure na terça, não, pera, faz o pé também, manicure e pedicure').sort()).toEqual([
      'Manicure',
      'Pedicure',
    ]);
  });
  it('takes out a service the client does at home', () => {
    expect(asked('pé e mão sexta, não, só o pé, a mão eu faço em casa')).toEqual(['Pedicure']);
  });
  it('reads no request in "the one who did my X"', () => {
    expect(asked('escova com a mesma menina que fez minha manicure, sexta 10h')).toEqual(['Escova']);
  });
  it('reads no request in who said something ("o médico falou")', () => {
    expect(asked('a manicure falou que eu tenho que fazer escova, tem sexta?')).toEqual(['Escova']);
  });
  it('keeps both when nothing is corrected, and a reason names no service', () => {
    expect(asked('manicure e pedicure sexta às dez')).toEqual(['Manicure', 'Pedicure']);
    expect(asked('escova amanhã, nove não que eu levo meu filho na escola')).toEqual(['Escova']);
  });
});

describe('an option named after a self-correction', () => {
  it('is the one picked', () => {
    expect(parseOrdinal('o primeiro. ah nao pera, o segundo e melhor', 3)).toBe(1);
    expect(parseOrdinal('o segundo', 3)).toBe(1);
    expect(parseOrdinal('o primeiro', 3)).toBe(0);
  });
});
