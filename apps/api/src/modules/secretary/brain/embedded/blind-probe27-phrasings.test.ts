// What the probe27 set found (session 32): "tenho mais alguma coisa marcada?", "e platinado?" right after a price,
// a move followed by another request in the same message, and "consigo trocar pra ele?" after a write (the switch
// "tem que ser X" is in service-switch.integration.test.ts: it needs the safety layer's proposals).
import { describe, expect, it } from 'vitest';
import { detectIntents } from './intents.js';
import { normalize } from './text.js';
import { talk } from './test-talk.js';

const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };
// A Barba held on Friday 28/11 at 10:00 with Dudu (c1).
const beardFriday = [{ serviceId: 's2', calendarId: 'c1', startAt: new Date('2025-11-28T13:00:00Z') }];

describe('words', () => {
  it('"tenho mais alguma coisa marcada essa semana?" asks what is held', () => {
    for (const said of ['ah e eu tenho mais alguma coisa marcada essa semana?', 'tenho algo mais marcado?'])
      expect(detectIntents(normalize(said)).myAppointments, said).toBe(true);
  });
});

describe('in a conversation', () => {
  it('"e a barba?" right after a price asks the price of the barba, not its times', async () => {
    const { out } = await talk(['qnto ta o corte ai?', 'e a barba?']);
    expect(out[0]).toMatch(/Corte masculino\* custa/);
    expect(out[1]).toMatch(/\*Barba\* custa R\$\s?30,00/);
    expect(out[1]).not.toMatch(/livre/);
  });

  it('"e a barba?" with no price just given is no price question', async () => {
    const { out } = await talk(['oi', 'e a barba?']);
    expect(out[1]).not.toMatch(/custa/);
  });

  it('a move, then another service booked in the same message: both shown, one yes writes both', async () => {
    const { out, actions } = await talk(
      [
        'preciso passar minha barba de sexta pra sábado, mesmo horário. E queria marcar um corte infantil com o Dudu no sábado às 11h',
        'isso, pode',
      ],
      { ...confirming, had: beardFriday },
    );
    expect(out[0]).toMatch(/Barba\* para sábado, 29\/11, às 10:00/);
    expect(out[0]).toMatch(/outro pedido:\n.*Corte infantil/s);
    expect(out[0]).not.toMatch(/não faz/);
    expect(actions[0]!.map((a) => a.type)).not.toContain('book');
    expect(actions[1]!.map((a) => a.type)).toEqual(['reschedule', 'book']);
  });

  it('"mês passado" is no move: the booking asked after it is read whole', async () => {
    const { out } = await talk(['eu fiz um corte mês passado e queria marcar uma barba sábado 10h'], confirming);
    expect(out[0]).toMatch(/Barba\* para sábado, 29\/11, às 10:00/);
    expect(out[0]).not.toMatch(/outro pedido/);
  });
});

describe('who changes, after a write', () => {
  it('"o Marcos faz barba bem, consigo trocar pra ele?" moves the appointment just written to him, same day and time', async () => {
    const { out, actions, agenda } = await talk(
      ['barba amanhã 10h', 'sim', 'ah o marcos faz barba mt bem, consigo trocar pra ele?', 'sim'],
      confirming,
    );
    expect(actions[1]!.map((a) => a.type)).toEqual(['book']);
    expect(out[2]).not.toMatch(/Faz sim/);
    expect(out[2]).not.toMatch(/qual dia e horário/i);
    expect(out[2]).toMatch(/10:00/);
    expect(actions[2]!.map((a) => a.type)).not.toContain('reschedule');
    expect(actions[3]!.map((a) => a.type)).toEqual(['reschedule']);
    expect(agenda.schedules.filter((s) => s.status !== 'canceled').map((s) => s.calendar_id)).toEqual(['c2']);
  });
});
