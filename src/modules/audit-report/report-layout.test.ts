import { describe, expect, it } from 'vitest';
import { extractTextItems, getDocumentProxy, type StructuredTextItem } from 'unpdf';
import { useTestApp } from '../../../test/helpers.js';
import { answerInDb, auditItems, createAudit } from '../../../test/fixtures/audits/helpers.js';
import { fileForm, PNG_1x1 } from '../../../test/fixtures/audits/images.js';

const t = useTestApp();

async function reportPdf(auditid: number) {
  const res = await t.api({ method: 'GET', url: `/api/v1/audits/${auditid}/report.pdf` });
  expect(res.statusCode, res.body).toBe(200);
  return { bytes: res.rawPayload, pdf: await getDocumentProxy(new Uint8Array(res.rawPayload)) };
}

/** The boxes of a page's text items, top and bottom in PDF space (origin bottom-left). */
const box = (i: StructuredTextItem) => ({
  str: i.str,
  x: i.x,
  right: i.x + i.width,
  bottom: i.y,
  top: i.y + i.height,
});
type Box = ReturnType<typeof box>;
/**
 * How many images each page draws, in page order: the image XObjects of each page's resources, read from the
 * PDF's objects (pdfkit writes dictionaries uncompressed). pdf.js cannot decode images on Node 20.
 */
function pageImages(bytes: Buffer): number[] {
  const objects = new Map<string, string>();
  for (const m of bytes.toString('latin1').matchAll(/(\d+) 0 obj\s*(<<[\s\S]*?>>)\s*(?:stream|endobj)/g)) {
    objects.set(m[1]!, m[2]!);
  }
  const dict = (ref: string | undefined) => objects.get(ref ?? '') ?? '';
  const kids = [...objects.values()].find((o) => /\/Type \/Pages\b/.test(o))!;
  return [.../\/Kids \[([^\]]*)\]/.exec(kids)![1]!.matchAll(/(\d+) 0 R/g)].map(([, page]) => {
    const resources = dict(/\/Resources (\d+) 0 R/.exec(dict(page))?.[1]);
    const xobjects = /\/XObject <<([^>]*)>>/.exec(resources)?.[1] ?? '';
    return [...xobjects.matchAll(/(\d+) 0 R/g)].filter(([, ref]) => /\/Subtype \/Image/.test(dict(ref)))
      .length;
  });
}

const overlap = (a: Box, b: Box) => a.x < b.right && b.x < a.right && a.bottom < b.top && b.bottom < a.top;

describe('the report layout', () => {
  it('keeps every cover line apart when the audit has no reason', async () => {
    const { auditid } = await createAudit(t, { audit_reason: undefined });
    const { pdf } = await reportPdf(auditid);
    const { items } = await extractTextItems(pdf);
    const cover = items[0]!.filter((i) => i.str.trim() !== '').map(box);
    const reason = cover.find((b) => b.str === 'Reason')!;
    const status = cover.find((b) => b.str === 'Status')!;
    expect(reason, JSON.stringify(cover)).toBeDefined();
    expect(status).toBeDefined();
    // The Status line starts below the Reason line, not on it.
    expect(status.top).toBeLessThanOrEqual(reason.bottom);
    for (const [n, a] of cover.entries()) {
      for (const b of cover.slice(n + 1)) expect(overlap(a, b), `${a.str} / ${b.str}`).toBe(false);
    }
    expect(cover.map((b) => b.str)).toContain('not recorded');
    await pdf.destroy();
  });

  it("draws a passed item's photo under that item in the checklist", async () => {
    const { auditid } = await createAudit(t);
    const items = await auditItems(t, auditid);
    await answerInDb(
      t,
      auditid,
      items.map((i) => ({ itemid: i.itemid, result: 'pass' })),
    );
    const up = await t.api({
      method: 'POST',
      url: `/api/v1/audits/${auditid}/items/${items[0]!.itemid}/photos`,
      ...fileForm(PNG_1x1, 'clean-floor.png', 'image/png'),
    });
    expect(up.statusCode, up.body).toBe(201);
    const { pdf, bytes } = await reportPdf(auditid);
    const { items: pages } = await extractTextItems(pdf);
    const text = (n: number) => pages[n]!.map((i) => i.str).join(' ');
    const page = pages.findIndex((_, n) => text(n).includes('clean-floor.png'));
    expect(page, 'the caption is on a page').toBeGreaterThan(-1);
    // Drawn in the checklist: nothing failed, so no finding shows it.
    const checklistStart = pages.findIndex((_, n) => text(n).includes('Full checklist'));
    expect(page).toBeGreaterThanOrEqual(checklistStart);
    const images = pageImages(bytes);
    expect(images).toHaveLength(pages.length);
    // One image in the whole report, on the page of its caption.
    expect(images.reduce((a, b) => a + b, 0)).toBe(1);
    expect(images[page]).toBe(1);
    await pdf.destroy();
  });
});
