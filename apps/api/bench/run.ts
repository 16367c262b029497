// `pnpm bench`: requests per second and p50/p99 latency of loggedUser and sign_in_with_password at
// 50 concurrent connections, on PGlite and on PostgreSQL (when reachable). Prints figures; asserts nothing.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/app.js';
import type { TDatabase } from '../src/db/client.js';
import { onEachDatabase } from './support/databases.js';
import { seedPlans } from '../src/seed/plans.js';
import { DEMO, seedDemo } from '../src/seed/demo.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;

async function serve(database: TDatabase): Promise<{ app: FastifyInstance; url: string }> {
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-0123456789abcdef',
    RATE_LIMIT_PER_IP_PER_MINUTE: '100000000',
    LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '100000000',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database, logger: false });
  await seedPlans(app.ctx.db);
  await seedDemo(app.ctx);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

interface TLoad {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

interface TResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

// autocannon runs in its own process so the load generator does not share the server's event loop.
const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

function load(opts: TLoad): Promise<TResult> {
  const args = [AUTOCANNON, '--json', '-c', String(CONNECTIONS), '-d', String(DURATION_S), '-m', opts.method];
  for (const [k, v] of Object.entries(opts.headers)) args.push('-H', `${k}=${v}`);
  if (opts.body) args.push('-b', opts.body);
  args.push(opts.url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', () => {
      try {
        resolve(JSON.parse(out) as TResult);
      } catch {
        reject(new Error(`autocannon output unreadable: ${out.slice(0, 200)}`));
      }
    });
  });
}

async function measure(title: string, opts: TLoad) {
  const result = await load(opts);
  const errors = result.non2xx + result.errors;
  console.log(
    `  ${title.padEnd(24)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ${errors ? `(${errors} non-2xx/errors)` : ''}`,
  );
}

async function benchOn(kind: string, database: TDatabase) {
  const { app, url } = await serve(database);
  const signIn = await fetch(`${url}/user/auth/sign_in_with_password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.ownerEmail, password: DEMO.ownerPassword }),
  });
  const { token } = (await signIn.json()) as { token: string };
  console.log(`\n${kind} (${CONNECTIONS} connections, ${DURATION_S} s each)`);
  await measure('loggedUser', {
    url: `${url}/user/graphql/query?caller=loggedUser`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: '{ loggedUser { id name email companies { id slug name current_subscription { status is_active } integrations { id } } } }',
    }),
  });
  await measure('sign_in_with_password', {
    url: `${url}/user/auth/sign_in_with_password`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.ownerEmail, password: DEMO.ownerPassword }),
  });
  await app.close();
}

await onEachDatabase('agenda_bench', benchOn);
