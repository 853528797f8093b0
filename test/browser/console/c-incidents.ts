/** What the incidents' browser tests share: the trace chain with names, incidents through the API, their links. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestApp } from '../../helpers.js';
import type { TestSmtp } from '../../smtp.js';
import { parseEpc } from '../../../src/lib/epcis/identifiers.js';
import { captureChain } from '../../fixtures/trace-chain.js';

export const PHONE = { width: 390, height: 844 };

const lotOf = (link: string) => {
  const p = parseEpc(link)!;
  return { gtin: p.gtin!, lot: p.lot! };
};
export const lotPath = (l: { gtin: string; lot: string }) =>
  `/traceability/lots/${l.gtin}/${encodeURIComponent(l.lot)}`;

/** The issue 38 chain (test/fixtures/trace-chain.ts), its suppliers' sites named apart (a place shows its name). */
export async function namedChain(t: TestApp) {
  const c = await captureChain(t);
  const names = { farm: `Apple farm ${c.farm.siteid}`, copacker: `Co-packer ${c.copacker.siteid}` };
  for (const [who, sitename] of Object.entries(names)) {
    const res = await t.api({
      method: 'PUT',
      url: `/api/v1/sites/${c[who as keyof typeof names].siteid}`,
      payload: { sitename },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { ...c, harvest: lotOf(c.H), names };
}

let n = 0;
/** The contact address of the fixture's wholesalers (test/fixtures/catalogues.ts). */
export const WHOLESALER_EMAIL = 'edi@wholesale.example';

/** An incident on `lots` opened through the API (level 3), answered as the console reads it. */
export async function openIncident(t: TestApp, lots: string[], kind = 'recall', title = `Glass ${++n}`) {
  const res = await t.api({
    method: 'POST',
    url: '/api/v1/incidents',
    payload: {
      kind,
      title,
      hazard: 'foreign_body',
      severity: 1,
      description: 'Glass found',
      scope: { lots },
    },
    key: t.key[3],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { incidentid: number; title: string };
}

export async function notify(t: TestApp, incidentid: number) {
  const res = await t.api({ method: 'POST', url: `/api/v1/incidents/${incidentid}/notify`, key: t.key[2] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { queued: number };
}

const addressOf = (m: TestSmtp['messages'][number]) =>
  m.to && 'value' in m.to ? m.to.value[0]!.address : '';

/**
 * The acknowledgement links (`/ack/{token}`) the notices of the incident titled `title` carried by email (to `to`
 * only, when given: the fixture's wholesalers share one contact address, its suppliers one company name).
 */
export async function emailedAckPaths(smtp: TestSmtp, title: string, to?: string): Promise<string[]> {
  const mine = () =>
    smtp.messages.filter(
      (m) => `${m.subject ?? ''} ${m.text ?? ''}`.includes(title) && (!to || addressOf(m) === to),
    );
  await expect.poll(() => mine().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  return mine().map((m) => {
    const link = /https?:\/\/[^\s/]+(\/ack\/[\w%-]+)/.exec(m.text ?? '');
    expect(link, m.text).not.toBeNull();
    return link![1]!;
  });
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** axe-core's serious and critical violations on the page as it is. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type Result = { id: string; impact: string | null; nodes: { target: unknown[] }[] };
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: Result[] }> } }).axe;
    const { violations } = await axe.run();
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((x) => String(x.target)).join(' | ')}`);
  });
}

/** How far the page scrolls sideways (0: it fits its viewport). */
export const overflow = (page: Page) =>
  page.evaluate(() => {
    const d = (
      globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }
    ).document.documentElement;
    return d.scrollWidth - d.clientWidth;
  });
