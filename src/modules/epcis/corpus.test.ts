import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { documentEventHashes } from '../../lib/epcis/document-hash.js';
import { validateEpcisDocument } from '../../lib/epcis/validate.js';

// GS1's own examples and the OpenEPCIS test corpus through HTTP: each document captured, then each of its events
// queried back by its eventID and compared field for field with what was sent.
const t = useTestApp();

const fixtures = fileURLToPath(new URL('../../../test/fixtures/epcis/', import.meta.url));
const files = (dir: string): string[] =>
  fs
    .readdirSync(path.join(fixtures, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.jsonl?d?$/.test(f))
    .map((f) => path.join(dir, f))
    .sort();
type Json = Record<string, unknown>;
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(fixtures, file), 'utf8')) as Json;

/** The documents GS1's schema and CBV refuse (src/lib/epcis/validate.test.ts REFUSED_BY_GS1), with the field named. */
const REFUSED_BY_GS1: Record<string, RegExp> = {
  'AggregationEvent_with_persistentDisposition.json': /^Event 1: persistentDisposition /,
  'SensorData_with_combined_events.json': /^Event 7: sensorElementList\[0\]\.sensorReport\[1\]\.type /,
  'TransactionEvent_with_userExtensions.json': /^Event 0: sensorElementList\[0\]\.sensorReport\[0\]\.type /,
};

/** A query document's events, as the capture document they were (a query document is not captured). */
function asCaptureDocument(doc: Json): Json {
  if (doc.type !== 'EPCISQueryDocument') return doc;
  const body = doc.epcisBody as { queryResults: { resultsBody: { eventList: unknown[] } } };
  const { epcisBody: _, ...rest } = doc;
  return {
    ...rest,
    type: 'EPCISDocument',
    epcisBody: { eventList: body.queryResults.resultsBody.eventList },
  };
}

const capture = (file: string, doc: Json) =>
  t.api({
    method: 'POST',
    url: '/api/v1/epcis/capture',
    payload: doc,
    headers: { 'content-type': file.endsWith('.jsonld') ? 'application/ld+json' : 'application/json' },
    key: t.key[2],
  });

/** The first event captured under each (eventID, is a declaration): later ones with the same are skipped. */
const firstSent = new Map<string, Json>();
const keyOf = (eventID: string, event: Json) => `${eventID} ${'errorDeclaration' in event}`;

async function captureAndQueryBack(file: string) {
  const doc = asCaptureDocument(read(file));
  const res = await capture(file, doc);
  expect(res.statusCode, `${file}: ${res.body}`).toBe(202);
  const events = (doc.epcisBody as { eventList: Json[] }).eventList;
  const hashes = documentEventHashes(doc);
  const ids = events.map((e, i) => (typeof e.eventID === 'string' ? e.eventID : hashes[i]!));
  events.forEach((e, i) => {
    if (!firstSent.has(keyOf(ids[i]!, e))) firstSent.set(keyOf(ids[i]!, e), e);
  });
  const query = new URLSearchParams({ EQ_eventID: [...new Set(ids)].join('|'), perPage: '1000' });
  const answer = await t.api({ method: 'GET', url: `/api/v1/epcis/events?${query}`, key: t.key[1] });
  expect(answer.statusCode, `${file}: ${answer.body}`).toBe(200);
  const answered = answer.json() as Json;
  expect(validateEpcisDocument(answered), file).toMatchObject({ ok: true, kind: 'EPCISQueryDocument' });
  const list = (answered.epcisBody as { queryResults: { resultsBody: { eventList: Json[] } } }).queryResults
    .resultsBody.eventList;
  events.forEach((sent, i) => {
    const key = keyOf(ids[i]!, sent);
    const got = list.find((e) => keyOf(e.eventID as string, e) === key);
    expect(got, `${file} event ${i}`).toBeDefined();
    const { recordTime, ...rest } = got!;
    expect(recordTime, `${file} event ${i}`).toEqual(expect.any(String));
    const expected = firstSent.get(key)!;
    if (typeof expected.eventID !== 'string') delete rest.eventID;
    const { recordTime: _, ...expectedFields } = expected;
    expect(rest, `${file} event ${i}`).toEqual(expectedFields);
  });
  return events.length;
}

describe('the corpora through HTTP: captured, then queried back field for field', () => {
  it("GS1's own examples (47)", async () => {
    const all = files('gs1');
    expect(all).toHaveLength(47);
    let events = 0;
    for (const file of all) events += await captureAndQueryBack(file);
    expect(events).toBeGreaterThan(47);
  });

  it('the OpenEPCIS documents: 35 accepted; 3 refused with 400 naming the fault GS1’s schema or CBV finds', async () => {
    const all = files('openepcis/Documents');
    expect(all).toHaveLength(38);
    let accepted = 0;
    for (const file of all) {
      const refused = REFUSED_BY_GS1[path.basename(file)];
      if (refused === undefined) {
        await captureAndQueryBack(file);
        accepted++;
        continue;
      }
      const res = await capture(file, read(file));
      expect(res.statusCode, file).toBe(400);
      expect(res.json().error, file).toMatch(refused);
    }
    expect(accepted).toBe(35);
  });

  it('the OpenEPCIS invalid documents (15): each 400, naming the event and field as the validator does', async () => {
    const all = files('openepcis/Invalid');
    expect(all).toHaveLength(15);
    for (const file of all) {
      const doc = read(file);
      const verdict = validateEpcisDocument(doc);
      expect(verdict.ok, file).toBe(false);
      const res = await capture(file, doc);
      expect(res.statusCode, `${file}: ${res.body}`).toBe(400);
      expect(res.json(), file).toEqual({ success: false, error: verdict.ok ? '' : verdict.message });
      expect(res.json().error, file).toMatch(/^(Event \d+: |The document: )\S/);
    }
  });
});
