// The house rule "files and folders in kebab-case" (a newcomer finds a feature by its domain name), checked
// once over the tree. eslint's check-file rules matched globs again for every linted file; outside eslint
// this is one walk (docs/decisions/0035-import-cycles-outside-eslint.md).
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', 'dist', 'coverage', '.turbo', '.git']);
const CODE = /\.(ts|tsx|js|mjs)$/;
const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** Files eslint does not lint (eslint.config.js ignores) are not checked either. */
const IGNORED = new Set(['apps/web/public/mockServiceWorker.js']);

const wrong = [];

/** Walks `dir`; returns whether it holds code (only folders with code are named by the rule). */
function walk(dir, inWorkspace) {
  let holdsCode = false;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    const rel = relative(ROOT, path);
    if (entry.isDirectory()) {
      const below = walk(path, inWorkspace || /^(apps|packages)$/.test(rel));
      // "{apps,packages}/**/": every folder under apps/ or packages/ that holds code.
      if (below && inWorkspace && !KEBAB.test(entry.name)) wrong.push(`pasta ${rel}`);
      holdsCode ||= below;
    } else if (CODE.test(entry.name) && !IGNORED.has(rel)) {
      holdsCode = true;
      // "foo.test.ts", "foo.e2e.test.ts": the name before the first dot.
      if (!KEBAB.test(entry.name.split('.')[0])) wrong.push(`arquivo ${rel}`);
    }
  }
  return holdsCode;
}

walk(ROOT, false);
if (wrong.length) {
  console.error(
    `Nomes fora do padrão kebab-case (letras minúsculas e hífens, ex.: agenda-month.ts):\n${wrong.map((w) => `  ${w}`).join('\n')}`,
  );
  process.exit(1);
}
console.log('Nomes de arquivos e pastas em kebab-case.');
