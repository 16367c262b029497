import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts', 'eval/**/*.test.ts'],
    env: { TZ: 'UTC', NODE_ENV: 'test' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
