// Everyday phrasings that used to derail the dialogue: a reason clause, a set phrase, a professional
// ruled out with a laugh, a move said without a verb of moving, "e quem faz?", thinking it over early.
import { describe, expect, it } from 'vitest';
import { parseTimePref } from './dates.js';
import { withoutReasons } from './reasons.js';
import { plainIdioms } from './idioms.js';
import { impliesMove } from './reschedule-split.js';
import { excludesProfessional } from './team.js';
import { BARBERSHOP_PROFESSIONALS } from './test-fixtures.js';
import { talk, TALK_NOW } from './test-talk.js';

const tz = 'America/Sao_Paulo';
const dudu = BARBERSHOP_PROFESSIONALS[0]!;

describe('a reason names no day and no service', () => {
  it('drops "que quinta eu trabalho" and "que eu levo meu filho na escola"', () => {
    expect(withoutReasons('sexta de manha que quinta eu trabalho')).not.toContain('quinta');
    expect(withoutReasons('nove nao que eu levo meu filho na escola ne pode ser dez')).not.toContain('filho');
    expect(withoutReasons('sexta que vem de manha')).toContain('que vem');
    // A clock time the client is busy at, ended by the time asked for ("bota cinco"); never a time offered.
    const busy = withoutReasons('umas quatro horas nao pera quatro eu pego o moleque na escola bota cinco cinco horas pode ser');
    expect(busy).not.toContain('moleque');
    expect(parseTimePref(busy, TALK_NOW, tz).exact_min).toBe(17 * 60);
    expect(withoutReasons('umas quatro eu posso, tem?')).toContain('quatro eu posso');
    const pref = parseTimePref('quinta de manha ou melhor sexta de manha que quinta eu trabalho', TALK_NOW, tz);
    expect(pref.date).toBe('2025-11-28');
  });
});

describe('set phrases', () => {
  it('"tá de pé" asks whether it is still on (a check, no confirmation written), not a pedicure', () => {
    expect(plainIdioms('minha escova ta de pé amanhã?')).toBe('minha escova ta marcado amanhã?');
    expect(plainIdioms('quero fazer o pé amanhã')).toBe('quero fazer o pé amanhã');
  });
});

describe('professionals and moves', () => {
  it('"com o dudu não kkk" rules him out; "o dudu não tem horário?" asks about him', () => {
    expect(excludesProfessional('barba amanha 14h, mas com o dudu nao kkk prefiro o outro', dudu)).toBe(true);
    expect(excludesProfessional('o dudu nao tem horario sabado?', dudu)).toBe(false);
  });
  it('"tenho consulta terça, dá pra ser quarta?" is a move', () => {
    const text = 'eu tenho consulta terca, queria saber se da pra ser quarta no mesmo horario';
    expect(impliesMove(text, parseTimePref(text, TALK_NOW, tz))).toBe(true);
    expect(impliesMove('da pra ser quarta?', parseTimePref('da pra ser quarta?', TALK_NOW, tz))).toBe(false);
    // Another professional in place of the one booked: the same appointment, moved to them.
    expect(impliesMove('a carla consegue fazer minha escova no lugar da jessica?', {})).toBe(true);
    expect(impliesMove('a carla faz escova no lugar da jessica?', {})).toBe(false);
  });
});

describe('questions and pauses', () => {
  it('"e quem faz?" names who performs the service in play', async () => {
    const { out } = await talk(['quanto custa o corte infantil?', 'e quem faz?']);
    expect(out[1]).toMatch(/Corte infantil/);
    expect(out[1]).toMatch(/Dudu/);
  });
  it('thinking it over before any proposal keeps the request and hands nothing to a person', async () => {
    const { out, actions } = await talk(['a barba com o dudu tem sabado?', 'blz vou ver com minha esposa e te falo']);
    expect(out[1]).toContain('Sem pressa');
    expect(actions[1]).toEqual([]);
  });
});

describe('"n sabia" refuses nothing', () => {
  it('"ah ta, n sabia. pode ser c ele entao, sábado 9h msm" agrees to the other professional proposed', async () => {
    const { out, actions, agenda } = await talk(
      ['quero marcar corte infantil c o marcos sábado 9h', 'ah ta, n sabia. pode ser c ele entao, sábado 9h msm'],
      { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] },
    );
    expect(out[0]).toMatch(/Quem faz é \*Dudu\*/);
    expect(actions[0]).toEqual([]);
    expect(actions[1]?.map((a) => a.type)).toEqual(['book']);
    expect(agenda.schedules.at(-1)).toMatchObject({ service_id: 's4', calendar_id: 'c1' });
  });
});
