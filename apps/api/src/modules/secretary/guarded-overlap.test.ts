// Whose an existing appointment is when a new booking could overlap it: one person is never booked twice at
// once, a parent and the child booked from the parent's phone may be.
import { describe, expect, it } from 'vitest';
import { samePerson } from './guarded-overlap.js';

const own = { display_name: null, service: { title: 'Corte masculino' } };
const kids = { display_name: null, service: { title: 'Corte infantil' } };
const theo = { display_name: 'Theo', service: { title: 'Corte masculino' } };

describe('samePerson', () => {
  it("the client's own booking meets the client's appointments, never a child's service", () => {
    expect(samePerson(own, null)).toBe(true);
    expect(samePerson(theo, null)).toBe(true);
    expect(samePerson(kids, null)).toBe(false);
  });

  it("another person's booking meets only that person's appointments", () => {
    expect(samePerson(theo, 'Theo')).toBe(true);
    expect(samePerson(own, 'Theo')).toBe(false);
    expect(samePerson(theo, 'Lucas')).toBe(false);
  });
});
