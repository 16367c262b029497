// What the probe22 and probe23 sets found (session 30): an appointment asked about by its day alone ("o do dia 14
// é só barba né?"), "esqueci o que eu marquei", a time named inside the window a client's work leaves open, two
// professionals given as alternatives, a request softened as "é que eu tô precisando…", a question after the
// thanks, "hoje paguei na rua" (a day of a story), a word two services share, and a woman doctor asked for.
import { describe, expect, it } from 'vitest';
import { parseTimePref } from './dates.js';
import { detectIntents } from './intents.js';
import { withoutReasons } from './reasons.js';
import { normalize } from './text.js';
import { namedAsEither } from './team.js';
import { mentionedServices } from './match.js';
import { matchProfessional } from './understand/people.js';
import type { TBrainService } from '../types.js';
import { BARBERSHOP_PROFESSIONALS } from './test-fixtures.js';
import { talk } from './test-talk.js';

const tz = 'America/Sao_Paulo';
const now = new Date('2026-03-04T14:00:00Z'); // Wednesday 04/03/2026 11:00
const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };
// Friday 28/11/2025 14:00 and Tuesday 02/12/2025 10:00 in São Paulo (talk()'s clock: Thursday 27/11 10:00).
const fridayCut = { serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-11-28T17:00:00Z') };
const tuesdayBeard = { serviceId: 's2', calendarId: 'c2', startAt: new Date('2025-12-02T13:00:00Z') };

describe('the client asks about what they have', () => {
  it('"esqueci o que eu marquei", "tenho mais de um horário marcado aí né?" ask for the list', () => {
    for (const said of ['gente esqueci o que eu marquei com vcs, pode me falar?', 'tenho mais de um horario marcado ai ne? quais sao?'])
      expect(detectIntents(normalize(said)).myAppointments, said).toBe(true);
    expect(detectIntents(normalize('quero marcar um horario amanha')).myAppointments).toBe(false);
  });

  it('"eu marquei corte essa semana mas esqueci o dia" is about the corte held, never a list of free times (probe23)', async () => {
    const { out } = await talk(['fala ze, eu marquei corte essa semana mas esqueci o dia kkk'], { ...confirming, had: [fridayCut] });
    expect(out[0]).toMatch(/sexta-feira, 28\/11, às 14:00 é \*Corte masculino\*/);
    // "blz, tô lá" then confirms presence.
    expect(detectIntents(normalize('blz, to la')).confirmPresence).toBe(true);
  });

  it('"o de terça é com quem?" names an appointment by its day: answered about it, never a list of free times', async () => {
    const { out, actions } = await talk(['o de terca e com quem?'], { ...confirming, had: [fridayCut, tuesdayBeard] });
    expect(out[0]).toMatch(/Barba/);
    expect(out[0]).toMatch(/Marcos/);
    expect(out[0]).not.toMatch(/Corte masculino/);
    expect(actions[0]!.map((a) => a.type)).toEqual(['list_appointments']);
  });

  it('"então fica sexta às 14h né?" of the day and time the client holds is a check, answered about it', async () => {
    const { out } = await talk(['tem estacionamento?', 'otimo. entao fica sexta dia 28 as 14h ne?'], { ...confirming, had: [fridayCut] });
    expect(out[1]).toMatch(/\*Corte masculino\*/);
    expect(out[1]).toMatch(/sexta-feira, 28\/11, às 14:00/);
    expect(out[1]).not.toMatch(/Não tenho vaga|Posso confirmar/);
  });

  it('"e o de sábado?" on a day the client has nothing is a request for that day, not about their own', async () => {
    const { out } = await talk(['quero uma barba', 'e o de sabado, tem?'], { ...confirming, had: [fridayCut] });
    expect(out[1]).not.toMatch(/Seu horário/);
  });
});

describe('when the client can come', () => {
  it('"só saio do trampo às três, então três e meia" asks for 15:30, not from 15:30 on', () => {
    const said = normalize('amanha so saio do trampo as tres entao tipo tres e meia');
    expect(parseTimePref(said, now, tz)).toEqual({ date: '2026-03-05', exact_min: 930 });
    // Only a time settled on ("então", "melhor") counts: a second window or where they come from does not.
    expect(parseTimePref(normalize('dps das 14h de preferencia, saio do servico 13h30'), now, tz)).toEqual({ from_min: 840 });
    // (Where they come from is no time asked; when they get here opens the window: session 35.)
    expect(parseTimePref(normalize('amanha saio do trampo 17h e chego ai tipo 18h'), now, tz)).toEqual({
      date: '2026-03-05',
      from_min: 1080,
    });
  });

  it('"é que eu tô precisando fazer uma escova" is the request, softened; "que eu tô trabalhando" is a reason', () => {
    expect(withoutReasons(normalize('e que eu to precisando fazer uma escova pro sabado'))).toMatch(/escova/);
    expect(withoutReasons(normalize('nove nao, que eu to trabalhando'))).not.toMatch(/trabalhando/);
    expect(detectIntents(normalize('to precisando fazer uma escova sabado')).book).toBe(true);
  });
});

describe('a day inside a story', () => {
  it('"hoje paguei na rua sem saber" tells of today, it asks nothing for today', () => {
    expect(parseTimePref(normalize('tem estacionamento ai ne? hoje paguei na rua sem saber rs'), now, tz)).toEqual({});
    expect(parseTimePref(normalize('tem horario hoje?'), now, tz)).toEqual({ date: '2026-03-04' });
  });

  it('"casamento do meu irmão amanhã… queria ir hj ainda" asks for today; the event\'s day alone is still asked (probe23)', () => {
    const said = normalize('casamento do meu irmao amanha e eu to parecendo um mendigo kkkk. queria ir hj ainda');
    expect(parseTimePref(said, now, tz)).toEqual({ date: '2026-03-04' });
    expect(parseTimePref(normalize('preciso de uma escova pro casamento da minha prima sabado'), now, tz)).toEqual({
      date: '2026-03-07',
    });
  });
});

describe('two professionals as alternatives', () => {
  it('"com o Dudu ou com o Marcos, tanto faz" names either; "corte com o Dudu e barba com o Marcos" both', () => {
    expect(namedAsEither('pode ser com o Dudu ou com o Marcos tanto faz', BARBERSHOP_PROFESSIONALS)).toBe(true);
    expect(namedAsEither('corte com o Dudu e barba com o Marcos', BARBERSHOP_PROFESSIONALS)).toBe(false);
  });

  it('a proposal with one of the two is made, not a question back about who', async () => {
    const { out } = await talk(['preciso fazer uma barba amanha as 9 pode ser com o Dudu ou com o Marcos tanto faz'], confirming);
    // (talk() has no safety layer, whose proposal text names the professional.)
    expect(out[0]).toMatch(/Posso confirmar \*Barba\* para sexta-feira, 28\/11, às 09:00/);
    expect(out[0]).not.toMatch(/com quem/);
  });
});

describe('a question after the thanks', () => {
  it('"beleza valeu e aceita pix né ou só dinheiro" right after a write is answered, not only thanked', async () => {
    const { out } = await talk(
      ['quero uma barba amanha as 9 com o dudu', 'sim', 'beleza valeu e tipo ai aceita pix ne ou so dinheiro'],
      confirming,
    );
    expect(out[1]).toMatch(/Prontinho/);
    expect(out[2]).toMatch(/Pix/);
  });
});

describe('a word two services share', () => {
  const clinic = [
    { id: 'g', title: 'Consulta clínica geral', synonyms: [] },
    { id: 'n', title: 'Consulta nutricional', synonyms: ['nutricionista'] },
  ] as unknown as TBrainService[];

  it('"procurar nutricionista… quanto é a consulta?" speaks of the nutrition one only (probe23)', () => {
    const said = normalize('o personal falou pra eu procurar nutricionista. vcs tem? quanto e a consulta? queria sabado de manha');
    expect(mentionedServices(said, clinic).map((s) => s.id)).toEqual(['n']);
    // Words of its own still name the other: "consulta nutricional e uma consulta de clínica geral".
    const both = normalize('queria consulta nutricional e tambem uma consulta de clinica geral');
    expect(
      mentionedServices(both, clinic)
        .map((s) => s.id)
        .sort(),
    ).toEqual(['g', 'n']);
  });
});

describe('a woman doctor asked for', () => {
  const doctors = [
    { calendar_id: 'r', title: 'Dr. Ricardo', aliases: [], service_ids: [] },
    { calendar_id: 'f', title: 'Dra. Fernanda', aliases: [], service_ids: [] },
  ];

  it('"de preferência com uma médica" is the one titled Dra.; "minha médica de sempre se aposentou" asks for no one (probe23)', () => {
    expect(matchProfessional(normalize('consulta de clinica geral, de preferencia com uma medica, amanha a tarde'), doctors)).toEqual({
      calendar_id: 'f',
    });
    expect(matchProfessional(normalize('minha medica de sempre se aposentou e estou procurando outra clinica'), doctors)).toBeNull();
  });
});
