// What the probe53 set found: "qual o dia e o horário que eu marquei com a Dra. Fernanda?" asked which service to book;
// "pera, com o dudu nao da?" to a proposal with the other barber was not understood; "2h e meia" was 14:00; "pode ser
// com a jessica? a carla puxa mt meu cabelo" asked again which services and who.
import { describe, expect, it } from 'vitest';
import { detectIntents } from './intents.js';
import { parseTimePref } from './dates.js';
import { normalize } from './text.js';
import { isNegationOrHesitation } from '../../consent.js';
import { talk } from './test-talk.js';
import { withoutWeakWords } from './match.js';

const TZ = 'America/Sao_Paulo';
const NOW = new Date('2026-03-05T13:00:00-03:00');
const at = (day: string, hhmm: string) => new Date(`2025-${day}T${hhmm}:00-03:00`);

describe('probe53 phrasings', () => {
  it('"qual o dia e o horário que eu marquei" asks for the client\'s own appointments', () => {
    expect(detectIntents(normalize('qual o dia e o horário que eu marquei com a Dra. Fernanda? Perdi o papelzinho')).myAppointments).toBe(
      true,
    );
  });

  it('"2h e meia", "10h e quinze" tell the minutes', () => {
    expect(parseTimePref(normalize('2h e meia ta de boa mano'), NOW, TZ)).toEqual({ exact_min: 870 });
    expect(parseTimePref(normalize('10h e quinze'), NOW, TZ)).toEqual({ exact_min: 615 });
  });

  it('"com o dudu não dá?" asks whether it can be with him', async () => {
    expect(isNegationOrHesitation('com o dudu nao da? sempre corto com ele')).toBe(false);
    const busy = [{ serviceId: 's1', calendarId: 'c1', startAt: at('11-28', '16:00') }];
    const { out } = await talk(['marca um corte amanha 16h pra mim', 'pera, com o dudu nao da? sempre corto com ele'], {
      busy,
      calendars: ['c1', 'c2'],
      settings: { is_assistant_schedule_entry_confirm: true },
    });
    expect(out[1]).toMatch(/Não tenho vaga na sexta-feira, 28\/11 às 16:00 com \*Dudu\*/);
  });

  it('a body word in a story about a professional asks no service', () => {
    expect(withoutWeakWords('a carla puxa muito meu cabelo')).not.toMatch(/cabelo/);
  });
});
