// Issue 10 walk: a trial ends, the app is blocked, the owner pays a Pix charge at the (fake) PSP,
// the PSP's webhook confirms it, the open page hears it live and the app is unblocked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBrCode } from '@agenda/shared/pix-br-code';
import { ZGeneratedBill, ZSubscriptionOverview } from '@agenda/shared/schemas/billing';
import { startFakePixPsp, type FakePixPsp } from '@agenda/fakes/pix-psp';
import { testCerts } from '@agenda/fakes/test-certs';
import type { Socket } from 'socket.io-client';
import { apiClient } from '../../test/api-client.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { collectMessages, joinRoom, socketFor, waitFor } from '../../test/realtime-client.js';

const PIX_KEY = 'financeiro@agendainteligente.com.br';
const HOOK_SECRET = 'pix-hook-secret-0123456789';

describe('paying a subscription by Pix through the PSP', () => {
  let t: TTestApp;
  let psp: FakePixPsp;
  let api: ReturnType<typeof apiClient>;
  let address: string;
  let token: string;
  let company: { id: string };
  let socket: Socket;

  beforeAll(async () => {
    // Over mutual TLS, as Efí serves the API Pix: the app presents the configured .p12.
    psp = await startFakePixPsp({
      clientId: 'client-id',
      clientSecret: 'client-secret',
      tls: { ...testCerts.server(), ca: testCerts.ca() },
    });
    t = await startTestApp({
      PIX_PSP_BASE_URL: psp.url,
      PIX_PSP_CLIENT_ID: 'client-id',
      PIX_PSP_CLIENT_SECRET: 'client-secret',
      PIX_PSP_CERT_P12_PATH: `${testCerts.dir}client.p12`,
      PIX_PSP_CA_PATH: `${testCerts.dir}ca.pem`,
      PIX_KEY,
      PIX_WEBHOOK_SECRET: HOOK_SECRET,
      BILLING_CLOCK: 'off',
    });
    api = apiClient(t.app);
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    psp.webhooks.set(PIX_KEY, `${address}/webhooks/pix?hmac=${HOOK_SECRET}`);
    token = await api.signUp({ name: 'Ana Dona', email: 'ana@example.com', phone: '+5511987650101' });
    company = await api.createCompany(token, '+5511987650101', 'Barbearia da Ana');
  });
  afterAll(async () => {
    socket?.close();
    await t.close();
    await psp.close();
  });

  const subscription = async () =>
    (await api.loggedUser(token)).body.data.loggedUser.companies[0].current_subscription as { status: string; is_active: boolean };

  it('blocks the app once the trial has ended', async () => {
    expect(await subscription()).toMatchObject({ status: 'trial', is_active: true });
    t.clock.advance(8 * 86_400_000);
    expect(await subscription()).toMatchObject({ status: 'trial_ended', is_active: false });
  });

  let payment: Record<string, any>;
  it('generates a bill with a dynamic Pix charge whose BR Code parses back, and shows the same one again', async () => {
    const res = await api.call('POST', `/user/${company.id}/subscription/generate_subscription_bill`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(() => ZGeneratedBill.parse(res.body)).not.toThrow();
    payment = res.body.subscription_bill_payment;
    expect(res.body.subscription_bill).toMatchObject({ status: 'pending', total_value: 19_700 });
    expect(payment).toMatchObject({ status: 'pending', gateway: 'pix', total_value: 19_700 });
    const parsed = parseBrCode(payment.pix_qr_code);
    expect(parsed).toMatchObject({ pointOfInitiation: 'dynamic', amountCents: 19_700, gui: 'br.gov.bcb.pix' });
    expect(parsed.url).toBe(psp.charges.values().next().value!.location);
    expect(payment.pix_qr_image).toMatch(/^data:image\/png;base64,/);
    const again = await api.call('POST', `/user/${company.id}/subscription/generate_subscription_bill`, { token });
    expect(again.body.subscription_bill_payment.id).toBe(payment.id);
    expect(psp.charges.size).toBe(1);
  });

  it('refuses a notice without the URL secret and ignores a notice of a charge the PSP says is unpaid', async () => {
    const [txid] = [...psp.charges.keys()];
    const forged = JSON.stringify({
      pix: [{ endToEndId: 'E00000000202611241200abcdefghijk', txid, valor: '197.00', horario: new Date().toISOString() }],
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/webhooks/pix/pix?hmac=wrong',
      payload: forged,
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(401);
    const early = await t.app.inject({
      method: 'POST',
      url: `/webhooks/pix/pix?hmac=${HOOK_SECRET}`,
      payload: forged,
      headers: { 'content-type': 'application/json' },
    });
    expect(early.statusCode).toBe(200);
    const status = await api.call('GET', `/user/${company.id}/subscription/payments/${payment.id}`, { token });
    expect(status.body.subscription_bill_payment.status).toBe('pending');
    expect(await subscription()).toMatchObject({ is_active: false });
  });

  it('turns the open page green live when the PSP confirms the payment, and unblocks the app', async () => {
    socket = await socketFor(address, token);
    const got = collectMessages(socket);
    expect((await joinRoom(socket, `subscription_bill_payment_update:${payment.id}`)).ok).toBe(true);
    const [txid] = [...psp.charges.keys()];
    expect(await psp.pay(txid!)).toBe(200);
    await waitFor(() => got.length > 0, 'the payment update');
    const events = (got[0]!.events as Array<{ name: string; data: Record<string, unknown> }>).map((e) => e.name);
    expect(events).toEqual(['subscription_bill_payment_update', 'purchase']);
    expect(await subscription()).toMatchObject({ status: 'active', is_active: true });
    const overview = await api.call('GET', `/user/${company.id}/subscription`, { token });
    expect(() => ZSubscriptionOverview.parse(overview.body)).not.toThrow();
    expect(overview.body.subscription).toMatchObject({ status: 'active', remaining_days: 31 });
    expect(overview.body.bills[0]).toMatchObject({ status: 'paid', total_value: 19_700 });
    expect(overview.body.bills[0].paid_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(overview.body.next_bill).toBeNull();
  });

  it('a redelivered notice changes nothing and the purchase event is not sent twice', async () => {
    const before = await api.call('GET', `/user/${company.id}/subscription`, { token });
    const delivery = psp.deliveries[0]!;
    const again = await t.app.inject({
      method: 'POST',
      url: `/webhooks/pix/pix?hmac=${HOOK_SECRET}`,
      payload: delivery.body,
      headers: { 'content-type': 'application/json' },
    });
    expect(again.statusCode).toBe(200);
    const after = await api.call('GET', `/user/${company.id}/subscription`, { token });
    expect(after.body).toEqual(before.body);
  });

  it('keeps another company out of the payment and its room', async () => {
    const other = await api.signUp({ name: 'Bia Outra', email: 'bia@example.com', phone: '+5511987650102' });
    await api.createCompany(other, '+5511987650102', 'Salão da Bia');
    const res = await api.call('GET', `/user/${company.id}/subscription/payments/${payment.id}`, { token: other });
    expect(res.status).toBe(404);
    const outsider = await socketFor(address, other);
    expect((await joinRoom(outsider, `subscription_bill_payment_update:${payment.id}`)).ok).toBe(false);
    outsider.close();
  });
});
