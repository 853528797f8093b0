// Renders a sample audit report (no database: a model made here) and writes its first pages as PNG pictures for
// docs/audit-report.md. Run with `npm install --no-save @napi-rs/canvas && npx tsx scripts/report-picture.ts`: the
// canvas package draws (it is not a dependency: its platform builds are not all on every registry mirror).
import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import jpegJs from 'jpeg-js';
import { renderPageAsImage } from 'unpdf';
import { buildModel } from '../src/modules/audit-report/model.js';
import { renderReport } from '../src/modules/audit-report/render.js';
import type { ReportItemRow } from '../src/modules/audit-report/report.repository.js';
import type { Action } from '../src/modules/actions/actions.schemas.js';

// pdf.js draws with ArrayBuffer.prototype.transferToFixedLength (Node 21+); on Node 20 a copy does the same here.
const proto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (n?: number) => ArrayBuffer };
proto.transferToFixedLength ??= function (this: ArrayBuffer, n?: number) {
  const copy = new ArrayBuffer(n ?? this.byteLength);
  new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(copy.byteLength, this.byteLength)));
  return copy;
};

const CANVAS: string = '@napi-rs/canvas';

const sections = ['Site standards', 'Hygiene', 'Pest control', 'Allergen management'];
const rows: ReportItemRow[] = sections.flatMap((name, s) =>
  [0, 1, 2].map((i) => ({
    sectionid: s + 1,
    section_name: name,
    itemid: s * 3 + i + 1,
    question: `${name}: checklist question ${i + 1}`,
    critical: i === 0,
    required: true,
    result: s === 2 && i === 0 ? 'fail' : s === 1 && i === 2 ? 'flag' : 'pass',
    notes: s === 2 && i === 0 ? 'Bait station 4 missing behind the dry store racking.' : null,
    answered_by: 'Alex Auditor',
    answered_at: '2026-03-14 10:12:00',
  })),
);
const action: Action = {
  actionid: 17,
  auditid: 42,
  itemid: 7,
  companyid: 5,
  question: rows[6]!.question,
  result: 'fail',
  description: 'Critical item failed at audit: replace bait station 4 and log it',
  assignee: 9,
  assignee_name: 'Pat Portal',
  duedate: '2026-04-11',
  priority: 'high',
  status: 'open',
  overdue: false,
  verificationnote: null,
  verified_by: null,
  verified_at: null,
  automatic: true,
  created_by: 3,
  created: '2026-03-14 16:00:00',
  lastupdated: '2026-03-14 16:00:00',
};
// A sample photo: a bait station (a brown box) on a beige floor.
const pixels = Buffer.alloc(400 * 300 * 4);
for (let y = 0; y < 300; y++) {
  for (let x = 0; x < 400; x++) {
    const box = x >= 120 && x < 280 && y >= 90 && y < 210;
    pixels.set(box ? [0x6d, 0x4c, 0x41, 255] : [0xc8, 0xb6, 0x8e, 255], (y * 400 + x) * 4);
  }
}
const photo = jpegJs.encode({ data: pixels, width: 400, height: 300 }, 85).data;

const model = buildModel(
  {
    auditid: 42,
    companyname: 'Green Valley Oatcakes Ltd',
    vendorcode: 'GREE0001',
    site: 'Main site, 1 Mill Lane, Leeds, LS1 1AA',
    auditor: 'Alex Auditor',
    auditdate: '2026-03-14',
    statusid: 2,
    status: 'Complete',
    score_pct: 91.67,
    audit_reason: 'Annual audit',
    completed_at: '2026-03-14 16:00:00',
    completed_by: 'Alex Auditor',
    template_version: 1,
  },
  rows,
  [{ docid: 1, itemid: 7, filename: 'bait-station.jpg', storage_key: 'x', content_type: 'image/jpeg' }],
  [action],
  { at: new Date('2026-03-15T09:30:00Z'), by: 'Sam Manager' },
);
const out = new PassThrough();
const chunks: Buffer[] = [];
out.on('data', (c: Buffer) => chunks.push(c));
await renderReport(model, async () => photo, out);
const pdf = Buffer.concat(chunks);
for (const page of [1, 2]) {
  const png = await renderPageAsImage(new Uint8Array(pdf), page, {
    // Not a dependency (see above): named through a variable so that the type check does not look for it.
    canvasImport: () => import(CANVAS),
    scale: 1,
  });
  fs.writeFileSync(new URL(`../docs/audit-report-page${page}.png`, import.meta.url), Buffer.from(png));
}
console.warn(`${pdf.length} bytes`);
