// A fetch that presents a client certificate. Efí's API Pix (and the Banco Central's standard) requires
// mutual TLS on every call; Node's global fetch cannot present a certificate without the `undici`
// package's dispatcher, so this speaks node:https directly. Only what the Pix client uses is supported:
// a string body, the method, the headers and an abort signal.
import { Agent, request } from 'node:https';
import { readFileSync } from 'node:fs';
import type { FetchLike } from '../fetch-with-timeout.js';

export interface TClientCertificate {
  /** PKCS#12 bundle, as Efí hands it out (.p12); or a PEM certificate and key. */
  pfx?: Buffer;
  passphrase?: string;
  cert?: Buffer;
  key?: Buffer;
  /** Extra CA to trust for the PSP's server certificate (tests, homologation); the system CAs otherwise. */
  ca?: Buffer;
}

const NO_BODY_STATUS = new Set([101, 204, 205, 304]);

export function createMtlsFetch(certificate: TClientCertificate): FetchLike {
  const agent = new Agent({ ...certificate, keepAlive: true, maxSockets: 8 });
  const mtlsFetch = (input: string | URL | Request, init: RequestInit = {}): Promise<Response> =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      const body = typeof init.body === 'string' ? init.body : undefined;
      if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
      const req = request(url, { method: init.method ?? 'GET', headers, agent, signal: init.signal ?? undefined }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const status = res.statusCode ?? 502;
          const out = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) out.set(k, Array.isArray(v) ? v.join(', ') : v);
          resolve(new Response(NO_BODY_STATUS.has(status) ? null : Buffer.concat(chunks), { status, headers: out }));
        });
      });
      req.on('error', reject);
      if (body !== undefined) req.write(body);
      req.end();
    });
  return mtlsFetch as FetchLike;
}

/** The certificate from the environment's paths, or null when none is configured. */
export function clientCertificateFromFiles(files: {
  p12Path?: string;
  p12Passphrase?: string;
  certPath?: string;
  keyPath?: string;
  caPath?: string;
}): TClientCertificate | null {
  const ca = files.caPath ? readFileSync(files.caPath) : undefined;
  if (files.p12Path) return { pfx: readFileSync(files.p12Path), passphrase: files.p12Passphrase ?? '', ca };
  if (files.certPath && files.keyPath) return { cert: readFileSync(files.certPath), key: readFileSync(files.keyPath), ca };
  return null;
}
