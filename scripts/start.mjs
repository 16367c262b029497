// `npm start`: install (frozen lockfile), build, then serve the SPA and the API on the embedded database.
import { resolve } from 'node:path';
import { pnpm, run } from './pnpm.mjs';

const root = resolve(import.meta.dirname, '..');
pnpm(['install', '--frozen-lockfile'], { cwd: root });
pnpm(['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'], { cwd: root });
run('node', ['apps/api/dist/server.js'], {
  cwd: root,
  env: {
    PGLITE_DIR: process.env.PGLITE_DIR ?? resolve(root, 'data/pglite'),
    WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? resolve(root, 'apps/web/dist'),
  },
});
