// `pnpm bench` (GraphQL cost, issue 8 defect 3): how fast oversized GraphQL queries are refused (target
// < 50 ms each), and /health p50/p99 alone and while such queries keep arriving (target p99 < 20 ms).
// The probe that filed the issue saw a 657 KB query hold the event loop 11 s. Prints figures only.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { seedPlans } from '../src/seed/plans.js';
import { DEMO, seedDemo } from '../src/seed/demo.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const REFUSALS = 30;
const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : NaN;
};

// Each attack body is built here and in the attacker process from the same recipe.
const ATTACKS = {
  '1 MB query (general)': `{ plans { ${'id '.repeat(350_000)} } }`,
  '10,000 aliases (user)': `{ loggedUser { ${Array.from({ length: 10_000 }, () => 'a:id').join(' ')} } }`,
  '10,000 aliases (general)': `{ ${Array.from({ length: 10_000 }, (_, i) => `a${i}:plans{id}`).join(' ')} }`,
};
type TAttack = keyof typeof ATTACKS;
const endpointOf = (name: TAttack) => (name.endsWith('(user)') ? 'user' : 'general');

// Server-side time of each GraphQL answer (Fastify's request start to response end), beside the round trip.
const serverTimes: number[] = [];

async function serve(env: Record<string, string> = {}): Promise<{ app: FastifyInstance; url: string; token: string }> {
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-0123456789abcdef',
    RATE_LIMIT_PER_IP_PER_MINUTE: '100000000',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp({ config, database: await openDatabase({ dataDir: 'memory://' }), logger: false });
  await seedPlans(app.ctx.db);
  await seedDemo(app.ctx);
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.includes('/graphql/query')) serverTimes.push(reply.elapsedTime);
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const signIn = await fetch(`${url}/user/auth/sign_in_with_password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.ownerEmail, password: DEMO.ownerPassword }),
  });
  const { token } = (await signIn.json()) as { token: string };
  return { app, url, token };
}

async function refusalTimes(url: string, token: string, name: TAttack) {
  const body = JSON.stringify({ query: ATTACKS[name] });
  const times: number[] = [];
  serverTimes.length = 0;
  const statuses = new Map<number, number>();
  for (let i = 0; i < REFUSALS; i++) {
    const started = performance.now();
    const res = await fetch(`${url}/${endpointOf(name)}/graphql/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }
  const answered = [...statuses].map(([s, n]) => `${n}× ${s}`).join(', ');
  const ms = (v: number) => v.toFixed(1).padStart(5);
  console.log(
    `  ${name.padEnd(26)} ${(Buffer.byteLength(body) / 1024).toFixed(0).padStart(5)} KB   round trip p50 ${ms(pct(times, 50))} ms, max ${ms(Math.max(...times))} ms   server p50 ${ms(pct(serverTimes, 50))} ms, max ${ms(Math.max(...serverTimes))} ms   (${answered})`,
  );
}

// The attacker runs in its own process: 4 connections sending the attack bodies back to back.
const ATTACKER = `
const [url, token, seconds, bodies] = [process.argv[1], process.argv[2], Number(process.argv[3]), JSON.parse(process.argv[4])];
const built = bodies.map(([endpoint, recipe]) => [endpoint, JSON.stringify({ query: eval(recipe) })]);
const end = Date.now() + seconds * 1000;
let sent = 0;
async function loop(i) {
  while (Date.now() < end) {
    const [endpoint, body] = built[i % built.length];
    try { const r = await fetch(url + '/' + endpoint + '/graphql/query', { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token }, body }); await r.arrayBuffer(); } catch {}
    sent++; i++;
  }
}
Promise.all([0, 1, 2, 3].map(loop)).then(() => console.log(JSON.stringify({ sent })));
`;
const RECIPES: Array<[string, string]> = [
  ['general', "'{ plans { ' + 'id '.repeat(350000) + ' } }'"],
  ['user', "'{ loggedUser { ' + Array.from({ length: 10000 }, () => 'a:id').join(' ') + ' } }'"],
];

function attacker(url: string, token: string): Promise<{ sent: number }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', ATTACKER, url, token, String(SECONDS + 1), JSON.stringify(RECIPES)], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('close', () => resolve(out ? (JSON.parse(out) as { sent: number }) : { sent: 0 }));
  });
}

function health(url: string): Promise<{ p50: number; p99: number; rps: number; errors: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [AUTOCANNON, '--json', '-c', '10', '-d', String(SECONDS), `${url}/health`], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', () => {
      const r = JSON.parse(out) as { latency: { p50: number; p99: number }; requests: { average: number }; non2xx: number; errors: number };
      resolve({ p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, errors: r.non2xx + r.errors });
    });
  });
}

const line = (title: string, h: Awaited<ReturnType<typeof health>>) =>
  console.log(
    `  ${title.padEnd(40)} p50 ${String(h.p50).padStart(3)} ms   p99 ${String(h.p99).padStart(3)} ms   ${h.rps.toFixed(0).padStart(6)} req/s${h.errors ? `   (${h.errors} non-2xx/errors)` : ''}`,
  );

const { app, url, token } = await serve();
console.log(`\nTime to refuse (PGlite, production settings, ${REFUSALS} sequential requests each; target < 50 ms)`);
for (const name of Object.keys(ATTACKS) as TAttack[]) await refusalTimes(url, token, name);
console.log(`\n/health with 10 connections, ${SECONDS} s each (target p99 < 20 ms)`);
line('baseline: /health alone', await health(url));
const [under, attack] = await Promise.all([health(url), attacker(url, token)]);
line('while 1 MB and 10,000-alias queries arrive', under);
console.log(`  (${attack.sent} oversized queries sent and refused meanwhile, 4 connections back to back)`);
await app.close();

// The alias counter itself, with the body and token limits raised out of its way.
const raised = await serve({ GRAPHQL_BODY_LIMIT_BYTES: String(4 * 1024 * 1024), GRAPHQL_MAX_TOKENS: '10000000' });
console.log('\nWith the body and token limits raised: parsing 30,000 tokens, then the alias count refuses');
await refusalTimes(raised.url, raised.token, '10,000 aliases (general)');
await raised.app.close();
