// Restrictions of the prontuário (allergies and the like) are told to the professional with the booking: the
// "Novo agendamento" notification of the member linked to the booked calendar names them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, nextPhone, nextWeekdayAt, type TFixture } from '../scheduling/test-fixtures.js';

const TZ = 'America/Sao_Paulo';

describe('restrictions told to the professional', () => {
  let t: TTestApp;
  let f: TFixture;
  let professional = '';
  beforeAll(async () => {
    t = await startTestApp();
    f = await buildFixture(t.app, { calendars: 2, name: 'Clínica Aviso' });
    const phone = nextPhone();
    const invited = await f.api.call('POST', `/user/${f.company.id}/team/invites`, {
      token: f.token,
      body: { name: 'Dra. Paula', phone, role: 'operation', calendar_ids: [f.calendars[1]!.id] },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    professional = await f.api.signUp({ name: 'Dra. Paula', email: `paula${phone.slice(-6)}@example.com`, phone });
  });
  afterAll(() => t.close());

  const notices = async (token: string) => {
    const res = await f.api.call('POST', '/user/graphql/query', {
      token,
      body: { query: `{ user_get_notifications(company_id: "${f.company.id}") { type body } }` },
    });
    return (res.body.data.user_get_notifications as { type: string; body: string }[]).filter((n) => n.type === 'new_schedule');
  };
  const book = async (days: number) => {
    const start = nextWeekdayAt(t.clock.now(), TZ, 3, '10:00', days);
    const res = await f.api.call('POST', `/client/${f.company.slug}/schedule/book`, {
      token: f.client.token,
      body: { service_id: f.services[0]!.id, calendar_id: f.calendars[1]!.id, start_at: start.toISOString() },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };

  it('names the restrictions in the booking notice of the professional, only with the prontuário on', async () => {
    await t.app.ctx.db
      .update(subscriptions)
      .set({ extra_features: ['client_records'] })
      .where(eq(subscriptions.company_id, f.company.id));
    const url = `/user/${f.company.id}/clients/${f.client.id}/records`;
    for (const text of ['Alergia a amônia', 'Gestante'])
      expect((await f.api.call('POST', url, { token: f.token, body: { type: 'restriction', text } })).status).toBe(200);
    expect((await f.api.call('POST', url, { token: f.token, body: { type: 'observation', text: 'Prefere manhã' } })).status).toBe(200);
    await book(2);
    await expect.poll(async () => (await notices(professional)).length, { timeout: 10_000 }).toBe(1);
    const [notice] = await notices(professional);
    const told = /Restrições do cliente: (.+)\.$/.exec(notice!.body)?.[1]?.split('; ');
    expect(told?.sort()).toEqual(['Alergia a amônia', 'Gestante']);
    expect(notice!.body).not.toContain('Prefere manhã');
    // Without the extra feature the prontuário is closed, and so are its restrictions.
    await t.app.ctx.db.update(subscriptions).set({ extra_features: [] }).where(eq(subscriptions.company_id, f.company.id));
    await book(9);
    await expect.poll(async () => (await notices(professional)).length, { timeout: 10_000 }).toBe(2);
    expect((await notices(professional)).filter((n) => n.body.includes('Restrições'))).toHaveLength(1);
  });
});
