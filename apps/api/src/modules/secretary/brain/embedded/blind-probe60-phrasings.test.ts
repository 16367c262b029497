// What probe60's first run (and the visit's next part off the grid) showed the secretary misread, each fixed in its
// general mechanism: a day said instead of the one on the table, an adverb after "meu", people counted, a tag
// question after an instruction, a cancel's reason, a visit for two dictated with the yes.
import { describe, expect, it } from 'vitest';
import { agreementOf } from '../../consent.js';
import { spokenClockMinutes } from '../../consent-mentions.js';
import { consentedTo } from '../../guarded-consent.js';
import { readGuardState } from '../../dialogue-state.js';
import { detectIntents, parseOrdinal } from './intents.js';
import { withoutKeptClauses } from './kept-clauses.js';
import { normalize } from './text.js';
import { talk, TALK_NOW } from './test-talk.js';
import { parseTimePref } from './dates.js';
import { sideParts } from './side-parts.js';

const at9 = { action: 'book' as const, minutes: 540 };
const cancel = { action: 'cancel' as const, minutes: 540 };

describe('probe60 phrasings', () => {
  it('"ops, sábado*** não sexta" to Friday\'s times looks at Saturday', async () => {
    const r = await talk(['queria marcar um corte pra sexta a tarde', 'ops, sabado*** nao sexta kkkk sexta eu trampo ate as 7'], {
      calendars: ['c1', 'c2'],
    });
    expect(r.out[0]).toMatch(/sexta-feira, 28\/11/);
    expect(r.out[1]).toMatch(/sábado, 29\/11/);
    expect(r.out[1]).not.toMatch(/sexta-feira/);
  });

  it('"corto o meu tbm, dá pra ser no mesmo horário?" asks no move', () => {
    const it = detectIntents(normalize('levar meu filho pra cortar sabado e ja aproveito e corto o meu tbm. da pra ser no mesmo horario?'));
    expect(it.reschedule).toBe(false);
    expect(detectIntents(normalize('meu corte da pra ser no mesmo horario de sabado?')).reschedule).toBe(true);
  });

  it('"marcava pra nós duas" counts people, no two o\'clock', () => {
    expect(spokenClockMinutes('ai marcava pra nos duas')).toEqual([]);
    expect(spokenClockMinutes('pode ser as duas e meia')).toContain(870);
  });

  it('an instruction with a tag question agrees; a question with the tag still asks', () => {
    expect(agreementOf('10h tá ótimo. Pode agendar como consulta normal, não como retorno, tá?', { action: 'book', minutes: 600 })).toBe(
      'agree',
    );
    expect(agreementOf('pode ser amanha, ta?', at9)).toBe('none');
    expect(agreementOf('vc marca as 9h ne?', at9)).toBe('none');
  });

  it('to a cancel, not being able to go is its reason, and a new date "depois com calma" asks no move', () => {
    const yes = 'Entendi. Mesmo assim pode cancelar, infelizmente não tenho como ir. Depois eu vejo outra data com calma';
    expect(agreementOf(yes, cancel)).toBe('agree');
    expect(agreementOf('nao vou conseguir ir mas nao cancela ainda', cancel)).toBe('none');
    expect(agreementOf('pode cancelar e marca outra data pra sexta', cancel)).toBe('none');
  });

  it('"fechado, eu 8h e a Manuela 9h" to a visit for two shown at 8h and 8h45 agrees to 8h and 9h', () => {
    const TZ = 'America/Sao_Paulo';
    const part = (time: string, name: string | null) => ({
      action: 'book' as const,
      service_id: 'mani',
      service_title: 'Manicure',
      calendar_id: 'jess',
      professional: 'Jéssica',
      start_at: new Date(`2026-03-07T${time}:00-03:00`).toISOString(),
      schedule_id: null,
      from_start_at: null,
      display_name: name,
      text: '',
      shown_turn: 1,
    });
    const st = readGuardState({ turn: 2, visit: [part('08:00', null), part('08:45', 'Manuela')] });
    const shown =
      'Consigo no sábado, 07/03: *Manicure* para você às 08:00 com *Jéssica* e *Manicure* para *Manuela* às 08:45 com *Jéssica*. Posso confirmar?';
    const target = (time: string, name: string | null) => ({
      service_id: 'mani',
      calendar_id: 'jess',
      start_at: new Date(`2026-03-07T${time}:00-03:00`).toISOString(),
      schedule_id: null,
      display_name: name,
    });
    const agrees = (message: string, t = target('09:00', 'Manuela')) =>
      consentedTo({ st, message, lastAssistant: shown, tz: TZ }, 'book', t);
    expect(agrees('fechado, eu 8h e a Manuela 9h com a jessica')).toBe(true);
    expect(agrees('fechado, eu 8h e a Manuela 9h com a jessica', target('08:00', null))).toBe(true);
    expect(agrees('eu 8h e a Manuela 9h?'), 'asked').toBe(false);
    expect(agrees('fechado, a Manuela 9h'), 'one time').toBe(false);
    expect(agrees('fechado, eu 8h e a Manuela 9h', target('09:00', null)), 'another person').toBe(false);
  });

  it('"o do moleque às 8 com o Dudu e o meu 8h30, pode marcar os dois" writes the visit shown at those times', async () => {
    const r = await talk(
      [
        'queria levar meu filho pra cortar sabado de manha, ele tem 6 anos. e ja aproveito e corto o meu tbm, um logo depois do outro',
        'entao o do moleque as 8 com o dudu e o meu 8h30. pode marcar os dois',
      ],
      { calendars: ['c1', 'c2'] },
    );
    expect(r.out[0]).toMatch(/Corte infantil\*.*08:00.*Corte masculino\*.*08:30/s);
    expect(r.actions[1]!.filter((a) => a.type === 'book')).toHaveLength(2);
  });

  it('"nenhum desses dá, mt cedo… só não pode ser de manhã" asks after noon; "8h é muito cedo, tem 10h?" asks 10h', () => {
    const pref = (m: string) => parseTimePref(normalize(m), TALK_NOW, 'America/Sao_Paulo');
    expect(pref('nenhum desses da nao, mt cedo e sexta? so nao pode ser de manha')).toMatchObject({ from_min: 720 });
    expect(pref('8h é muito cedo pra mim, tem 10h?')).toEqual({ exact_min: 600 });
    expect(pref('quero bem cedo')).toMatchObject({ to_min: 600 });
  });

  it('a lateness told, "esqueci de anotar na agenda", "confirma sexta às 10h" and "tudo bem?" read as said', () => {
    expect(detectIntents(normalize('vou chegar uns 20 min atrasado na fisio das 14h')).late).toBe(true);
    expect(detectIntents(normalize('acho q so chego umas 10h55. vai dar ou perco o horario?')).late).toBe(true);
    expect(detectIntents(normalize('esqueci de anotar na agenda')).book).toBe(false);
    expect(detectIntents(normalize('agenda pra mim amanha')).book).toBe(true);
    expect(detectIntents(normalize('entao confirma sexta as 10h sim, obrigada')).confirmPresence).toBe(true);
    expect(detectIntents(normalize('confirma sexta tem vaga?')).confirmPresence).toBe(false);
    expect(detectIntents(normalize('qual o horario da minha limpeza de pele mesmo?')).myAppointments).toBe(true);
  });

  it('"e se eu precisar desmarcar, até quando posso avisar?" is one part', () => {
    const parts = sideParts('Qual o horário? E se eu precisar desmarcar, até quando posso avisar sem problema? Obrigada').map(
      (p) => p.text,
    );
    expect(parts).toContain('E se eu precisar desmarcar, até quando posso avisar sem problema?');
  });

  it('"não, 16h não, prefiro mais pro fim do dia… 17h pode ser, marca pra mim" agrees to 17h only', () => {
    const said = 'não, 16h não, prefiro mais pro fim do dia... 17h pode ser, marca pra mim';
    expect(agreementOf(said, { action: 'book', minutes: 1020 })).toBe('agree');
    expect(agreementOf(said, { action: 'book', minutes: 960 })).toBe('none');
  });

  it('after a self-correction, a last sentence that writes the time on the table is the final say', () => {
    const said = 'Pode ser às 9h... não, espera, 9h eu deixo meu filho na escola. Melhor 10h30. Pode marcar às 10h30, por favor.';
    expect(agreementOf(said, { action: 'book', minutes: 630 })).toBe('agree');
    expect(agreementOf(said, { action: 'book', minutes: 540 })).toBe('none');
    expect(agreementOf('pode marcar as 10h30... nao, espera, deixa eu ver', { action: 'book', minutes: 630 })).toBe('none');
  });

  it('"as dua e meia ta bao, podi marca" picks 14h30 with its yes; "pode marcar a fisio às 8h e cancelar a nutri sim" agrees to the cancel', () => {
    expect(agreementOf('as dua e meia ta bao, podi marca', { action: 'book', minutes: 870 })).toBe('agree');
    expect(spokenClockMinutes('as dua e meia')).toContain(870);
    const both = 'Pode marcar a fisio às 8h e cancelar a nutri sim, obrigado';
    expect(agreementOf(both, { action: 'cancel', minutes: 900 })).toBe('agree');
    expect(agreementOf('pode marcar', { action: 'cancel', minutes: 900 })).toBe('none');
  });

  it('"pode marcar, eu primeiro e a Bruna depois" agrees: an order of people, no "depois eu vejo"', () => {
    expect(agreementOf('pode marcar, eu primeiro e a Bruna depois', { action: 'book', minutes: 900 })).toBe('agree');
    expect(agreementOf('primeiro quero ver o preco, depois eu marco', { action: 'book', minutes: 900 })).toBe('none');
    expect(agreementOf('pode marcar depois eu vejo', { action: 'book', minutes: 900 })).toBe('none');
  });

  it('(probe61) an emoji ends a kept clause; of several positions, the one said last is picked', () => {
    const kept = withoutKeptClauses('vou precisar desmarcar a unha, machuquei o dedo 🤕 o cabelo de sabado continua tá');
    expect(kept).not.toMatch(/sabado/);
    expect(parseOrdinal(normalize('o primeiro eu to no trabalho ainda, vou querer o segundo'), 3)).toBe(1);
    expect(parseOrdinal(normalize('pode ser o primeiro'), 3)).toBe(0);
  });
});
