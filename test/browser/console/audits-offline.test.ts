import { describe, expect, it } from 'vitest';
import { TABLET, useConsole } from '../console.js';
import { PNG_1x1 } from '../../fixtures/audits/images.js';
import {
  answerOnScreen,
  answerWrites,
  checklist,
  itemCard,
  photoRows,
  queueStatus,
  sectionCard,
  supplierAudit,
} from './b-audits.js';

const w = useConsole();

describe('console: conducting an audit on a tablet, offline-tolerant', () => {
  it('keeps answers and a photo made without a connection, shows them pending, and sends each exactly once', async () => {
    const { auditid } = await supplierAudit(w.t, w.admin.userid);
    const [s1, s2] = await checklist(w.t, auditid);
    const [a, b, c, d] = s1!.items;
    const e = s2!.items[0]!;
    const page = await w.page(TABLET);
    await w.signIn(page, w.admin.email, w.admin.password, `/audits/${auditid}`);
    await page.getByRole('heading', { name: new RegExp(`^Audit ${auditid}:`) }).waitFor();

    // Online: answers go straight through.
    await answerOnScreen(page, a!.question, 'Pass');
    await answerOnScreen(page, b!.question, 'Fail');
    await expect
      .poll(async () => (await checklist(w.t, auditid))[0]!.items.slice(0, 2).map((i) => i.answer?.result))
      .toEqual(['pass', 'fail']);
    await expect.poll(() => queueStatus(page).textContent()).toBe('');
    await expect
      .poll(() => sectionCard(page, s1!.section_name).textContent())
      .toContain(`2/${s1!.items.length} answered`);
    expect(await sectionCard(page, s1!.section_name).textContent()).toContain('Amber');

    const context = page.context();
    await context.setOffline(true);
    try {
      await expect.poll(() => queueStatus(page).textContent()).toBe('Offline');
      await itemCard(page, c!.question).getByLabel('Notes').fill('Door seal torn');
      await answerOnScreen(page, c!.question, 'Flag');
      // By keyboard.
      await itemCard(page, d!.question).getByRole('button', { name: 'Not applicable' }).focus();
      await page.keyboard.press('Space');
      // Changed offline: the last answer wins.
      await answerOnScreen(page, a!.question, 'Fail');
      await itemCard(page, b!.question)
        .getByLabel('Add photo')
        .setInputFiles({ name: 'dock.png', mimeType: 'image/png', buffer: PNG_1x1 });
      await itemCard(page, b!.question).getByRole('img', { name: 'Photo dock.png (pending)' }).waitFor();
      for (const q of [a!, c!, d!]) {
        await itemCard(page, q.question).getByText('Pending', { exact: true }).waitFor();
        expect(await itemCard(page, q.question).getByRole('button', { pressed: true }).textContent()).toBe(
          q === a ? 'Fail' : q === c ? 'Flag' : 'N/A',
        );
      }
      await sectionCard(page, s2!.section_name).click();
      await answerOnScreen(page, e.question, 'Pass');
      await expect.poll(() => sectionCard(page, s2!.section_name).textContent()).toContain('1 pending');
      await expect
        .poll(() => sectionCard(page, s2!.section_name).textContent())
        .toContain(`1/${s2!.items.length} answered`);
      await expect.poll(() => queueStatus(page).textContent()).toBe('Offline · 5 pending');

      // Nothing of it reached the server.
      const meanwhile = await checklist(w.t, auditid);
      expect(meanwhile[0]!.items.slice(0, 4).map((i) => i.answer?.result ?? null)).toEqual([
        'pass',
        'fail',
        null,
        null,
      ]);
      expect(meanwhile[1]!.items[0]!.answer).toBeNull();
      expect(await photoRows(w.t, auditid)).toBe(0);
    } finally {
      await context.setOffline(false);
    }

    // The connection is back: the queue drains.
    await expect.poll(() => queueStatus(page).textContent(), { timeout: 20_000 }).toBe('');
    await sectionCard(page, s1!.section_name).click();
    await itemCard(page, b!.question).getByRole('img', { name: 'Photo dock.png', exact: true }).waitFor();
    expect(await page.getByText('Pending', { exact: true }).count()).toBe(0);

    // Through the API: every answer once, with its value; the photo exactly once.
    const after = await checklist(w.t, auditid);
    const byId = new Map(after.flatMap((s) => s.items).map((i) => [i.itemid, i]));
    expect(byId.get(a!.itemid)?.answer).toMatchObject({ result: 'fail', notes: null });
    expect(byId.get(b!.itemid)?.answer).toMatchObject({ result: 'fail' });
    expect(byId.get(c!.itemid)?.answer).toMatchObject({ result: 'flag', notes: 'Door seal torn' });
    expect(byId.get(d!.itemid)?.answer).toMatchObject({ result: 'na' });
    expect(byId.get(e.itemid)?.answer).toMatchObject({ result: 'pass' });
    expect(await answerWrites(w.t, auditid, a!.itemid)).toBe(2); // pass online, fail offline
    for (const i of [b!, c!, d!, e]) expect(await answerWrites(w.t, auditid, i.itemid)).toBe(1);
    const photos = byId.get(b!.itemid)!.photos;
    expect(photos).toHaveLength(1);
    expect(photos[0]!.filename).toBe('dock.png');
    expect(await photoRows(w.t, auditid)).toBe(1);
    const served = await fetch(`${w.origin}${new URL(photos[0]!.url).pathname}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1x1)).toBe(true);
    await page.close();
  });

  it('replays a request whose answer was lost with the same Idempotency-Key: no doubled answer or photo', async () => {
    const { auditid } = await supplierAudit(w.t, w.admin.userid);
    const item = (await checklist(w.t, auditid))[0]!.items[0]!;
    const page = await w.page(TABLET);
    const seen = new Set<string>();
    const log: { method: string; key: string | null; status: number; replayed: string | null }[] = [];
    // Each request reaches the server, but the first answer to each key is lost on the way back.
    await page.route(`**/api/v1/audits/${auditid}/items/**`, async (route) => {
      const key = await route.request().headerValue('idempotency-key');
      const response = await route.fetch();
      log.push({
        method: route.request().method(),
        key,
        status: response.status(),
        replayed: response.headers()['idempotent-replayed'] ?? null,
      });
      if (key && !seen.has(key)) {
        seen.add(key);
        await route.abort('connectionreset');
      } else {
        await route.fulfill({ response });
      }
    });
    await w.signIn(page, w.admin.email, w.admin.password, `/audits/${auditid}`);
    await answerOnScreen(page, item.question, 'Fail');
    await itemCard(page, item.question)
      .getByLabel('Add photo')
      .setInputFiles({ name: 'lost.png', mimeType: 'image/png', buffer: PNG_1x1 });
    await itemCard(page, item.question)
      .getByRole('img', { name: 'Photo lost.png', exact: true })
      .waitFor({ timeout: 20_000 });
    await expect.poll(() => queueStatus(page).textContent()).toBe('');
    expect(await itemCard(page, item.question).getByRole('img').count()).toBe(1);

    // Two attempts per operation, with one key each; the second replayed by the server.
    expect(log).toHaveLength(4);
    const [put1, put2, post1, post2] = log;
    expect(put1).toMatchObject({ method: 'PUT', status: 200, replayed: null });
    expect(put2).toMatchObject({ method: 'PUT', status: 200, replayed: 'true', key: put1!.key });
    expect(post1).toMatchObject({ method: 'POST', status: 201, replayed: null });
    expect(post2).toMatchObject({ method: 'POST', status: 201, replayed: 'true', key: post1!.key });
    expect(put1!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(post1!.key).not.toBe(put1!.key);

    const after = (await checklist(w.t, auditid))[0]!.items[0]!;
    expect(after.answer?.result).toBe('fail');
    expect(after.photos).toHaveLength(1);
    expect(await photoRows(w.t, auditid)).toBe(1);
    expect(await answerWrites(w.t, auditid, item.itemid)).toBe(1);
    await page.close();
  });
});
