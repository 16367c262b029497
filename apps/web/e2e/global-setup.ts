// Starts the API (serving the built SPA, building it first when apps/web/dist is missing) on a
// throw-away embedded database for the browser tests, and stops it afterwards.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApiServer, webDir } from './api-server';

export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL);
    return;
  }
  if (!existsSync(join(webDir, 'dist/index.html'))) {
    const build = spawnSync('npx', ['vite', 'build'], { cwd: webDir, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const api = await startApiServer();
  project.provide('baseUrl', api.baseUrl);
  return api.stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
