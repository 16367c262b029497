// What the probe40 set found: a move told as a can't-go ("não vou conseguir ir… consegue sábado no mesmo horário?")
// or as a cancel taken back ("ia pedir pra cancelar… cancela não, muda pra sábado") read as a cancel; "segunda" in
// "vcs não abrem segunda né" taken as the second time listed; "qualquer um dos dois" as 14:00; "mês passado" as a move;
// a time after closing or in the lunch break answered "não tenho vaga"; a price of another service asked beside a list
// that switched the list; "vc q faz ou é o dudu?" unanswered; a reason ("aproveito q já vou na nutri") read as a visit.
import { describe, expect, it } from 'vitest';
import { asksToMove } from '../../consent.js';
import { spokenClockMinutes } from '../../consent-mentions.js';
import { plainIdioms } from './idioms.js';
import { detectIntents } from './intents.js';
import { withoutReasons } from './reasons.js';
import { splitReschedule } from './reschedule-split.js';
import { normalize } from './text.js';
import { talk } from './test-talk.js';

const tz = 'America/Sao_Paulo';
const at = (iso: string) => new Date(iso);
const calendars = ['c1', 'c2'];
const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars };
// The client's corte on Friday 28/11 at 14:00, with Marcos.
const corteFriday = [{ serviceId: 's1', calendarId: 'c2', startAt: at('2025-11-28T17:00:00Z') }];

describe('a move told as a can’t-go or as a cancel taken back', () => {
  it('"não vou conseguir ir 😕 consegue no sábado no mesmo horário?" moves it, no cancel asked', async () => {
    const { out, actions } = await talk(['boa noite, meu corte de sexta nao vou conseguir ir 😕 consegue no sabado no mesmo horario?'], {
      calendars,
      had: corteFriday,
    });
    expect(out[0]).not.toMatch(/cancelamento/);
    expect(actions[0]).toEqual([expect.objectContaining({ type: 'reschedule', start_at: '2025-11-29T17:00:00.000Z' })]);
  });

  it('"ia pedir pra cancelar… mas pensando bem cancela não, muda pra sábado de manhã" is a move, never a cancel', async () => {
    const said = 'oi, ia pedir pra cancelar meu corte de sexta mas pensando bem cancela nao, muda pra sabado de manha se tiver';
    expect(detectIntents(normalize(said)).cancel).toBe(false);
    // ("eu ia pedir pra cancelar meu horário de amanhã" alone is the polite way of asking it.)
    expect(detectIntents(normalize('oi, ia pedir pra cancelar meu horario de amanha')).cancel).toBe(true);
    const { out } = await talk([said], { calendars, had: corteFriday });
    expect(out[0]).not.toMatch(/cancelamento/);
    expect(out[0]).toMatch(/sábado, 29\/11/);
  });

  it('"tenho retorno terça 9h, preciso mudar pra quarta… pode ser à tarde": Wednesday afternoon is the new time', () => {
    const now = at('2026-03-04T12:30:00Z');
    const { oldPref, newPref } = splitReschedule(
      normalize('tenho retorno com a dra fernanda terca 9h, preciso mudar pra quarta. pode ser a tarde'),
      now,
      tz,
    );
    expect(oldPref).toEqual({ date: '2026-03-10', exact_min: 540 });
    expect(newPref).toMatchObject({ date: '2026-03-04', from_min: 720 });
  });

  it('"aproveito q já vou na nutri de manhã" is the reason, "aproveito que vou estar aí e faço a sobrancelha" adds it', () => {
    expect(withoutReasons(normalize('preciso mudar pra quarta, aproveito q ja vou na nutri de manha. pode ser a tarde'))).not.toMatch(
      /nutri|manha/,
    );
    expect(withoutReasons(normalize('aproveito que vou estar ai e faco a sobrancelha tb'))).toMatch(/sobrancelha/);
  });

  it('"mês passado", "semana passada" are the past, no move', () => {
    expect(asksToMove('preciso marcar um retorno com o mesmo profissional q me atendeu mes passado')).toBe(false);
    expect(asksToMove('passa meu corte pra sexta')).toBe(true);
  });
});

describe('days, times and the hours', () => {
  it('"ah vcs nao abrem segunda ne. terca 8h tem?" to a Tuesday list takes 8h, not the second time listed', async () => {
    const { actions } = await talk(
      ['boa noite, da pra cortar amanha cedo? tipo antes do trampo', 'ah vcs nao abrem segunda ne. terca 8h tem?'],
      {
        calendars,
        now: at('2025-11-30T23:00:00Z'),
      },
    );
    expect(actions[1]).toEqual([expect.objectContaining({ type: 'book', start_at: '2025-12-02T11:00:00.000Z' })]);
  });

  it('"pode ser com qualquer um dos dois, marca aí" agrees to the time proposed, never 14:00', async () => {
    expect(spokenClockMinutes('pode ser com qualquer um dos dois, marca ai')).toEqual([]);
    expect(spokenClockMinutes('uma das duas serve')).toEqual([]);
    const { actions } = await talk(['corte terca 8h tem?', 'pode ser com qualquer um dos dois, marca ai 👍'], {
      ...confirming,
      now: at('2025-11-30T23:00:00Z'),
    });
    expect(actions[1]).toEqual([expect.objectContaining({ type: 'book', start_at: '2025-12-02T11:00:00.000Z' })]);
  });

  it('"amanhã tenho dentista 😩 sexta msm horário tem?" to a Thursday proposal proposes Friday at that time', async () => {
    const { out } = await talk(['corte amanha as 4 blz?', 'ah pera, amanha tenho dentista 😩 sexta msm horario tem?'], {
      ...confirming,
      now: at('2025-11-26T13:00:00Z'),
    });
    expect(out[1]).toMatch(/sexta-feira, 28\/11, às 16:00/);
    expect(out[1]).not.toMatch(/Isso mesmo/);
  });

  it('a time after closing says until when we work; one in the lunch break says the break', async () => {
    const late = await talk(['tem corte amanha depois das 19h30?'], { calendars });
    expect(late.out[0]).toMatch(/atendemos até as 19:00/);
    const lunch = await talk(['corte amanha meio dia e meia?'], { calendars });
    expect(lunch.out[0]).toMatch(/Das 12:00 às 13:00 a gente faz uma pausa/);
  });
});

describe('prices and who does it', () => {
  it('"ah e qnt ta? e a barba tb quanto fica?" to a list of corte times: both prices, the list stays the corte’s', async () => {
    const { out } = await talk(['corte amanha de tarde, q horas tem?', 'ah e qnt ta? e a barba tb quanto fica?', 'as 15h pode ser'], {
      ...confirming,
    });
    expect(out[1]).toMatch(/\*Corte masculino\* custa.*\*Barba\* custa/s);
    expect(out[1]).not.toMatch(/Para \*Barba\*/);
    expect(out[2]).toMatch(/\*Corte masculino\*.*às 15:00/);
  });

  it('"qnt ta o corte infantil? vc q faz ou é o dudu?" prices it and says who does it', async () => {
    const { out } = await talk(['eae mano blz? qnt ta o corte infantil? vc q faz ou é o dudu? 🤔'], { calendars });
    expect(out[0]).toMatch(/custa R\$ 35,00/);
    expect(out[0]).toMatch(/Quem faz \*Corte infantil\* é \*Dudu\*/);
  });

  it('"o mesmo médico que me atendeu" asks for the professional of that visit, no "médico" service', () => {
    expect(plainIdioms('preciso marcar um retorno com o mesmo médico q me atendeu')).toMatch(/o mesmo profissional q me atendeu/);
    expect(plainIdioms('a mesma doutora de antes')).toMatch(/o mesmo profissional de antes/);
  });
});
