// `npm test`: install, type-check, check the house rules, run every unit and integration suite on
// the embedded database, then the browser tests against the built app.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pnpm, run } from './pnpm.mjs';

const root = resolve(import.meta.dirname, '..');
pnpm(['install', '--frozen-lockfile'], { cwd: root });
pnpm(['exec', 'turbo', 'run', 'build', 'typecheck', '--output-logs=errors-only'], { cwd: root });
// The house rules: lint (eslint.config.js), formatting (biome.json) and dead code (knip.json).
for (const check of ['lint', 'format:check', 'knip']) pnpm(['run', check], { cwd: root });
pnpm(['exec', 'turbo', 'run', 'test', '--concurrency=1', '--output-logs=full'], { cwd: root, env: { DATABASE_URL: '', REDIS_URL: '' } });

import { readFileSync } from 'node:fs';
const webScripts = JSON.parse(readFileSync(resolve(root, 'apps/web/package.json'), 'utf8')).scripts ?? {};
if (!webScripts.e2e) {
  console.error('apps/web has no "e2e" script: the browser tests are missing.');
  process.exit(1);
}
if (!existsSync('/usr/bin/chromium')) {
  if (process.getuid?.() === 0) {
    run('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null']);
  } else {
    console.error('Chromium is missing: install the Debian package "chromium" (apt-get install chromium) to run the browser tests.');
    process.exit(1);
  }
}
pnpm(['--filter', '@agenda/web', 'run', 'e2e'], { cwd: root, env: { DATABASE_URL: '', REDIS_URL: '' } });
