// What the probe43 leftovers and the probe44 set found: two days asked ("quinta ou sexta") showed the first
// day alone, and "esse das 10 tá ótimo" wrote it; "tem sexts de manhan?" read no day; "o primeiro horário
// depois das 14" read the early morning; "pensando bem, deixa pra terça" after a write was not understood.
import { describe, expect, it } from 'vitest';
import { agreementOf } from '../../consent.js';
import { bookingFor } from './people.js';
import { readParty } from './party.js';
import { BARBERSHOP_SERVICES, clinicServices } from './test-fixtures.js';
import { parseTimePref } from './dates.js';
import { normalize } from './text.js';
import { talk } from './test-talk.js';
import { whoseCandidate } from './whose-appointment.js';
import { visitServices } from './visit.js';
import { parseOrdinal } from './intents.js';
import { withoutDroppedServices } from './request-edits.js';

const now = new Date('2026-03-04T11:30:00Z'); // Wednesday 04/03/2026, 08:30 in São Paulo
const TZ = 'America/Sao_Paulo';
const read = (message: string) => parseTimePref(normalize(message), now, TZ);
const at = (iso: string) => new Date(iso);

describe('probe44 phrasings', () => {
  it('"sexta ou terça de manhã" lists both days; "esse das 10" asks which day; "o de terça" proposes it', async () => {
    const { out, actions } = await talk(['queria um corte sexta ou terça de manhã, tem?', 'esse das 10 ta otimo', 'o de terça']);
    expect(out[0]).toContain('sexta-feira, 28/11');
    expect(out[0]).toContain('terça-feira, 02/12');
    expect(out[1]).toMatch(/Qual dia/);
    expect(out[2]).toContain('terça-feira, 02/12, às 10:00');
    // (Nothing on the first two: the day was never chosen until "o de terça".)
    expect([...actions[0]!, ...actions[1]!].filter((a) => a.type === 'book')).toEqual([]);
  });

  it('"só o meu. o do meu filho continua" picks the own appointment; "o do meu filho" alone, the child\'s', () => {
    const list = [
      { id: 'a', service_id: 's1', service_title: 'Corte masculino', start_at: '2026-03-07T13:00:00Z', status: 'scheduled' },
      { id: 'b', service_id: 's4', service_title: 'Corte infantil', start_at: '2026-03-07T13:30:00Z', status: 'scheduled' },
    ];
    expect(whoseCandidate(list, normalize('so o meu. o do meu filho continua q a mae dele vai levar ele'))?.id).toBe('a');
    expect(whoseCandidate(list, normalize('cancela o do meu filho'))?.id).toBe('b');
    expect(whoseCandidate(list, normalize('o meu corte'))).toBeNull();
    const named = [list[0]!, { ...list[0]!, id: 'c', display_name: 'Ana' }];
    expect(whoseCandidate(named, normalize('a da minha esposa'))?.id).toBe('c');
  });

  it('"tem alguém às 15h?" while a professional is asked for looks at the rest of the team', async () => {
    const busy = [{ serviceId: 's2', calendarId: 'c1', startAt: at('2025-11-28T18:00:00Z') }];
    const { out, actions } = await talk(['barba com o dudu sexta de tarde', 'tem alguem as 15h?'], { busy, calendars: ['c1', 'c2'] });
    expect(out[1]).toMatch(/Posso confirmar \*Barba\* para sexta-feira, 28\/11, às 15:00\?/);
    // (Someone other than the one asked for: proposed, never booked on the question.)
    expect(actions[1]).toEqual([]);
  });

  it('after a write, "pensando bem, deixa pra terça" moves it; a bare new time is only proposed as a move', async () => {
    const moved = await talk(['corte amanhã às 10h', 'ah pensando bem deixa pra terça que vem']);
    expect(moved.out[1]).toContain('terça-feira, 02/12');
    expect(moved.out[1]).not.toMatch(/não entendi/);
    const bare = await talk(['corte amanhã às 10h', 'terça umas 17h', 'sim']);
    expect(bare.out[1]).toMatch(/^Posso confirmar/);
    expect(bare.actions[1]).toEqual([]);
    expect(bare.actions[2]!.map((a) => a.type)).toEqual(['reschedule']);
  });

  it('a letter slipped to its neighbour key is fixed in a key word; a yes misspelled is a yes', () => {
    expect(normalize('tem sexts de manhan?')).toBe('tem sexta de manha ?');
    expect(normalize('marcao confirmo quintz')).toBe('marcao confirmo quintz');
    const book = { action: 'book' as const, minutes: -1 };
    expect(agreementOf('iso msm pod confima', book)).toBe('agree');
    expect(agreementOf('fechô', book)).toBe('agree');
    expect(agreementOf('eu te confirmo depois', book)).not.toBe('agree');
  });

  it('"o primeiro horário depois das 14" is after 14h, not the early morning; alone it still is', () => {
    expect(read('pode marcar o primeiro horario depois das 14 q vc falou')).toMatchObject({ from_min: 14 * 60 });
    expect(read('pode ser no primeiro horario')).toMatchObject({ to_min: 10 * 60 });
  });

  it('"deixa eu ver com meu marido primeiro" names nobody "Primeiro"', () => {
    expect(bookingFor('hmm deixa eu ver com meu marido primeiro, ja volto')?.name ?? null).toBeNull();
  });

  it('"no msm dia uma depois da outra? sexta?" is Friday, no day 1', () => {
    expect(read('da pra ser no msm dia uma depois da outra? sexta?')).toMatchObject({ date: '2026-03-06' });
    expect(read('pode ser dia um?')).toMatchObject({ date: '2026-03-01', past: true });
  });

  it('"eu e o matheus (meu parça) queremos cortar… no msm horario" is a party of two at once', () => {
    const party = readParty('eu e o matheus (meu parça) queremos cortar sabado 14h, os dois no msm horario, da?', BARBERSHOP_SERVICES);
    expect(party).toMatchObject({ names: [null, 'Matheus'], together: true });
  });

  it('"cortar o cabelo, fazer hidratacao e a sobrancelha" once normalised is still three services', () => {
    const salon = clinicServices(['Corte feminino', 'Hidratação', 'Design de sobrancelha', 'Escova']);
    const said = normalize('eu queria cortar o cabelo, fazer hidratacao e a sobrancelha, tudo no msm dia');
    expect(visitServices(said, salon).map((s) => s.title)).toEqual(['Corte feminino', 'Hidratação', 'Design de sobrancelha']);
  });

  it('"quanto tempo demora?" right after a booking is about it, not a FAQ on another service', async () => {
    const faqs = [{ id: 'f9', question: 'Quanto tempo dura a barba?', answer: 'A barba dura uns 15 dias.' }];
    const { out } = await talk(['corte amanhã às 10h', 'quanto tempo demora mais ou menos? pra eu avisar no trampo'], { faqs });
    expect(out[1]).toContain('Corte masculino');
    expect(out[1]).not.toContain('15 dias');
  });

  it('a visit asked after closing gets the nearest of that day, with the hours said; "o último horário" keeps it', async () => {
    const said = [
      'quero fazer barba e depois corte infantil, terça às 19h30?',
      'entao o ultimo horario q der pra fazer os dois',
      'fechado pode marcar',
    ];
    const { out, actions } = await talk(said, { calendars: ['c1', 'c2'] });
    expect(out[0]).toContain('atendemos até as 19:00, então às 19:30 não consigo');
    expect(out[0]).toContain('terça-feira, 02/12');
    expect(out[1]).toContain('último horário desse dia');
    expect(out[1]).not.toMatch(/Qual serviço/);
    expect(actions[2]!.map((a) => a.type)).toEqual(['book', 'book']);
  });

  it('to a list over several days, "quarta às 13h" names a day, not the fourth time; "pra sexta, o segundo" is the second', () => {
    expect(parseOrdinal('quarta as 13h', 6)).toBeNull();
    expect(parseOrdinal('na quinta', 6)).toBeNull();
    expect(parseOrdinal('quinta nao rola. volta pra sexta entao, o segundo q vc tinha falado', 3)).toBe(1);
    expect(parseOrdinal('a quarta opcao', 6)).toBe(3);
  });

  it('"ainda essa semana" with one time left on its first day also shows the next day\'s; "o primeiro dia" only that day', async () => {
    const busy = [
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
    ].map((t) => ({
      serviceId: 's1',
      calendarId: 'cal-1',
      startAt: at(`2025-11-27T${String(Number(t.slice(0, 2)) + 3).padStart(2, '0')}:${t.slice(3)}:00Z`),
    }));
    const week = await talk(['quero um corte ainda essa semana'], { busy });
    expect(week.out[0]).toContain('quinta-feira, 27/11');
    expect(week.out[0]).toContain('sexta-feira, 28/11');
    const first = await talk(['quero um corte essa semana, o primeiro dia q tiver'], { busy });
    expect(first.out[0]).not.toContain('sexta-feira, 28/11');
  });

  it('"a sobrancelha deixa quieto por enquanto" takes that part out; the one left keeps its own day and time', async () => {
    const salon = clinicServices(['Corte feminino', 'Design de sobrancelha']);
    const said = 'o corte sabado 9h pode marcar. a sobrancelha deixa quieto por enquanto';
    expect(withoutDroppedServices(said, salon, ['k0', 'k1']).dropped).toEqual(['k1']);
    expect(read('o corte sabado 9h pode marcar. quinta eu saio tarde do servico, vejo outro dia')).toMatchObject({ date: '2026-03-07' });
    const { out, actions } = await talk(
      ['corte sexta de manha e barba na terça a tarde', 'o corte sexta 8h pode marcar. a barba fica pra depois'],
      {
        calendars: ['c1', 'c2'],
      },
    );
    expect(out[0]).toContain('terça-feira, 02/12');
    // (This test agenda books a time the client names outright; the eval's companies propose it first.)
    expect(out[1]).toContain('*Corte masculino*');
    expect(out[1]).toContain('sexta-feira, 28/11, às 08:00');
    expect(actions[1]!.filter((a) => a.type === 'book')).toHaveLength(1);
  });
});
