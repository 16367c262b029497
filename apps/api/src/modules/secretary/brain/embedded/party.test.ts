// Two people in one message: who each service is for, and whether at the same time.
import { describe, expect, it } from 'vitest';
import { readParty } from './party.js';
import { bookingFor } from './people.js';
import { BARBERSHOP_SERVICES } from './test-fixtures.js';

const read = (text: string) => {
  const p = readParty(text, BARBERSHOP_SERVICES);
  return p && { services: p.services.map((s) => s.title), names: p.names, together: p.together };
};

describe('readParty', () => {
  it('gives each person the service said in their own clause', () => {
    expect(read('quero marcar corte pra mim e barba pro meu irmao Lucas, sabado as 15h, os dois juntos')).toEqual({
      services: ['Corte masculino', 'Barba'],
      names: [null, 'Lucas'],
      together: true,
    });
  });
  it("gives a child the children's version of the one service named", () => {
    expect(read('eu e meu filho queremos cortar sabado as 10, ele chama joão, tem 8 anos')).toEqual({
      services: ['Corte masculino', 'Corte infantil'],
      names: [null, 'João'],
      together: false,
    });
  });
  it('is no party for one person', () => {
    expect(read('quero um corte sabado as 10')).toBeNull();
    expect(read('marca um corte pro meu filho Enzo sabado')).toBeNull();
  });
});

describe('bookingFor', () => {
  it.each([
    ['minha esposa quer fazer unha', null],
    ['o nome dela é Maria Helena', 'Maria Helena'],
    ['queria marcar barba pro meu pai, seu Antônio, terça às 11', 'Antônio'],
    ['corte pro meu filho Pedro sabado 11h, nao pera, pro Enzo', 'Enzo'],
    ['corte infantil pro Miguel amanha 16h, ele é meu sobrinho', 'Miguel'],
  ])('%s → %s', (text, name) => {
    expect(bookingFor(text)?.name ?? null).toBe(name);
  });
});
