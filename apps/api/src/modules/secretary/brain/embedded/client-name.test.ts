// The name a client gives in passing, and the relatives they only speak of.
import { describe, expect, it } from 'vitest';
import { extractName } from './intents.js';
import { bookingFor } from './people.js';

describe('extractName', () => {
  it('drops the honorific and stops before the filler', () => {
    expect(extractName('bom dia ana aqui é a dona cida ne eu queria marcar', false)).toBe('Cida');
    expect(extractName('aqui é o seu Antônio, tudo bem?', false)).toBe('Antônio');
    expect(extractName('meu nome é Ana Paula da Silva', false)).toBe('Ana Paula da Silva');
  });
});

describe('bookingFor', () => {
  it('is nobody when the relative is the one who speaks', () => {
    expect(bookingFor('queria uma consulta pra mim que a minha filha falou que ele é muito bom')).toBeNull();
    expect(bookingFor('meu marido Carlos indicou vocês')).toBeNull();
  });
  it('is the relative the booking is for', () => {
    expect(bookingFor('quero marcar um corte pro meu filho Davi')).toEqual({ name: 'Davi', relation: 'filho' });
  });
});
