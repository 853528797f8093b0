import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.js';
import { offlineBrowser, type OfflineBrowser } from './browser.js';

// The docs page on an intranet or an offline site: it renders from our server alone and asks nothing of
// the internet (fonts, the vendor's proxy or registry, hosted-product buttons).
const t = useTestApp();
let origin = '';
let browser: OfflineBrowser;

beforeAll(async () => {
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  browser = await offlineBrowser(origin);
});
afterAll(async () => {
  await browser?.close();
});

describe('the docs page with the network cut', () => {
  it('renders the API and its operations, and requests nothing outside the server', async () => {
    const page = await browser.context.newPage();
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText ?? ''}`));
    // What the page's Content-Security-Policy refused, as the browser reports it.
    await page.addInitScript(() => {
      interface Violation {
        effectiveDirective: string;
        blockedURI: string;
        sourceFile: string;
        lineNumber: number;
      }
      const scope = globalThis as unknown as {
        refused: string[];
        document: { addEventListener(type: string, listener: (e: Violation) => void): void };
      };
      scope.refused = [];
      scope.document.addEventListener('securitypolicyviolation', (e) =>
        scope.refused.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    const res = await page.goto(`${origin}/api/v1/docs/`, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

    await page.getByRole('heading', { name: 'Food-supply traceability API' }).first().waitFor();
    // The page renders its sections as they come into view: the first tag's operations, every tag in the
    // sidebar, and a later section once opened from the sidebar.
    for (const text of [
      'Sign in with email and password',
      '/api/v1/auth/login',
      'Suppliers',
      'Certificates',
    ]) {
      await page.getByText(text).first().waitFor({ timeout: 20_000 });
    }
    await page.getByText('Suppliers', { exact: true }).first().click();
    await page.getByText('/api/v1/suppliers/createSupplierBulk').first().waitFor({ timeout: 20_000 });
    // None of the vendor's hosted-product buttons or links (its agent, developer toolbar, hosted client).
    for (const name of ['Ask AI', 'Deploy', 'Share', 'Configure', 'Open API Client']) {
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
      expect(await page.getByRole('link', { name, exact: true }).count()).toBe(0);
    }
    expect(await page.locator('a[href*="client.scalar.com"], a[href*="dashboard.scalar.com"]').count()).toBe(
      0,
    );
    // Let late requests (fonts, telemetry, lazy chunks) show themselves before looking.
    await page.waitForTimeout(1500);
    expect(browser.outside).toEqual([]);
    expect(failed).toEqual([]);
    // The policy refuses nothing the page needs: its script ran (the operations above), its styles applied. Only
    // the page script's probe `new Function("")` (may it use eval? it catches the refusal) is refused.
    const refused = await page.evaluate(() => (globalThis as unknown as { refused: string[] }).refused);
    expect(refused.filter((r) => !r.startsWith('script-src eval '))).toEqual([]);
  });
});
