import { defineConfig } from 'vitest/config';

// `npm run test:browser`: pages opened in Debian's headless Chromium (test/browser/), apart from `npm test`.
export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts', 'test/browser/build-console.ts'],
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
