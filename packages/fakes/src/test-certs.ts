// Test-only certificates for the fakes that speak TLS (the Pix PSP demands a client certificate, as
// Efí does). Generated once with openssl, valid until 2126; never used outside tests.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../test-certs/', import.meta.url));
const read = (name: string) => readFileSync(`${dir}${name}`);

export const testCerts = {
  dir,
  ca: () => read('ca.pem'),
  server: () => ({ cert: read('server.pem'), key: read('server.key') }),
  client: () => ({ cert: read('client.pem'), key: read('client.key') }),
  /** Signed by no CA the fake trusts. */
  stranger: () => ({ cert: read('stranger.pem'), key: read('stranger.key') }),
};
