// Requests as clients say them (found with the probe13 eval set): the order a visit is said in, a relative left out, a day said of
// someone else, "não é X, é Y", weekdays misspelled, and a relative's booking beside the client's own.
import { describe, expect, it } from 'vitest';
import { parseTimePref } from './dates.js';
import { servicesAsCorrected } from './corrected-services.js';
import { matchService } from './match.js';
import { readParty } from './party.js';
import { withoutReasons } from './reasons.js';
import { BARBERSHOP_SERVICES } from './test-fixtures.js';
import { talk } from './test-talk.js';
import { normalize } from './text.js';
import { firstAsSaid } from './visit-order.js';

const opts = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };
const [cut, beard] = [BARBERSHOP_SERVICES[0]!, BARBERSHOP_SERVICES[1]!];

describe('requests as said', () => {
  it('"primeiro a barba dps o corte" leads the visit with the beard', () => {
    expect(firstAsSaid('corte e barba sexta, primeiro a barba dps o corte', [cut, beard]).map((s) => s.title)).toEqual([
      'Barba',
      'Corte masculino',
    ]);
    expect(firstAsSaid('corte e barba sexta no primeiro horario', [cut, beard]).map((s) => s.title)).toEqual(['Corte masculino', 'Barba']);
  });

  it('a relative mentioned then left out ("deixa ele pra depois, só eu mesmo") is no party', () => {
    expect(
      readParty(
        'queria um corte pra mim na sexta, o meu filho tambem quer, nao, espera, deixa ele pra depois, so eu mesmo',
        BARBERSHOP_SERVICES,
      ),
    ).toBeNull();
    expect(readParty('queria um corte pra mim e pro meu filho na sexta', BARBERSHOP_SERVICES)).not.toBeNull();
  });

  it('a day said of someone else is not the client’s ("meu filho vai na semana que vem")', () => {
    const said = normalize('um corte pra mim na sexta, meu filho vai na semana que vem, so eu mesmo');
    const pref = parseTimePref(withoutReasons(said), new Date('2025-11-25T13:00:00Z'), 'America/Sao_Paulo');
    expect(pref.date).toBe('2025-11-28');
  });

  it('"não é corte, é a barba" corrects the service', () => {
    const text = servicesAsCorrected('ops, me enganei, nao é corte, é a barba dele. msm dia e hora', BARBERSHOP_SERVICES);
    expect(matchService(normalize(text), BARBERSHOP_SERVICES)?.service.title).toBe('Barba');
  });

  it('"na sesta as 16" is Friday', () => {
    // Wednesday 26/11/2025.
    expect(parseTimePref(normalize('na sesta as 16'), new Date('2025-11-26T13:00:00Z'), 'America/Sao_Paulo')).toMatchObject({
      date: '2025-11-28',
      exact_min: 16 * 60,
    });
  });

  it('a relative’s booking "no msm horário" of the client’s own appointment is at that time, in their name', async () => {
    const { out, actions, agenda } = await talk(
      [
        'eu ja tenho corte sabado 9h ne? queria colocar uma barba pro meu filho Theo no msm horario, com o marcos, da?',
        'pode marcar pra ele',
      ],
      { ...opts, had: [{ serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-11-29T12:00:00Z') }] },
    );
    expect(out[0]).toMatch(/09:00/);
    expect(actions[1]?.map((a) => a.type)).toEqual(['book']);
    expect(agenda.schedules.at(-1)).toMatchObject({ service_id: 's2', calendar_id: 'c2', display_name: 'Theo' });
    expect(agenda.schedules.at(-1)!.start_at.toISOString()).toBe('2025-11-29T12:00:00.000Z');
  });
});
