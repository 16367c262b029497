// "tenho horário marcado essa semana? se não tiver, marca um corte sexta à tarde": the booking only if
// the client has none in that window.
import { describe, expect, it } from 'vitest';
import { talk } from './test-talk.js';

const opts = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };
const ask = 'fala, tenho horario marcado essa semana? se nao tiver marca um corte sexta a tarde c o dudu';

describe('a booking asked only if the client has none', () => {
  it('with one that week: lists it and books nothing', async () => {
    // Saturday 29/11/2025 09:00, two days after the talk's Thursday.
    const { out, actions, agenda } = await talk([ask], {
      ...opts,
      had: [{ serviceId: 's2', calendarId: 'c1', startAt: new Date('2025-11-29T12:00:00Z') }],
    });
    expect(out[0]).toMatch(/Barba/);
    expect(out[0]).toMatch(/sábado, 29\/11/);
    expect(out[0]).not.toMatch(/\d\) \d\d:\d\d/);
    expect(actions[0]?.some((a) => a.type === 'book')).toBe(false);
    expect(agenda.schedules).toHaveLength(1);
  });

  it('with none: says so and goes on with the booking (times for Friday afternoon)', async () => {
    const { out, actions } = await talk([ask], opts);
    expect(out[0]).toMatch(/não tem horário marcado/);
    expect(out[0]).toMatch(/sexta-feira, 28\/11/);
    expect(actions[0]?.some((a) => a.type === 'book')).toBe(false);
  });
});
