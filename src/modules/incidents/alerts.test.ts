import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { createSupplierRows } from '../../../test/factories.js';
import { bearer, supplierAccount } from '../../../test/fixtures/accounts.js';
import { epcisClient, lgtin, lotLink } from '../../../test/fixtures/epcis.js';
import { uniqueGln, uniqueGtin, wrongCheckDigit } from '../../../test/fixtures/gs1.js';
import { commission, specWithGtin } from '../../../test/fixtures/trace-chain.js';
import type { AlertAnswer, AlertMatch } from './alerts.schemas.js';

const t = useTestApp();
let n = 0;
/** A made-up word no other test's product names hold: name matches stay among a test's own specs. */
const word = () => `Qz${'bcdfghjklmnpqrstvwx'[n % 19]}${'aeiou'[++n % 5]}${Date.now() % 1e5}x${n}`;

const post = (payload: unknown, as: { key?: string | null; headers?: Record<string, string> } = {}) =>
  t.api({
    method: 'POST',
    url: '/api/v1/incidents/alerts',
    payload: payload as object,
    key: t.key[2],
    ...as,
  });

async function alert(body: Record<string, unknown>): Promise<AlertAnswer> {
  const res = await post({ source: 'FSA', reference: `FSA-${++n}`, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AlertAnswer;
}

/** A supplier's spec with a GTIN (a GTIN-13, kept as 14 digits), and a brand. */
async function product(productname: string, brand: string | null = null) {
  const supplier = await createSupplierRows(t.db);
  const spec = await specWithGtin(
    t,
    { supplierid: supplier.companyid, siteid: supplier.siteid },
    productname,
  );
  const gtin13 = uniqueGtin(13);
  const res = await t.api({
    method: 'PUT',
    url: `/api/v1/products/updateProduct/${spec.psid}`,
    payload: { gtin: gtin13, ...(brand === null ? {} : { brand }) },
    key: t.key[2],
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...spec, gtin: `0${gtin13}`, gtin13, ...supplier, brand };
}

async function lots(gtin: string, made: [string, string][]) {
  const gln = uniqueGln();
  await epcisClient(t).capture(
    made.map(([lot, time]) =>
      commission(time, lotLink(gtin, encodeURIComponent(lot)), 10, gln, '2027-01-01'),
    ),
  );
  return made.map(([lot]) => lotLink(gtin, encodeURIComponent(lot)));
}

const byPsid = (a: AlertAnswer, psid: number) => a.matches.find((m) => m.psid === psid);

describe('POST /incidents/alerts: exact matches', () => {
  it('a GTIN (as 13 digits) lists its spec and its lots seen, the latest first', async () => {
    const p = await product(`${word()} oat bars`, 'Hearty');
    const [l1, l2] = (await lots(p.gtin, [
      ['OB-1', '2026-09-01T08:00:00.000Z'],
      ['OB-2', '2026-10-01T08:00:00.000Z'],
    ])) as [string, string];
    const a = await alert({ gtins: [p.gtin13] });
    expect(a.alert.gtins).toEqual([p.gtin]);
    expect(a.matches[0]).toEqual({
      psid: p.psid,
      productname: p.productname,
      brand: 'Hearty',
      gtin: p.gtin,
      companyid: p.companyid,
      suppliername: p.companyname,
      score: 1,
      by: 'gtin',
      lots: [
        { epc: l2, gtin: p.gtin, lot: 'OB-2' },
        { epc: l1, gtin: p.gtin, lot: 'OB-1' },
      ],
      truncated: false,
    } satisfies AlertMatch);
    expect(a.scope).toEqual({ lots: [], gtins: [p.gtin] });
    expect(a.unmatched).toEqual({ gtins: [], lots: [] });
  });

  it('lots in every form: Digital Link on another host, URN, element string, a number alone under gtins', async () => {
    const p = await product(`${word()} rice`);
    const [r1, r2, r3, r4] = await lots(p.gtin, [
      ['R1', '2026-09-01T08:00:00.000Z'],
      ['R/2', '2026-09-02T08:00:00.000Z'],
      ['R3', '2026-09-03T08:00:00.000Z'],
      ['R4', '2026-09-04T08:00:00.000Z'],
    ]);
    const a = await alert({
      gtins: [p.gtin],
      lots: [
        `https://brand.example/p/01/${p.gtin}/10/R1`,
        lgtin(p.gtin, 'R%2F2'),
        `(01)${p.gtin}(10)R3`,
        'R4',
        'NEVER',
      ],
    });
    const m = byPsid(a, p.psid)!;
    expect(m.by).toBe('lot');
    expect(m.lots.map((l) => l.epc)).toEqual([r4, r3, r2, r1]);
    expect(a.scope).toEqual({ lots: [r4, r3, r2, r1], gtins: [] });
    expect(a.unmatched).toEqual({ gtins: [], lots: ['NEVER'] });
    expect(a.alert.lots).toEqual([r1, r2, r3, 'R4', 'NEVER']);
  });

  it('a lot of a GTIN with no spec still matches; GTINs and lots not ours are unmatched', async () => {
    const p = await product(`${word()} soup`);
    const [own] = await lots(p.gtin, [['S1', '2026-09-01T08:00:00.000Z']]);
    const nobody = uniqueGtin(14);
    const [unknownLot] = await lots(nobody, [['U1', '2026-09-01T08:00:00.000Z']]);
    const a = await alert({ gtins: [nobody], lots: [own, lotLink(p.gtin, 'NOPE'), unknownLot] });
    expect(byPsid(a, p.psid)).toMatchObject({ by: 'lot', lots: [{ epc: own }] });
    expect(a.matches.find((m) => m.gtin === nobody)).toMatchObject({
      psid: null,
      productname: null,
      companyid: null,
      by: 'lot',
      lots: [{ epc: unknownLot, gtin: nobody, lot: 'U1' }],
    });
    expect(a.unmatched.lots).toEqual([lotLink(p.gtin, 'NOPE')]);
    // Alone, that GTIN lists its lots seen; a GTIN of nothing is unmatched.
    const alone = await alert({ gtins: [nobody, uniqueGtin(13)] });
    expect(alone.matches).toEqual([expect.objectContaining({ psid: null, gtin: nobody, by: 'gtin' })]);
    expect(alone.unmatched.gtins).toHaveLength(1);
  });

  it('lots per match are bounded at 50, the latest first, truncated said', async () => {
    const p = await product(`${word()} crisps`);
    const made = Array.from({ length: 52 }, (_, i): [string, string] => [
      `C${String(i).padStart(2, '0')}`,
      new Date(Date.UTC(2026, 8, 1, 0, i)).toISOString(),
    ]);
    await lots(p.gtin, made);
    const m = byPsid(await alert({ gtins: [p.gtin] }), p.psid)!;
    expect(m.lots).toHaveLength(50);
    expect(m.lots[0]!.lot).toBe('C51');
    expect(m.truncated).toBe(true);
  });
});

describe('POST /incidents/alerts: name and brand', () => {
  it('scores by similarity whatever the case, accents and punctuation; below 0.3 left out', async () => {
    const w = word();
    const exact = await product(`${w} Crème brûlée`, 'Maison Dupont');
    const close = await product(`${w} creme brulee twin pack`, 'Maison Dupont');
    const otherBrand = await product(`${w} Crème brûlée`, 'Discount Desserts');
    // No random word of its own: those share trigrams (their prefix, the clock's digits) with the alert's.
    const far = await product('Vanilla bourbon creme caramel pots, Madagascar');
    await lots(exact.gtin, [['CB1', '2026-09-01T08:00:00.000Z']]);
    const a = await alert({ productname: `${w.toUpperCase()} CREME-BRULEE`, brand: 'maison dupont' });
    const scores = Object.fromEntries(a.matches.map((m) => [m.psid, m.score]));
    expect(byPsid(a, exact.psid)).toMatchObject({ score: 1, by: 'name', lots: [{ lot: 'CB1' }] });
    expect(scores[close.psid]).toBeGreaterThan(0.5);
    expect(scores[close.psid]).toBeLessThan(1);
    expect(scores[otherBrand.psid]).toBeGreaterThanOrEqual(0.75);
    expect(scores[otherBrand.psid]).toBeLessThan(scores[close.psid]!);
    expect(scores[far.psid]).toBeUndefined();
    const ordered = a.matches.map((m) => m.score);
    expect(ordered).toEqual([...ordered].sort((x, y) => y - x));
    expect(a.scope).toEqual({ lots: [], gtins: [] });
  });

  it('a brand alone matches the specs of that brand; a spec matched exactly is not listed again by name', async () => {
    const w = word();
    const brand = `${w} Farms`;
    const a1 = await product(`${word()} yoghurt`, brand);
    const a2 = await product(`${word()} butter`, brand);
    const byBrand = await alert({ brand });
    expect(byBrand.matches.map((m) => m.psid).sort()).toEqual([a1.psid, a2.psid].sort());
    const both = await alert({ gtins: [a1.gtin], brand });
    expect(both.matches.filter((m) => m.psid === a1.psid)).toHaveLength(1);
    expect(both.matches[0]).toMatchObject({ psid: a1.psid, by: 'gtin', score: 1 });
  });
});

describe('POST /incidents/alerts: refused', () => {
  it('a wrong check digit, named', async () => {
    const p = await product(`${word()} tea`);
    const res = await post({ source: 'FSA', reference: 'R', gtins: [p.gtin, wrongCheckDigit(p.gtin)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(`gtins.1 ${wrongCheckDigit(p.gtin)} has a wrong check digit`);
  });

  it('bad shapes, oversized lists, unknown fields, hostile strings: 400 in the envelope', async () => {
    const g = '04012345111118';
    const cases: [unknown, RegExp][] = [
      [{ reference: 'R', gtins: [g] }, /Missing required field: source/],
      [{ source: 'FSA', reference: 'R' }, /needs a productname, brand, gtins or lots/],
      [{ source: 'FSA', reference: 'R', gtins: ['1234567'] }, /gtins\.0/],
      [{ source: 'FSA', reference: 'R', gtins: Array(201).fill(g) }, /gtins must have at most 200 items/],
      [
        { source: 'FSA', reference: 'R', gtins: [g], lots: Array(501).fill('L1') },
        /lots must have at most 500/,
      ],
      [{ source: 'FSA', reference: 'R', lots: ['L1'] }, /lot number alone/],
      [{ source: 'FSA', reference: 'R', lots: [`https://id.gs1.org/01/${g}`] }, /whole product/],
      [{ source: 'FSA', reference: 'R', gtins: [g], lots: ["'; DROP TABLE x; --"] }, /character set 82/],
      [
        { source: 'FSA', reference: 'R', productname: 'x', severity: 3 },
        /^Unknown field: severity \(an alert has source, reference, productname/,
      ],
      [{ source: 'FSA', reference: 'R', productname: 'x'.repeat(201) }, /productname must be at most 200/],
      [{ source: '', reference: 'R', productname: 'x' }, /source must not be empty/],
      [{ source: 'FSA', reference: 'R', productname: 'x', published: 'last week' }, /published must be/],
      [{ source: 'FSA', reference: 'R', productname: 'a\u0000b' }, /./],
      [{ source: 'FSA', reference: 'R', gtins: g }, /gtins/],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
      expect(res.json().error).toMatch(message);
    }
  });

  it('hostile names match nothing and break nothing', async () => {
    for (const productname of ["%' OR 1=1 --", '%%%%', '_', '\\', '😀'.repeat(50), 'ǅ̸̡̛ͅ'.repeat(30)]) {
      const a = await alert({ productname, brand: '%_%' });
      expect(a.matches.every((m) => m.score >= 0.3)).toBe(true);
    }
  });

  it('a level 1 key and a supplier are refused: 403', async () => {
    const body = { source: 'FSA', reference: 'R', productname: 'apples' };
    expect((await post(body, { key: t.key[1] })).statusCode).toBe(403);
    const supplier = await supplierAccount(t);
    const res = await post(body, { key: null, headers: bearer(supplier.token) });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Insufficient permissions');
    expect((await post(body, { key: null })).statusCode).toBe(401);
  });
});
