#!/usr/bin/env node
// Gzip size of the JavaScript the public routes load first (SPEC target: at most 150 KB):
// the entry chunk with its static imports, plus the lazy area chunks (layout + page) of the route;
// and the bytes a phone downloads for each (JS + CSS, as the API serves them: brotli, issue 17).
// Usage: node apps/web/scripts/first-load-size.mjs [--json]   (after `vite build`)
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const ROUTES = {
  '/': ['src/app/areas/home-area.tsx'],
  '/{company_slug}': ['src/app/areas/company-area.tsx', 'src/features/public-company/components/company-page.tsx'],
  '/{company_slug}/agendar': ['src/app/areas/company-area.tsx', 'src/app/areas/company-booking-area.tsx'],
  '/login': ['src/app/areas/login-area.tsx', 'src/features/auth/components/login-page.tsx'],
};

// A dynamic entry that other chunks also import is listed under its chunk name ('_company-booking-area-….js',
// no `src`), not its source path: find it by name, and fail rather than silently count nothing.
function manifestKey(src) {
  if (manifest[src]) return src;
  const name = src
    .split('/')
    .pop()
    .replace(/\.tsx?$/, '');
  const found = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && manifest[k].name === name);
  if (found.length !== 1) throw new Error(`first-load-size: ${src} is not in the build manifest (${found.length} matches)`);
  return found[0];
}

function closure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const css of entry.css ?? []) seen.add(css);
  for (const imp of entry.imports ?? []) closure(imp, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const br = (file) => brotliCompressSync(readFileSync(join(dist, file))).length;
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

const results = Object.entries(ROUTES).map(([route, lazies]) => {
  const files = closure(entryKey);
  for (const l of lazies) closure(manifestKey(l), files);
  const js = [...files].filter((f) => f.endsWith('.js'));
  const bytes = js.reduce((sum, f) => sum + gz(f), 0);
  const phone = [...files].reduce((sum, f) => sum + br(f), 0);
  return { route, files: js.length, gzip_kb: Math.round((bytes / 1024) * 10) / 10, brotli_js_css_kb: Math.round((phone / 1024) * 10) / 10 };
});

if (process.argv.includes('--json')) console.log(JSON.stringify(results));
else
  for (const r of results)
    console.log(
      `first-load JS ${r.route.padEnd(24)} ${String(r.gzip_kb).padStart(6)} KB gzip (${r.files} files)${r.gzip_kb > 150 ? '  ⚠ over 150 KB' : ''}; a phone downloads ${r.brotli_js_css_kb} KB of JS + CSS (brotli)`,
    );
