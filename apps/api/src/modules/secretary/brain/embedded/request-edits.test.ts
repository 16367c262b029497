import { describe, expect, it } from 'vitest';
import { keptClauses, withoutDroppedServices } from './request-edits.js';
import { BARBERSHOP_SERVICES } from './test-fixtures.js';
import { visitTotal } from './answers.js';
import { pricedTogether } from './priced-visit.js';

const SALON = [
  { ...BARBERSHOP_SERVICES[0]!, id: 'esc', title: 'Escova' },
  { ...BARBERSHOP_SERVICES[0]!, id: 'hid', title: 'Hidratação' },
  { ...BARBERSHOP_SERVICES[0]!, id: 'unh', title: 'Manicure' },
];

describe('a service the client takes out of the request', () => {
  it('is gone from every place the message names it', () => {
    const r = withoutDroppedServices('queria escova e uma hidratação na sexta... ah não, esquece a hidratação, só a escova mesmo', SALON);
    expect(r.dropped).toEqual(['hid']);
    expect(r.text).not.toMatch(/hidrata/i);
    expect(r.text).toMatch(/escova/);
  });

  it('leaves the proposal’s other service when "tira" names one of it', () => {
    const r = withoutDroppedServices('tira a hidratação, so escova msm, as 15h', SALON, ['esc', 'hid']);
    expect(r.dropped).toEqual(['hid']);
    expect(r.text).toMatch(/escova/);
  });

  it('"só a escova mesmo" keeps one service of several', () => {
    expect(withoutDroppedServices('escova e manicure? não, só a escova mesmo', SALON).dropped).toEqual(['unh']);
  });

  it('is no drop when nothing else is being booked ("tira a hidratação" about a booked one is a cancel)', () => {
    expect(withoutDroppedServices('tira a hidratação de sexta', SALON).dropped).toEqual([]);
    expect(withoutDroppedServices('sem pressa, quero escova sexta', SALON).dropped).toEqual([]);
  });
});

describe('the appointment the client keeps', () => {
  it('is not part of what to cancel', () => {
    expect(keptClauses('preciso desmarcar a fisio de quarta que vem, a nutri eu mantenho')).toEqual({
      rest: 'preciso desmarcar a fisio de quarta que vem',
      kept: 'a nutri eu mantenho',
    });
  });

  it('"o de sexta, fico com o de sábado": sexta is the one', () => {
    expect(keptClauses('o de sexta, fico com o de sábado').rest).toBe('o de sexta');
  });

  it('a clause that also moves or cancels is not a keeping one', () => {
    expect(keptClauses('cancela o de sexta e pode deixar o de sábado').rest).toBe('cancela o de sexta');
    expect(keptClauses('passa pra sexta e mantém o horário').kept).toBe('');
  });
});

describe('in a conversation', () => {
  it('a short part after a comma is part of the request ("sexta, 9h")', async () => {
    const { talk } = await import('./test-talk.js');
    const { out } = await talk(['quero marcar um corte, sexta, 9h']);
    expect(out[0]).toMatch(/agendado para sexta-feira, 28\/11, às 09:00/);
  });

  it('"ela se chama Dona Lurdes" is the name of who the booking is for, not a request for the owner', async () => {
    const { talk } = await import('./test-talk.js');
    const { actions, out } = await talk(['quero marcar um corte pra minha mãe, ela se chama Dona Lurdes, sexta 10h']);
    expect(actions[0]!.map((a) => a.type)).not.toContain('transfer_to_human');
    expect(out[0]).toMatch(/Lurdes/);
  });
});

describe('questions asked beside a request', () => {
  it('"e vcs aceitam pix?" after a booking is answered too', async () => {
    const { talk } = await import('./test-talk.js');
    const { out } = await talk(['quero marcar corte sexta 10h e vcs aceitam pix?']);
    expect(out[0]).toMatch(/Pix, cartão e dinheiro/);
    expect(out[0]).toMatch(/10:00/);
  });

  it('"quanto fica" asks the price, not where the shop is', async () => {
    const { talk } = await import('./test-talk.js');
    const address = { id: 'f2', question: 'Onde fica a barbearia?', answer: 'Ficamos na Rua das Flores, 120.' };
    const { out } = await talk(['quanto fica o corte?'], { faqs: [address] });
    expect(out[0]).toMatch(/R\$\s?45,00/);
    expect(out[0]).not.toMatch(/Rua das Flores/);
  });

  it('"que horas vcs abrem" is the opening hours', async () => {
    const { talk } = await import('./test-talk.js');
    const { out } = await talk(['que horas vcs abrem sábado?']);
    expect(out[0]).toMatch(/9h/);
  });
});

describe('the price of a visit', () => {
  it('sums the services asked for together, never with a combo among them', () => {
    const priced = SALON.map((x, i) => ({ ...x, price_type: 'fixed' as const, price: [6000, 8000, 3500][i]!, duration_in_minutes: 60 }));
    expect(visitTotal([priced[0]!, priced[2]!], 'quanto fica tudo?', 'BRL')).toMatch(/No total, fica R\$\s?95,00/);
    expect(visitTotal([priced[0]!, priced[2]!], 'quanto fica tudo e quanto tempo demora?', 'BRL')).toMatch(/2 horas/);
    expect(visitTotal([priced[0]!, priced[2]!], 'quanto custa cada um?', 'BRL')).toBe('');
    expect(visitTotal(pricedTogether([...BARBERSHOP_SERVICES.slice(0, 3)]), 'quanto fica tudo?', 'BRL')).toBe('');
  });
});

describe('a visit narrowed to one of its services', () => {
  it('"ah não, só a barba" keeps the time the visit was proposed for, and a yes books it', async () => {
    const { talk } = await import('./test-talk.js');
    const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };
    const { out, actions } = await talk(
      ['quero um corte infantil e uma barba sábado 9h', 'ah nao, so a barba, o infantil fica pra outro dia', 'isso'],
      confirming,
    );
    expect(out[1]).toMatch(/Posso confirmar \*Barba\*.*sábado, 29\/11, às 09:00/);
    expect(actions[2]!.map((a) => a.type)).toEqual(['book']);
  });
});

describe('a voice note that asks and defers', () => {
  it('answers the question and waits for the day ("uma dúvida… mas ainda não sei o dia, vou ver com meu marido")', async () => {
    const { talk } = await import('./test-talk.js');
    const fasting = { id: 'f3', question: 'Precisa de jejum para a barba?', answer: 'Não precisa de jejum.' };
    const { out, actions } = await talk(
      [
        'uma duvida precisa de jejum pra barba ne porque eu queria marcar pra semana que vem mas ainda nao sei o dia vou ver com meu marido',
      ],
      { faqs: [fasting] },
    );
    expect(out[0]).toContain('Não precisa de jejum.');
    expect(out[0]).toMatch(/Quando decidir/);
    expect(out[0]).not.toMatch(/\d{2}:\d{2}/);
    expect(actions[0]!.map((a) => a.type)).not.toContain('book');
  });
});

describe('a professional named with a title', () => {
  it('"fisioterapia com o doutor Ricardo" names one service, never a consulta for "doutor"', async () => {
    const { mentionedServices } = await import('./match.js');
    const { normalize } = await import('./text.js');
    const svc = (id: string, title: string) => ({
      id,
      title,
      description: null,
      duration_in_minutes: 30,
      price_type: 'fixed' as const,
      price: 1,
      price_max: null,
      synonyms: [],
    });
    const services = [svc('a', 'Consulta clínica geral'), svc('c', 'Sessão de fisioterapia')];
    const said = normalize('queria marcar fisioterapia com o doutor ricardo na quarta as tres da tarde');
    expect(mentionedServices(said, services).map((s) => s.title)).toEqual(['Sessão de fisioterapia']);
  });
});
