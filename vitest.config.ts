import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup/discord-schema.ts', 'test/setup/fast-check-seed.ts', 'test/setup/safe-text.ts'],
    globalSetup: ['test/setup/build.ts', 'test/setup/postgres.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
