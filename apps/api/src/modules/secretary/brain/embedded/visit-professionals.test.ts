// Who does each part of a visit: a professional named inside one part is asked for that part only; one
// named at the end is asked for the whole visit; the catalogue's combo is not taken for parts said apart.
import { describe, expect, it } from 'vitest';
import { visitServices } from './visit.js';
import { BARBERSHOP_SERVICES } from './test-fixtures.js';
import { talk } from './test-talk.js';

const CONFIRMING = { calendars: ['c1', 'c2'], settings: { is_assistant_schedule_entry_confirm: true } };

describe('the professional of each part of a visit', () => {
  it('"corte c o Marcos e dps a barba": the barba goes to whoever is free, the corte to Marcos', async () => {
    const { out, agenda } = await talk(['sabado de manha quero corte c o marcos e dps a barba', 'fechou'], CONFIRMING);
    expect(out[0]).toMatch(/\*Corte masculino\* às \d{2}:\d{2} com \*Marcos\*/);
    const [first] = agenda.schedules.filter((s) => s.service_id === 's1');
    expect(first).toMatchObject({ calendar_id: 'c2' });
    expect(agenda.schedules.filter((s) => s.status !== 'canceled')).toHaveLength(2);
  });
  it('"corte e barba com o Marcos": both with him', async () => {
    const { agenda } = await talk(['sabado de manha quero corte e dps barba com o marcos', 'fechou'], CONFIRMING);
    const booked = agenda.schedules.filter((s) => s.status !== 'canceled');
    expect(booked.map((s) => s.calendar_id)).toEqual(['c2', 'c2']);
  });
});

describe('visitServices', () => {
  it('keeps "corte e depois a barba" two services, and "corte e barba" the combo', () => {
    expect(visitServices('quero corte e dps a barba', BARBERSHOP_SERVICES).map((s) => s.title)).toEqual(['Corte masculino', 'Barba']);
    expect(visitServices('quero corte e barba', BARBERSHOP_SERVICES)).toEqual([]);
  });
});
