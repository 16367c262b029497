// The seal of the sealed test set: the sha256 of every file in eval/sealed/ plus a fingerprint of the
// business facts its expectations were computed from (hours come from the product's defaults; services,
// durations, professionals and FAQ from businesses.ts). `seal.test.ts` fails when either changes.
// `npx tsx eval/seal.ts --write` rewrites the manifest: only for a whole new sealed set (see README.md).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_WORKDAYS } from '@agenda/shared/company';
import { BUSINESSES } from './businesses.js';

const SEALED_DIR = join(dirname(fileURLToPath(import.meta.url)), 'sealed');
const MANIFEST = 'SEALED.sha256';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

export function businessesFingerprint(): string {
  return sha256(JSON.stringify(canonical({ businesses: BUSINESSES, workdays: DEFAULT_WORKDAYS })));
}

/** file name → sha256, for every file of the sealed folder except the manifest. */
export function currentHashes(): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of readdirSync(SEALED_DIR).sort()) if (f !== MANIFEST) out.set(f, sha256(readFileSync(join(SEALED_DIR, f))));
  return out;
}

/** The manifest as written: `sha256sum -c SEALED.sha256` checks the files; `# businesses` is ours. */
export function readManifest(): { files: Map<string, string>; businesses: string | undefined } {
  const files = new Map<string, string>();
  let businesses: string | undefined;
  for (const line of readFileSync(join(SEALED_DIR, MANIFEST), 'utf8').split('\n')) {
    const b = /^# businesses ([0-9a-f]{64})$/.exec(line);
    if (b) businesses = b[1];
    const m = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (m) files.set(m[2]!, m[1]!);
  }
  return { files, businesses };
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--write')) {
  const lines = [...currentHashes()].map(([f, h]) => `${h}  ${f}`);
  writeFileSync(join(SEALED_DIR, MANIFEST), [...lines, `# businesses ${businessesFingerprint()}`, ''].join('\n'));
  process.stdout.write(`${lines.length} sealed files hashed\n`);
}
