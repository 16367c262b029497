// `pnpm bench`: runs every bench/*.ts file (except this one; helpers live in support/), one
// process each, in name order, so each module can keep its own benchmark file.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const files = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'all.ts' && !f.startsWith('_') && !f.endsWith('.test.ts'))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n=== bench/${file} ===`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(here, file)], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
