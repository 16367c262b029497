// What the probe54 set found: "tem jogo do meu filho" turned a Corte into a Corte infantil; "sabado de manha tem
// reuniao do condominio… depois das 3" and "sabado de manha é a formatura dela… de tarde" offered the morning; "minha
// filha acabou de me avisar… tem como ser na terca que vem?" after a write started a new booking; "pode sim, cancela. dps
// eu marco de novo" asked for a day; "consegue me encaixar mais cedo? to com o corte e barba as 15h" was a second
// booking; "joga pro outro sabado" while moving this Saturday's kept it; "adiar em uma semana" asked when; "sim pfv! e
// quanto ta mesmo?" to a move was no yes.
import { describe, expect, it } from 'vitest';
import { agreementOf } from '../../consent.js';
import { parseTimePref } from './dates.js';
import { detectIntents } from './intents.js';
import { normalize } from './text.js';
import { talk } from './test-talk.js';
import { excludesProfessional, toldAbout } from './team.js';

const TZ = 'America/Sao_Paulo';
const NOW = new Date('2026-03-05T13:00:00-03:00'); // a Thursday
const pref = (message: string) => parseTimePref(normalize(message), NOW, TZ);
const intents = (message: string) => detectIntents(normalize(message));
const at = (day: string, hhmm: string) => new Date(`2025-${day}T${hhmm}:00-03:00`);

describe('probe54 phrasings', () => {
  it("someone's event names no one booked for: the Corte stays a Corte", async () => {
    const { out } = await talk(
      ['marca um corte pra sexta as 15h', 'pera, sexta nao da, tem jogo do meu filho. sabado no mesmo horario tem?'],
      {
        calendars: ['c1', 'c2'],
        settings: { is_assistant_schedule_entry_confirm: true },
      },
    );
    expect(out[1]).toMatch(/\*Corte masculino\*.*sábado, 29\/11, às 15:00/);
  });

  it("an event's part of the day is busy, never asked", () => {
    expect(pref('lembrei q sabado de manha tem reuniao do condominio 🙄 da pra passar pra tarde? tipo depois das 3')).toEqual({
      date: '2026-03-07',
      from_min: 900,
    });
    expect(pref('sabado de manha é a formatura dela 😅 tem como ser na terca que vem? qualquer horario de tarde')).toMatchObject({
      date: '2026-03-10',
      from_min: 720,
    });
  });

  it('a booking put off is none asked; "encaixar mais cedo" beside one held is a move', () => {
    expect(intents('pode sim, cancela. dps eu marco de novo qdo voltar')).toMatchObject({ cancel: true, book: false });
    expect(intents('consegue me encaixar mais cedo no sabado? to com o corte e barba as 15h').reschedule).toBe(true);
  });

  it('"sim pfv!" then a side question is the yes', () => {
    expect(agreementOf('sim pfv! e quanto ta mesmo? da pra parcelar?', { action: 'move', minutes: 780 })).toBe('agree');
    expect(agreementOf('sim? e quanto ta?', { action: 'move', minutes: 780 })).toBe('none');
  });

  it('"adiar em uma semana" is next week', () => {
    expect(pref('preciso adiar meu retorno em uma semana, mesmo dia e horario')).toMatchObject({ date: '2026-03-09', same_time: true });
  });

  it('"pro outro sábado" while moving this Saturday\'s is the one a week on', async () => {
    const had = [{ serviceId: 's1', calendarId: 'c1', startAt: at('11-29', '11:00') }];
    const { out } = await talk(['joga meu corte pro outro sabado, msm horario. esse sabado vou pra praia'], {
      had,
      calendars: ['c1', 'c2'],
    });
    expect(out[0]).toMatch(/06\/12, às 11:00/);
  });

  it('"a de terça passada foi ótima" is told; "msm ora" is the same time', () => {
    expect(pref('ele tem horario terca cedo? a de terca passada foi otima')).toMatchObject({ date: '2026-03-10' });
    expect(pref('remarca pra terssa q vem msm ora')).toMatchObject({ date: '2026-03-10', same_time: true });
    // "é que eu já tenho às 8h… queria passar pras 11": the time held is no time asked.
    expect(pref('é que eu ja tenho as 8h mas ficou mt cedo pra mim, queria passar pras 11')).toEqual({ exact_min: 660 });
  });

  it('"pode marcar as duas às 14h" to two people shown at 14h books them', async () => {
    const { out, actions } = await talk(
      ['corte pra mim e pro meu amigo Rafael sabado 10h, os dois juntos', 'perfeito, pode marcar os dois as 10h'],
      {
        calendars: ['c1', 'c2'],
      },
    );
    expect(out[0]).toMatch(/10:00/);
    expect(actions[1]!.filter((a) => a.type === 'book')).toHaveLength(2);
  });

  it('(probe55) "com o dr ricardo de jeito nenhum" rules him out; "nada contra o dr ricardo" asks for no one', () => {
    const ricardo = { calendar_id: 'r', title: 'Dr. Ricardo', aliases: [], service_ids: [] };
    expect(excludesProfessional('queria consulta mas com o dr ricardo de jeito nenhum', ricardo)).toBe(true);
    expect(toldAbout('nada contra o dr ricardo mas prefiro medica mulher', ricardo)).toBe(true);
  });
});
