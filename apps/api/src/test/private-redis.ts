import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** CI installs redis-server; a machine without it skips the tests that need to kill a Redis. */
export const redisServerInstalled = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface TPrivateRedis {
  readonly url: string;
  readonly port: number;
  /** SIGKILL, as a crash or an OOM kill does; resolves once the process is gone. */
  kill(): Promise<void>;
  /** A fresh, empty Redis on the same port. */
  start(): Promise<void>;
}

/**
 * A throw-away redis-server child process on its own port (never the shared one on 6379), so a
 * test can kill it. `startNow: false` only reserves the URL: the test starts it later.
 */
export async function privateRedis(opts: { password?: string; startNow?: boolean } = {}): Promise<TPrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const auth = opts.password ? `:${opts.password}@` : '';
  const self: TPrivateRedis = {
    url: `redis://${auth}127.0.0.1:${port}`,
    port,
    async start() {
      const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', '/tmp'];
      if (opts.password) args.push('--requirepass', opts.password);
      const proc = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      child = proc;
      await new Promise<void>((resolve, reject) => {
        let out = '';
        proc.stdout!.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('Ready to accept connections')) resolve();
        });
        proc.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out.slice(-500)}`)));
      });
      proc.stdout!.resume();
      proc.stderr!.resume();
    },
    async kill() {
      const proc = child;
      child = null;
      if (!proc || proc.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        proc.once('exit', () => resolve());
        proc.kill('SIGKILL');
      });
    },
  };
  if (opts.startNow !== false) await self.start();
  return self;
}
