// What a client corrects or rules out keeps the rest of the request: a new day keeps the time already
// given, "no outro sábado" beside "esse sábado não dá" is the week after, a part of the day the client is busy at is
// no request, a service said and then refused leaves the visit, and a yes to several times picks none.
import { describe, expect, it } from 'vitest';
import { parseTimePref } from './dates.js';
import { withoutDroppedServices } from './request-edits.js';
import { normalize } from './text.js';
import { BARBERSHOP_SERVICES } from './test-fixtures.js';
import { talk, TALK_NOW } from './test-talk.js';

const TZ = 'America/Sao_Paulo';
const localDay = (d: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: TZ }).format(d);
const localTime = (d: Date) => new Intl.DateTimeFormat('pt-BR', { timeZone: TZ, hour: '2-digit', minute: '2-digit' }).format(d);
const CONFIRMING = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };

describe('a new day said alone', () => {
  it('keeps the time the client gave ("amanhã 9h", then "errei, é sábado")', async () => {
    const { out, actions, agenda } = await talk(['corte amanhã às 9h', 'pera errei, é depois de amanhã, sábado', 'isso'], CONFIRMING);
    expect(out[1]).toMatch(/sábado, 29\/11, às 09:00/);
    expect(actions[1]!.filter((a) => a.type === 'book')).toEqual([]);
    expect(agenda.schedules.map((s) => [localDay(s.start_at), localTime(s.start_at)])).toEqual([['2025-11-29', '09:00']]);
  });
});

describe('a time carried over to a new day', () => {
  it('is proposed, never booked outright, where the company books a named time at once', async () => {
    // The one chair is taken on Friday at 15:00 by the first booking: "e sábado?" is asked about the same time.
    const { out, actions, agenda } = await talk(['corte sexta às 15h', 'corte sexta às 15h', 'e sábado?'], { calendars: ['c1'] });
    expect(out[2]).toMatch(/Posso confirmar .*sábado, 29\/11, às 15:00\?/);
    expect(actions[2]!.filter((a) => a.type === 'book')).toEqual([]);
    expect(agenda.schedules).toHaveLength(1);
  });
});

describe('"no outro sábado"', () => {
  it('beside the coming one ruled out, is the one after it', () => {
    expect(parseTimePref('esse sabado nao da, mas no outro sabado as 10', TALK_NOW, TZ)).toEqual({ date: '2025-12-06', exact_min: 600 });
    expect(parseTimePref('sexta nao da, na outra sexta', TALK_NOW, TZ).date).toBe('2025-12-05');
    // Alone it may be the coming one ("no outro dia" is the next day): read as the weekday said.
    expect(parseTimePref('no outro sabado', TALK_NOW, TZ).date).toBe('2025-11-29');
    expect(parseTimePref('sabado', TALK_NOW, TZ).date).toBe('2025-11-29');
  });
});

describe('a part of the day the client is busy at', () => {
  it('is no request: the other part is', () => {
    expect(parseTimePref('opa falei errado, de tarde na vdd, de manha tenho futebol kkkk', TALK_NOW, TZ)).toEqual({
      from_min: 720,
      to_min: 1080,
    });
    expect(parseTimePref('sexta tenho festa, queria uma escova antes', TALK_NOW, TZ).date).toBe('2025-11-28');
  });
  it('but time the client has is a request', () => {
    expect(parseTimePref('de manha tenho tempo', TALK_NOW, TZ)).toEqual({ from_min: 300, to_min: 720 });
  });
  it('is no request in the middle of a message read without its commas, as the dialogue reads it', () => {
    const read = (t: string) => parseTimePref(normalize(t), TALK_NOW, TZ);
    expect(read('opa falei errado, de tarde na vdd, de manha tenho futebol kkkk')).toEqual({ from_min: 720, to_min: 1080 });
    expect(read('quero sexta de tarde, de manha trabalho')).toEqual({ date: '2025-11-28', from_min: 720, to_min: 1080 });
    expect(read('sabado de manha tenho um tempinho')).toEqual({ date: '2025-11-29', from_min: 300, to_min: 720 });
  });
});

describe('a service said and then refused ("barba não, pq…")', () => {
  it('is taken out of the request', () => {
    const r = withoutDroppedServices('ah nao pera, barba nao pq eu mesmo faço, so o corte', BARBERSHOP_SERVICES, ['s1', 's2']);
    expect(r.dropped).toEqual(['s2']);
    expect(r.text).not.toMatch(/barba/);
  });
  it('leaves a visit proposed again without it, on the time asked, and nothing booked before the yes', async () => {
    const { out, actions, agenda } = await talk(
      [
        'quero barba, corte masculino e corte infantil pro meu filho sábado à tarde',
        'ah nao pera, corte infantil nao pq ele nao vai mais, so o meu corte e a barba',
        'pode ser',
      ],
      CONFIRMING,
    );
    expect(out[1]).not.toMatch(/infantil/);
    expect(actions[1]!.filter((a) => a.type === 'book')).toEqual([]);
    const booked = agenda.schedules.map((s) => [s.service_id, localDay(s.start_at), Number(localTime(s.start_at).slice(0, 2)) >= 12]);
    expect(booked.map((b) => b[0]).sort()).toEqual(['s1', 's2']);
    expect(booked.every((b) => b[1] === '2025-11-29' && b[2])).toBe(true);
  });
});

describe('a yes to a list of several times', () => {
  it('asks which one, and books the one then named', async () => {
    const { out, actions, agenda } = await talk(['corte sábado de tarde', 'pode marcar', 'o segundo', 'sim'], CONFIRMING);
    expect(out[0]).toMatch(/2\)/);
    expect(actions[1]!.filter((a) => a.type === 'book')).toEqual([]);
    expect(out[1]).toMatch(/qual horário/i);
    expect(agenda.schedules).toHaveLength(1);
  });
});

describe('right after booking from a list, "troca pro primeiro"', () => {
  it("proposes moving to that list's first time, moves only after the yes, and never books a second one", async () => {
    const { out, actions, agenda } = await talk(['corte sábado de manhã', 'o último', 'pera, dá pra trocar pro primeiro?', 'isso'], {
      calendars: ['c1'],
    });
    const first = /1\) (\d\d:\d\d)/.exec(out[0]!)?.[1];
    expect(first).toBeDefined();
    expect(actions[1]!.map((a) => a.type)).toContain('book');
    expect(out[2]).toMatch(new RegExp(`Posso (remarcar|confirmar) .*às ${first}`));
    expect(actions[2]!.filter((a) => a.type === 'reschedule' || a.type === 'book')).toEqual([]);
    expect(actions[3]!.map((a) => a.type)).toContain('reschedule');
    expect(agenda.schedules.filter((s) => s.status !== 'canceled').map((s) => localTime(s.start_at))).toEqual([first]);
  });
  it('after a thanks in between, still points into that list: the first time is proposed, never written on it', async () => {
    // (The thanks only acknowledged the write: "o outro q vc falou" right after it still means the list shown.)
    const { out, actions, agenda } = await talk(['corte sábado de manhã', 'o último', 'valeu', 'dá pra trocar pro primeiro?'], {
      calendars: ['c1'],
    });
    const first = /1\) (\d\d:\d\d)/.exec(out[0]!)?.[1];
    expect(out[3]).toMatch(new RegExp(`Posso (remarcar|confirmar).*às ${first}\\?`));
    expect(actions[3]!.filter((a) => ['book', 'reschedule'].includes(a.type))).toEqual([]);
    expect(agenda.schedules.filter((s) => s.status !== 'canceled')).toHaveLength(1);
  });
});

describe('"tanto faz", "vc escolhe" to a list of times', () => {
  it.each(['tanto faz', 'vc escolhe', 'qualquer um serve'])('"%s" proposes the first time and writes only after the yes', async (leave) => {
    const { out, actions, agenda } = await talk(['corte sábado de manhã', leave, 'sim'], { calendars: ['c1'] });
    const first = /1\) (\d\d:\d\d)/.exec(out[0]!)?.[1];
    expect(out[1]).toMatch(new RegExp(`Posso confirmar .*às ${first}\\?`));
    expect(actions[1]!.filter((a) => a.type === 'book')).toEqual([]);
    expect(agenda.schedules.map((s) => localTime(s.start_at))).toEqual([first]);
  });
  it('"tanto faz quem" is about the professional, not the time: nothing is proposed', async () => {
    const { out } = await talk(['corte sábado de manhã', 'tanto faz quem'], { calendars: ['c1'] });
    expect(out[1]).not.toMatch(/Posso confirmar/);
  });
});

describe('a time of the list picked by its part of the day', () => {
  it('"o de manhã" with one morning time listed takes that one; with several, the list is narrowed, nothing taken', async () => {
    const one = await talk(['corte sábado', 'o de manhã', 'sim'], {
      calendars: ['c1'],
      settings: { is_assistant_schedule_entry_confirm: true },
    });
    const morning = /(\d\d:\d\d)/.exec(one.out[0]!)?.[1];
    expect(Number(morning!.slice(0, 2))).toBeLessThan(12);
    expect(one.out[1]).toMatch(new RegExp(`Posso confirmar .*às ${morning}\\?`));
    expect(one.agenda.schedules.map((s) => localTime(s.start_at))).toEqual([morning]);
    const several = await talk(['corte sábado de manhã', 'o de manhã'], { calendars: ['c1'] });
    expect(several.actions[1]!.filter((a) => a.type === 'book')).toEqual([]);
  });
});
