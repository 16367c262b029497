// Real API processes for a benchmark: the production entry (src/server.ts, through tsx) in child processes
// of their own, each on its own port with its own pool, job runner, caches and Redis connections, as two
// replicas behind a load balancer would run. Instances inside the bench's process share its event loop and
// its memory, so they could not show what crossing a process boundary costs or breaks (peer notices over
// Redis, each process's own caches).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMsOf } from './cpu-time.js';

const SERVER = join(dirname(fileURLToPath(import.meta.url)), '../../src/server.ts');
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 30_000;

export interface TApiProcess {
  url: string;
  pid: number;
  /** user + system CPU milliseconds the process has used so far. */
  cpuMs(): number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/** Waits for GET /health to answer 200 with Redis up (when the process was given one). */
async function ready(child: ChildProcess, url: string, redis: boolean): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API process ${child.pid} exited with ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`${url}/health`);
      const body = (await res.json()) as { redis?: string };
      if (res.status === 200 && (!redis || body.redis === 'up')) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`API process ${child.pid} not ready after ${READY_TIMEOUT_MS / 1000} s`);
}

/** Starts `count` API processes with `env` (DATABASE_URL, REDIS_URL…), each on a free port; resolves when all answer. */
export async function startApiProcesses(count: number, env: Record<string, string>): Promise<TApiProcess[]> {
  const started = await Promise.all(
    Array.from({ length: count }, async () => {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      return { child, url: `http://127.0.0.1:${port}` };
    }),
  );
  const stop = async (child: ChildProcess) => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM'); // server.ts closes the app: workers first, then requests in flight, then the pool
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited(child);
    clearTimeout(timer);
  };
  try {
    await Promise.all(started.map(({ child, url }) => ready(child, url, Boolean(env.REDIS_URL))));
  } catch (error) {
    await Promise.all(started.map(({ child }) => stop(child)));
    throw error;
  }
  return started.map(({ child, url }) => ({ url, pid: child.pid!, cpuMs: () => cpuMsOf(child.pid!), stop: () => stop(child) }));
}
