import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Browser tests have their own run: `npm run test:browser` (vitest.browser.config.ts).
    exclude: ['test/browser/**', 'node_modules/**'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // Two cores: two test files at a time, each on its own database.
    maxWorkers: 2,
    // Each worker keeps the modules it loaded from one test file to the next, instead of a new process loading
    // the whole app again for every file (some 2.5 s of CPU a file, 40% of the run). Nothing a test file makes is
    // shared: each builds its own app on its own database (test/helpers.ts); no test mocks a module or the clock
    // of the process, which a shared module cache would carry over.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
