// What the probe41 set found: "tem na quarta no msm horário?" to the one time offered listed the day; "isso, pode
// cancelar. mas só a de quinta, tá? a de terça… continuam normal" asked the cancel again; "só pra confirmar q eu vou"
// was no confirmation; "o da semana q vem" picked no appointment; "pra mais tarde" was lost once the client said
// which appointment; "na verdade muda, em vez de barba quero um corte" kept the barba; a booking dropped on "deixa pra
// lá" could not be taken up again by its time ("oi consegui! pode ser a das 10").
import { describe, expect, it } from 'vitest';
import { agreementOf } from '../../consent.js';
import { detectIntents } from './intents.js';
import { withoutKeptClauses } from './kept-clauses.js';
import { withoutReasons } from './reasons.js';
import { parseTimePref } from './dates.js';
import { normalize } from './text.js';
import { talk } from './test-talk.js';

const at = (iso: string) => new Date(iso);
const calendars = ['c1', 'c2'];
const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars };
/** Every half hour of Tuesday 02/12's morning taken on both calendars but 09:00. */
const onlyNineTuesday = ['c1', 'c2'].flatMap((c) =>
  ['11:00', '11:30', '12:30', '13:00', '13:30', '14:00', '14:30'].map((t) => ({
    serviceId: 's1',
    calendarId: c,
    startAt: at(`2025-12-02T${t}:00Z`),
  })),
);

describe('the time or the appointment meant', () => {
  it('"terça fica ruim, tem na quarta no msm horário?" to the one time offered proposes Wednesday at that time', async () => {
    const { out } = await talk(['corte terca de manha', 'hmm pensando bem terça fica ruim pra mim, tem na quarta no msm horario?'], {
      ...confirming,
      busy: onlyNineTuesday,
    });
    expect(out[0]).toMatch(/tenho livre às 09:00/);
    expect(out[1]).toMatch(/quarta-feira, 03\/12, às 09:00\?/);
  });

  it('"o da semana q vem" picks the appointment inside next week', async () => {
    const had = [
      { serviceId: 's1', calendarId: 'c1', startAt: at('2025-11-28T13:00:00Z') },
      { serviceId: 's2', calendarId: 'c1', startAt: at('2025-12-05T17:00:00Z') },
    ];
    const { out } = await talk(['oi, vou ter q desmarcar um horario meu', 'o da semana q vem'], { calendars, had });
    expect(out[0]).toMatch(/Qual destes/);
    expect(out[1]).toMatch(/cancelamento de \*Barba\* em sexta-feira, 05\/12/);
  });

  it('"passar o de sábado pra mais tarde", then which one: later times of that day', async () => {
    const had = [
      { serviceId: 's1', calendarId: 'c1', startAt: at('2025-11-29T13:00:00Z') },
      { serviceId: 's2', calendarId: 'c2', startAt: at('2025-11-29T17:00:00Z') },
    ];
    const { out } = await talk(['oi, preciso passar o de sabado pra mais tarde', 'o da barba'], { calendars, had });
    expect(out[0]).toMatch(/Qual destes/);
    const times = [...out[1]!.matchAll(/(\d{2}):(\d{2})/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((m) => m > 14 * 60)).toBe(true);
  });
});

describe('yeses, keeps and confirmations', () => {
  it('"isso, pode cancelar. mas só a de quinta, tá?" agrees to that cancel; "mas só o corte, tá?" to a booking does not', () => {
    expect(agreementOf('isso, pode cancelar. mas so a de quinta ta?', { action: 'cancel', minutes: 480, weekday: 4 })).toBe('agree');
    expect(agreementOf('pode marcar, mas so o corte ta?', { action: 'book', minutes: 480 })).toBe('none');
    expect(withoutKeptClauses('isso, pode cancelar. a de terca e o retorno continuam normal')).toBe('isso, pode cancelar.');
  });

  it('"só pra confirmar q eu vou amanhã" confirms presence', () => {
    expect(detectIntents(normalize('oi bella, so pra confirmar q eu vou amanha na manicure ta? 😘')).confirmPresence).toBe(true);
  });
});

describe('a service switched, and a booking dropped then taken up', () => {
  it('"na verdade muda, em vez de barba quero um corte com o dudu msm" offers the corte, not the barba', async () => {
    const { out } = await talk(
      ['quero marcar barba pra sexta', 'na verdade muda, em vez de barba quero um corte com o dudu msm'],
      confirming,
    );
    expect(out[1]).toMatch(/\*Corte masculino\*/);
  });

  it('"deixa pra lá, vou ver com meu marido se ele fica com as crianças" asks for no Corte infantil', async () => {
    expect(withoutReasons(normalize('ah deixa pra la, vou ver com meu marido se ele fica com as criancas'))).not.toMatch(/criancas/);
    const { out } = await talk(['oi! quero fazer barba sabado', 'ah deixa pra la, vou ver com meu marido se ele fica com as criancas'], {
      calendars,
    });
    expect(out[1]).toMatch(/não marquei nada/);
  });

  it('"oi consegui! pode ser a das 10 sim" after "deixa pra lá" proposes the 10:00 of the list put aside', async () => {
    const { out } = await talk(
      [
        'corte sexta de manha',
        'hmm deixa pra la, vou ver se consigo sair do trabalho e te falo',
        'oi consegui! pode ser a das 10 sim, marca pfv',
      ],
      confirming,
    );
    expect(out[0]).toMatch(/10:00/);
    expect(out[2]).toMatch(/\*Corte masculino\*.*sexta-feira, 28\/11, às 10:00/);
  });
});

describe('a party the other way round', () => {
  it('"pode ser, mas primeiro ele tá?" puts the other person at the first time', async () => {
    const { out } = await talk(
      ['corte pra mim e pro meu irmao Caio sabado de manha, um seguido do outro', 'pode ser, mas primeiro ele ta?'],
      confirming,
    );
    const first = /para você às (\d{2}:\d{2}).*para \*Caio\* às (\d{2}:\d{2})/s.exec(out[0]!);
    expect(first).not.toBeNull();
    expect(out[1]).toMatch(new RegExp(`para \\*Caio\\* às ${first![1]}.*para você às ${first![2]}`, 's'));
  });
});

describe('a count, no Monday', () => {
  it('"já é a segunda vez q isso acontece" names no day; "segunda de manhã" still does', () => {
    const now = at('2026-03-04T12:00:00Z');
    expect(parseTimePref(normalize('to puto ja é a segunda vez q isso acontece'), now, 'America/Sao_Paulo')).toEqual({});
    expect(parseTimePref(normalize('segunda de manha'), now, 'America/Sao_Paulo').date).toBe('2026-03-09');
  });
});
