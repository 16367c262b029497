// Owner settings behind the secretary (issue 9): service synonyms, professional aliases, parts-of-day
// windows and the company address — validated, scoped to the company, and carried into the brain input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../../test/harness.js';
import { buildFixture, general, type TFixture } from '../../scheduling/test-fixtures.js';
import { findCompanyById } from '../../companies/service.js';
import { brainServices, brainTeamAndHours } from '../settings.js';

describe('owner settings of the secretary', () => {
  let t: TTestApp;
  let a: TFixture;
  let b: TFixture;
  const update = (f: TFixture, body: Record<string, unknown>, companyId = f.company.id) =>
    f.api.call('POST', `/user/${companyId}/company/update`, { token: f.token, body });
  beforeAll(async () => {
    t = await startTestApp();
    a = await buildFixture(t.app);
    b = await buildFixture(t.app);
  });
  afterAll(() => t.close());

  it('service synonyms: trimmed, deduplicated, limited; shown in REST and GraphQL; in the brain input', async () => {
    const svc = a.services[0]!;
    const ok = await general(a.api, a.token, a.company.id, 'service', { synonyms: ['  degradê ', 'Degrade', 'pezinho', ''] }, svc.id);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.synonyms).toEqual(['degradê', 'pezinho']);
    for (const synonyms of [Array.from({ length: 21 }, (_, i) => `nome ${i}`), ['x'.repeat(41)], 'degradê']) {
      const bad = await general(a.api, a.token, a.company.id, 'service', { synonyms }, svc.id);
      expect(bad.status, JSON.stringify(bad.body)).toBe(422);
      expect(JSON.stringify(bad.body)).toMatch(/No máximo 20 nomes|no máximo 40 caracteres|lista de nomes/);
    }
    const gql = await a.api.call('POST', '/user/graphql/query', {
      token: a.token,
      body: { query: `{ user_get_services(company_id: "${a.company.id}") { id synonyms } }` },
    });
    expect(gql.body.data.user_get_services.find((s: { id: string }) => s.id === svc.id).synonyms).toEqual(['degradê', 'pezinho']);
    // Another change to the service keeps the synonyms (update_or_create merges into the stored record).
    await general(a.api, a.token, a.company.id, 'service', { price: 5000 }, svc.id);
    const services = await brainServices(t.app.ctx, a.company.id);
    expect(services.find((s) => s.id === svc.id)?.synonyms).toEqual(['degradê', 'pezinho']);
    // Never shown on the public page.
    const pub = await a.api.call('GET', `/client/${a.company.slug}/public/company`);
    expect(pub.body.services[0]).not.toHaveProperty('synonyms');
  });

  it('professional aliases: validated, in GraphQL and in the brain input', async () => {
    const cal = a.calendars[0]!;
    const ok = await general(a.api, a.token, a.company.id, 'calendar', { aliases: ['Marcão', ' marcao ', 'Marquinhos'] }, cal.id);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.aliases).toEqual(['Marcão', 'Marquinhos']);
    const bad = await general(a.api, a.token, a.company.id, 'calendar', { aliases: ['y'.repeat(41)] }, cal.id);
    expect(bad.status).toBe(422);
    const gql = await a.api.call('POST', '/user/graphql/query', {
      token: a.token,
      body: { query: `{ user_get_calendars(company_id: "${a.company.id}") { id aliases } }` },
    });
    expect(gql.body.data.user_get_calendars.find((c: { id: string }) => c.id === cal.id).aliases).toEqual(['Marcão', 'Marquinhos']);
    const company = (await findCompanyById(t.app.ctx, a.company.id))!;
    const { professionals } = await brainTeamAndHours(t.app.ctx, company);
    expect(professionals.find((p) => p.calendar_id === cal.id)?.aliases).toEqual(['Marcão', 'Marquinhos']);
  });

  it('parts of the day: HH:MM, from < to, in order without overlap; null = defaults; in the brain input', async () => {
    const company = async () => (await findCompanyById(t.app.ctx, a.company.id))!;
    expect((await brainTeamAndHours(t.app.ctx, await company())).company.day_parts).toEqual([
      { key: 'morning', from: '05:00', to: '12:00' },
      { key: 'afternoon', from: '12:00', to: '18:00' },
      { key: 'evening', from: '18:00', to: '23:59' },
    ]);
    const parts = {
      morning: { from: '08:00', to: '12:00' },
      afternoon: { from: '12:00', to: '17:00' },
      evening: { from: '17:00', to: '22:00' },
    };
    const ok = await update(a, { day_parts: parts });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.company.day_parts).toEqual(parts);
    expect((await brainTeamAndHours(t.app.ctx, await company())).company.day_parts[2]).toEqual({
      key: 'evening',
      from: '17:00',
      to: '22:00',
    });
    const wrong = [
      { ...parts, morning: { from: '8h', to: '12:00' } },
      { ...parts, afternoon: { from: '15:00', to: '13:00' } },
      { ...parts, evening: { from: '16:00', to: '22:00' } },
      { morning: parts.morning, afternoon: parts.afternoon },
    ];
    const messages = [];
    for (const day_parts of wrong) {
      const res = await update(a, { day_parts });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      messages.push(JSON.stringify(res.body));
    }
    expect(messages[1]).toContain('o fim precisa ser depois do início');
    expect(messages[2]).toContain('sem sobrepor');
    expect((await update(a, { day_parts: null })).body.company.day_parts).toBeNull();
  });

  it('address: ≤ 200 chars, on the public page, in the brain input; empty clears it', async () => {
    const address = 'Rua Augusta, 1500 — Consolação, São Paulo';
    const ok = await update(a, { address: `  ${address} ` });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.company.address).toBe(address);
    expect((await update(a, { address: 'x'.repeat(201) })).status).toBe(422);
    const pub = await a.api.call('GET', `/client/${a.company.slug}/public/company`);
    expect(pub.body.company.address).toBe(address);
    const { company } = await brainTeamAndHours(t.app.ctx, (await findCompanyById(t.app.ctx, a.company.id))!);
    expect(company.address).toBe(address);
    expect((await update(a, { address: '' })).body.company.address).toBeNull();
  });

  it("keeps other companies' settings out of reach", async () => {
    expect([403, 404]).toContain((await update(b, { address: 'Invasão' }, a.company.id)).status);
    expect([403, 404]).toContain((await general(b.api, b.token, a.company.id, 'service', { synonyms: ['x'] }, a.services[0]!.id)).status);
    const crossId = await general(b.api, b.token, b.company.id, 'calendar', { aliases: ['x'] }, a.calendars[0]!.id);
    expect([403, 404]).toContain(crossId.status);
    const { professionals } = await brainTeamAndHours(t.app.ctx, (await findCompanyById(t.app.ctx, b.company.id))!);
    expect(professionals.every((p) => p.aliases.length === 0)).toBe(true);
  });
});
