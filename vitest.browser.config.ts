import { defineConfig } from 'vitest/config';

// `npm run test:browser`: pages opened in Debian's headless Chromium (test/browser/), apart from `npm test`.
export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts', 'test/browser/build-console.ts'],
    pool: 'forks',
    // Two files at a time (two cores): each its own server, database and Chromium. No test may need more than its
    // time on a machine so shared (screens.test.ts is one test per area for that reason).
    maxWorkers: 2,
    // As in the main suite: a worker keeps the modules it loaded from one file to the next; each file builds its own
    // app, database and browser (test/browser/console.ts), nothing is shared.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
