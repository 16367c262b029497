// The API Pix client over mutual TLS, against the fake PSP demanding a client certificate as Efí does:
// the right certificate (PEM or the .p12 Efí issues) gets a charge; none, or one from another CA, is
// refused at the handshake and surfaces as a retryable transport error, never a charge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePixPsp, type FakePixPsp } from '@agenda/fakes/pix-psp';
import { testCerts } from '@agenda/fakes/test-certs';
import { createApiPixClient } from './api-pix-client.js';
import { clientCertificateFromFiles, createMtlsFetch, type TClientCertificate } from './mtls-fetch.js';

describe('API Pix client with a client certificate (mutual TLS)', () => {
  let psp: FakePixPsp;
  beforeAll(async () => {
    psp = await startFakePixPsp({ clientId: 'id', clientSecret: 'secret', tls: { ...testCerts.server(), ca: testCerts.ca() } });
  });
  afterAll(() => psp.close());

  const clientWith = (certificate: TClientCertificate) =>
    createApiPixClient({
      baseUrl: psp.url,
      clientId: 'id',
      clientSecret: 'secret',
      pixKey: 'financeiro@example.com',
      timeoutMs: 3_000,
      fetch: createMtlsFetch(certificate),
    });
  const charge = (txid: string) => ({ txid, amountCents: 9_990, expirySeconds: 600, description: 'Plano Pro' });

  it('creates and reads back a charge with the PEM certificate', async () => {
    expect(psp.url).toMatch(/^https:/);
    const client = clientWith({ ...testCerts.client(), ca: testCerts.ca() });
    const cob = await client.createCharge(charge('a'.repeat(30)));
    expect(cob).toMatchObject({ status: 'ATIVA', valor: { original: '99.90' } });
    expect((await client.getCharge('a'.repeat(30))).txid).toBe('a'.repeat(30));
  });

  it('works with the .p12 bundle read from the configured paths', async () => {
    const cert = clientCertificateFromFiles({ p12Path: `${testCerts.dir}client.p12`, caPath: `${testCerts.dir}ca.pem` });
    expect(cert?.pfx).toBeInstanceOf(Buffer);
    const cob = await clientWith(cert!).createCharge(charge('b'.repeat(30)));
    expect(cob.pixCopiaECola).toMatch(/^000201/);
  });

  it('is refused without a certificate or with one from another CA, as a retryable error', async () => {
    for (const certificate of [{ ca: testCerts.ca() }, { ...testCerts.stranger(), ca: testCerts.ca() }]) {
      const err = await clientWith(certificate)
        .createCharge(charge('c'.repeat(30)))
        .catch((e: unknown) => e as { retryable?: boolean; status?: number });
      expect(err).toMatchObject({ status: 0, retryable: true });
    }
    expect(psp.charges.has('c'.repeat(30))).toBe(false);
  });

  it('finds no certificate when none is configured', () => {
    expect(clientCertificateFromFiles({})).toBeNull();
    expect(clientCertificateFromFiles({ certPath: `${testCerts.dir}client.pem` })).toBeNull();
  });
});
