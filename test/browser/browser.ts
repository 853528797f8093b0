import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/** Debian's Chromium: the browser tests never download one. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface OfflineBrowser {
  context: BrowserContext;
  /** Every request the page tried outside `origin`, aborted before it left the machine. */
  outside: string[];
  close(): Promise<void>;
}

/**
 * Chromium on a fresh profile in which every request to anything but `origin` is aborted and recorded:
 * what a page needs from outside shows up in `outside` instead of silently working on a connected machine.
 */
export async function offlineBrowser(
  origin: string,
  locale?: string,
  timezoneId?: string,
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<OfflineBrowser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    // Blocked unless a test is about the service worker: a page's requests then all reach `page.route`.
    serviceWorkers,
    ...(locale ? { locale } : {}),
    ...(timezoneId ? { timezoneId } : {}),
  });
  const outside: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(`${origin}/`) || url.startsWith('data:') || url.startsWith('blob:')) {
      return route.continue();
    }
    outside.push(url);
    return route.abort('blockedbyclient');
  });
  // Requests the page's workers or the browser itself make outside the route handler still show up here.
  context.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !/^(data|blob|about|chrome):/.test(url) && !outside.includes(url)) {
      outside.push(url);
    }
  });
  return {
    context,
    outside,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
