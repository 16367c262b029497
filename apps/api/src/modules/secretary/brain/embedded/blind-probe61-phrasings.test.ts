// What probe61's first run showed the secretary misread, each fixed in its general mechanism: a listed time picked
// by its weekday, its part of the day or its place with the client's own yes; the client's history ("repetir o da
// última vez", "a mesma menina q me atendeu", "quando foi a última vez?"); the day a trip starts; the business's
// cancels complained of; a week said before corrections; a colon before questions.
import { describe, expect, it } from 'vitest';
import { agreementOf } from '../../consent.js';
import { ordinalOf } from '../../consent-mentions.js';
import { timesNamedByFeature } from '../../consent-picked-feature.js';
import { consentedTo } from '../../guarded-consent.js';
import { readGuardState } from '../../dialogue-state.js';
import { detectIntents, asksEarliest } from './intents.js';
import { confirmsPick } from './proposal-answers.js';
import { normalize } from './text.js';
import { talk, TALK_NOW } from './test-talk.js';
import { parseTimePref } from './dates.js';
import { sideParts } from './side-parts.js';

const TZ = 'America/Sao_Paulo';
const at = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`).toISOString();

describe('probe61 phrasings', () => {
  const busy = [{ serviceId: 's1', calendarId: 'c2', startAt: new Date('2025-11-29T11:00:00Z') }];
  // Thursday 18/06 08:00 and Saturday 20/06 11:00, both with Jéssica (offered-ref-04); 08:00, 11:00 and 16:00 on one day (-03).
  const twoDays = [
    { calendar_id: 'jess', start_at: at('2026-06-18', '08:00'), professional: 'Jéssica' },
    { calendar_id: 'jess', start_at: at('2026-06-20', '11:00'), professional: 'Jéssica' },
  ];
  const oneDay = ['08:00', '11:00', '16:00'].map((t) => ({ calendar_id: 'ric', start_at: at('2026-05-28', t), professional: 'Ricardo' }));
  const consentTo = (slots: typeof oneDay, lastAssistant: string) => (message: string, index: number) =>
    consentedTo(
      {
        st: readGuardState({ turn: 2, offered: { service_id: 's', schedule_id: null, shown_turn: 1, slots } }),
        message,
        lastAssistant,
        tz: TZ,
      },
      'book',
      { service_id: 's', calendar_id: slots[index]!.calendar_id, start_at: slots[index]!.start_at, schedule_id: null, display_name: null },
    );

  it('a listed time named by its weekday or part of the day, with the yes, is agreed to; another one is not', () => {
    const days = twoDays.map((s) => ({ minutes: s.start_at.includes('T11') ? 660 : 480, weekday: s.start_at.includes('06-20') ? 6 : 4 }));
    expect(timesNamedByFeature('o de sabado fica melhor, pode marcar pra mim 💅', days)).toEqual([1]);
    expect(timesNamedByFeature('pode marcar pra mim', days)).toEqual([]);
    expect(
      timesNamedByFeature(
        'o da tarde é melhor pra mim pq de manha levo as crianças',
        [480, 660, 960].map((m) => ({ minutes: m, weekday: 4 })),
      ),
    ).toEqual([2]);
    const consent = consentTo(
      twoDays,
      'Na quinta-feira, 18/06 ou no sábado, 20/06, para *Manicure*, consigo:\n1) quinta-feira, 18/06, às 08:00 com Jéssica\n2) sábado, 20/06, às 11:00 com Jéssica',
    );
    expect(consent('o de sabado fica melhor, pode marcar pra mim 💅', 1)).toBe(true);
    expect(consent('o de sabado fica melhor, pode marcar pra mim 💅', 0), 'the other day').toBe(false);
    expect(consent('o de sabado fica melhor?', 1), 'asked').toBe(false);
    const afternoon = consentTo(
      oneDay,
      'Na quinta-feira, 28/05, consigo:\n1) 08:00 com Ricardo\n2) 11:00 com Ricardo\n3) 16:00 com Ricardo',
    );
    expect(afternoon('o da tarde é melhor pra mim pq de manha levo as crianças na escola. pode marcar esse', 2)).toBe(true);
    expect(afternoon('o da tarde é melhor pra mim pq de manha levo as crianças na escola. pode marcar esse', 0)).toBe(false);
    expect(afternoon('pode marcar esse', 2), 'which one is not said').toBe(false);
  });

  it('"melhor" said of the time on the table prefers it; said of another it still changes the plan', () => {
    const sat11 = { action: 'book' as const, minutes: 660, weekday: 6 };
    expect(agreementOf('o de sabado fica melhor, pode marcar pra mim', sat11)).toBe('agree');
    expect(agreementOf('o de sexta fica melhor, pode marcar pra mim', sat11)).toBe('none');
    expect(agreementOf('o da tarde é melhor, pode marcar', { action: 'book', minutes: 960 })).toBe('agree');
    expect(agreementOf('o da tarde é melhor, pode marcar', { action: 'book', minutes: 480 })).toBe('none');
  });

  it('a position said last is the pick, "o do meio" the middle one, and "vou querer o segundo, pode ser?" asks for the write', () => {
    expect(ordinalOf('hmm o primeiro eu to no trabalho ainda… vou querer o segundo, pode ser?', 3)).toBe(1);
    expect(ordinalOf('o do meio serve', 3)).toBe(1);
    expect(ordinalOf('o do meio serve', 2)).toBe(-1);
    expect(confirmsPick('hmm o primeiro eu to no trabalho ainda… vou querer o segundo, pode ser?', 780)).toBe(true);
    expect(confirmsPick('o do meio serve, pode botar meu nome')).toBe(true);
    expect(confirmsPick('o segundo, pode ser?'), 'no choice said outright').toBe(false);
    expect(agreementOf('vc marca as 9h ne?', { action: 'book', minutes: 540 }), 'a check, no tag').toBe('none');
  });

  it('"bora repetir o da última vez, mesmo barbeiro" books the last visit\'s service with its professional', async () => {
    const had = [{ serviceId: 's1', calendarId: 'c2', startAt: new Date('2025-11-08T13:00:00Z') }];
    // (Marcos is busy at 08:00 on Saturday and Dudu is not: 08:00 shown would be Dudu's.)
    const { out } = await talk(['bora repetir o da ultima vez, mesmo barbeiro. sabado de manha da?'], {
      calendars: ['c1', 'c2'],
      had,
      busy,
    });
    expect(out[0]).toMatch(/Corte masculino/);
    expect(out[0]).toMatch(/10:00/);
    expect(out[0]).not.toMatch(/08:00/);
  });

  it('"com a mesma menina q me atendeu" asks for who served the client, no FAQ about the hours', async () => {
    const had = [{ serviceId: 's2', calendarId: 'c2', startAt: new Date('2025-11-08T13:00:00Z') }];
    const hours = { id: 'f1', question: 'Qual o horário de atendimento?', answer: 'Atendemos de terça a sábado.' };
    const { out } = await talk(
      ['queria repetir aquela barba q fiz, amei 😍 com o mesmo barbeiro q me atendeu. sabado de manha ele tem horario?'],
      {
        calendars: ['c1', 'c2'],
        had,
        busy,
        faqs: [hours],
      },
    );
    expect(out[0]).not.toMatch(/terça a sábado/);
    expect(out[0]).toMatch(/Barba/);
    expect(out[0]).not.toMatch(/08:00/);
  });

  it('"quando foi a última vez q eu cortei aí?" answers from the client\'s history', async () => {
    const had = [
      { serviceId: 's1', calendarId: 'c2', startAt: new Date('2025-10-25T14:00:00Z') },
      { serviceId: 's1', calendarId: 'c2', startAt: new Date('2025-11-08T14:00:00Z') },
    ];
    const { out, actions } = await talk(['ze me tira uma duvida, quando foi a ultima vez q eu cortei ai? perdi a conta kkkk'], { had });
    expect(out[0]).toMatch(/sábado, 08\/11, às 11:00/);
    expect(out[0]).toMatch(/no sábado/);
    expect(actions[0]!.map((a) => a.type)).not.toContain('find_slots');
    const none = await talk(['qual foi minha ultima visita ai?']);
    expect(none.out[0]).toMatch(/Não encontrei nenhum atendimento/);
  });

  it('the day a trip starts is not the day asked for; a week said before corrections carries through them', () => {
    const now = new Date('2026-04-04T14:00:00Z');
    const said = 'vou viajar amanha e volto daqui a 2 semanas. queria corte e barba pro sabado q eu volto, daqui duas semanas, de manha';
    expect(parseTimePref(normalize(said), now, TZ).date).toBe('2026-04-18');
    const voice = 'queria marcar pra semana que vem terça não terça não que terça eu tenho fisioterapia quarta quarta de manhã';
    expect(parseTimePref(normalize(voice), new Date('2026-05-06T14:05:00Z'), TZ).date).toBe('2026-05-13');
    expect(parseTimePref(normalize('amanha vou viajar, tem hoje?'), now, TZ).date).toBe('2026-04-04');
  });

  it('the business\'s cancels complained of ask no cancel; "vê aí o que tem" asks for the list, not the first time', async () => {
    const it = detectIntents(
      normalize('ja é a segunda vez q vcs desmarcam minha consulta em cima da hora. quero o primeiro horario q tiver'),
    );
    expect(it.cancel).toBe(false);
    expect(it.myAppointments).toBe(false);
    expect(detectIntents(normalize('pode desmarcar minha consulta')).cancel).toBe(true);
    expect(asksEarliest(normalize('sabado de manha qualquer horario antes das onze'))).toBe(true);
    expect(asksEarliest(normalize('sabado de manha qualquer horario antes das onze ve ai o que tem com ele e me fala'))).toBe(false);
    const { out } = await talk(['ja é a segunda vez q vcs desmarcam meu corte, to sem paciencia. quero sabado de manha'], {
      now: TALK_NOW,
    });
    expect(out[0]).toMatch(/Sinto muito|Peço desculpas|Desculpe/);
    expect(out[0]).not.toMatch(/😊/);
  });

  it('a colon before a space opens the questions it announces; a clock time keeps its colon', () => {
    const parts = sideParts('antes de marcar queria tirar umas duvidas: vcs atendem unimed? sexta 10:30 tem?').map((p) => p.text);
    expect(parts).toEqual(['antes de marcar queria tirar umas duvidas:', 'vcs atendem unimed?', 'sexta 10:30 tem?']);
  });
});
