import { defineConfig } from 'vitest/config';

// Browser tests: headless Debian Chromium (playwright-core) against the built SPA served by the
// API on a fresh embedded database. Set E2E_BASE_URL to test a server that is already running.
export default defineConfig({
  // The every-screen walk reads the route table, whose page loaders import through '@/'.
  resolve: { alias: { '@': new URL('../src', import.meta.url).pathname } },
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    reporters: ['default'],
  },
});
