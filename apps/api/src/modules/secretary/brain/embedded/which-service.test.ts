// A day asked with no service: the client's one usual service is proposed (named, so it can be corrected);
// with no habit, or several services in it, the client is asked which.
import { describe, expect, it } from 'vitest';
import { talk } from './test-talk.js';

const twoBarbers = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };
const daysAgo = (n: number) => new Date(Date.parse('2025-11-27T13:00:00Z') - n * 86_400_000);

describe('the service of a booking that names none', () => {
  it('proposes the one service of the recent visits and books it only on the yes', async () => {
    const { out, actions, agenda } = await talk(['sábado 9h com o dudu, tem?', 'pode marcar'], {
      ...twoBarbers,
      had: [
        { serviceId: 's1', calendarId: 'c2', startAt: daysAgo(20) },
        { serviceId: 's1', calendarId: 'c2', startAt: daysAgo(50) },
      ],
    });
    expect(out[0]).toMatch(/Corte masculino/);
    expect(out[0]).toMatch(/09:00/);
    expect(out[0]).not.toMatch(/qual serviço/i);
    expect(actions[0]).toEqual([]);
    expect(actions[1]?.map((a) => a.type)).toEqual(['book']);
    expect(agenda.schedules.at(-1)).toMatchObject({ service_id: 's1', calendar_id: 'c1' });
  });

  it('asks which service when the visits had several, or were long ago', async () => {
    const mixed = await talk(['sábado 9h com o dudu, tem?'], {
      ...twoBarbers,
      had: [
        { serviceId: 's1', calendarId: 'c1', startAt: daysAgo(20) },
        { serviceId: 's2', calendarId: 'c1', startAt: daysAgo(40) },
      ],
    });
    expect(mixed.out[0]).toMatch(/qual serviço/i);
    const old = await talk(['sábado 9h com o dudu, tem?'], {
      ...twoBarbers,
      had: [{ serviceId: 's1', calendarId: 'c1', startAt: daysAgo(300) }],
    });
    expect(old.out[0]).toMatch(/qual serviço/i);
  });

  it('never assumes a service the professional asked for does not do', async () => {
    // Corte infantil (s4) is Dudu's only: with Marcos it is asked.
    const { out } = await talk(['sábado 9h com o marcos, tem?'], {
      ...twoBarbers,
      had: [{ serviceId: 's4', calendarId: 'c1', startAt: daysAgo(10) }],
    });
    expect(out[0]).toMatch(/qual serviço/i);
  });
});

describe('"quero remarcar isso" about a visit that went wrong', () => {
  it('books the last visit’s service anew, with the professional asked for now, on the yes', async () => {
    const { out, actions, agenda } = await talk(
      ['pessimo, marquei ontem c o dudu e ele nem tava ai. quero remarcar isso, tem sábado 10h c o marcos?', 'blz pode marcar'],
      { ...twoBarbers, had: [{ serviceId: 's1', calendarId: 'c1', startAt: daysAgo(1) }] },
    );
    expect(out[0]).toMatch(/Corte masculino/);
    expect(out[0]).not.toMatch(/com quem/);
    expect(actions[0]).toEqual([]);
    expect(actions[1]?.map((a) => a.type)).toEqual(['book']);
    expect(agenda.schedules.at(-1)).toMatchObject({ service_id: 's1', calendar_id: 'c2' });
    expect(agenda.schedules.at(-1)!.start_at.toISOString()).toBe('2025-11-29T13:00:00.000Z');
  });
});
