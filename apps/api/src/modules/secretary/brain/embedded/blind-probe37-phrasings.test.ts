// What the probe37 set found: a mixed-up confirmation, a yes followed by another request, a time asked "mais tarde"
// right after a confirmation, two people each with their own professional, "juntas" with one professional free, a move
// of two appointments said without "meu", a "bom dia" read as day 2, and a service only asked about beside a booking.
import { describe, expect, it } from 'vitest';
import { agreementOf } from '../../consent.js';
import { forSomeoneElse } from '../../guarded-overlap.js';
import { parseTimePref } from './dates.js';
import { detectIntents } from './intents.js';
import { splitReschedule } from './reschedule-split.js';
import { aboutOwn } from './move-about-own.js';
import { normalize } from './text.js';
import { TALK_NOW, talk } from './test-talk.js';

const tz = 'America/Sao_Paulo';
const two = { calendars: ['c1', 'c2'] };
// Saturday 29/11 10:00 a corte, Wednesday 03/12 14:00 a barba (both the client's, with Dudu).
const corteSatBarbaWed = [
  { serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-11-29T13:00:00Z') },
  { serviceId: 's2', calendarId: 'c1', startAt: new Date('2025-12-03T17:00:00Z') },
];

describe('the client checks their own appointments', () => {
  it('"minha barba de sábado tá confirmada?" when Saturday is the corte: both said back, nothing confirmed', async () => {
    const { out, actions } = await talk(['oi, minha barba de sábado tá confirmada né?'], { ...two, had: corteSatBarbaWed });
    expect(out[0]).toMatch(/Corte masculino.*29\/11.*\n.*Barba.*03\/12/s);
    expect(actions[0]!.some((a) => a.type === 'confirm')).toBe(false);
  });

  it('"sábado é o corte né. e a barba é com quem mesmo?": the barba is said back too', async () => {
    const { out } = await talk(['sábado é o corte né. e a barba é com quem mesmo?'], { ...two, had: corteSatBarbaWed });
    expect(out[0]).toMatch(/Corte masculino — sábado, 29\/11.*\n.*Barba — quarta-feira, 03\/12/s);
  });

  it('"ah tá, então tá tudo certo, deixa tudo como tá" keeps everything', async () => {
    const { out, actions } = await talk(['ah tá, então tá tudo certo, deixa tudo como tá 😘'], { ...two, had: corteSatBarbaWed });
    expect(out[0]).toMatch(/fica tudo como está/);
    expect(actions[0]).toEqual([]);
  });

  it('"show. tem como ser um pouco mais tarde? tipo 11h30" right after the confirmation moves that appointment', async () => {
    const { out, agenda } = await talk(
      ['amanhã tá confirmado meu corte né?', 'show. tem como ser um pouco mais tarde? tipo 11h30', 'pode'],
      {
        ...two,
        had: [{ serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-11-28T13:00:00Z') }],
      },
    );
    expect(out[1]).toMatch(/11:30/);
    expect(agenda.schedules.map((s) => s.start_at.toISOString())).toEqual(['2025-11-28T14:30:00.000Z']);
  });

  it('"tem como ser mais tarde? tipo 11h30": 11:30 is the new time, not the one the appointment is at', () => {
    const text = normalize('show. tem como ser um pouco mais tarde? tipo 11h30');
    expect(splitReschedule(text, TALK_NOW, tz)).toEqual({ oldPref: {}, newPref: { exact_min: 690 } });
  });

  it('"preciso mudar o corte e a barba de sexta pra sábado" speaks of the client\'s own appointments', () => {
    const said = 'oii preciso mudar o corte e a barba de sexta pra sábado, pode ser o mesmo horário?';
    expect(aboutOwn(detectIntents(normalize(said)), said)).toBe(true);
  });
});

describe('a yes and another request in one message', () => {
  it('"Sim, pode cancelar a consulta. A limpeza pode ser às 10h?" agrees to the cancel', () => {
    expect(agreementOf('Sim, pode cancelar a consulta. A limpeza pode ser às 10h?', { action: 'cancel', minutes: -1 })).toBe('agree');
    expect(agreementOf('Sim. Pode cancelar a de sexta?', { action: 'cancel', minutes: -1 })).toBe('none');
  });

  it('"Fechado. E aproveita e marca um pra mim também, logo depois dele, com o Marcos": the first written, the second proposed', async () => {
    // Dudu is free only at 15:00 on Friday 28/11.
    const busy = [13, 13.5, 14, 14.5, 15.5, 16, 16.5, 17, 17.5].map((h) => ({
      serviceId: 's1',
      calendarId: 'c1',
      startAt: new Date(Date.UTC(2025, 10, 28, Math.floor(h) + 3, (h % 1) * 60)),
    }));
    const { out, agenda } = await talk(
      [
        'Preciso marcar uma barba para o meu pai com o Dudu, amanhã à tarde. O nome dele é Pedro.',
        'Fechado. E aproveita e marca um para mim também, logo depois dele, com o Marcos.',
        'Sim, pode marcar.',
      ],
      { ...two, busy },
    );
    expect(out[1]).toMatch(/Barba\* para \*Pedro\*.*15:00.*\n.*Barba\*.*15:30/s);
    const mine = agenda.schedules.filter((s) => s.client_id !== 'someone-else');
    expect(mine.map((s) => [s.start_at.toISOString(), s.calendar_id, s.display_name])).toEqual([
      ['2025-11-28T18:00:00.000Z', 'c1', 'Pedro'],
      ['2025-11-28T18:30:00.000Z', 'c2', null],
    ]);
  });

  it("an appointment booked for someone else is not the client's own second one of that service", () => {
    expect(forSomeoneElse({ display_name: 'Tereza Alves', client: { name: 'Marcos' } })).toBe(true);
    expect(forSomeoneElse({ display_name: 'Marcos', client: { name: 'Marcos' } })).toBe(false);
  });
});

describe('two people at once', () => {
  it('"qro com o dudu e ele pode ser c o marcos": each person with their own professional, at the same time', async () => {
    const { out } = await talk(
      [
        'irmão tem horario amanha cedo pra mim e pro meu irmao? corte os dois. ele chama Diego. qro com o dudu e ele pode ser c o marcos kkkk',
      ],
      two,
    );
    expect(out[0]).toMatch(/para você às 08:00 com \*Dudu\* e \*Corte masculino\* para \*Diego\* às 08:00 com \*Marcos\*/);
  });

  it('"dá pra ser juntos?" with one professional: one after the other, said so', async () => {
    const { out } = await talk(['Oii! Quero marcar barba pra mim e pro meu amigo, sexta à tarde, dá pra ser juntos?'], {
      calendars: ['c1'],
    });
    expect(out[0]).toMatch(/No mesmo horário não tenho dois profissionais livres.*13:00.*13:30/s);
  });

  it('"porque o marcos tá sempre muito cheio" asks for no one but Dudu', async () => {
    const { out, agenda } = await talk(['queria uma barba sábado 9h com o dudu porque o marcos tá sempre muito cheio', 'sim'], {
      ...two,
      settings: { is_assistant_schedule_entry_confirm: true },
    });
    expect(out[0]).toMatch(/Posso confirmar \*Barba\* para sábado, 29\/11, às 09:00/);
    expect(agenda.schedules.map((s) => s.calendar_id)).toEqual(['c1']);
  });
});

describe('what a message says aside', () => {
  it('"bom dia, duas coisas" names no day', () => {
    expect(parseTimePref(normalize('Bom dia! Duas coisas: consigo trocar a barba'), TALK_NOW, tz)).toEqual({});
  });

  it('"…e saber se vcs fazem barba tbm" beside a corte: answered, and only the corte proposed', async () => {
    const { out } = await talk(['oi! queria marcar um corte pra sábado e saber se vcs fazem barba tbm'], two);
    expect(out[0]).toMatch(/Fazemos \*Barba\* sim/);
    expect(out[0]).toMatch(/Corte masculino/);
    expect(out[0]).not.toMatch(/Barba\* (?:às|com|para)/);
  });
});
