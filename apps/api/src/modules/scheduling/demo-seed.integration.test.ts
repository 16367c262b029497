// The demo company (seed/demo.ts) works with the scheduling schema and its public page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, seedDemo } from '../../seed/demo.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { apiClient } from '../../test/api-client.js';
import { signUpClient } from './test-fixtures.js';

describe('demo company', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp();
    expect(await seedDemo(t.app.ctx)).toBe(true);
  });
  afterAll(() => t.close());

  it('shows services and calendars on its public page and takes a booking', async () => {
    const api = apiClient(t.app);
    const profile = await api.call('GET', `/client/${DEMO.companySlug}/public/company`);
    expect(profile.status).toBe(200);
    expect(profile.body.services.map((s: { slug: string }) => s.slug).sort()).toEqual(['barba', 'corte-e-barba', 'corte-masculino']);
    expect(profile.body.calendars.map((c: { title: string }) => c.title)).toEqual(['Carlos', 'Marina']);
    expect(profile.body.services.find((s: { slug: string }) => s.slug === 'corte-e-barba').formatted_price).toMatch(/70,00.*90,00/);
    const service = profile.body.services[0];
    const now = t.clock.now();
    let booked = false;
    for (let d = 1; d <= 8 && !booked; d++) {
      const date = new Date(now.getTime() + d * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);
      const slots = await api.call('GET', `/client/${DEMO.companySlug}/public/available_slots?service_id=${service.id}&date=${date}`);
      if (slots.body.slots.length === 0) continue;
      expect(slots.body.slots[0].time).toBe('09:00');
      const client = await signUpClient(api, DEMO.companySlug, 'Visitante');
      const res = await api.call('POST', `/client/${DEMO.companySlug}/schedule/book`, {
        token: client.token,
        body: { service_id: service.id, calendar_id: null, start_at: slots.body.slots[0].start_at },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.schedule.calendar.title).toBe('Carlos');
      booked = true;
    }
    expect(booked).toBe(true);
  });
});
