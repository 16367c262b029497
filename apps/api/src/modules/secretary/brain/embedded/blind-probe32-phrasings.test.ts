// What the probe32 set found (session 34): a question about another service leaves the proposal on the table, a time
// the client is busy at is never the time asked, and the time asked is kept with someone else when the one named is busy.
import { describe, expect, it } from 'vitest';
import { parseTimePref } from './dates.js';
import { detectIntents } from './intents.js';
import { plainIdioms } from './idioms.js';
import { talk } from './test-talk.js';
import { normalize } from './text.js';

const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };
const TZ = 'America/Sao_Paulo';
const booked = (agenda: Awaited<ReturnType<typeof talk>>['agenda']) =>
  agenda.schedules.filter((s) => s.status !== 'canceled').map((s) => `${s.service_title} ${s.start_at.toISOString()} ${s.calendar_id}`);

describe('a question beside the proposal on the table', () => {
  it('"quanto tá a barba?" while a corte is proposed: the price, and the corte proposed again', async () => {
    const { out, agenda } = await talk(['corte com o dudu amanha 10h', 'quanto ta a barba?', 'pode marcar'], confirming);
    expect(out[1]).toContain('R$ 30,00');
    expect(out[1]).toMatch(/\*Corte masculino\*.*28\/11, às 10:00/s);
    expect(booked(agenda)).toEqual(['Corte masculino 2025-11-28T13:00:00.000Z c1']);
  });

  it('"o marcos faz barba?" while a corte with Dudu is proposed: yes, and the corte stays', async () => {
    const { out, agenda } = await talk(['corte com o dudu amanha 10h', 'o marcos faz barba?', 'pode marcar'], confirming);
    expect(out[1]).toMatch(/Faz sim! \*Marcos\* atende \*Barba\*/);
    expect(out[1]).toMatch(/\*Corte masculino\*.*28\/11, às 10:00/s);
    expect(booked(agenda)).toEqual(['Corte masculino 2025-11-28T13:00:00.000Z c1']);
  });

  it('"ele faz barba tb ne? fica pra proxima": the question answered, nothing added to the visit', async () => {
    const { out, agenda } = await talk(['corte com o dudu amanha 10h', 'ele faz barba tb ne? fica pra proxima', 'pode marcar'], confirming);
    expect(out[1]).toMatch(/\*Dudu\* atende \*Barba\*/);
    expect(out[1]).not.toMatch(/em seguida/);
    expect(booked(agenda)).toEqual(['Corte masculino 2025-11-28T13:00:00.000Z c1']);
  });

  it('"ele faz barba tb?" without a put-off still adds it to the visit proposed', async () => {
    const { out } = await talk(['corte com o dudu amanha 10h', 'ele faz barba tb?'], confirming);
    expect(out[1]).toMatch(/em seguida \*Barba\*/);
  });
});

describe('a time the client is busy at', () => {
  const now = new Date('2026-03-03T18:00:00Z'); // Tuesday 15:00 in São Paulo
  const read = (m: string) => parseTimePref(normalize(m), now, TZ);

  it('"15h eu to no trampo ainda. tem 17h?" asks 17:00', () => {
    expect(read('ah nao pera kkkk 15h eu to no trampo ainda. tem 17h?').exact_min).toBe(17 * 60);
  });

  it('"tenho dentista sexta as 9h30, consegue passar pra 11h?" asks Friday 11:00', () => {
    expect(read('aaa pera, esqueci q tenho dentista sexta as 9h30 consegue passar pra 11h?')).toMatchObject({
      date: '2026-03-06',
      exact_min: 11 * 60,
    });
  });

  it('"quarta a tarde fica dificil pq trabalho... quinta de manha tem?" asks Thursday morning', () => {
    const pref = read('hmm quarta a tarde fica dificil pq trabalho... quinta de manha tem?');
    expect(pref.date).toBe('2026-03-05');
    expect(pref.to_min).toBe(12 * 60);
  });

  it('"putz 11h eu tenho reuniao… pode ser quarta 15:30 msm" asks 15:30', () => {
    expect(read('putz 11h eu tenho reuniao. pensando bem, pode ser quarta 15:30 msm').exact_min).toBe(15 * 60 + 30);
  });

  it('"10h fica ruim pq levo as crianca na escola" asks no time', () => {
    expect(read('hmm 10h fica ruim pq levo as crianca na escola').exact_min).toBeUndefined();
  });

  it('"e terça de manhã?" said on a Tuesday afternoon is next Tuesday', () => {
    expect(read('e terça de manha?').date).toBe('2026-03-10');
    expect(read('e terça 17h?').date).toBe('2026-03-03');
  });
});

describe('the time asked, with the professional named busy then', () => {
  const busy = [{ serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-11-28T14:00:00Z') }];

  it('a new time asked to a proposal with Dudu, who is busy then: Marcos at that time, proposed and said so', async () => {
    const { out, agenda } = await talk(
      ['corte com o dudu amanha 10h', 'pera, tenho dentista 9h30, consegue passar pra 11h?', 'pode ser com ele sim'],
      {
        ...confirming,
        busy,
      },
    );
    expect(out[1]).toMatch(/Com \*Dudu\* às 11:00 não tenho vaga 😕, mas \*Marcos\* está livre nesse horário/);
    expect(out[1]).toMatch(/\*Corte masculino\*.*28\/11, às 11:00/s);
    expect(booked(agenda)).toContain('Corte masculino 2025-11-28T14:00:00.000Z c2');
  });

  it('asked first ("corte com o dudu amanhã 11h"), Dudu busy: his own nearest times, nobody else', async () => {
    const { out } = await talk(['corte com o dudu amanha 11h'], { ...confirming, busy });
    expect(out[0]).not.toMatch(/Marcos/);
  });
});

describe('who the booking is for', () => {
  it('"não é pra mim é pra minha mãe": one booking, for the mother, whose name is asked', async () => {
    const { out } = await talk(['tem horario amanha de manha pra barba? nao é pra mim é pra meu pai']);
    expect(out[0]).not.toMatch(/seguid/);
  });

  it('"pode marcar no nome dela pfv, aparecida souza" with the yes: the name goes on the booking', async () => {
    const { out, agenda } = await talk(
      ['barba amanha 10h pra minha mae', 'pode ser sim, pode marcar no nome dela pfv, aparecida souza', 'sim'],
      confirming,
    );
    expect(out[2]).toContain('Aparecida Souza');
    expect(agenda.schedules.map((s) => s.display_name)).toEqual(['Aparecida Souza']);
  });
});

describe('words that ask for something else', () => {
  it('"aproveitar p passar na nutri no msm dia" is a visit, no move', () => {
    const it1 = detectIntents(normalize('quero fazer limpeza de pele e aproveitar p passar na nutri no msm dia'));
    expect(it1.reschedule).toBe(false);
    expect(detectIntents(normalize('da pra passar no mesmo horario pra sexta?')).reschedule).toBe(true);
  });

  it('"quero falar com a dona do salao, passa meu numero pra ela" asks for a person, not the address', async () => {
    const address = { id: 'f9', question: 'Onde fica o salão?', answer: 'Estamos na Rua X, 10.' };
    const { out } = await talk(['quero falar com a dona do salao, passa meu numero pra ela'], { faqs: [address] });
    expect(out[0]).not.toContain('Rua X');
    expect(out[0]).toMatch(/alguém da nossa equipe/);
  });
});

describe('the client’s own appointment, and one for someone else', () => {
  // A Corte masculino held on Friday 28/11 at 10:00 with Dudu (c1).
  const had = [{ serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-11-28T13:00:00Z') }];

  it('"queria marcar pro meu filho tb, o theo, logo dps do meu": his own version, right after, in his name', async () => {
    const { out, agenda } = await talk(
      ['eu tenho corte sexta com o dudu ne? queria marcar pro meu filho tb, o theo, no msm dia logo dps do meu', 'isso, pode ser'],
      { ...confirming, had },
    );
    expect(out[0]).toMatch(/28\/11/);
    expect(out[0]).toMatch(/\*Corte infantil\* às 10:30/);
    const theirs = agenda.schedules.find((s) => s.display_name === 'Theo');
    expect(theirs?.service_title).toBe('Corte infantil');
    expect(theirs?.start_at.toISOString()).toBe('2025-11-28T13:30:00.000Z');
  });

  it('"queria marcar pro meu pai tb, o carlos, logo dps do meu": the same service, right after, in his name', async () => {
    const { out, agenda } = await talk(
      ['eu tenho corte sexta com o dudu ne? queria marcar pro meu pai tb, o carlos, no msm dia logo dps do meu', 'isso, pode ser'],
      { ...confirming, had },
    );
    expect(out[0]).toMatch(/\*Corte masculino\*.*28\/11.*10:30/s);
    const theirs = agenda.schedules.find((s) => s.display_name === 'Carlos');
    expect(theirs?.service_title).toBe('Corte masculino');
    expect(theirs?.start_at.toISOString()).toBe('2025-11-28T13:30:00.000Z');
  });

  it('"isso, as duas da semana q vem. a do dia 17 pode manter": the cancel of both goes on, the 17th stays', async () => {
    const two = [
      { serviceId: 's2', calendarId: 'c1', startAt: new Date('2025-12-02T13:00:00Z') },
      { serviceId: 's2', calendarId: 'c1', startAt: new Date('2025-12-04T13:00:00Z') },
      { serviceId: 's2', calendarId: 'c1', startAt: new Date('2025-12-09T13:00:00Z') },
    ];
    const { out } = await talk(
      ['nao vou conseguir ir na barba semana q vem, pode cancelar', 'isso, as duas da semana q vem. a do dia 9 pode manter'],
      {
        ...confirming,
        had: two,
      },
    );
    expect(out[1]).toMatch(/continua terça-feira, 09\/12/);
    expect(out[1]).not.toMatch(/não cancelei nada/);
    expect(out[1]).toMatch(/cancelar os dois/);
  });
});

describe('a goodbye, and arriving early, ask for no time', () => {
  it('"Valeu, até amanhã" and "ok vo chega cedo entao kkk obg" leave the proposal as it was', async () => {
    const { out, agenda } = await talk(['corte com o dudu amanha 10h', 'Valeu, até amanhã', 'ok vo chega cedo entao kkk obg'], confirming);
    expect(out[1]).not.toMatch(/10:30|09:|08:/);
    expect(out[2]).not.toMatch(/Tenho livre|08:00/);
    expect(agenda.schedules).toHaveLength(0);
  });

  it('"tem vaga até sexta?" still asks by when', () => {
    expect(plainIdioms('tem vaga até sexta?')).toBe('tem vaga até sexta?');
  });
});
