import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Browser tests have their own run: `npm run test:browser` (vitest.browser.config.ts).
    exclude: ['test/browser/**', 'node_modules/**'],
    globalSetup: ['test/global-setup.ts'],
    // Every answer any test receives is held to the served OpenAPI document (test/answer-check.ts).
    setupFiles: ['test/answers.setup.ts'],
    pool: 'forks',
    // Two cores: two test files at a time, each on its own database.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
