import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // One graphql instance, as in production: mercurius requires the CommonJS build, and Vite would
  // otherwise hand our files the ESM build ("Cannot use GraphQLSchema from another module").
  resolve: { alias: [{ find: /^graphql$/, replacement: fileURLToPath(new URL('./node_modules/graphql/index.js', import.meta.url)) }] },
  test: {
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts', 'eval/**/*.test.ts'],
    env: { TZ: 'UTC', NODE_ENV: 'test' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each file starts its own app and database, so files share nothing but the module cache: importing
    // the app once per worker instead of once per file (~6 s each) cuts the suite from ~25 to ~9 minutes.
    // A file must not rely on vi.mock of a module another file imports (the module is already loaded).
    isolate: false,
  },
});
