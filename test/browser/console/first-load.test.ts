import { beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../../src/cli/seed.js';
import { useConsole } from '../console.js';

const w = useConsole();
// The demo data set: a dashboard with two years of audits, actions, specs and certificates behind it.
beforeAll(async () => {
  await seed(w.t.db, { scale: 'demo', seed: 1, asOf: new Date() });
});

/** The console's weight and the dashboard's time to interactive (docs/performance.md: reported, not asserted). */
describe('console: the first load', () => {
  it('sends at most 300 KB of JavaScript, compressed, to reach a signed-in dashboard', async () => {
    const page = await w.page();
    await w.signIn(page, w.admin.email, w.admin.password);
    // A cold load of the dashboard, as a person opening the console again (the session is kept by the tab).
    await page.evaluate(() => performance.clearResourceTimings());
    const started = Date.now();
    await page.goto(`${w.origin}/`, { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.locator('canvas').first().waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Suppliers' })
      .click({ trial: true });
    const interactiveMs = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const js = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js'))
        .map((e) => {
          // A PerformanceResourceTiming (the test's own types have no DOM).
          const r = e as unknown as { name: string; encodedBodySize: number; decodedBodySize: number };
          return { name: r.name.split('/').pop()!, encoded: r.encodedBodySize, decoded: r.decodedBodySize };
        }),
    );
    const encoded = js.reduce((n, e) => n + e.encoded, 0);
    const decoded = js.reduce((n, e) => n + e.decoded, 0);
    console.warn(
      `console first load: ${js.length} JS files, ${(encoded / 1024).toFixed(1)} KB compressed ` +
        `(${(decoded / 1024).toFixed(1)} KB as code); dashboard interactive in ${interactiveMs} ms`,
    );
    expect(js.length).toBeGreaterThan(0);
    // Compressed on the wire (the server's brotli or gzip), and within the budget.
    expect(encoded).toBeLessThan(decoded);
    expect(encoded).toBeLessThanOrEqual(300 * 1024);
    await page.close();
  });
});
