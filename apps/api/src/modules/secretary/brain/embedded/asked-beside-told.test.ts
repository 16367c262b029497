// What a message tells or only prices beside what it asks: a cancel told in the past tense ("meu marido
// cancelou o dele") is no request; a service only priced ("e quanto tá o corte de criança?") is not the one
// booked; "o dele vejo depois" puts off someone else's part while the client's own is on the table.
import { describe, expect, it } from 'vitest';
import { withoutPricedAside } from './corrected-services.js';
import { deferredClausesOf } from './deferred-clauses.js';
import { detectIntents } from './intents.js';
import { matchService } from './match.js';
import { normalize } from './text.js';
import { BARBERSHOP_SERVICES } from './test-fixtures.js';

describe('a cancel told, not asked', () => {
  it('the past tense is no cancel; "cancela", "quero cancelar", "desmarca" are', () => {
    for (const m of ['meu marido cancelou a consulta dele', 'desmarcou sozinho?', 'ela cancelou o dela'])
      expect(detectIntents(normalize(m)).cancel, m).toBe(false);
    for (const m of ['cancela meu horario', 'quero cancelar', 'desmarca pra mim']) expect(detectIntents(normalize(m)).cancel, m).toBe(true);
  });
});

describe('a service only priced beside the one asked', () => {
  it('"corte pra mim sábado 10h. e quanto tá o corte de criança? meu filho tem 4 anos" books the corte', () => {
    const text = withoutPricedAside(
      'queria marcar um corte pra mim sabado 10h. e quanto ta o corte de crianca? meu filho tem 4 anos',
      BARBERSHOP_SERVICES,
    );
    expect(matchService(normalize(text), BARBERSHOP_SERVICES)?.service.title).toBe('Corte masculino');
    // A price alone keeps its service.
    expect(withoutPricedAside('quanto ta o corte de crianca?', BARBERSHOP_SERVICES)).toBe('quanto ta o corte de crianca?');
  });
});

describe('"o dele vejo depois"', () => {
  it("puts off someone else's part only when nothing on the table is in another person's name", () => {
    expect(deferredClausesOf('blz, o dele vejo depois. o meu pode confirmar', true).rest).toBe('blz, o meu pode confirmar');
    expect(deferredClausesOf('blz, o dele vejo depois. o meu pode confirmar', false).rest).toBe(
      'blz, o dele vejo depois. o meu pode confirmar',
    );
    expect(deferredClausesOf('sim. o meu eu vejo depois', true).rest).toBe('sim. o meu eu vejo depois');
  });
});
