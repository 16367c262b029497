// "não precisa cancelar, deixa do jeito que tá": the appointment kept is said back and nothing else is
// read from that part (no booking of its service, no cancel); the request after it goes on.
import { describe, expect, it } from 'vitest';
import { talk } from './test-talk.js';

const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };
// Saturday 29/11/2025 09:00 in São Paulo, the client's haircut with Dudu.
const saturdayCut = { serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-11-29T12:00:00Z') };

describe('an appointment the client keeps', () => {
  it('"NÃO cancela meu corte de sábado" says it stays and writes nothing', async () => {
    const { out, actions, agenda } = await talk(['pensei em desmarcar, mas NAO cancela meu corte de sabado'], {
      ...confirming,
      had: [saturdayCut],
    });
    expect(out[0]).toMatch(/não cancelei nada/);
    expect(out[0]).toMatch(/Corte masculino\* continua sábado, 29\/11, às 09:00/);
    expect(out[0]).not.toMatch(/\d\) \d\d:\d\d/);
    expect(actions[0]).toEqual([]);
    expect(agenda.schedules.filter((s) => s.status !== 'canceled')).toHaveLength(1);
  });

  it('the request after the keep goes on ("… deixa do jeito que tá, e outra coisa, barba sexta 10h")', async () => {
    const { out, actions } = await talk(
      ['ia cancelar meu horario de sabado mas nao precisa cancelar nao, deixa do jeito que ta e outra coisa barba sexta 10h tem?'],
      { ...confirming, had: [saturdayCut] },
    );
    expect(out[0]).toMatch(/não cancelei nada/);
    expect(out[0]).toMatch(/Barba/);
    expect(out[0]).toMatch(/10:00/);
    expect(actions[0]).toEqual([]);
  });

  it('"não cancela, passa pra terça 10h" is a move, not a keep', async () => {
    const { out } = await talk(['nao cancela nao, passa meu corte pra terça 10h'], { ...confirming, had: [saturdayCut] });
    expect(out[0]).not.toMatch(/não cancelei nada/);
    expect(out[0]).toMatch(/10:00/);
  });

  it('a complaint told before the keep gets the apology after it', async () => {
    const { out } = await talk(['o dudu chegou 40 min atrasado da ultima vez e nem pediu desculpa. mas NAO cancela meu corte de sabado'], {
      ...confirming,
      had: [saturdayCut],
    });
    expect(out[0]).toMatch(/não cancelei nada/);
    expect(out[0]).toMatch(/desculpa|Sinto muito|Lamento/i);
  });
});

describe('"isso é um absurdo" is no yes', () => {
  it('is a complaint, not an agreement', async () => {
    const { out, actions } = await talk(['barba sábado 10h', 'isso é um absurdo, cobraram a barba 2x no meu cartão'], confirming);
    expect(out[1]).toMatch(/desculpa|Sinto muito|Lamento/i);
    expect(actions[1]).toEqual([]);
  });
});

describe('a service before the appointment kept', () => {
  it('"sábado tenho corte às 9 né? não quero desmarcar, mas dá pra fazer barba antes? tipo 8h" books the beard at 8 that day', async () => {
    const { out, actions, agenda } = await talk(
      ['sabado tenho corte as 9 ne? n quero desmarcar, mas da p fazer barba antes? tipo 8h', 'fechado'],
      { ...confirming, had: [saturdayCut] },
    );
    expect(out[0]).toMatch(/não cancelei nada/);
    expect(out[0]).toMatch(/Barba/);
    expect(out[0]).toMatch(/08:00/);
    expect(out[0]).not.toMatch(/Quero ter certeza/);
    expect(actions[1]?.map((a) => a.type)).toEqual(['book']);
    const beard = agenda.schedules.find((s) => s.service_id === 's2')!;
    expect(beard.start_at.toISOString()).toBe('2025-11-29T11:00:00.000Z');
    expect(agenda.schedules.filter((s) => s.status !== 'canceled')).toHaveLength(2);
  });
});
