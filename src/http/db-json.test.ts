import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { TSchema } from 'typebox';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers.js';
import { createNewline } from '../../test/fixtures/newlines/create-newline.js';
import { Newline } from '../modules/newlines/newlines.schemas.js';
import { findNewline } from '../modules/newlines/newlines.repository.js';
import { ALLERGENS, AllergenRecord } from '../modules/products/allergens.schemas.js';
import { findAllergens } from '../modules/products/allergens.repository.js';
import { Ok } from './schemas.js';

const t = useTestApp();

/** What Fastify's serializer writes for the route's 200 schema: what the route sent before it read JSON. */
function serializerOf(schema: TSchema): (doc: unknown) => string {
  const build = SerializerSelector()({} as never, {} as never);
  return build({ schema, method: 'GET', url: '/', httpStatus: '200' } as never) as (doc: unknown) => string;
}

/** Text a JSON writer must escape, or might escape differently: quotes, backslash, controls, separators, emoji. */
const AWKWARD = [
  'Plain',
  'Quote " and back\\slash',
  'Tab\there, newline\nthere, return\r, form\f, back\b',
  'Controls \u0001\u001f and DEL \u007f',
  'Line\u2028and paragraph\u2029separators',
  'Crème brûlée 🍮 </script> & <b>',
  '',
];

describe('reads the database writes as JSON (db-json.ts)', () => {
  const newlineids: number[] = [];
  const psids: number[] = [];

  beforeAll(async () => {
    for (const [i, text] of AWKWARD.entries()) {
      const n = await createNewline(t, {
        productcode: `C-${i}`,
        ...(i % 2 === 0 ? { mcs: i, chocolate: 1 } : {}),
      });
      // Written past the API's input checks: whatever the table holds must read the same.
      await t.db.query(
        `UPDATE newlines SET productname = $2, productcode = $3, description = $4, buyercomments = $4
          WHERE newlineid = $1`,
        [n.newlineid, `Name ${i} ${text}`, text.slice(0, 12), i % 2 === 0 ? text : null],
      );
      newlineids.push(n.newlineid);
      psids.push(n.psid);
      // Every allergen value, in a different place on each product.
      const values = Object.fromEntries(ALLERGENS.map((a, j) => [a, (i + j) % 3]));
      const res = await t.api({
        method: 'POST',
        url: '/api/v1/products/addAllergens',
        payload: { psid: n.psid, ...values },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    // A newline without its spec (psid null), as the read's LEFT JOIN allows.
    const bare = await createNewline(t, { productcode: 'NO-SPEC' });
    await t.db.query('DELETE FROM product_specs WHERE psid = $1', [bare.psid]);
    newlineids.push(bare.newlineid);
  });

  it('GET /newlines/{id}: byte for byte what the schema serializes from the row read as an object', async () => {
    const serialize = serializerOf(Ok(Newline));
    let res!: Awaited<ReturnType<typeof t.api>>;
    for (const id of newlineids) {
      res = await t.api({ method: 'GET', url: `/api/v1/newlines/${id}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const row = await findNewline(t.db, id);
      expect(res.body).toBe(serialize({ success: true, data: row }));
    }
    expect(res.json().data.psid).toBeNull();
  });

  it('getAllergens: byte for byte what the schema serializes from the row read as an object', async () => {
    const serialize = serializerOf(Ok(AllergenRecord));
    for (const psid of psids) {
      const res = await t.api({ method: 'GET', url: `/api/v1/products/getAllergens/${psid}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const row = await findAllergens(t.db, psid);
      expect(res.body).toBe(serialize({ success: true, data: row }));
    }
  });

  it('keeps the manners of a JSON read: an ETag, 304 on If-None-Match, HEAD without a body', async () => {
    const url = `/api/v1/products/getAllergens/${psids[0]}`;
    const first = await t.api({ method: 'GET', url });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.api({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await t.api({ method: 'HEAD', url: `/api/v1/newlines/${newlineids[0]}` });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(100);
  });

  it('answers 404 in the envelope for what does not exist', async () => {
    for (const url of ['/api/v1/newlines/2147483646', '/api/v1/products/getAllergens/2147483646']) {
      const res = await t.api({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false });
    }
  });
});
