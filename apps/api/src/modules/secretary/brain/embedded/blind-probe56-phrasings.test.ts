// What the probe56 set found: "a de terça pode deixar como tá" moved the Tuesday one; "aquele barbeiro q me atendeu mês
// passado" took the last visit's; "tenho o pedido do médico" and "o retorno da consulta" added a consultation; "aquele
// corte da semana que vem… pra sexta" read this Friday; "daqui uns 15 dias" read no day, "então o sábado antes" this
// week's; "deixa sábado às 15h mesmo, pode marcar" was no yes; a price asked beside "a unha da mão e do pé" dropped the
// pé; "não vou precisar mais da escova não, só da unha. pode tirar?" was no cancel; "a carla faz sobrancelha tb?"
// found no plan; "o primeiro horário do próximo dia" booked the list's first time; "já vou estar aí pra sobrancelha, dá
// pra encaixar antes?" asked no time next to it.
import { describe, expect, it } from 'vitest';
import { agreementOf } from '../../consent.js';
import { ordinalOf } from '../../consent-mentions.js';
import { servicesAsCorrected } from './corrected-services.js';
import { parseTimePref } from './dates.js';
import { detectIntents } from './intents.js';
import { keptClausesOf } from './kept-clauses.js';
import { splitReschedule } from './reschedule-split.js';
import { normalize } from './text.js';
import { talk } from './test-talk.js';
import type { TBrainService } from '../types.js';

const TZ = 'America/Sao_Paulo';
const NOW = new Date('2026-03-05T13:00:00-03:00'); // a Thursday
const pref = (message: string) => parseTimePref(normalize(message), NOW, TZ);
const intents = (message: string) => detectIntents(normalize(message));
const at = (day: string, hhmm: string) => new Date(`2025-${day}T${hhmm}:00-03:00`);
const book = { action: 'book' as const, minutes: 900 };
const clinic = (id: string, title: string): TBrainService => ({
  id,
  title,
  description: null,
  duration_in_minutes: 30,
  price_type: 'uninformed',
  price: null,
  price_max: null,
  synonyms: [],
});

describe('probe56 phrasings', () => {
  it('"a de terça pode deixar como tá" keeps that one out of the move', () => {
    expect(keptClausesOf('preciso mudar a fisio de quinta pra parte da tarde, a de terca pode deixar como ta').kept).toEqual([
      'a de terca pode deixar como ta',
    ]);
  });

  it('"não vou precisar mais da escova não, só da unha. pode tirar?" cancels the escova and keeps the unha', () => {
    const said = 'oi bella, sexta nao vou precisar mais da escova nao, so da unha. pode tirar?';
    expect(keptClausesOf(said).kept).toEqual(['so da unha.']);
    expect(intents(said).cancel).toBe(true);
    expect(intents('nao quero nao, obrigado').cancel).toBe(false);
  });

  it('the barber "que me atendeu mês passado" is the one of last month\'s visit, not of a later one', async () => {
    const had = [
      { serviceId: 's1', calendarId: 'c2', startAt: at('10-20', '17:30') },
      { serviceId: 's2', calendarId: 'c1', startAt: at('11-25', '11:30') },
    ];
    const { agenda } = await talk(['quero cortar amanha la pelas 17h com aquele barbeiro q me atendeu mes passado'], {
      had,
      calendars: ['c1', 'c2'],
    });
    const booked = (await agenda.tools.listAppointments('upcoming')).find((a) => a.service_id === 's1');
    expect(booked?.calendar_id).toBe('c2');
  });

  it("a doctor's paper and the visit a retorno follows ask for no consultation", () => {
    const services = [clinic('c', 'Consulta clínica geral'), clinic('r', 'Retorno'), clinic('f', 'Sessão de fisioterapia')];
    expect(normalize(servicesAsCorrected('fisio quinta, tenho o pedido do medico', services))).not.toMatch(/medico/);
    expect(normalize(servicesAsCorrected('preciso marcar o retorno da consulta q fiz', services))).not.toMatch(/consulta/);
  });

  it('"aquele corte da semana que vem… pra sexta" is that week\'s Friday; "essa sexta" is this one', () => {
    const now = new Date('2026-03-05T09:00:00-03:00');
    const split = (said: string) => splitReschedule(normalize(said), now, TZ).newPref.date;
    expect(split('aquele corte da semana q vem consegue passar pra sexta no mesmo horario?')).toBe('2026-03-13');
    expect(split('o corte da semana que vem passa pra essa sexta')).toBe('2026-03-06');
  });

  it('"daqui uns 15 dias" counts the days', () => {
    expect(pref('quero fazer progressiva daqui uns 15 dias')).toEqual({ date: '2026-03-20' });
  });

  it('"deixa sábado às 15h mesmo, pode marcar" agrees; "deixa pra lá" and "deixa eu ver" do not', () => {
    expect(agreementOf('ta entao deixa sabado as 15h mesmo, pode marcar', book)).toBe('agree');
    expect(agreementOf('deixa pra la', book)).toBe('none');
    expect(agreementOf('deixa eu ver 15h', book)).toBe('none');
  });

  it('"o primeiro horário do próximo dia" states a rule: no pick from the list', () => {
    expect(agreementOf('poxa. entao o primeiro horario do proximo dia q vcs abrirem', { action: 'book', minutes: 540 })).toBe('none');
    expect(ordinalOf('entao o primeiro horario do proximo dia q vcs abrirem', 2)).toBeNull();
    expect(ordinalOf('o primeiro', 2)).toBe(0);
  });

  it('"então o sábado antes" after a closed Sunday is the Saturday before it', async () => {
    const { out } = await talk(['quero um corte daqui uns 17 dias', 'ah eh domingo ne, entao o sabado antes de manha'], {
      calendars: ['c1', 'c2'],
    });
    expect(out[1]).toMatch(/13\/12/);
  });

  it('a price asked beside a visit keeps the visit whole', async () => {
    const { out } = await talk(['queria barba e corte infantil sabado de manha, um depois do outro, e quanto ta o corte masculino?'], {
      calendars: ['c1', 'c2'],
    });
    expect(out[0]).toMatch(/Corte masculino\* custa R\$/);
    expect(out[0]).toMatch(/\*Barba\*.*em seguida \*Corte infantil\*/s);
  });

  it('a part the professional asked for does not do goes to who does, said so', async () => {
    const { out } = await talk(['o marcos faz corte infantil tb? queria fazer junto com a barba sabado de manha'], {
      calendars: ['c1', 'c2'],
    });
    expect(out[0]).toMatch(/Marcos não faz \*Corte infantil\*.*Quem faz é \*Dudu\*/s);
    expect(out[0]).toMatch(/\*Corte infantil\*.* com \*Dudu\*/s);
  });

  it('(probe55) "isso, no nome dela tá?" agrees; "não, não quero outro horário não, esse tá ótimo" agrees', () => {
    const at9 = { action: 'book' as const, minutes: 540 };
    expect(agreementOf('isso, no nome dela ta? brigada', at9)).toBe('agree');
    expect(agreementOf('pode ser amanha, ta?', at9)).toBe('none');
    expect(agreementOf('nao, nao quero outro horario nao, esse ta otimo, pode marcar', at9)).toBe('agree');
    expect(agreementOf('nao quero outro horario', at9)).toBe('none');
  });

  it('(probe55) "as 15h tenho q buscar meu filho" is a duty at 15h, no time asked', () => {
    expect(pref('ops quis dizer 16h, as 15h tenho q buscar meu filho na escola')).toEqual({ exact_min: 960 });
  });

  it('(probe57) "entre 10h e meio dia" is a range; "17h vou pegar mto trânsito… tem umas 16h?" asks 16h', () => {
    expect(pref('sexta consigo cortar entre 10h e meio dia?')).toEqual({ date: '2026-03-06', from_min: 600, to_min: 720 });
    expect(pref('as 10h e 30')).toEqual({ exact_min: 630 });
    expect(pref('ai pensando melhor 17h vou pegar mto transito 😫 tem umas 16h?')).toEqual({ exact_min: 960 });
  });

  it('(probe57) "só vou conseguir fazer a de amanhã, as outras duas pode desmarcar" keeps tomorrow\'s', () => {
    const { kept } = keptClausesOf('das hidratacoes q eu marquei so vou conseguir fazer a de amanha, as outras duas pode desmarcar');
    expect(kept.join(' ')).toMatch(/a de amanha/);
  });

  it('(probe57) "consegue deixar como tava?" right after a move proposes it back where it was', async () => {
    const had = [{ serviceId: 's1', calendarId: 'c1', startAt: at('11-29', '10:00') }];
    const { out } = await talk(['passa meu corte de sabado pra sexta 15h', 'ai desculpa, consegue deixar como tava?'], {
      had,
      calendars: ['c1', 'c2'],
    });
    expect(out[0]).toMatch(/Remarquei.*sexta-feira, 28\/11, às 15:00/);
    expect(out[1]).toMatch(/sábado, 29\/11, às 10:00/);
  });

  it('(probe57) "só vou conseguir fazer a de sábado, os outros dois pode desmarcar" cancels the other two on one yes', async () => {
    const had = [
      { serviceId: 's1', calendarId: 'c1', startAt: at('11-29', '10:00') },
      { serviceId: 's1', calendarId: 'c1', startAt: at('12-06', '10:00') },
      { serviceId: 's1', calendarId: 'c1', startAt: at('12-13', '10:00') },
    ];
    const { out } = await talk(['dos cortes q marquei so vou conseguir fazer o de sabado, os outros dois pode desmarcar'], {
      had,
      calendars: ['c1', 'c2'],
    });
    expect(out[0]).toMatch(/06\/12.*13\/12/s);
    expect(out[0]).not.toMatch(/29\/11/);
  });

  it('"já vou estar aí pra barba, dá pra encaixar antes?" asks a time before that appointment', async () => {
    const had = [{ serviceId: 's2', calendarId: 'c1', startAt: at('11-29', '16:00') }];
    const { out } = await talk(['queria um corte. sabado ja vou estar ai de tarde pra barba, da pra encaixar antes?'], {
      had,
      calendars: ['c1', 'c2'],
    });
    expect(out[0]).toMatch(/sábado, 29\/11/);
    expect(out[0]).toMatch(/15:30/);
    expect(out[0]).not.toMatch(/16:30|17:00/);
  });
});
