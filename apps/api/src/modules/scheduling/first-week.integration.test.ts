// Issue 16: a new company is bookable at once (the owner's calendar), a public booking is confirmed on
// the business's WhatsApp with the professional and an .ics link, the link serves the appointment and
// nothing else, and the client reschedules from their account.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { apiClient } from '../../test/api-client.js';
import { connectCloud, waitFor } from '../secretary/test-support.js';
import { general, nextPhone, nextWeekdayAt, signUpClient, type TFixture } from './test-fixtures.js';

const APP_SECRET = 'first-week-secret';
const TOKEN = 'EAAG-first-week-token';
const TZ = 'America/Sao_Paulo';

describe('the first week of a real salon (issue 16)', () => {
  let fake: FakeWhatsappCloud;
  let t: TTestApp;
  let api: ReturnType<typeof apiClient>;
  let owner: string;
  let company: { id: string; slug: string };
  let serviceId: string;

  beforeAll(async () => {
    fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: APP_SECRET });
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><meta name="description" content="Plataforma" /><title>Agenda Inteligente</title></head><body></body></html>',
    );
    t = await startTestApp({
      WEB_DIST_DIR: dist,
      PUBLIC_URL: 'https://agenda.example.com',
      WHATSAPP_CLOUD_APP_SECRET: APP_SECRET,
      WHATSAPP_CLOUD_BASE_URL: fake.url,
      JOBS_POLL_MS: '50',
      OUTBOX_RETRY_BASE_MS: '40',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    api = apiClient(t.app);
    const phone = nextPhone();
    owner = await api.signUp({ name: 'Júlia Prado', email: `julia${phone.slice(-6)}@example.com`, phone });
    company = await api.createCompany(owner, phone, 'Studio Júlia');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('the first company right after sign-up needs no second code; the next one does', async () => {
    const phone = nextPhone();
    const token = await api.signUp({ name: 'Caio Lima', email: `caio${phone.slice(-6)}@example.com`, phone });
    const first = await api.call('POST', '/user/company/store', { token, body: { name: 'Barbearia do Caio', field: 'barbearia' } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await api.call('POST', '/user/company/store', { token, body: { name: 'Filial do Caio', field: 'barbearia' } });
    expect(second.status).toBe(422);
  });

  it('a new company has the owner as its first professional, and a new service is bookable at once', async () => {
    const calendars = await api.call('GET', `/client/${company.slug}/public/company`);
    expect(calendars.body.calendars.map((c: { title: string }) => c.title)).toEqual(['Júlia Prado']);
    const res = await general(api, owner, company.id, 'service', {
      title: 'Escova',
      duration_in_minutes: 60,
      price_type: 'fixed',
      price: 8000,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    serviceId = res.body.data.id;
    const pub = await api.call('GET', `/client/${company.slug}/public/company`);
    expect(pub.body.services.map((s: { title: string }) => s.title)).toEqual(['Escova']);
    expect(pub.body.calendars[0].service_ids).toEqual([serviceId]);
    const month = nextWeekdayAt(t.clock.now(), TZ, 3, '10:00', 2).toISOString().slice(0, 7);
    const days = await api.call('GET', `/client/${company.slug}/public/available_days?service_id=${serviceId}&month=${month}`);
    expect(days.body.days.some((d: { slots_count: number }) => d.slots_count > 0)).toBe(true);
  });

  it('serves the company page with its own title, description and Open Graph tags (no JavaScript needed)', async () => {
    await api.call('POST', `/user/${company.id}/company/update`, {
      token: owner,
      body: { description: 'Escova, corte & cor no centro', address: 'Rua das Flores, 10 - Centro' },
    });
    for (const path of [`/${company.slug}`, `/${company.slug}/agendar`]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Studio Júlia | Agende online</title>');
      expect(res.body).toContain('<meta name="description" content="Escova, corte &#38; cor no centro" />');
      expect(res.body).toContain('<meta property="og:title" content="Studio Júlia | Agende online" />');
      expect(res.body).toContain(`<meta property="og:url" content="https://agenda.example.com/${company.slug}" />`);
      expect(res.body).not.toContain('Agenda Inteligente</title>');
    }
    const other = await t.app.inject({ method: 'GET', url: '/nao-existe-esta-empresa' });
    expect(other.body).toContain('<title>Agenda Inteligente</title>');
    const app = await t.app.inject({ method: 'GET', url: '/app/agenda' });
    expect(app.body).not.toContain('og:title');
  });

  it('confirms a public booking on the business WhatsApp with the professional and an .ics link that works', async () => {
    await connectCloud(t.app, { api, token: owner, company } as unknown as TFixture, '5550016', TOKEN);
    const client = await signUpClient(api, company.slug, 'Rita Lopes');
    const startAt = nextWeekdayAt(t.clock.now(), TZ, 3, '10:00', 2);
    const booked = await api.call('POST', `/client/${company.slug}/schedule/book`, {
      token: client.token,
      body: { service_id: serviceId, calendar_id: null, start_at: startAt.toISOString() },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body.schedule.calendar.title).toBe('Júlia Prado');
    expect(booked.body.ics_url).toMatch(/^https:\/\/agenda\.example\.com\/general\/ics\//);
    const to = client.phone.replace(/\D/g, '');
    await waitFor(() => fake.sent.some((s) => s.to === to), { label: 'the confirmation at the fake', timeoutMs: 20_000 });
    const text = fake.sent.find((s) => s.to === to)!.body;
    expect(text).toContain('*Escova* está agendado para');
    expect(text).toContain('Profissional: Júlia Prado');
    expect(text).toContain('Endereço: Rua das Flores, 10 - Centro');
    expect(text).toContain(`https://agenda.example.com/${company.slug}/minha-conta/agendamentos`);
    const link = /Adicionar à agenda: https:\/\/agenda\.example\.com(\/general\/ics\/\S+)/.exec(text)?.[1];
    expect(link).toMatch(/^\/general\/ics\/\S+\.ics$/);
    expect(booked.body.ics_url).toBe(`https://agenda.example.com${link}`);
    const ics = await t.app.inject({ method: 'GET', url: link! });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain(`UID:${booked.body.schedule.id}@agendainteligente`);
    expect(ics.body).toContain('SUMMARY:Escova · Studio Júlia');
    expect(ics.body).toContain('LOCATION:Rua das Flores\\, 10 - Centro');
    expect(ics.body).toContain(`DTSTART:${startAt.toISOString().replace(/[-:]/g, '').replace('.000', '')}`);
    // Another signature, or a well-formed link for another id, finds nothing.
    const forged = link!.replace(/\.[A-Za-z0-9_-]{32}\.ics$/, `.${'A'.repeat(32)}.ics`);
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/general/ics/qualquer-coisa' })).statusCode).toBe(404);
  });

  it('lets the client reschedule to an offered slot, and refuses one that is not offered', async () => {
    const client = await signUpClient(api, company.slug, 'Bia Reis');
    const startAt = nextWeekdayAt(t.clock.now(), TZ, 4, '10:00', 2);
    const booked = await api.call('POST', `/client/${company.slug}/schedule/book`, {
      token: client.token,
      body: { service_id: serviceId, calendar_id: null, start_at: startAt.toISOString() },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const id = booked.body.schedule.id as string;
    const later = nextWeekdayAt(t.clock.now(), TZ, 4, '14:00', 2);
    const moved = await api.call('POST', `/client/${company.slug}/schedule/${id}/reschedule`, {
      token: client.token,
      body: { start_at: later.toISOString() },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.schedule.start_at).toBe(later.toISOString());
    expect(moved.body.toast).toBe('Agendamento remarcado.');
    const offGrid = await api.call('POST', `/client/${company.slug}/schedule/${id}/reschedule`, {
      token: client.token,
      body: { start_at: nextWeekdayAt(t.clock.now(), TZ, 4, '03:00', 2).toISOString() },
    });
    expect(offGrid.status).toBe(422);
    const stranger = await signUpClient(api, company.slug, 'Outra Pessoa');
    const notYours = await api.call('POST', `/client/${company.slug}/schedule/${id}/reschedule`, {
      token: stranger.token,
      body: { start_at: startAt.toISOString() },
    });
    expect(notYours.status).toBe(404);
  });

  it('the public page never offers a service nobody performs, nor a day for it', async () => {
    const res = await general(api, owner, company.id, 'service', {
      title: 'Hidratação',
      duration_in_minutes: 45,
      price_type: 'fixed',
      price: 6000,
      calendar_ids: [],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const pub = await api.call('GET', `/client/${company.slug}/public/company`);
    expect(pub.body.services.map((s: { title: string }) => s.title)).not.toContain('Hidratação');
    const month = nextWeekdayAt(t.clock.now(), TZ, 3, '10:00', 2).toISOString().slice(0, 7);
    const days = await api.call('GET', `/client/${company.slug}/public/available_days?service_id=${res.body.data.id}&month=${month}`);
    expect((days.body.days ?? []).some((d: { slots_count: number }) => d.slots_count > 0)).toBe(false);
  });
});
