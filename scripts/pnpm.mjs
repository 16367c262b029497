// Runs the pinned pnpm through npx, so a machine with only Node.js and npm needs nothing else.
import { spawnSync } from 'node:child_process';

const PNPM = 'pnpm@10.34.8';

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', ...opts.env },
    cwd: opts.cwd,
  });
  if (res.status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} (exit ${res.status ?? res.signal})`);
    process.exit(res.status ?? 1);
  }
}

export const pnpm = (args, opts) => run('npx', ['-y', PNPM, ...args], opts);
