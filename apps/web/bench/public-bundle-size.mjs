// Prints the gzip size of the JavaScript the public routes (/ and /{company_slug}) load first:
// the entry chunk, its static imports, and the lazily loaded area of that route with its static imports.
// Target: at most 150 KB each. Builds the app when dist/ is missing. Prints figures; asserts nothing.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) execSync('npx vite build', { cwd: root, stdio: 'inherit' });
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const ROUTES = [
  { route: '/', area: 'src/app/areas/home-area.tsx' },
  { route: '/{company_slug}', area: 'src/app/areas/company-area.tsx' },
];

console.log('\nJavaScript loaded first by the public routes (gzip; target ≤ 150 KB)');
for (const { route, area } of ROUTES) {
  const keys = closure([entryKey, ...(manifest[area] ? [area] : [])]);
  const files = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const bytes = files.reduce((sum, f) => sum + gz(f), 0);
  const note = manifest[area] ? '' : ` (area ${area} not found in the manifest)`;
  console.log(`  ${route.padEnd(18)} ${(bytes / 1024).toFixed(1).padStart(7)} KB in ${files.length} files${note}`);
}
