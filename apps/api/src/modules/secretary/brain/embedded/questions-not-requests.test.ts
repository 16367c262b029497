// What clients ask or tell that is no request (probe18): "só pra saber, não precisa marcar", "e se fosse 16h
// teria?", "e é com quem?", "dá pra parcelar a coloração?", their own lateness, a story of a past visit.
// Each gets its answer and nothing on the table that a later "tá bom" could write.
import { describe, expect, it } from 'vitest';
import { parseTimePref } from './dates.js';
import { splitReschedule } from './reschedule-split.js';
import { detectIntents } from './intents.js';
import { normalize } from './text.js';
import { talk, TALK_NOW } from './test-talk.js';

const withTeam = { calendars: ['c1', 'c2'], settings: { is_assistant_schedule_entry_confirm: true } };
// Friday 28/11/2025 10:00 in São Paulo, with Dudu.
const corteFriday = { serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-11-28T13:00:00Z') };
const writes = (actions: Array<{ type: string }> | undefined) =>
  (actions ?? []).filter((a) => ['book', 'reschedule', 'cancel', 'confirm'].includes(a.type)).map((a) => a.type);
const pref = (said: string) => parseTimePref(normalize(said), TALK_NOW, 'America/Sao_Paulo');

describe('words of the WhatsApp register', () => {
  it('"qnta feira" and "qrta" are weekdays; "qnt" alone is still "quanto"', () => {
    expect(normalize('qnta feira a tarde')).toBe('quinta feira a tarde');
    expect(normalize('qrta de manha')).toBe('quarta de manha');
    expect(normalize('qnt fica?')).toContain('quanto custa');
  });

  it('"amanhã não dá, sábado mesmo horário?" asks for Saturday; "a hidratação de amanhã não vou conseguir" keeps its day', () => {
    expect(pref('amn n da pq tenho trampo e sabado msm horario?').date).toBe('2025-11-29');
    expect(pref('a hidratacao de amanha nao vou conseguir ir').date).toBe('2025-11-28');
    expect(pref('amanha nao da de manha, so a tarde')).toMatchObject({ date: '2025-11-28', from_min: 12 * 60 });
    expect(pref('quanto ta o corte hoje em dia?').date).toBeUndefined();
  });

  it('a professional called Marcão or Marcos is no "marcar"; a visit told in the past asks for nothing', async () => {
    expect(detectIntents(normalize('eles ja cortaram ai com o marcão')).book).toBe(false);
    expect(detectIntents(normalize('marca com o marcão')).book).toBe(true);
    const r = await talk(['eles ja cortaram ai com o Marcos, ele é bom com criança kkk'], withTeam);
    expect(r.out[0]).not.toMatch(/Posso confirmar|Tenho livre|consigo/i);
  });
});

describe('availability asked, booking declined in the same breath', () => {
  it('"teria horário? só pra saber, não precisa marcar" says the time, and a later "tá bom" writes nothing', async () => {
    const r = await talk(
      ['e se eu quisesse fazer a barba também no mesmo dia teria horário? só pra saber mesmo, não precisa marcar não', 'tá bom'],
      { ...withTeam, had: [corteFriday] },
    );
    expect(r.out[0]).toMatch(/Barba/);
    expect(r.out[0]).toMatch(/Não marquei nada/);
    expect(r.out[0]).not.toMatch(/Posso confirmar/);
    expect(writes(r.actions[1])).toEqual([]);
    expect((await r.agenda.tools.listAppointments('upcoming')).length).toBe(1);
  });

  it('"pode marcar as 11h então" after the time was only told books it; a time that differs does not', async () => {
    const asked = 'teria barba sexta 11h com o dudu? só pra saber, não marca ainda não';
    const r = await talk([asked, 'pronto, pode marcar as 11h com o dudu'], withTeam);
    expect(r.out[0]).toMatch(/Não marquei nada/);
    expect(writes(r.actions[1])).toEqual(['book']);
    const other = await talk([asked, 'pode marcar as 14h'], withTeam);
    expect(writes(other.actions[1])).toEqual([]);
  });

  it('"e se fosse 11h, teria também?" after the write proposes moving it; "não, deixa 10h msm" keeps it', async () => {
    const r = await talk(
      ['corte sexta 10h com o dudu', 'pode marcar', 'aceita pix?', 'e se fosse 11h teria tb? so pra saber', 'nao nao deixa 10h msm'],
      withTeam,
    );
    expect(writes(r.actions[1])).toEqual(['book']);
    // (The move of the appointment, proposed: this fixture has no safety layer to word it as a move.)
    expect(r.out[3]).toMatch(/Corte masculino.*sexta-feira, 28\/11, às 11:00\?/);
    expect(writes(r.actions[3])).toEqual([]);
    expect(writes(r.actions[4])).toEqual([]);
    expect(r.out[4]).toMatch(/continua sexta-feira, 28\/11, às 10:00/);
    const mine = await r.agenda.tools.listAppointments('upcoming');
    expect(mine.map((a) => a.start_at.toISOString())).toEqual(['2025-11-28T13:00:00.000Z']);
  });

  it('"tá bom então deixa só o corte mesmo" to the barba proposed drops it and keeps the corte', async () => {
    const r = await talk(['da pra fazer a barba tbm logo depois do meu corte?', 'tá bom então deixa só o corte mesmo'], {
      ...withTeam,
      had: [corteFriday],
    });
    expect(r.out[0]).toMatch(/Posso confirmar/);
    expect(r.out[1]).toMatch(/fica só isso mesmo.*Corte masculino/s);
    expect(writes(r.actions[1])).toEqual([]);
  });
});

describe('questions about what the client has', () => {
  it('"e é com quem?" names the professional of the appointment', async () => {
    const r = await talk(['tenho horario marcado ai ne?', 'e é com quem?'], { ...withTeam, had: [corteFriday] });
    expect(r.out[1]).toMatch(/Corte masculino.*é com \*Dudu\*/);
  });

  it('their own lateness, with no tolerance in the FAQ: the appointment said back, no times offered', async () => {
    const r = await talk(['amanha eu vou me atrasar uns 10 min no corte, tem problema?'], { ...withTeam, had: [corteFriday] });
    expect(r.out[0]).toMatch(/continua sexta-feira, 28\/11, às 10:00/);
    expect(r.out[0]).not.toMatch(/Tenho livre|consigo|Posso confirmar/i);
    expect(writes(r.actions[0])).toEqual([]);
  });

  it('"dá pra parcelar o corte?" is the payment FAQ, not a booking', async () => {
    const r = await talk(['e dá pra parcelar o corte?'], withTeam);
    expect(r.out[0]).toMatch(/Pix, cartão e dinheiro/);
    expect(r.out[0]).not.toMatch(/Tenho livre|consigo|Posso confirmar/i);
  });

  it('"quero confirmar os dois" confirms both appointments', async () => {
    const barbaSaturday = { serviceId: 's2', calendarId: 'c2', startAt: new Date('2025-11-29T14:00:00Z') };
    const r = await talk(['quais horarios eu tenho marcado?', 'quero confirmar os dois, pode ser?'], {
      ...withTeam,
      had: [corteFriday, barbaSaturday],
    });
    expect(writes(r.actions[1])).toEqual(['confirm', 'confirm']);
  });

  it('"e vocês abrem domingo? às vezes é mais fácil pra mim" gets the closed day once', async () => {
    const r = await talk(['e vocês abrem domingo? às vezes é mais fácil pra mim'], withTeam);
    expect(r.out[0]?.match(/domingo/gi)?.length).toBe(1);
  });

  it('"vcs fecham q horas?" gets the opening hours', async () => {
    const r = await talk(['e sabado vcs fecham q horas?'], withTeam);
    expect(r.out[0]).toMatch(/19h/);
  });
});

describe('two other people from the same phone', () => {
  it('"meus dois moleques? joão e pedro" books one Corte infantil for each, back to back, none for the client', async () => {
    const r = await talk(
      ['sabado de manha da pra cortar meus dois moleques? joão e pedro, 5 e 8 anos. um atras do outro, começando 9h', 'pode marcar'],
      withTeam,
    );
    expect(r.out[0]).toMatch(/Corte infantil\* para \*João\* às 09:00.*Corte infantil\* para \*Pedro\* às 09:30/s);
    expect(writes(r.actions[1])).toEqual(['book', 'book']);
    const price = await talk(
      ['sabado de manha da pra cortar meus dois moleques? joão e pedro. começando 9h', 'pode marcar', 'quanto fica os dois?'],
      withTeam,
    );
    expect(price.out[2]).toMatch(/custa R\$\s?[\d,]+ cada/);
  });
});

describe('moves and keeps in everyday words', () => {
  it('"preciso remarcar o corte de amanhã, pode ser sábado de manhã?": the old day and the new one', () => {
    const split = splitReschedule(
      normalize('preciso remarcar o corte de amanhã, pode ser sábado de manhã?'),
      TALK_NOW,
      'America/Sao_Paulo',
    );
    expect(split.oldPref.date).toBe('2025-11-28');
    expect(split.newPref).toMatchObject({ date: '2025-11-29', to_min: 12 * 60 });
  });

  it('"o corte de sexta continua, tá? esse eu não quero mudar" keeps it: no move asked', async () => {
    const r = await talk(['o corte de sexta continua, tá? esse eu não quero mudar'], { ...withTeam, had: [corteFriday] });
    expect(r.out[0]).toMatch(/fica tudo como está/);
    expect(r.out[0]).not.toMatch(/Para qual dia|remarcar/);
  });

  it('"então amanhã 10h o corte, certo?" checks the appointment of tomorrow', async () => {
    const r = await talk(['então amanhã 10h o corte, certo?'], { ...withTeam, had: [corteFriday] });
    expect(r.out[0]).toMatch(/Isso mesmo/);
  });
});
