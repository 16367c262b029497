// What the probe59 set found: "só esqueci que horas é meu corte" proposed switching a Corte + Barba to a Corte; "tenho
// corte amanhã 10h né? … joga pras 17h" only said the time back; "issu" was no yes; "muda meu corte pra 11h? e quanto
// tá a sobrancelha?" proposed switching to the sobrancelha; "pra mim e pro meu moleque" found no room one after the
// other and never tried both at once; "muda pra sexta mesmo horário" to a booking proposed looked for one held; "tenho
// um retorno quinta às 9h. teria como ser no final da tarde?" booked a second one.
import { describe, expect, it } from 'vitest';
import { agreementOf } from '../../consent.js';
import { talk } from './test-talk.js';

const sat = (hhmm: string) => new Date(`2025-11-29T${hhmm}:00-03:00`);

describe('probe59 phrasings', () => {
  it('"só esqueci que horas é meu corte" switches no combo; "…né? joga pras 17h" moves; "issu" agrees', async () => {
    const combo = await talk(['nao quero cancelar nao, so esqueci que horas e meu corte sabado'], {
      calendars: ['c1', 'c2'],
      had: [{ serviceId: 's3', calendarId: 'c1', startAt: sat('11:00') }],
    });
    expect(combo.out[0]).not.toMatch(/trocar/);
    expect(combo.out[0]).toMatch(/11:00/);
    const moved = await talk(['tenho corte marcado sabado 11h ne? de manha nao vou conseguir, joga pras 17h pfv, se tiver'], {
      calendars: ['c1', 'c2'],
      had: [{ serviceId: 's1', calendarId: 'c1', startAt: sat('11:00') }],
    });
    expect(moved.out[0]).toMatch(/17:00/);
    expect(agreementOf('issu vlw', { action: 'move', minutes: 630 })).toBe('agree');
  });

  it('a service only priced after a move is no switch of the one moved', async () => {
    const { out } = await talk(['muda meu corte de sabado pra 15h? e quanto ta a barba?'], {
      calendars: ['c1', 'c2'],
      had: [{ serviceId: 's1', calendarId: 'c1', startAt: sat('11:00') }],
      settings: { is_assistant_schedule_entry_confirm: true },
    });
    expect(out[0]).toMatch(/\*Barba\* custa/);
    expect(out[0]).not.toMatch(/para \*Barba\*/);
  });

  it('two people with no room one after the other are offered both at once', async () => {
    // (Every start of the morning but 10h is taken on both barbers.)
    const busy = ['08:00', '08:30', '09:00', '09:30', '10:30', '11:00', '11:30'].flatMap((t) => [
      { serviceId: 's1', calendarId: 'c1', startAt: sat(t) },
      { serviceId: 's1', calendarId: 'c2', startAt: sat(t) },
    ]);
    const { out } = await talk(['sabado de manha tem horario pra mim e pro meu filho? o Davi. corte nos dois'], {
      calendars: ['c1', 'c2'],
      busy,
    });
    expect(out[0]).toMatch(/10:00[^]*Davi[^]*10:00/);
  });

  it('"muda pra sexta mesmo horário" to a booking proposed changes its day and keeps its service and time', async () => {
    const { out } = await talk(['quero uma barba sabado as 10h', 'ah nao, sabado nao posso, muda pra sexta mesmo horario'], {
      calendars: ['c1', 'c2'],
      settings: { is_assistant_schedule_entry_confirm: true },
    });
    expect(out[1]).not.toMatch(/Não encontrei agendamento/);
    expect(out[1]).toMatch(/Barba[^]*28\/11[^]*10:00/);
  });

  it('"tenho um retorno quinta às 9h. teria como ser no final da tarde?" moves it', async () => {
    const { actions, agenda } = await talk(['tenho uma barba sabado as 11h. teria como ser no final da tarde?', '17h por favor'], {
      calendars: ['c1', 'c2'],
      had: [{ serviceId: 's2', calendarId: 'c1', startAt: sat('11:00') }],
    });
    expect(actions[1]!.map((a) => a.type)).toEqual(['reschedule']);
    expect((await agenda.tools.listAppointments('upcoming')).filter((a) => a.status !== 'canceled')).toHaveLength(1);
  });
});
