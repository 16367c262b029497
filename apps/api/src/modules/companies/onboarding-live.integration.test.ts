// Issue 16: each first step done tells the company's open pages at once (a company_update in its room),
// so the checklist moves on without a reload — the professional, the service, the FAQ and the WhatsApp
// connection as much as the hours; a step done again sends nothing new.
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRealtimeMessage } from '../../lib/context.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { apiClient } from '../../test/api-client.js';
import { general, nextPhone } from '../scheduling/test-fixtures.js';

const APP_SECRET = 'onboarding-live-secret';
const TOKEN = 'EAAG-onboarding-live';

describe('first steps reach the open pages live (issue 16)', () => {
  let fake: FakeWhatsappCloud;
  let t: TTestApp;
  let api: ReturnType<typeof apiClient>;
  let owner: string;
  let company: { id: string; slug: string };
  const rooms: { room: string; message: TRealtimeMessage }[] = [];

  beforeAll(async () => {
    fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: APP_SECRET });
    t = await startTestApp({ WHATSAPP_CLOUD_APP_SECRET: APP_SECRET, WHATSAPP_CLOUD_BASE_URL: fake.url });
    api = apiClient(t.app);
    const phone = nextPhone();
    owner = await api.signUp({ name: 'Rosa Lima', email: `rosa${phone.slice(-6)}@example.com`, phone });
    company = await api.createCompany(owner, phone, 'Studio Rosa');
    const emit = t.app.ctx.hub.emit.bind(t.app.ctx.hub);
    t.app.ctx.hub.emit = (room, message) => {
      rooms.push({ room, message });
      emit(room, message);
    };
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** The company_update messages its room received since `from`. */
  const companyUpdates = (from: number) =>
    rooms
      .slice(from)
      .filter((r) => r.room === `company_update:${company.id}`)
      .filter((r) => r.message.events?.some((e) => e.name === 'company_update'));

  async function onboarding(): Promise<Record<string, boolean>> {
    const res = await api.call('POST', '/user/graphql/query', {
      token: owner,
      body: { query: '{ loggedUser { companies { id onboarding } } }' },
    });
    return res.body.data.loggedUser.companies.find((c: { id: string }) => c.id === company.id).onboarding;
  }

  async function step(name: string, run: () => Promise<{ status: number; body: unknown }>) {
    const from = rooms.length;
    const res = await run();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(companyUpdates(from), name).toHaveLength(1);
    expect((await onboarding())[name]).toBe(true);
  }

  it('the professional, the service, the FAQ and the WhatsApp each send one company_update', async () => {
    const calendars = await api.call('POST', '/user/graphql/query', {
      token: owner,
      body: { query: `{ user_get_calendars(company_id: "${company.id}") { id title } }` },
    });
    const calendar = calendars.body.data.user_get_calendars[0] as { id: string; title: string };
    expect(await onboarding()).toEqual({});

    await step('add_professionals', () => general(api, owner, company.id, 'calendar', { title: calendar.title }, calendar.id));
    await step('add_services', () =>
      general(api, owner, company.id, 'service', { title: 'Escova', duration_in_minutes: 30, price_type: 'fixed', price: 5000 }),
    );
    await step('add_faqs', () => general(api, owner, company.id, 'faq', { question: 'Aceitam Pix?', answer: 'Sim.', order: 0 }));
    await step('connect_whatsapp', () =>
      api.call('POST', `/user/${company.id}/integrations/whatsapp-cloud/connect`, {
        token: owner,
        body: { phone_number_id: '5550077', access_token: TOKEN },
      }),
    );

    // Done already: a second professional saved, another service, another FAQ tell nobody about the checklist.
    const from = rooms.length;
    await general(api, owner, company.id, 'calendar', { title: calendar.title }, calendar.id);
    await general(api, owner, company.id, 'service', { title: 'Corte', duration_in_minutes: 30, price_type: 'fixed', price: 4000 });
    await general(api, owner, company.id, 'faq', { question: 'Tem estacionamento?', answer: 'Sim.', order: 1 });
    expect(companyUpdates(from)).toEqual([]);
  });
});
