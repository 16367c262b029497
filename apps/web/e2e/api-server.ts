// Starts `node apps/api/dist/server.js` on a free port with a throw-away embedded database and the
// built SPA; used by the global setup and by tests that need their own server (extra env, fakes).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const webDir = resolve(import.meta.dirname, '..');
const root = resolve(webDir, '../..');

export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
    srv.on('error', rej);
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The API did not answer ${url}/health in time`);
}

export interface TApiServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

export async function startApiServer(extraEnv: Record<string, string> = {}): Promise<TApiServer> {
  const server = join(root, 'apps/api/dist/server.js');
  if (!existsSync(server)) throw new Error('apps/api/dist/server.js is missing: build the API first (pnpm build).');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'agenda-e2e-'));
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: join(dataDir, 'pglite'),
      WEB_DIST_DIR: join(webDir, 'dist'),
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: 'true',
      // The walks book fixed times on the demo's next open days: its lived-in week would take them.
      SEED_DEMO_WEEK: 'false',
      ADMIN_EMAILS: 'admin@agendainteligente.com.br',
      ADMIN_PASSWORD: 'admin-e2e-12345',
      LOG_LEVEL: 'warn',
      // The suite signs the demo account in many times within the hour.
      LOGIN_ATTEMPTS_PER_ACCOUNT_PER_HOUR: '1000',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
