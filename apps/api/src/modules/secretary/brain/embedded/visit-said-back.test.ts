// A visit said back with the yes ("isso, corte 14h e barba 14h30, pode marcar") and requests on different days
// in one message ("corte na sexta às 10h e barba no sábado às 11h"): both proposed together, written on one yes;
// anything said back that differs from the plan is no yes (probe18).
import { describe, expect, it } from 'vitest';
import { talk } from './test-talk.js';

const withTeam = { calendars: ['c1', 'c2'], settings: { is_assistant_schedule_entry_confirm: true } };
const writes = (actions: Array<{ type: string }> | undefined) =>
  (actions ?? []).filter((a) => ['book', 'reschedule', 'cancel', 'confirm'].includes(a.type)).map((a) => a.type);

describe('a visit said back with the yes', () => {
  // (In this barbershop "corte e barba" is its own service: the visit here is a barba, then a corte infantil.)
  const visit = 'barba e corte infantil sexta às 10h com o dudu';
  it('"isso, barba 10h e corte infantil 10h30, pode marcar" to that plan books both', async () => {
    const r = await talk([visit, 'isso, barba 10h e corte infantil 10h30, pode marcar'], withTeam);
    expect(r.out[0]).toMatch(/Barba\* às 10:00.*Corte infantil\* às 10:30/s);
    expect(writes(r.actions[1])).toEqual(['book', 'book']);
  });

  it('a part left out, the times swapped, or a question: nothing is written', async () => {
    for (const back of [
      'isso, só a barba às 10h, pode marcar',
      'fechado, corte infantil 10h e barba 10h30',
      'pode marcar 10h e 10h30? quanto fica?',
    ]) {
      const r = await talk([visit, back], withTeam);
      expect(writes(r.actions[1]), back).toEqual([]);
    }
  });
});

describe('requests on different days in one message', () => {
  it('"corte na sexta às 10h e barba no sábado às 11h" proposes both with their days; "pode marcar os dois" books both', async () => {
    const r = await talk(
      ['queria marcar duas coisas: um corte na sexta às 10h e uma barba no sábado às 11h', 'pode marcar os dois'],
      withTeam,
    );
    expect(r.out[0]).toMatch(/Corte masculino\* na sexta-feira, 28\/11, às 10:00.*Barba\* no sábado, 29\/11, às 11:00/s);
    expect(writes(r.actions[0])).toEqual([]);
    expect(writes(r.actions[1])).toEqual(['book', 'book']);
    const mine = await r.agenda.tools.listAppointments('upcoming');
    expect(mine.map((a) => a.start_at.toISOString())).toEqual(['2025-11-28T13:00:00.000Z', '2025-11-29T14:00:00.000Z']);
  });

  it('a clause with a service and no day of its own is left to the flow (which asks)', async () => {
    const r = await talk(['queria um corte na sexta às 10h e uma barba também'], withTeam);
    expect(r.out[0]).not.toMatch(/sábado/);
  });
});
