import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { supplierWithGln, uniqueLot } from '../../../test/fixtures/epcis.js';
import { uniqueGln, uniqueGtin, wrongCheckDigit } from '../../../test/fixtures/gs1.js';
import { multipart } from '../../../test/fixtures/suppliers.js';

const t = useTestApp();
const url = '/api/v1/epcis/capture/csv';
const HEADER = 'gtin,lot,quantity,uom,best_before,ship_date,from_gln,to_gln,despatch_advice';

type Cells = Record<string, string>;
/** A good row of unique lot and sites, as cells; `over` replaces some. */
function shipment(over: Cells = {}): Cells {
  const { gtin, lot } = uniqueLot();
  return {
    gtin,
    lot,
    quantity: '240',
    uom: 'KGM',
    best_before: '2027-05-31',
    ship_date: '2026-11-28',
    from_gln: uniqueGln(),
    to_gln: uniqueGln(),
    despatch_advice: 'DA-1001',
    ...over,
  };
}
const line = (r: Cells) =>
  HEADER.split(',')
    .map((c) => r[c] ?? '')
    .join(',');
const csv = (rows: Cells[], eol = '\n') => [HEADER, ...rows.map(line)].join(eol) + eol;
const upload = (
  body: string | Buffer,
  extra: { key?: string | null; headers?: Record<string, string> } = {},
) => {
  const form = multipart(body, 'file', 'shipments.csv');
  return t.api({
    method: 'POST',
    url,
    ...form,
    key: t.key[2],
    ...extra,
    headers: { ...form.headers, ...extra.headers },
  });
};

async function storedLot(gtin: string, lot: string) {
  const { rows } = await t.db.query<Record<string, unknown>>(
    `SELECT e.eventid, e.eventtime, e.bizstep, e.disposition, e.readpoint, e.bizlocation, e.glns, e.event,
            p.epc, p.class, p.quantity::float AS quantity, p.uom
       FROM epcis_events e JOIN epcis_event_epcs p USING (id) WHERE p.epc = $1`,
    [`https://id.gs1.org/01/${gtin}/10/${lot}`],
  );
  return rows;
}

describe('GET /epcis/capture/csv/template', () => {
  it('is downloadable without a key, and its own example row is accepted back', async () => {
    const res = await t.api({ method: 'GET', url: `${url}/template`, key: null });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="shipments_template.csv"');
    const [header, example] = res.body.split('\r\n');
    expect(header).toBe(`\ufeff${HEADER}`);
    expect(example).toBe(
      '04012345000016,L2026-1128A,240,KGM,2027-05-31,2026-11-28,4012345000016,4012345000023,DA-1001',
    );
    const back = await upload(res.body);
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json()).toMatchObject({ total: 1, created: 1, failed: 0 });
  });
});

describe('POST /epcis/capture/csv', () => {
  it('captures each row as a shipping event, queried back with canonical lot and GLNs', async () => {
    const row = shipment({ ship_date: '2026-11-28T07:55:00+01:00' });
    const res = await upload(csv([row]));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      total: 1,
      created: 1,
      failed: 0,
      storedCount: 1,
      retry_payload: [],
    });
    expect(res.headers.location).toBe(`/api/v1/epcis/capture/${body.captureID}`);
    expect(body.results).toEqual([
      {
        row: 1,
        lot: row.lot,
        status: 'success',
        eventID: expect.stringMatching(/^ni:\/\/\/sha-256;/),
        captureID: body.captureID,
      },
    ]);
    const job = await t.api({ method: 'GET', url: res.headers.location as string, key: t.key[1] });
    expect(job.json()).toMatchObject({ eventCount: 1, storedCount: 1 });
    const [stored, ...more] = await storedLot(row.gtin!, row.lot!);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({
      eventid: body.results[0].eventID,
      bizstep: 'https://ref.gs1.org/cbv/BizStep-shipping',
      disposition: 'https://ref.gs1.org/cbv/Disp-in_transit',
      readpoint: `https://id.gs1.org/414/${row.from_gln}`,
      bizlocation: `https://id.gs1.org/414/${row.from_gln}`,
      class: `https://id.gs1.org/01/${row.gtin}`,
      quantity: 240,
      uom: 'KGM',
    });
    expect([...(stored!.glns as string[])].sort()).toEqual([row.from_gln, row.to_gln].sort());
    expect(new Date(stored!.eventtime as string).toISOString()).toBe('2026-11-28T06:55:00.000Z');
    const event = typeof stored!.event === 'string' ? JSON.parse(stored!.event) : stored!.event;
    expect(event).toMatchObject({
      eventTimeZoneOffset: '+01:00',
      bizTransactionList: [
        { type: 'desadv', bizTransaction: `urn:epcglobal:cbv:bt:${row.from_gln}:DA-1001` },
      ],
      destinationList: [{ type: 'location', destination: `https://id.gs1.org/414/${row.to_gln}` }],
      'cbvmda:bestBeforeDate': '2027-05-31',
    });
  });

  it('stores a row sent twice once, in one file or in two', async () => {
    const row = shipment();
    const first = await upload(csv([row, row]));
    expect(first.json()).toMatchObject({ created: 2, failed: 0, storedCount: 1 });
    const again = await upload(csv([row]));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ created: 1, storedCount: 0 });
    expect(again.json().results[0].eventID).toBe(first.json().results[0].eventID);
    expect(await storedLot(row.gtin!, row.lot!)).toHaveLength(1);
  });

  it('refuses each bad field on its row, captures the good rows, and returns the failed rows to retry', async () => {
    const good = shipment();
    const bad: [Cells, string, string][] = [
      [{ gtin: wrongCheckDigit(uniqueGtin(13)) }, 'gtin', 'has a wrong check digit'],
      [{ gtin: '12345' }, 'gtin', 'Invalid gtin: 8, 12, 13 or 14 digits'],
      [{ lot: 'L 1' }, 'lot', 'Invalid lot'],
      [{ lot: 'L'.repeat(21) }, 'lot', 'Invalid lot'],
      [{ quantity: '0' }, 'quantity', 'Invalid quantity'],
      [{ quantity: '"1,5"' }, 'quantity', 'Invalid quantity'],
      [{ uom: 'kilo' }, 'uom', 'Invalid uom'],
      [{ best_before: '31/05/2027' }, 'best_before', 'Invalid best_before'],
      [{ best_before: '2027-02-30' }, 'best_before', 'Invalid best_before'],
      [{ ship_date: '2026-11-28T07:55:00' }, 'ship_date', 'Invalid ship_date'],
      [{ from_gln: wrongCheckDigit(uniqueGln()) }, 'from_gln', 'Invalid from_gln'],
      [{ to_gln: '123' }, 'to_gln', 'Invalid to_gln'],
      [{ despatch_advice: 'D'.repeat(36) }, 'despatch_advice', 'Invalid despatch_advice'],
      [{ ship_date: '' }, 'ship_date', 'ship_date'],
    ];
    const rows = [good, ...bad.map(([over]) => shipment(over))];
    const res = await upload(csv(rows));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ total: rows.length, created: 1, failed: bad.length });
    bad.forEach(([, field, message], k) => {
      const result = body.results[k + 1];
      expect(result.status, field).toBe('error');
      expect(result.message, field).toContain(message);
      expect(result.problems[0].fields, field).toEqual([field]);
    });
    expect(body.retry_payload).toHaveLength(bad.length);
    expect(body.retry_payload[0]).toMatchObject({ gtin: rows[1]!.gtin });
    expect(await storedLot(good.gtin!, good.lot!)).toHaveLength(1);
  });

  it('is one capture of format csv with one epcis.captured event in the feed', async () => {
    const res = await upload(csv([shipment(), shipment({ best_before: '' })]));
    const { captureID } = res.json();
    const { rows } = await t.db.query('SELECT format, eventcount FROM epcis_captures WHERE captureid = $1', [
      Number(captureID),
    ]);
    expect(rows).toEqual([{ format: 'csv', eventcount: 2 }]);
    // A change reaches the feed once every older transaction on the server has ended (other databases' too): wait.
    const mine = async () => {
      await t.db.query('SELECT sequence_events()');
      const found = [];
      // Page through the feed: a shared database may hold more than a page of captures.
      for (let after = 0, more = true; more;) {
        const feed = await t.api({
          method: 'GET',
          url: `/api/v1/events?types=epcis.captured&limit=1000&after=${after}`,
          key: t.key[1],
        });
        const page = feed.json();
        found.push(
          ...page.data.filter((e: { data: { captureID?: string } }) => e.data.captureID === captureID),
        );
        more = page.data.length === 1000;
        after = page.next_after;
      }
      return found;
    };
    await expect.poll(async () => (await mine()).length, { timeout: 15_000, interval: 100 }).toBe(1);
    expect(await mine()).toMatchObject([
      { type: 'epcis.captured', data: { captureID, eventCount: 2, storedCount: 2 } },
    ]);
  });

  it('stores the rows once when the same file is sent twice at once', async () => {
    const rows = [shipment(), shipment()];
    const answers = await Promise.all([upload(csv(rows)), upload(csv(rows))]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers.map((a) => a.json().storedCount).sort()).toEqual([0, 2]);
    for (const r of rows) expect(await storedLot(r.gtin!, r.lot!)).toHaveLength(1);
  });

  it('refuses a file of more than 10,000 rows with 413, capturing nothing', async () => {
    const row = shipment();
    const text = `${HEADER}\n${`${line(row)}\n`.repeat(10_001)}`;
    const res = await upload(text);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('Too many rows: at most 10000 rows per request');
    expect(await storedLot(row.gtin!, row.lot!)).toHaveLength(0);
  });

  it('answers 200 and captures nothing when every row fails', async () => {
    const res = await upload(csv([shipment({ uom: 'kg' })]));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 0, failed: 1, captureID: null, storedCount: 0 });
    expect(res.headers.location).toBeUndefined();
  });

  it('refuses unknown columns on each row, naming them', async () => {
    const row = shipment();
    const text = `${HEADER},notes\n${line(row)},fragile\n`;
    const res = await upload(text);
    expect(res.json().results[0]).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/^Unknown column "notes": the columns are gtin, lot/),
      problems: [{ fields: ['notes'] }],
    });
  });

  it('reads a BOM, CRLF line ends, headers in any case and order', async () => {
    const row = shipment();
    const cols = ['Lot', ' GTIN ', 'quantity', 'UOM', 'ship_date', 'from_gln', 'to_gln'];
    const text = `\ufeff${cols.join(',')}\r\n${[row.lot, row.gtin, '3.5', 'KGM', row.ship_date, row.from_gln, row.to_gln].join(',')}\r\n`;
    const res = await upload(text);
    expect(res.statusCode, res.body).toBe(201);
    expect((await storedLot(row.gtin!, row.lot!))[0]).toMatchObject({ quantity: 3.5 });
  });

  it('refuses a cell written as a spreadsheet formula', async () => {
    const rows = [
      shipment({ lot: '"=HYPERLINK(""x"")"' }),
      shipment({ despatch_advice: '@SUM(A1)' }),
      shipment({ quantity: '=1+1' }),
      shipment({ lot: "'-2+3" }), // as csvCell neutralises it: read back as -2+3
    ];
    const res = await upload(csv(rows));
    expect(res.json()).toMatchObject({ created: 0, failed: 4 });
    expect(
      res.json().results.map((r: { problems: { fields: string[] }[] }) => r.problems[0]!.fields[0]),
    ).toEqual(['lot', 'despatch_advice', 'quantity', 'lot']);
  });

  it('refuses the file whole: empty, not UTF-8, binary, missing field, not multipart, too large', async () => {
    const cases: [string | Buffer, number, RegExp, string?][] = [
      ['', 400, /header row and at least one data row/],
      [`${HEADER}\n`, 400, /header row and at least one data row/],
      [Buffer.concat([Buffer.from(`${HEADER}\n`), Buffer.from([0x47, 0xe9, 0x0a])]), 400, /not UTF-8/],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]), 400, /not UTF-8|NUL/],
    ];
    for (const [body, status, message] of cases) {
      const res = await upload(body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error).toMatch(message);
    }
    const form = multipart(csv([shipment()]), 'upload');
    const missing = await t.api({ method: 'POST', url, ...form, key: t.key[2] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/multipart form field "file"/);
    const json = await t.api({ method: 'POST', url, payload: [shipment()], key: t.key[2] });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toMatch(/multipart\/form-data field "file"/);
    const big = await upload(`${HEADER}\n${'x'.repeat(21 * 1024 * 1024)}\n`);
    expect(big.statusCode).toBe(413);
  });

  it('needs level 2', async () => {
    expect((await upload(csv([shipment()]), { key: null })).statusCode).toBe(401);
    expect((await upload(csv([shipment()]), { key: t.key[1] })).statusCode).toBe(403);
  });
});

describe('the supplier scope', () => {
  it('captures rows from its own sites; a row from another’s site fails alone', async () => {
    const { gln: own, ...account } = await supplierWithGln(t);
    const ours = shipment({ from_gln: own });
    const theirs = shipment();
    const res = await upload(csv([ours, theirs]), account.as);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ created: 1, failed: 1, retry_payload: [theirs] });
    expect(res.json().results[1]).toMatchObject({
      status: 'error',
      message: 'Insufficient permissions for bizLocation',
      problems: [{ fields: ['from_gln'], message: 'Insufficient permissions for bizLocation' }],
    });
    expect(await storedLot(ours.gtin!, ours.lot!)).toHaveLength(1);
    expect(await storedLot(theirs.gtin!, theirs.lot!)).toHaveLength(0);
    const job = await t.api({
      method: 'GET',
      url: res.headers.location as string,
      ...account.as,
    });
    expect(job.statusCode).toBe(200);
  });
});
