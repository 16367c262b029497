// Which professional a message names when it names two: the one moved to, or the one not excluded.
import { describe, expect, it } from 'vitest';
import { excludesProfessional, toldAbout, namedProfessional } from './team.js';
import { talk } from './test-talk.js';
import { acceptsAnyOther } from './pro-fallback.js';
import { BARBERSHOP_PROFESSIONALS, BARBERSHOP_SERVICES } from './test-fixtures.js';

const who = (text: string) => {
  const named = namedProfessional(text, BARBERSHOP_PROFESSIONALS, BARBERSHOP_SERVICES);
  return named && 'professional' in named ? named.professional.title : null;
};

describe('namedProfessional with two names', () => {
  it('takes the professional the client moves to', () => {
    expect(who('meu corte de sabado é com o Marcos né? queria trocar pro Dudu, mesmo horário')).toBe('Dudu');
    expect(who('tenho horário com o Dudu, prefiro passar pro Marcos')).toBe('Marcos');
    expect(who('queria trocar meu horario de amanha do dudu pro marcos, mesmo horario')).toBe('Marcos');
    expect(who('pera, é com o dudu? queria com o marcos, da pra trocar? msm dia')).toBe('Marcos');
    expect(who('troca o dudu pelo marcos')).toBe('Marcos');
  });
  it('reads the start of one name as that professional ("a Du")', () => {
    expect(who('quero cortar com o Du sábado')).toBe('Dudu');
    expect(who('quero cortar com o Zeca sábado')).toBeNull();
    expect(who('faz uma barba com o du msm')).toBe('Dudu');
    expect(who('quero ir com a mae sabado')).toBeNull();
  });
  it('takes the one not excluded, else the first', () => {
    expect(who('não com o Dudu, com o Marcos')).toBe('Marcos');
    expect(who('com o Dudu ou com o Marcos, tanto faz')).toBe('Dudu');
  });
});

describe('professionals ruled out after their name', () => {
  const out = (text: string) => BARBERSHOP_PROFESSIONALS.filter((p) => excludesProfessional(text, p)).map((p) => p.title);
  it('reads "o X não" and "fui com o X e não curti" as ruling X out', () => {
    expect(out('corte sábado, com o Marcos, o Dudu não')).toEqual(['Dudu']);
    expect(out('da última vez fui com o dudu e não curti, quero outro')).toEqual(['Dudu']);
    expect(out('qualquer um menos o dudu')).toEqual(['Dudu']);
  });
  it('reads "no lugar do X" as X being replaced', () => {
    expect(out('o Marcos consegue fazer meu corte no lugar do dudu?')).toEqual(['Dudu']);
    expect(who('o Marcos consegue fazer meu corte no lugar do dudu?')).toBe('Marcos');
    expect(out('em vez do marcos pode ser o dudu')).toEqual(['Marcos']);
  });
  it('reads "o Dudu não, o Marcos" as Dudu out and Marcos in', () => {
    const team = BARBERSHOP_PROFESSIONALS;
    const inTeam = (text: string) => team.filter((p) => excludesProfessional(text, p, team)).map((p) => p.title);
    expect(inTeam('com o dudu sexta, não pera, o dudu não o marcos')).toEqual(['Dudu']);
    expect(who('com o dudu sexta, não pera, o dudu não o marcos')).toBe('Marcos');
    expect(inTeam('não o marcos, com o dudu')).toEqual(['Marcos']);
  });
  it('reads a title before the name ("não quero com o dr marcos")', () => {
    expect(out('nao quero com o dr marcos')).toEqual(['Marcos']);
  });
  it('keeps a question about the professional a question', () => {
    expect(out('o Dudu não atende sábado?')).toEqual([]);
    expect(out('quero com o Dudu')).toEqual([]);
  });
});

describe('a fallback to the rest of the team', () => {
  it('reads "se ela não puder, com a outra" and "ou qualquer um" as accepting anyone', () => {
    expect(acceptsAnyOther('escova com a carla, se ela nao puder pode ser com a outra menina msm')).toBe(true);
    expect(acceptsAnyOther('com o dudu ou qualquer um')).toBe(true);
    expect(acceptsAnyOther('com o dudu, senao tanto faz')).toBe(true);
  });
  it('keeps a plain request for one professional', () => {
    expect(acceptsAnyOther('quero com o dudu sabado')).toBe(false);
    expect(acceptsAnyOther('com o dudu, se ele nao puder eu espero')).toBe(false);
  });
});

describe('someone asked about by a name nobody on the team has', () => {
  const named = (t: string) => namedProfessional(t, BARBERSHOP_PROFESSIONALS, BARBERSHOP_SERVICES);
  it('is an unknown name, written lower-case or not ("o jeferson ainda trabalha aí?")', () => {
    expect(named('o jeferson ainda trabalha ai? queria cortar com ele sabado')).toEqual({ unknownName: 'Jeferson' });
    expect(named('a paty atende sábado?')).toEqual({ unknownName: 'Paty' });
  });
  it('but the place, the team or a service is no one', () => {
    expect(named('a barbearia atende sábado?')).toBeNull();
    expect(named('o pessoal trabalha domingo?')).toBeNull();
    expect(named('o salao ainda atende no centro?')).toBeNull();
  });
});

describe('a professional of a past visit told about', () => {
  const told = (text: string) => BARBERSHOP_PROFESSIONALS.filter((p) => toldAbout(text, p)).map((p) => p.title);
  it('is the one who did the last visit, not the one asked for now', () => {
    expect(told('da ultima vez o marcos fez e ficou torto prefiro o dudu')).toEqual(['Marcos']);
    expect(told('o marcos cortou meu cabelo semana passada')).toEqual(['Marcos']);
    expect(told('quero com o dudu sabado')).toEqual([]);
    expect(told('da ultima vez com o dudu ficou meio torto do lado prefiro o marcos')).toEqual(['Dudu']);
    expect(told('da ultima vez foi o dudu que acertou o degrade')).toEqual([]);
    expect(told('se der com o dudu ne que o marcos ta sempre lotado')).toEqual(['Marcos']);
  });
});

describe('a voice note with the professional of a past visit', () => {
  it('proposes the one preferred, with no question about whom', async () => {
    const { out, actions, agenda } = await talk(
      [
        'queria marcar um corte e barba sabado de manha umas nove horas, e se der com o dudu porque da ultima vez o marcos fez e ficou meio torto, prefiro o dudu',
        'isso pode marcar',
      ],
      { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] },
    );
    expect(out[0]).toMatch(/09:00/);
    expect(out[0]).not.toMatch(/com quem/);
    expect(actions[1]?.map((a) => a.type)).toEqual(['book']);
    expect(agenda.schedules.at(-1)).toMatchObject({ calendar_id: 'c1' });
  });
});

describe('a first choice of professional with a second one', () => {
  const named = (text: string) => {
    const n = namedProfessional(text, BARBERSHOP_PROFESSIONALS, []);
    return n && 'professional' in n ? n.professional.title : null;
  };
  it('is the first one named, not the one after "mas se não tiver"', () => {
    expect(named('se tiver com o marcos eu prefiro mas se nao tiver pode ser com o dudu tambem')).toBe('Marcos');
    expect(named('com o dudu, se nao der com ele pode ser o marcos')).toBe('Dudu');
    expect(named('se nao tiver sabado pode ser com o marcos')).toBe('Marcos');
  });
});
