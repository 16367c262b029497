// Minimal HTTP endpoint that records webhook deliveries, for tests of the fakes and of the API's
// webhook consumers. Keeps the raw bytes, since signatures are computed over them.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ReceivedWebhook {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** Parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
}

export interface WebhookReceiver {
  /** Base URL, e.g. http://127.0.0.1:1234 — any path below it is accepted. */
  url: string;
  received: ReceivedWebhook[];
  /** Status code for the following responses (default 200). */
  respondWith(status: number): void;
  /** Resolves when at least `count` deliveries have arrived (rejects after timeoutMs). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(options: { port?: number } = {}): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const waiters: Array<() => void> = [];
  let status = 200;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = rawBody === '' ? undefined : (JSON.parse(rawBody) as unknown);
      } catch {
        json = undefined;
      }
      received.push({ method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, rawBody, json });
      res.statusCode = status;
      res.end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    respondWith(next) {
      status = next;
    },
    async waitFor(count, timeoutMs = 2_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`webhook receiver: expected ${count} deliveries, got ${received.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
