// Two people in one message: who each service is for, and whether at the same time.
import { describe, expect, it } from 'vitest';
import { readParty } from './party.js';
import { bookingFor } from './people.js';
import { BARBERSHOP_SERVICES } from './test-fixtures.js';
import { talk } from './test-talk.js';

// The eval businesses' setting (every write proposed first), with the fixture team's calendars.
const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };

const read = (text: string) => {
  const p = readParty(text, BARBERSHOP_SERVICES);
  return p && { services: p.services.map((s) => s.title), names: p.names, together: p.together };
};

describe('readParty', () => {
  it('reads "p mim e p meu filho" as "pra", and a day after the relation ("filho sab") as no name', () => {
    expect(read('qria marcar corte p mim e p meu filho sab as 10h ao msm tempo')).toEqual({
      services: ['Corte masculino', 'Corte infantil'],
      names: [null, 'Filho'],
      together: true,
    });
    expect(read('qria marcar corte p mim e p meu filho joao (6 anos) sab as 10h, os 2 ao msm tempo se der')?.names).toEqual([null, 'Joao']);
    // The one-letter "p" before anything else names nobody.
    expect(read('qria p marcar um corte sab as 10h')).toBeNull();
  });
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
  it('reads whose each service is from the clauses\' subjects ("eu …, e ele …")', () => {
    expect(read('qria marcar pra mim e pro meu filho Enzo sabado: eu corte e barba as 14h e ele corte infantil as 15h')).toEqual({
      services: ['Corte + Barba', 'Corte infantil'],
      names: [null, 'Enzo'],
      together: false,
    });
    // A pronoun that is the professional, not a person of the party, names no service of its own.
    expect(read('quero corte pra mim e pro meu filho Enzo com o dudu, ele ta ai sabado?')).toMatchObject({ names: [null, 'Enzo'] });
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

describe('a party where each person says their own time and professional', () => {
  const CONFIRMING = { calendars: ['c1', 'c2'], settings: { is_assistant_schedule_entry_confirm: true } };
  const proposal = async (message: string) => (await talk([message], CONFIRMING)).out[0]!.split('\n').at(-1);

  it('gives each part its own time and the professional named in its own clause only', async () => {
    expect(await proposal('qria marcar pra mim e pro meu filho Enzo sabado: eu corte as 10h e ele corte infantil as 14h com o dudu')).toBe(
      'Consigo no sábado, 29/11: *Corte masculino* para você às 10:00 com *Dudu* e *Corte infantil* para *Enzo* às 14:00 com *Dudu*. Posso confirmar?',
    );
    expect(
      await proposal('qria marcar pra mim e pro meu filho Enzo sabado: eu corte as 14h com o marcos e ele corte infantil as 14h30'),
    ).toBe(
      'Consigo no sábado, 29/11: *Corte masculino* para você às 14:00 com *Marcos* e *Corte infantil* para *Enzo* às 14:30 com *Dudu*. Posso confirmar?',
    );
  });
  it('still seats two people at once when they ask for one time together', async () => {
    expect(await proposal('corte pra mim e barba pro meu irmao Lucas, sabado as 15h, os dois juntos')).toBe(
      'Consigo no sábado, 29/11: *Corte masculino* para você às 15:00 com *Marcos* e *Barba* para *Lucas* às 15:00 com *Dudu*. Posso confirmar?',
    );
  });
  it('makes a party of a booking for someone else when the client adds their own "no mesmo horário"', async () => {
    const { out, actions, agenda } = await talk(
      ['corte pro meu filho Pedro de 8 anos sabado 9h', 'e eu aproveito e corto tb, msm horario c o outro barbeiro, da?', 'fechou os 2'],
      CONFIRMING,
    );
    expect(out[1]).toMatch(/\*Corte infantil\* para \*Pedro\* às 09:00 com \*(Dudu|Marcos)\* e \*Corte masculino\* para você às 09:00/);
    expect(actions[1]?.filter((a) => a.type === 'book')).toEqual([]);
    const booked = agenda.schedules.filter((s) => s.status !== 'canceled');
    expect(booked.map((s) => s.display_name).sort()).toEqual([null, 'Pedro'].sort());
    expect(new Set(booked.map((s) => s.calendar_id)).size).toBe(2);
  });
});

describe('a child added after the client’s own appointment', () => {
  it('gets the children’s service and the name given for them', async () => {
    const { out, actions, agenda } = await talk(
      [
        'meu filho tambem quer cortar, ele tem sete anos, tem como encaixar ele logo depois de mim?',
        'o nome dele é Theo',
        'isso, pode marcar',
      ],
      {
        settings: { is_assistant_schedule_entry_confirm: true },
        calendars: ['c1', 'c2'],
        had: [{ serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-11-29T12:00:00Z') }],
      },
    );
    expect(out[0]).toMatch(/Corte infantil/);
    expect(out[1]).toMatch(/Theo/);
    expect(actions[1]).toEqual([]);
    expect(actions[2]?.map((a) => a.type)).toEqual(['book']);
    expect(agenda.schedules.at(-1)).toMatchObject({ service_id: 's4', display_name: 'Theo' });
  });
});

describe('a relative named as "moleque", and "no nome do Theo"', () => {
  it('reads the name after any relation of the lexicon, and a name given "no nome do"', () => {
    expect(bookingFor('queria marcar um corte pro meu moleque, o Theo, tem 6 anos')).toMatchObject({ name: 'Theo', relation: 'moleque' });
    expect(bookingFor('fechado, no nome do theo ta')?.name).toBe('Theo');
  });
  it('"fechado, no nome do theo ta" books in Theo’s name, with no answer about opening hours', async () => {
    const { out, actions, agenda } = await talk(
      ['opa, queria marcar um corte pro meu moleque, o Theo, tem 6 anos. sábado 10h tem?', 'fechado, no nome do theo ta'],
      confirming,
    );
    expect(actions[0]).toEqual([]);
    expect(out[1]).not.toMatch(/Atendemos/);
    expect(actions[1]?.map((a) => a.type)).toEqual(['book']);
    expect(agenda.schedules.at(-1)).toMatchObject({ service_id: 's4', display_name: 'Theo' });
  });
});

describe('a friend named by a word of everyday speech', () => {
  it('"na vdd é pro meu parceiro Caio, pode ser no nome dele?" puts the booking in Caio’s name', async () => {
    const { out, actions, agenda } = await talk(
      [
        'marca um corte pra mim sabado 15h?',
        'pera, na vdd é pro meu parceiro Caio, eu corto outro dia. pode ser no nome dele?',
        'isso ai, confirma',
      ],
      confirming,
    );
    // (The proposal's wording, with the name, is the safety layer's; the eval checks it.)
    expect(out[1]).toMatch(/Posso confirmar/);
    expect(actions[1]).toEqual([]);
    expect(actions[2]?.map((a) => a.type)).toEqual(['book']);
    expect(agenda.schedules.at(-1)).toMatchObject({ display_name: 'Caio' });
  });
});
