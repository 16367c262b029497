// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, once, at
// build time, so the API (and nginx in front of it) serves them by content negotiation without
// compressing on each request. Small files are left alone: below ~1 KB compression does not pay.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.map']);
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

function precompress(dist) {
  let raw = 0;
  let br = 0;
  for (const path of files(dist)) {
    if (!COMPRESSIBLE.has(extname(path))) continue;
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    writeFileSync(`${path}.br`, brotli);
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    raw += body.length;
    br += brotli.length;
  }
  return { raw, br };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
  const { raw, br } = precompress(dist);
  console.log(`precompressed ${(raw / 1024).toFixed(0)} KiB of text into ${(br / 1024).toFixed(0)} KiB of brotli`);
}
