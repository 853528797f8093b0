import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TABLET, useConsole } from '../console.js';
import { orgUser } from '../../fixtures/accounts.js';
import { PNG_1x1 } from '../../fixtures/audits/images.js';
import {
  answerOnScreen,
  answerWrites,
  checklist,
  itemCard,
  photoRows,
  queueStatus,
  supplierAudit,
} from './b-audits.js';

// The console's service worker is allowed here (blocked in the other browser tests).
const w = useConsole({}, { serviceWorkers: 'allow' });

/** Waits until the service worker controls the page: from then on a reload works offline. */
async function controlled(page: Page): Promise<{ scope: string; script: string }> {
  await page.waitForFunction(() => {
    const sw = (globalThis as unknown as { navigator: { serviceWorker: { controller: unknown } } }).navigator
      .serviceWorker;
    return sw.controller !== null;
  });
  return page.evaluate(async () => {
    const nav = (
      globalThis as unknown as {
        navigator: {
          serviceWorker: {
            ready: Promise<{ scope: string; active: { scriptURL: string; state: string } | null }>;
          };
        };
      }
    ).navigator;
    const reg = await nav.serviceWorker.ready;
    return { scope: reg.scope, script: reg.active?.scriptURL ?? '' };
  });
}

/** The records the console keeps for offline reads (IndexedDB `foodtrace-reads`), by store. */
function keptReads(page: Page): Promise<{ audits: number; sessions: number }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const idb = (globalThis as unknown as { indexedDB: IDBFactoryLike }).indexedDB;
        const open = idb.open('foodtrace-reads');
        open.onerror = () => reject(new Error('cannot open'));
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['audits', 'sessions']);
          const a = tx.objectStore('audits').count();
          const s = tx.objectStore('sessions').count();
          tx.oncomplete = () => {
            resolve({ audits: a.result, sessions: s.result });
            db.close();
          };
        };
      }),
  );
  interface IDBFactoryLike {
    open(name: string): {
      result: {
        transaction(names: string[]): {
          objectStore(name: string): { count(): { result: number } };
          oncomplete: () => void;
        };
        close(): void;
      };
      onerror: () => void;
      onsuccess: () => void;
    };
  }
}

describe('console: the tablet in the cold store (service worker, offline reload)', () => {
  it('is an installable web app: a valid manifest linked from the page, icons, a service worker controlling it', async () => {
    const page = await w.page(TABLET);
    await w.signIn(page, w.admin.email, w.admin.password, '/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await fetch(`${w.origin}${href}`);
    expect(res.headers.get('content-type')).toBe('application/manifest+json');
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Foodtrace console',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.type === 'image/png');
      expect(icon, `${size} px icon`).toBeDefined();
      const png = Buffer.from(await (await fetch(`${w.origin}${icon!.src}`)).arrayBuffer());
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    const svg = await fetch(`${w.origin}/icon.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');

    const reg = await controlled(page);
    expect(reg).toEqual({ scope: `${w.origin}/`, script: `${w.origin}/sw.js` });
    const sw = await fetch(`${w.origin}/sw.js`);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    // Its precache lists the build's own files, and a versioned cache holds them.
    const caches = await page.evaluate(async () => {
      const c = (globalThis as unknown as { caches: { keys(): Promise<string[]> } }).caches;
      return c.keys();
    });
    expect(caches).toHaveLength(1);
    expect(caches[0]).toMatch(/^foodtrace-shell-[0-9a-f]{16}$/);
    await page.close();
  });

  it('reloads offline into the app and the open audit; an answer and a photo made offline are sent once when back online', async () => {
    const { auditid } = await supplierAudit(w.t, w.admin.userid);
    const [s1] = await checklist(w.t, auditid);
    const [a, b] = s1!.items;
    const page = await w.page(TABLET);
    await w.signIn(page, w.admin.email, w.admin.password, `/audits/${auditid}`);
    const heading = page.getByRole('heading', { name: new RegExp(`^Audit ${auditid}:`) });
    await heading.waitFor();
    await controlled(page);

    // Online: an answer goes through; the copy on the device follows it.
    await answerOnScreen(page, a!.question, 'Pass');
    await expect.poll(async () => (await checklist(w.t, auditid))[0]!.items[0]!.answer?.result).toBe('pass');
    await expect.poll(() => queueStatus(page).textContent()).toBe('');

    const context = page.context();
    await context.setOffline(true);
    try {
      // A reload without a connection: the console, signed in, and the audit as it was (not an error page).
      await page.reload();
      await heading.waitFor();
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
      await page.getByText(/^Offline: this is the audit as this device saved it on /).waitFor();
      expect(
        await itemCard(page, a!.question).getByRole('button', { name: 'Pass', pressed: true }).count(),
      ).toBe(1);
      await expect.poll(() => queueStatus(page).textContent()).toBe('Offline');

      // Answered offline: kept, shown pending, nothing sent.
      await itemCard(page, b!.question).getByLabel('Notes').fill('Seal cracked');
      await answerOnScreen(page, b!.question, 'Fail');
      await itemCard(page, b!.question).getByText('Pending', { exact: true }).waitFor();
      await itemCard(page, b!.question)
        .getByLabel('Add photo')
        .setInputFiles({ name: 'cold.png', mimeType: 'image/png', buffer: PNG_1x1 });
      await itemCard(page, b!.question).getByRole('img', { name: 'Photo cold.png (pending)' }).waitFor();
      await expect.poll(() => queueStatus(page).textContent()).toBe('Offline · 2 pending');

      // Reloaded again, still offline: the pending answer and photo are still there.
      await page.reload();
      await heading.waitFor();
      await itemCard(page, b!.question).getByRole('img', { name: 'Photo cold.png (pending)' }).waitFor();
      await expect.poll(() => queueStatus(page).textContent()).toBe('Offline · 2 pending');
      expect(
        await itemCard(page, b!.question).getByRole('button', { name: 'Fail', pressed: true }).count(),
      ).toBe(1);

      // Opening another screen of the console by its address, offline: the app, not the browser's error page.
      await page.goto(`${w.origin}/audits`);
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
      await page.getByRole('link', { name: new RegExp(`Audit ${auditid}\\b`) }).click();
      await heading.waitFor();
      expect((await checklist(w.t, auditid))[0]!.items[1]!.answer).toBeNull();
      expect(await photoRows(w.t, auditid)).toBe(0);
    } finally {
      await context.setOffline(false);
    }

    // Back online: the queued answer is sent, exactly once, and the screen shows the server's audit again.
    await expect.poll(() => queueStatus(page).textContent(), { timeout: 20_000 }).toBe('');
    await expect.poll(async () => (await checklist(w.t, auditid))[0]!.items[1]!.answer?.result).toBe('fail');
    expect((await checklist(w.t, auditid))[0]!.items[1]!.answer?.notes).toBe('Seal cracked');
    await expect.poll(() => page.getByText(/^Offline: this is the audit/).count()).toBe(0);
    expect(await answerWrites(w.t, auditid, b!.itemid)).toBe(1);
    expect(await answerWrites(w.t, auditid, a!.itemid)).toBe(1);
    await expect.poll(() => photoRows(w.t, auditid)).toBe(1);
    await itemCard(page, b!.question).getByRole('img', { name: 'Photo cold.png', exact: true }).waitFor();
    await page.close();
  });

  it('forgets what a person opened when they sign out: the next person on the tablet cannot read it offline', async () => {
    const { auditid } = await supplierAudit(w.t, w.admin.userid);
    const page = await w.page(TABLET);
    await w.signIn(page, w.admin.email, w.admin.password, `/audits/${auditid}`);
    await page.getByRole('heading', { name: new RegExp(`^Audit ${auditid}:`) }).waitFor();
    await controlled(page);
    await expect.poll(() => keptReads(page).then((r) => r.audits)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Email address').waitFor();
    expect(await keptReads(page)).toEqual({ audits: 0, sessions: 0 });

    // Another auditor signs in on the same tablet, then loses the connection and opens that audit's address.
    const other = await orgUser(w.t, 2);
    await w.signIn(page, other.email, other.password, '/');
    const context = page.context();
    await context.setOffline(true);
    try {
      await page.goto(`${w.origin}/audits/${auditid}`);
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
      // Nothing of the first auditor's is kept: the audit cannot be shown offline.
      await page.getByText('No connection to the server').first().waitFor();
      expect(await page.getByText(/^Offline: this is the audit/).count()).toBe(0);
    } finally {
      await context.setOffline(false);
    }
    await page.close();
  });
});
