// What probe20 found (blind, short conversations): a client who changes their mind mid-flow ("amanhã não vai dar
// não, pode ser sábado", "hidratação em vez de escova", "aí já fica o combo"), an early hour said in the morning,
// the time of another commitment, a time offered echoed back before the one asked, and words that only look like
// a service, a professional, a move or a pick. Each is read for what it says, and nothing is written on the way.
import { describe, expect, it } from 'vitest';
import { parseTimePref } from './dates.js';
import { matchService } from './match.js';
import { servicesAsCorrected } from './corrected-services.js';
import { namedProfessional } from './team.js';
import { notAName, relationPhrase } from './people.js';
import { detectIntents } from './intents.js';
import { withoutLeavingTimes, withoutReasons } from './reasons.js';
import { normalize } from './text.js';
import { talk, TALK_NOW } from './test-talk.js';
import { agreementOf, asksToMove } from '../../consent.js';
import { mentionedMinutes, ordinalOf } from '../../consent-mentions.js';
import { clinicServices } from './test-fixtures.js';

const pref = (said: string) => parseTimePref(normalize(said), TALK_NOW, 'America/Sao_Paulo');
const clinic = clinicServices(['Consulta clínica geral', 'Consulta nutricional', 'Retorno', 'Sessão de fisioterapia']);

describe('a day or a time taken back, and the one asked instead', () => {
  it('"amanhã não vai dar não, pode ser sábado msm?" asks for Saturday (the closing "não" rules nothing out)', () => {
    expect(pref('hmm na real deixa eu ver.. amn nao vai dar nao, pode ser sabado msm? de manha cedinho')).toMatchObject({
      date: '2025-11-29',
      to_min: 600,
    });
    // (Saturday alone ruled out: no day asked, and Saturday left out of the days offered.)
    expect(pref('nao posso sabado')).toEqual({ avoid_dows: [6] });
  });

  it('"8h é mt cedo pra mim, tem algo mais pro fim da manhã?" asks for the late morning, not 8h', () => {
    expect(pref('8h eh mt cedo pra mim kkk tem algo mais pro fim da manha?')).toEqual({ from_min: 600, to_min: 720 });
    expect(pref('quero no comecinho da tarde')).toEqual({ from_min: 720, to_min: 840 });
  });

  it('an early hour said in the morning is the morning\'s; alone, "7h" stays the afternoon\'s', () => {
    expect(pref('terça cedinho, antes de ir pro trabalho, tipo 7h da?').exact_min).toBe(7 * 60);
    expect(pref('terça 7h').exact_min).toBe(19 * 60);
  });

  it('the time work starts and a time offered echoed back are not asked: the one after them is', () => {
    expect(pref('8h? putz.. entro 8h30 no trampo. e no almoço? tipo meio dia').exact_min).toBe(12 * 60);
    expect(pref('pego no servico as 9, tem as 8?').exact_min).toBe(8 * 60);
    expect(pref('chego as 10').exact_min).toBe(10 * 60);
    expect(pref('qual o ultimo horario de sabado? trampo de manha')).toEqual({ date: '2025-11-29', from_min: 720 });
  });
});

describe('a service taken back, put in place of another, or joined into the combo', () => {
  it('"vou fazer a barba em vez do corte, meu cabelo tá ressecado" prices and offers the beard alone', async () => {
    const { out, actions } = await talk([
      'queria agendar um corte pra sabado de manha, vcs tem?',
      'ai pera, na vdd acho q vou fazer a barba em vez do corte, meu cabelo ta mt ressecado 😩 quanto fica?',
    ]);
    expect(out[1]).toMatch(/\*Barba\* custa R\$ 30,00/);
    expect(out[1]).toMatch(/Para \*Barba\* no sábado, 29\/11/);
    expect(actions.flat().map((a) => a.type)).not.toContain('book');
  });

  it('"aproveita e faz a barba tb, aí já fica o combo" offers the Corte + Barba, one service, on the same day', async () => {
    const { out } = await talk(['quero cortar o cabelo sabado de manha cedinho', 'e aproveita e faz a barba tb, ai ja fica o combo né']);
    expect(out[1]).toMatch(/\*Corte \+ Barba\* no sábado, 29\/11/);
    expect(out[1]).not.toMatch(/em seguida/);
  });

  it('"acho q dps vou precisar de fisio tb" foresees a need; "te retorno" is no follow-up visit', async () => {
    const foreseen = servicesAsCorrected('prefiro com o dr ricardo, to com dor nas costas e acho q dps vou precisar de fisio tb', clinic);
    expect(matchService(normalize(foreseen), clinic)).toBeNull();
    expect(matchService(normalize('acho q vou fazer fisio'), clinic)?.service.title).toBe('Sessão de fisioterapia');
    expect(matchService(normalize('vou ver aqui com meu marido e te retorno ta, obg'), clinic)).toBeNull();
    expect(matchService(normalize('preciso marcar retorno com o dr'), clinic)?.service.title).toBe('Retorno');
  });

  it('"a nutricionista atende quinta?" names the service\'s role, no one called Nutricionista', () => {
    expect(namedProfessional('oi, a nutricionista atende quinta a tarde?', [], clinic)).toBeNull();
  });

  it('"com o ricardo não, espera, com a fernanda, que com o ricardo eu já passei" asks for Fernanda', () => {
    const team = [
      { calendar_id: 'r', title: 'Dr. Ricardo', aliases: [], service_ids: ['k0'] },
      { calendar_id: 'f', title: 'Dra. Fernanda', aliases: [], service_ids: ['k0'] },
    ];
    const said = 'queria marcar uma consulta com o doutor ricardo nao espera com a doutora fernanda que com o ricardo eu ja passei ne';
    const named = namedProfessional(said, team, clinic);
    expect(named && 'professional' in named ? named.professional.title : null).toBe('Dra. Fernanda');
  });
});

describe('what the safety layer reads as a move or a pick', () => {
  it('"me passa o endereço" hands something over; "passa meu corte pra sexta" moves it', () => {
    expect(asksToMove('oi! confirma pra mim minha unha amanha? e me passa o endereço pfv')).toBe(false);
    expect(asksToMove('passa meu corte pra sexta')).toBe(true);
  });

  it('"e hj ainda dá? tipo 17h" still asks; "ah é? então pode ser" answers its own question', () => {
    expect(agreementOf('poxa. e hj ainda da? tipo 17h', { action: 'book', minutes: 17 * 60 })).toBe('none');
    expect(agreementOf('ah é? então pode ser', { action: 'book', minutes: 17 * 60 })).toBe('agree');
  });

  it('a weekday is no position in the list, "o das 3" is a time, "das 2 e meia" has its half hour', () => {
    expect(ordinalOf('quarta 16h30 pode ser', 3)).toBeNull();
    expect(ordinalOf('pode ser o ultimo q vc falou da quinta', 3)).toBe(2);
    expect(ordinalOf('a segunda', 3)).toBe(1);
    expect(ordinalOf('o das 3', 3)).toBeNull();
    expect(mentionedMinutes('esse das 2 e meia')).toEqual([150]);
  });
});

describe('other times than those shown, and another like the one the client has', () => {
  it('"e mais tarde, não rola?" to the first time of the morning shows later times that day', async () => {
    const { out, actions } = await talk(['tem como amanha cedinho pra barba?', '🤔 e mais tarde nao rola?']);
    expect(out[1]).toMatch(/sexta-feira, 28\/11/);
    expect(out[1]).toMatch(/17:30/);
    expect(actions[1]?.map((a) => a.type)).toEqual(['find_slots']);
  });

  it('"saio do trampo 17h… e amanhã bem cedo tem?" asks for the early morning, not after 17h', () => {
    expect(pref('putz so 17h30? saio do trampo 17h e chego ai tipo 18h.. e amanha bem cedo tem?')).toEqual({
      date: '2025-11-28',
      from_min: 0,
      to_min: 600,
    });
    expect(pref('saio do trampo 17h, tem amanha?')).toEqual({ date: '2025-11-28', from_min: 17 * 60 + 30 });
  });

  it('"quero marcar outro igual ao de sábado pra semana que vem" proposes its service and time a week on', async () => {
    const had = [{ serviceId: 's3', calendarId: 'c1', startAt: new Date('2025-11-29T13:00:00Z') }];
    const { out, actions } = await talk(['quero marcar outro igual ao de sabado pra semana que vem'], { calendars: ['c1', 'c2'], had });
    expect(out[0]).toMatch(/Corte \+ Barba/);
    expect(out[0]).toMatch(/06\/12/);
    expect(out[0]).toMatch(/10:00/);
    expect(actions[0]?.map((a) => a.type)).not.toContain('book');
  });
});

describe('who a part of a party is for, as said back', () => {
  it('a relation not yet named reads "sua irmã", "seu filho"; a name stays a name', () => {
    expect(relationPhrase('Irma')).toBe('sua irmã');
    expect(relationPhrase('filho')).toBe('seu filho');
    expect(relationPhrase('Mae')).toBe('sua mãe');
    expect(relationPhrase('Bruna')).toBeNull();
  });
});

describe("probe21: the client's own appointments", () => {
  it('"não remarca não, cancela essa sim" agrees to the cancel; "mas blz, pode marcar" gives in', () => {
    const cancel = { action: 'cancel' as const, minutes: -1 };
    expect(agreementOf('ainda n sei qdo volto, entao nao remarca nao. cancela essa sim pfv', cancel)).toBe('agree');
    expect(agreementOf('não, não cancela', cancel)).toBe('none');
    expect(agreementOf('8h?? cedinho hein kkkk mas blz, pode marcar', { action: 'book', minutes: 8 * 60 })).toBe('agree');
    expect(agreementOf('pode ser, mas com o joao', { action: 'book', minutes: 8 * 60 })).toBe('none');
  });

  it('"adiantar meu corte de hj? queria de manhã" moves it to this morning; "ela sai da escola 16h30" asks no time', async () => {
    const had = [{ serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-11-27T19:00:00Z') }];
    const { out, actions } = await talk(['bom dia, tem como adiantar meu corte de hj? queria de manha se tiver'], {
      calendars: ['c1'],
      had,
    });
    expect(out[0]).toMatch(/quinta-feira, 27\/11/);
    expect(out[0]).toMatch(/11:00/);
    expect(actions[0]?.map((a) => a.type)).toEqual(['find_slots']);
    expect(withoutLeavingTimes('pode ser 17h? ela sai da escola 16h30')).not.toMatch(/16h30/);
  });

  it('"ficou c quem msm?" after the booking names who; "essa eu confirmo mais perto do dia" confirms nothing', async () => {
    const { out } = await talk(['corte sexta 10h com o dudu', 'ok vlw, ficou c quem msm?'], { calendars: ['c1', 'c2'] });
    expect(out[1]).toMatch(/Dudu/);
    expect(detectIntents(normalize('blz, essa eu confirmo mais perto do dia ta')).confirmPresence).toBe(false);
    expect(detectIntents(normalize('confirmo a manicure de amanha sim')).confirmPresence).toBe(true);
  });
});

describe("a story of someone else's cancel beside a check of one's own", () => {
  it('"meu marido cancelou a consulta dele" books nothing and names no "Cancelou"', () => {
    expect(notAName('cancelou')).toBe(true);
    expect(notAName('Lou')).toBe(false);
    expect(withoutReasons('meu marido cancelou a consulta dele de quinta, mas a minha fica ta')).not.toMatch(/cancelou/);
    expect(detectIntents(normalize('so confirmando q continua as 10h com a paula')).myAppointments).toBe(true);
  });
});

describe('a correction that names the day given up again', () => {
  it('"amanhã de manhã, não pera, amanhã eu trabalho de manhã né, é sábado" asks for Saturday', () => {
    expect(pref('tipo amanha de manha não pera amanha eu trabalho de manha né é sábado sábado de manha').date).toBe('2025-11-29');
    expect(pref('terça 9h não, pera, terça 10h')).toEqual({ date: '2025-12-02', exact_min: 600 });
  });
});
