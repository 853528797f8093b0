import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TABLET, useConsole } from '../console.js';
import { startReceiver } from '../../receiver.js';
import { createSupplier } from '../../fixtures/suppliers.js';
import {
  deliveries,
  eventually,
  FAST_WEBHOOKS,
  startHoldingReceiver,
  subscribe,
  unsubscribeAll,
} from '../../fixtures/webhooks.js';

// A held try stays under way until the test answers it: tries time out after a minute, the longest allowed.
const w = useConsole({ ...FAST_WEBHOOKS, WEBHOOK_TIMEOUT: '60s' });
const closing: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const close of closing.splice(0)) await close();
  await unsubscribeAll(w.t);
});

/** Signs in as the Administrator and opens the delivery log of the endpoint on `port`. */
async function openLog(port: number): Promise<Page> {
  const page = await w.page(TABLET);
  await w.signIn(page, w.admin.email, w.admin.password, '/admin/webhooks');
  await page
    .getByRole('row', { name: new RegExp(`127\\.0\\.0\\.1:${port}/`) })
    .getByRole('button', { name: 'Deliveries' })
    .click();
  return page;
}

/** axe-core's serious and critical violations of the page as it is (as screens.test.ts runs it). */
async function axeSerious(page: Page): Promise<string[]> {
  await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    type Result = { id: string; impact: string | null; nodes: { target: unknown[] }[] };
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: Result[] }> } }).axe;
    const { violations } = await axe.run();
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => String(n.target)).join(' | ')}`);
  });
}

/** The API's `YYYY-MM-DD HH:MM:SS` (UTC) as the console shows it, in the page's locale and time zone. */
const shownAs = (page: Page, at: string) =>
  page.evaluate(
    (v) =>
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(`${v.replace(' ', 'T')}Z`),
      ),
    at,
  );

describe('console: a webhook’s delivery log', () => {
  it('lists every attempt of a delivery: a 500, then the retry’s 204', async () => {
    const receiver = await startReceiver();
    closing.push(() => receiver.close());
    receiver.answer = (_r, n) => (n === 1 ? { status: 500 } : { status: 204 });
    const { id } = await subscribe(w.t, receiver);
    await createSupplier(w.t);
    await receiver.waitFor(2);
    const [d] = await eventually(async () => {
      const list = await deliveries(w.t, id);
      expect(list).toMatchObject([{ type: 'supplier.created', status: 'delivered', attempt: 2 }]);
      return list;
    });
    const kept = d!.attempts!;
    expect(kept.map((a) => a.status_code)).toEqual([500, 204]);

    const page = await openLog(receiver.port);
    const log = page.getByRole('table', { name: 'Delivery log' });
    const entry = log.getByRole('row', { name: /supplier\.created/ });
    await entry.getByText('delivered').waitFor();
    await entry.getByText('HTTP 204').waitFor();

    // Behind the delivery's disclosure, one row per attempt, oldest first.
    await log.locator('summary', { hasText: 'Attempts (2)' }).click();
    const attempts = page.getByRole('table', { name: `Attempts of ${d!.eventid}` });
    await attempts.waitFor();
    // An attempt's row (its request and response are in the full-width row under it).
    const rows = attempts.locator('tbody tr:not(.below-row)');
    expect(await rows.count()).toBe(2);
    const cells = async (i: number) => rows.nth(i).locator('th, td').allTextContents();
    const [first, second] = [await cells(0), await cells(1)];
    const full = (await deliveries(w.t, id))[0]!.attempts!;
    expect(first.slice(0, 4)).toEqual(['1', await shownAs(page, full[0]!.at), '500', 'HTTP 500']);
    expect(second.slice(0, 4)).toEqual(['2', await shownAs(page, full[1]!.at), '204', '–']);
    // How long each took: milliseconds as the API logged them (seconds past one).
    for (const [row, a] of [
      [first, full[0]!],
      [second, full[1]!],
    ] as const) {
      if (a.duration_ms < 1000) expect(row[4]).toBe(`${a.duration_ms} ms`);
      else expect(row[4]).toMatch(/^\d+[.,]\d s$/);
    }
    await page.close();
  });

  it('disables Redeliver while a try is under way, says why, and enables it when the try ends', async () => {
    const receiver = await startHoldingReceiver();
    closing.push(async () => {
      receiver.release();
      await receiver.close();
    });
    const created = await w.t.api({
      method: 'POST',
      url: '/api/v1/webhooks',
      payload: { url: receiver.url, events: ['supplier.created'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data as { id: number };
    await createSupplier(w.t);
    await receiver.waitFor(1); // the first try is held open

    const page = await openLog(Number(new URL(receiver.url).port));
    const entry = page
      .getByRole('table', { name: 'Delivery log' })
      .getByRole('row', { name: /supplier\.created/ });
    await entry.getByText('sending').waitFor();
    const held = entry.getByRole('button', { name: /^Redeliver /, disabled: true });
    await held.waitFor();
    const why = await held.evaluate(
      (b) => b.ownerDocument.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent,
    );
    expect(why).toBe('A try is under way: it can be sent again once that ends.');

    // The try ends: the screen follows by itself (no reload) and Redeliver is offered again.
    receiver.release(204);
    await entry.getByText('delivered').waitFor();
    await entry.getByRole('button', { name: /^Redeliver /, disabled: false }).waitFor();
    expect(await entry.getByText('A try is under way').count()).toBe(0);

    // A try started since the list was read: the server's 409 is shown as errors are, and the row follows.
    const [d] = await deliveries(w.t, id);
    const again = await w.t.api({
      method: 'POST',
      url: `/api/v1/webhooks/${id}/deliveries/${d!.deliveryid}/redeliver`,
    });
    expect(again.statusCode, again.body).toBe(202);
    await receiver.waitFor(2);
    await entry.getByRole('button', { name: /^Redeliver /, disabled: false }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 })
      .toBe('Delivery is being sent right now');
    await entry.getByRole('button', { name: /^Redeliver /, disabled: true }).waitFor();
    receiver.release(204);
    await entry.getByRole('button', { name: /^Redeliver /, disabled: false }).waitFor();
    expect(receiver.received).toBe(2);
    expect((await deliveries(w.t, id))[0]).toMatchObject({ status: 'delivered', attempt: 2 });
    await page.close();
  });

  it('shows an attempt’s request and response behind an accessible Show/Hide, and the payload', async () => {
    const receiver = await startReceiver();
    closing.push(() => receiver.close());
    receiver.answer = () => ({
      status: 500,
      headers: { 'retry-after': '3600', 'x-receipt': 'r-1', 'content-type': 'application/json' },
      body: '{"error":"try later"}',
    });
    const { id, secret } = await subscribe(w.t, receiver);
    await createSupplier(w.t);
    const [sent] = await receiver.waitFor(1);
    const [d] = await eventually(async () => {
      const list = await deliveries(w.t, id);
      expect(list).toMatchObject([{ status: 'pending', attempt: 1, status_code: 500 }]);
      return list;
    });

    const page = await openLog(receiver.port);
    const log = page.getByRole('table', { name: 'Delivery log' });
    await log.locator('summary', { hasText: 'Attempts (1)' }).click();
    const toggle = page.getByRole('button', { name: 'Show request and response of attempt 1' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const region = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    expect(await region.isVisible()).toBe(false);

    // Opened from the keyboard: the request as the receiver got it, and what it answered.
    await toggle.focus();
    await page.keyboard.press('Enter');
    const hide = page.getByRole('button', { name: 'Hide request and response of attempt 1' });
    expect(await hide.getAttribute('aria-expanded')).toBe('true');
    await region.waitFor({ state: 'visible' });
    const request = region.getByRole('region', { name: 'Request of attempt 1' });
    await request.getByText(`POST ${receiver.url}`).waitFor();
    const sentHeaders = request.locator('dd');
    expect(await sentHeaders.allTextContents()).toEqual(
      expect.arrayContaining([sent!.signature, sent!.id, sent!.timestamp, 'application/json']),
    );
    await request.getByText(`Body: ${Buffer.byteLength(sent!.body)} bytes`, { exact: false }).waitFor();
    const response = region.getByRole('region', { name: 'Response of attempt 1' });
    await response.getByText('HTTP 500').waitFor();
    const lines = await response.locator('dl[aria-label="Response headers of attempt 1"]').innerText();
    expect(lines).toContain('x-receipt');
    expect(lines).toContain('r-1');
    expect(await response.locator('pre').textContent()).toBe('{"error":"try later"}');
    // The signature is shown; the secret never is.
    expect(await page.content()).not.toContain(secret.slice('whsec_'.length));

    expect(await axeSerious(page)).toEqual([]);

    // Closed again, by pointer this time.
    await hide.click();
    await page.getByRole('button', { name: 'Show request and response of attempt 1' }).waitFor();
    expect(await region.isVisible()).toBe(false);

    // The payload: exactly the body every attempt sends.
    await page.getByRole('button', { name: `Show the payload of ${d!.eventid}` }).click();
    const payload = page.getByRole('region', { name: `Payload of ${d!.eventid}` });
    expect(await payload.locator('pre').textContent()).toBe(sent!.body);
    expect(await axeSerious(page)).toEqual([]);
    await page.close();
  });

  it('offers Retry now for a failing delivery only; the new attempt is listed when it answers', async () => {
    const receiver = await startReceiver();
    closing.push(() => receiver.close());
    receiver.answer = (_r, n) =>
      n === 1 ? { status: 503, headers: { 'retry-after': '3600' } } : { status: 204 };
    const { id } = await subscribe(w.t, receiver);
    await createSupplier(w.t);
    const [d] = await eventually(async () => {
      const list = await deliveries(w.t, id);
      expect(list).toMatchObject([{ status: 'pending', attempt: 1, status_code: 503 }]);
      return list;
    });

    const page = await openLog(receiver.port);
    const entry = page
      .getByRole('table', { name: 'Delivery log' })
      .getByRole('row', { name: /supplier\.created/ });
    await entry.getByText('pending').waitFor();
    await entry.getByRole('button', { name: `Retry now ${d!.eventid}` }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'tried again' }).textContent(), {
        timeout: 15_000,
      })
      .toBe(`Delivery ${d!.deliveryid} tried again (attempt 2): HTTP 204, delivered.`);
    await entry.getByText('delivered').waitFor();
    // Delivered: no Retry now (Redeliver sends it again).
    expect(await entry.getByRole('button', { name: /^Retry / }).count()).toBe(0);
    await entry.getByRole('button', { name: `Redeliver ${d!.eventid}` }).waitFor();
    // The same delivery, its new attempt listed under it.
    const log = page.getByRole('table', { name: 'Delivery log' });
    expect(await log.getByRole('row', { name: /supplier\.created/ }).count()).toBe(1);
    await log.locator('summary', { hasText: 'Attempts (2)' }).click();
    const rows = page
      .getByRole('table', { name: `Attempts of ${d!.eventid}` })
      .locator('tbody tr:not(.below-row)');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(1).locator('th, td').allTextContents()).toEqual(
      expect.arrayContaining(['2', '204']),
    );
    expect(receiver.received).toHaveLength(2);
    await page.close();
  });
});
